import { settlePhotoTags } from '../uploads/photos.ts';

/**
 * A delete whose item showed uploads: `remove` deletes it in the table (the repository's
 * transaction, which also drops it as the photos' owner) and answers the upload keys it
 * showed; once that committed, they are tagged to expire unless another item shows them.
 * The bucket's step is here, not in the repository, so lib/data never calls S3 (issue 33,
 * item 2), and each entity's handler composes the same two steps.
 */
export const deletingPhotos =
  (remove: (id: string, expectedVersion?: number) => Promise<readonly string[]>, message: string) =>
  async (id: string, expectedVersion?: number): Promise<{ message: string }> => {
    await settlePhotoTags(await remove(id, expectedVersion), []);
    return { message };
  };
