import { maxImageBytes } from '../../../shared/validation.ts';
import { invalidBodyMessage, tooLargeMessage } from './error-response.ts';
import { HttpError } from './http-error.ts';
import type { MultipartParser, UploadedFile } from './http-handler.ts';

/**
 * The spec's blog form: multipart/form-data (RFC 7578) with text fields and at most one
 * file. API Gateway hands a Lambda the whole body at once, so the form is split in memory
 * instead of streamed, by this short parser rather than busboy: the blog-writing functions
 * must stay within their 300 KB bundle budget (docs/decisions/018).
 *
 * Malformed forms are a 400 and an oversized file a 413; nothing is stored before the
 * whole form has been read.
 */
const boundaryPattern = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i;
const maxParts = 20;
const maxNameLength = 100;
const headersEnd = Buffer.from('\r\n\r\n');

const invalid = () => new HttpError(400, invalidBodyMessage);

/** `form-data; name="title"; filename="a.png"` -> its parameters (names in lower case). */
function dispositionParameters(header: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [, name, quoted, bare] of header.matchAll(/;\s*([a-z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/gi))
    parameters[name.toLowerCase()] = quoted?.replace(/\\(.)/g, '$1') ?? bare;
  return parameters;
}

interface Part {
  headers: Record<string, string>;
  content: Buffer;
}

/** The parts between `--boundary` lines; throws 400 when the closing `--boundary--` is missing. */
function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position < 0) throw invalid();
  position += delimiter.length;
  const parts: Part[] = [];
  while (body.subarray(position, position + 2).toString() !== '--') {
    if (body.subarray(position, position + 2).toString() !== '\r\n') throw invalid();
    const start = position + 2;
    const end = body.indexOf(nextDelimiter, start);
    if (end < 0 || parts.length === maxParts) throw invalid();
    const split = body.indexOf(headersEnd, start);
    if (split < 0 || split > end) throw invalid();
    const headers: Record<string, string> = {};
    for (const line of body.subarray(start, split).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, content: body.subarray(split + headersEnd.length, end) });
    position = end + nextDelimiter.length;
  }
  return parts;
}

export const multipartForm: MultipartParser = async ({ event }) => {
  const boundary = boundaryPattern.exec(event.headers?.['content-type'] ?? '');
  if (!boundary) throw invalid();
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for (const { headers, content } of splitParts(body, boundary[1] ?? boundary[2])) {
    const { name, filename } = dispositionParameters(headers['content-disposition'] ?? '');
    if (!name || name.length > maxNameLength) throw invalid();
    if (name in fields || name in files) continue; // a repeated name keeps its first value
    if (filename === undefined) fields[name] = content.toString('utf8');
    else if (content.length > maxImageBytes) throw new HttpError(413, tooLargeMessage);
    else if (Object.keys(files).length > 0 && content.length > 0)
      throw invalid(); // one file at most
    // A file input left empty is sent as a part with an empty filename and no bytes.
    else if (content.length > 0)
      files[name] = {
        filename,
        mimetype: headers['content-type'] ?? 'application/octet-stream',
        content,
      };
  }
  return { fields, files };
};
