import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../../../shared/multipart-form-limit.ts';
import { invalidBodyMessage } from './error-response.ts';
import { HttpError } from './http-error.ts';

/**
 * The spec's blog form (multipart/form-data), read by the fetch API's own parser:
 * `Request.formData()` of Node 24 (undici), used as intended (docs/decisions/060). It parses
 * a body held whole in memory and resolves or rejects (a `TypeError` for anything that is not
 * one well-formed form: a part cut off, no boundary, a part without a name); it has no stream
 * an error could escape from, which is what ended the process with middy's busboy wrapper
 * (docs/decisions/038). It has no limits of its own either, so the body's size is checked
 * before it is parsed; what is left here is what makes a form the blog form.
 */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}
/** A parsed form; a class so the handler tells it from any JSON value (`instanceof`). */
export class MultipartForm {
  constructor(
    /** Text fields by name (no prototype: a part named __proto__ is only a name). */
    readonly fields: Record<string, string>,
    /** The form's one file, by field name; a file input left empty is no file. */
    readonly files: Record<string, UploadedFile>,
  ) {}
}

/** The blog form is a few text fields and at most one image: more parts than this is no blog form. */
const maxParts = 20;
const maxNameLength = 100;

const invalid = () => new HttpError(400, invalidBodyMessage);

/** A part's name as a form may use it: present, short, and not a list (`tags[]`). */
const isUsableName = (name: string) => name.length > 0 && name.length <= maxNameLength && !name.endsWith(']');

/** The parser's entries, or a 400 for a body it refuses. */
async function formEntries(
  body: Buffer<ArrayBuffer>,
  contentType: string,
): Promise<[string, FormDataEntryValue][]> {
  try {
    // The URL is never fetched: a Request is only the fetch API's way to hold a body and its type.
    const request = new Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return [...(await request.formData())];
  } catch {
    // A content type the Headers class refuses, or a body that is not one well-formed form.
    throw invalid();
  }
}

/**
 * Reads a multipart/form-data body (`contentType` with its boundary). Refuses with a 413 a body
 * over the form limit, before parsing it, and with a 400 (HttpError) anything that is not one
 * well-formed form of at most 20 parts with usable names, text fields and at most one non-empty
 * file, no name used as both.
 */
export async function parseMultipartForm(
  body: Buffer<ArrayBuffer>,
  contentType: string,
): Promise<MultipartForm> {
  if (body.length > maxMultipartFormBytes) throw new HttpError(413, multipartFormTooLargeMessage);
  const entries = await formEntries(body, contentType);
  if (entries.length > maxParts) throw invalid();
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile> = Object.create(null);
  const fileNames = new Set<string>();
  for (const [name, value] of entries) {
    if (!isUsableName(name)) throw invalid();
    if (typeof value === 'string') {
      // A text field sent twice keeps its last value, as a browser's form would read it.
      fields[name] = value;
      continue;
    }
    if (fileNames.has(name)) throw invalid();
    fileNames.add(name);
    if (value.size > 0)
      files[name] = {
        filename: value.name,
        mimetype: value.type,
        content: Buffer.from(await value.arrayBuffer()),
      };
  }
  if (Object.keys(files).length > 1 || Object.keys(fields).some((name) => fileNames.has(name)))
    throw invalid();
  return new MultipartForm(fields, files);
}
