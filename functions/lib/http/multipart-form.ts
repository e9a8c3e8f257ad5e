import busboy from '@fastify/busboy';
import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../../../shared/multipart-form-limit.ts';
import { invalidBodyMessage } from './error-response.ts';
import { HttpError } from './http-error.ts';

/**
 * The blog form's multipart/form-data, read with busboy directly (docs/decisions/038).
 * `@middy/http-multipart-body-parser` listened to neither a file part's stream nor its own
 * throws inside busboy's events: a file part cut off (busboy's `Part terminated early` on
 * the file's stream), a part without a name, a name sent plain and then as a list, each
 * ended the process (five findings, the last issue 23's N3). Here every stream busboy opens
 * gets its error listener before anything else, and every listener's own failure settles
 * the request: any input is a form, a 400 or a 413, never an exception outside the handler.
 */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}
export interface MultipartForm {
  /** Text fields by name (no prototype: a part named __proto__ is only a name). */
  fields: Record<string, string>;
  /** The form's one file, by field name; a file input left empty is no file. */
  files: Record<string, UploadedFile>;
}

/**
 * The blog form's limits (a few text fields and at most one image): a file is read up to
 * `fileSize`, the whole form's limit (413 past it, which the handler's body check already
 * answers for any form that large), names up to 100 characters (400 past it), parts past the 20th
 * are ignored. A text field is cut at `fieldSize` without a word, so it is the JSON body's
 * limit: no field the schemas take is that long (300,000 characters of content are at most
 * 900 KB).
 */
const maxNameLength = 100;
const formLimits = {
  fileSize: maxMultipartFormBytes,
  fieldSize: 1024 * 1024,
  fieldNameSize: maxNameLength,
  parts: 20,
};

/**
 * busboy is handed the whole body at once and works through it in process.nextTick and
 * promise callbacks, so it has finished before the event loop's next turn, or never: a part
 * whose headers never end leaves it waiting for bytes that cannot come. The parse is
 * settled as a 400 on that next turn.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const invalid = () => new HttpError(400, invalidBodyMessage);

/** A part's name as a form may use it: present, short, and not a list (`tags[]`). */
const isUsableName = (name: string | undefined): name is string =>
  typeof name === 'string' && name.length > 0 && name.length <= maxNameLength && !name.endsWith(']');

/**
 * Reads a multipart/form-data body (`contentType` with its boundary). Refuses with a 400
 * (HttpError) anything that is not one well-formed form of text fields and at most one
 * non-empty file, and with a 413 a file over the form limit.
 */
export function parseMultipartForm(body: Buffer, contentType: string): Promise<MultipartForm> {
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile> = Object.create(null);
  const fileNames = new Set<string>();

  const parsing = new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    let finished = false;
    let openFiles = 0;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const succeedWhenDone = () => {
      if (settled || !finished || openFiles > 0) return;
      if (Object.keys(files).length > 1 || Object.keys(fields).some((name) => fileNames.has(name)))
        return fail(invalid());
      settled = true;
      resolve({ fields, files });
    };
    /** Runs a listener's work; whatever it throws fails this request, never the process. */
    const guarded =
      <Args extends unknown[]>(listener: (...args: Args) => void) =>
      (...args: Args) => {
        try {
          listener(...args);
        } catch {
          fail(invalid());
        }
      };

    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: formLimits });
    } catch {
      // No boundary, or not multipart at all.
      return fail(invalid());
    }
    parser.on('error', () => fail(invalid()));
    parser.on(
      'file',
      guarded((name: string | undefined, stream: NodeJS.ReadableStream, filename, _encoding, mimetype) => {
        // First of all: a part cut off fails this stream, and an unlistened error ends the process.
        stream.on('error', () => fail(invalid()));
        openFiles += 1;
        const chunks: Buffer[] = [];
        let truncated = false;
        stream.on('limit', () => {
          truncated = true;
          fail(new HttpError(413, multipartFormTooLargeMessage));
        });
        stream.on('data', (chunk: Buffer) => {
          if (!truncated && !settled) chunks.push(chunk);
        });
        stream.on(
          'end',
          guarded(() => {
            openFiles -= 1;
            if (!isUsableName(name) || fileNames.has(name)) return fail(invalid());
            fileNames.add(name);
            const content = Buffer.concat(chunks);
            if (content.length > 0) files[name] = { filename: String(filename ?? ''), mimetype, content };
            succeedWhenDone();
          }),
        );
      }),
    );
    parser.on(
      'field',
      guarded((name: string | undefined, value: string) => {
        if (!isUsableName(name)) return fail(invalid());
        // A text field sent twice keeps its last value, as a browser's form would read it.
        fields[name] = value;
      }),
    );
    parser.on('finish', () => {
      finished = true;
      succeedWhenDone();
    });
    try {
      parser.end(body);
    } catch {
      fail(invalid());
    }
  });
  // The parse settles within this turn or never (see nextTurn): a form still open is a 400.
  parsing.catch(() => {});
  return Promise.race([parsing, nextTurn().then(() => Promise.reject(invalid()))]);
}

export type MultipartFormParser = typeof parseMultipartForm;
