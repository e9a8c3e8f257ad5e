import type { ImageInfo } from '../../../shared/api-types.ts';
import { logger } from '../runtime/logger.ts';
import { type BlogItem, blogPartition, fillCoverInfo } from './blogs-repository.ts';
import { photoOwner, photoOwnersOf } from './photo-owners.ts';
import { findItemById } from './table.ts';

/**
 * The variant function's last step (docs/decisions/058): once a photo's variants and its
 * manifest are written, every post that owns the key and still has no image facts gets them,
 * so a post the spec's client sent with a file shows its picture without a second save.
 *
 * Only posts: a product's or category's photo is saved only with its facts (a 409 before its
 * variants exist, uploads/photos.ts), so theirs are never missing.
 *
 * The order closes the race with the post's own save: the manifest is written before the
 * owners are read (strongly consistent), and a save that stored the post without facts reads
 * the manifest after its commit (blog-saving.ts). Either the save's commit came first and this
 * read sees the post as an owner, or it came after and the save's read finds the manifest.
 */
const ownerPrefix = photoOwner('BLOG', '');

/**
 * Reads of a post by id go through GSI1, which may lag its commit by a moment: a post that
 * owns the key but is not found yet, or that moved to a new date between the read and the
 * write, is read again this many times, a pause apart, before the function fails (Lambda's
 * retries, then the dead-letter queue and its alarm).
 */
const findAttempts = 5;
const findPauseMs = 200;

export async function fillImageFactsOfOwners(key: string, info: ImageInfo): Promise<string[]> {
  const posts = (await photoOwnersOf(key))
    .filter((owner) => owner.startsWith(ownerPrefix))
    .map((owner) => owner.slice(ownerPrefix.length));
  const filled: string[] = [];
  for (const id of posts) if (await fillPostFacts(id, key, info)) filled.push(id);
  if (filled.length > 0) logger.info('image facts filled', { key, posts: filled });
  return filled;
}

/** True when this call stored the facts; false when the post no longer needs them. */
async function fillPostFacts(id: string, key: string, info: ImageInfo): Promise<boolean> {
  for (let attempt = 1; attempt <= findAttempts; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, findPauseMs));
    const post = (await findItemById(id)) as BlogItem | undefined;
    // Not in the index yet: its save has just committed (the owners item says it exists).
    if (!post) continue;
    if (post.PK !== blogPartition || post.image !== key || post.imageInfo) return false;
    if (await fillCoverInfo(post, key, info)) return true;
    // The condition failed on what the index showed: read again to learn why.
  }
  throw new Error(`Post ${id} owns ${key} but was not found without image facts in ${findAttempts} reads`);
}
