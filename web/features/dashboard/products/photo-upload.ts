import { blogApi } from '../blog/blog-api.ts';
import { prepareImageForUpload, uploadToStorage } from '../blog/image-upload.ts';

/**
 * Uploads a chosen photo as the blog's cover goes (scaled to 2560 px and stripped here, a
 * presigned POST straight to storage, the variant function after it) and answers the key to
 * save as the photo's `image`; the server checks the upload again when the product or
 * category is saved.
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const prepared = await prepareImageForUpload(file);
  const ticket = await blogApi.uploadTicket(prepared.type, prepared.size);
  await uploadToStorage(ticket, prepared, onProgress);
  return ticket.key;
}
