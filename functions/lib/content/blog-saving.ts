import { ulid } from 'ulid';
import { safeParse } from 'valibot';
import type { Blog, ImageInfo } from '../../../shared/api-types.ts';
import {
  type BlogChanges,
  type BlogInput,
  blogChangesSchema,
  blogInputSchema,
  postMessages,
} from '../../../shared/post-rules.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { firstIssue } from '../../../shared/validation.ts';
import {
  type BlogItem,
  blogPartition,
  blogSlugScope,
  coverKeys,
  fillCoverInfo,
  findBlogItem,
  insertBlog,
  replaceBlog,
  toBlog,
} from '../data/blogs-repository.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import {
  type ReplacedPublication,
  type StoredPublication,
  statusOf,
  storedPublication,
} from '../data/publication-schedule.ts';
import { freeSlug, SlugTaken, slugHistory, withFreeSlug } from '../data/slug-claims.ts';
import { nextVersion } from '../data/table.ts';
import { Conflict, InvalidInput } from '../domain-errors.ts';
import { settlePhotoTags } from '../uploads/photos.ts';
import {
  markImageAttached,
  readImageManifest,
  storeImageFile,
  uploadedImageInfo,
} from '../uploads/uploads.ts';
import { restoringInput } from './restoring.ts';
import { storableHtml } from './sanitize-html.ts';

/**
 * Creating and replacing blogs (blogs-repository.ts has the rest): the content is sanitised
 * and the image checked on every write. A new post's slug comes from its title (made
 * unique: -2, -3, …) unless the admin gives one; later title changes keep it, so its URL
 * only changes when the admin changes the slug, and every earlier slug still leads to it.
 */

/**
 * The stored form of a blog, without its slug yet. Its image's variants come from one read of
 * their manifest, never a wait (docs/decisions/058): a key the dashboard uploaded must have
 * them (else a 409 asks to save again); a file the request stored itself (a multipart form's,
 * `storedFile`) cannot have them yet and is stored processing, without `imageInfo`, which the
 * pages show as the placeholder until the variant function fills it in (data/image-facts.ts)
 * or the save's read after its commit does (`fillCoverAfterCommit`). A post keeping the image
 * it has keeps its variants' info, or gets it now when it had none.
 */
async function toItem(
  id: string,
  input: BlogInput,
  times: { createdAt: string; updatedAt: string; updatedBy: string },
  { current, storedFile }: { current?: BlogItem; storedFile?: string } = {},
): Promise<BlogItem> {
  const publication = publicationOf(input, current);
  const image = input.image;
  let imageInfo: ImageInfo | undefined;
  // The request stored the file a moment ago and checked it then: its manifest is read after the commit.
  if (image && image === storedFile) imageInfo = undefined;
  else if (image && image === current?.image) {
    const manifest = current.imageInfo ? undefined : await readImageManifest(image);
    imageInfo = current.imageInfo ?? (manifest && !('error' in manifest) ? manifest : undefined);
  } else if (image) imageInfo = await uploadedImageInfo(image);
  // Tagged before the blog is saved: a failed save can leave a kept image, never a blog
  // whose image expires.
  if (image) await markImageAttached(image, true);
  return {
    PK: blogPartition,
    SK: `${input.date}#${id}`,
    GSI1PK: id,
    id,
    title: input.title,
    date: input.date,
    author: input.author,
    tags: input.tags,
    content: storableHtml(input.content),
    image,
    ...(imageInfo && { imageInfo }),
    ...times,
    ...publication,
  };
}

/**
 * The publishing a save stores (docs/decisions/064): a new post without a status is published
 * at once (the spec's `POST /api/blogs`); a change without one keeps the stored status and
 * times as they are, so a client that knows no statuses changes none.
 */
function publicationOf(input: BlogInput, current: BlogItem | undefined): StoredPublication {
  if (!input.status && current) {
    const { status, publishAt, unpublishAt, scheduleRevision } = current;
    return {
      ...(status && { status }),
      ...(publishAt && { publishAt }),
      ...(unpublishAt && { unpublishAt }),
      ...(scheduleRevision !== undefined && { scheduleRevision }),
    };
  }
  const { status = 'published', publishAt, unpublishAt } = input;
  return storedPublication({ status, publishAt, unpublishAt }, current, { publishedAsAbsent: true });
}

/**
 * A post just stored with a cover but without its facts (a multipart form's file, or a cover
 * whose variants were not there at the save's read) reads the manifest once more, after its
 * commit. The variant function writes the manifest before it reads the key's owners, so when
 * it read them before this commit (and found no post to fill), this read finds the manifest;
 * when it read them after, it fills the post itself. Both orders end with the facts.
 */
async function fillCoverAfterCommit(blog: Blog, item: Pick<BlogItem, 'PK' | 'SK'>): Promise<Blog> {
  if (!blog.image || blog.imageInfo) return blog;
  const manifest = await readImageManifest(blog.image);
  if (!manifest || 'error' in manifest) return blog;
  return (await fillCoverInfo(item, blog.image, manifest)) ? { ...blog, imageInfo: manifest } : blog;
}

const titleSlug = (title: string, id?: string) => freeSlug(blogSlugScope, slugify(title, 'post'), id);

