/**
 * The most a page's form POST may send (docs/decisions/054). The contact form filled to every
 * field's limit (shared/contact-rules.ts `contactFieldMaxLengths`, 5,574 characters) in letters
 * that take 3 bytes of UTF-8, each byte percent-encoded, is about 50 KB; nothing a person
 * types needs more, and what the page echoes stays far below Lambda's 6 MB answer.
 */
export const maxFormBodyBytes = 64 * 1024;

/** A form body over `maxFormBodyBytes`: refused unread (413). */
export class FormTooLargeError extends Error {}

/**
 * The request's form, parsed only when its body is at most `maxFormBodyBytes`: a declared
 * Content-Length over it is refused before a byte is read, and the bytes are counted as they
 * come (a client may declare less than it sends, or nothing).
 */
export async function readBoundedForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get('content-length')) > maxFormBodyBytes) throw new FormTooLargeError();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxFormBodyBytes) {
        await reader.cancel();
        throw new FormTooLargeError();
      }
      chunks.push(value);
    }
  }
  // The same parser as request.formData(), over the bytes already counted.
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  return new Response(Buffer.concat(chunks), { headers }).formData();
}