/** The admin's own slug is taken: say so instead of picking another. */
const slugConflict = (error: unknown) =>
  error instanceof SlugTaken ? new Conflict(postMessages.slugTaken) : error;

/** A new post; `by` is who saves it (its first version's `savedBy`). */
export async function createBlog(input: BlogInput, by: string, imageFile?: Uint8Array): Promise<Blog> {
  const id = ulid();
  const now = new Date().toISOString();
  // A form's file is stored first and saved by its key.
  const storedFile = imageFile && (await storeImageFile(imageFile));
  const fields = await toItem(
    id,
    storedFile ? { ...input, image: storedFile } : input,
    { createdAt: now, updatedAt: now, updatedBy: by },
    { storedFile },
  );
  const save = async (slug: string): Promise<Blog> => {
    const item = { ...fields, slug, slugs: [slug], version: 1 } satisfies BlogItem;
    await insertBlog(item);
    return toBlog(item);
  };
  const blog = await (input.slug
    ? save(input.slug).catch((error) => Promise.reject(slugConflict(error)))
    : withFreeSlug(() => titleSlug(input.title), save));
  await settlePhotoTags([], coverKeys(fields));
  return fillCoverAfterCommit(blog, fields);
}

/**
 * The post an update asks for. JSON replaces every field, so each must be there. A form
 * (the spec's client, docs/decisions/034 and 037) leaves out what it does not change: a
 * missing field keeps the stored value, and so does an image field left empty.
 */
function completeChanges(changes: BlogChanges, current: BlogItem, fromForm: boolean): BlogInput {
  // A form cannot say "no image" but by leaving the file input empty: that keeps the cover.
  const given = Object.entries(changes).filter(
    ([name, value]) => value !== undefined && !(name === 'image' && value === ''),
  );
  const stored = fromForm
    ? {
        title: current.title,
        date: current.date,
        author: current.author,
        tags: current.tags,
        content: current.content,
        image: current.image ?? '',
      }
    : {};
  const fields = Object.fromEntries(Object.keys(blogInputSchema.entries).map((key) => [key, undefined]));
  // JSON's `image: ""` removes the cover.
  const sent = fromForm ? Object.fromEntries(given) : changes;
  const parsed = safeParse(blogInputSchema, { ...fields, ...stored, ...sent });
  if (!parsed.success) throw new InvalidInput(firstIssue(parsed.issues));
  return parsed.output;
}

/**
 * Updates a blog (see completeChanges for what a form keeps); a new date moves it to a new
 * sort key in the same transaction. The slug stays unless the update changes it (a post
 * stored before slugs gets one from its title); a new slug is claimed in the same transaction.
 * The write is conditional on the version read: another save in between makes it read again,
 * or answer 409 when the admin sent the version they opened (docs/decisions/051). `by` is who
 * saves it: the version kept in the same transaction says so (docs/decisions/067).
 */
export async function updateBlog(
  id: string,
  changes: BlogChanges,
  imageFile: Uint8Array | undefined,
  { by, fromForm = false, replaced }: { by: string; fromForm?: boolean; replaced?: ReplacedPublication },
): Promise<Blog> {
  // A form's file is stored once, then saved as its key on every attempt.
  const storedFile = imageFile && (await storeImageFile(imageFile));
  const { version, ...sent } = storedFile ? { ...changes, image: storedFile } : changes;
  const { blog, stored, before, after } = await retryOnVersionChange(async () => {
    const current = await findBlogItem(id);
    checkExpectedVersion(current, version);
    const input = completeChanges(sent, current, fromForm);
    const fields = await toItem(
      id,
      input,
      { createdAt: current.createdAt, updatedAt: new Date().toISOString(), updatedBy: by },
      { current, storedFile },
    );
    const save = async (slug: string): Promise<Blog> => {
      const history = slugHistory(current.slugs, slug);
      const item = {
        ...fields,
        slug,
        slugs: history.slugs,
        version: nextVersion(current),
      } satisfies BlogItem;
      await replaceBlog(current, item, history.released);
      return toBlog(item);
    };
    const wanted = input.slug ?? current.slug;
    const saved = await (wanted
      ? save(wanted).catch((error) => Promise.reject(slugConflict(error)))
      : withFreeSlug(() => titleSlug(input.title, id), save));
    if (replaced) replaced.status = statusOf(current);
    return { blog: saved, stored: fields, before: coverKeys(current), after: coverKeys(fields) };
  });
  await settlePhotoTags(before, after);
  return fillCoverAfterCommit(blog, stored);
}

/**
 * Saves a kept version (docs/decisions/067) as the post's next version, through `updateBlog`
 * like any save: `expectedVersion` is the version the form opened (409 when stale), and the
 * content is sanitised, the slug claims and the cover's owner follow. The post keeps where and
 * whether it is shown (restoring.ts). 404 when the post or the version is not there.
 */
export const restoreBlog = async (
  id: string,
  version: number,
  expectedVersion: number | undefined,
  by: string,
): Promise<Blog> =>
  updateBlog(
    id,
    await restoringInput('blog', id, version, expectedVersion, findBlogItem, blogChangesSchema),
    undefined,
    { by },
  );
