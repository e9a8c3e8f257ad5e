import { ulid } from 'ulid';
import type { Blog } from '../../shared/api-types.ts';
import type { BlogInput } from '../../shared/validation.ts';
import { sanitizeBlogHtml } from './blog-html.ts';
import { type BlogItem, blogNotFound, blogPartition, findBlogItem, toBlog } from './blogs-repository.ts';
import { notFound } from './http-error.ts';
import { countsUpdate, type TransactItem, tableName, transactWrite } from './table.ts';
import { checkUploadedImage, markImageAttached, storeImageFile } from './uploads.ts';

/**
 * Creating and replacing blogs (blogs-repository.ts has the rest): the content is sanitised
 * and the image checked on every write.
 */

/**
 * The stored form of a blog. An image file sent with the form (multipart) is checked and
 * stored first and replaces `input.image`; a key is checked where it lies.
 */
async function toItem(
  id: string,
  input: BlogInput,
  createdAt: string,
  imageFile?: Uint8Array,
): Promise<BlogItem> {
  let image = input.image;
  if (imageFile) image = await storeImageFile(imageFile);
  else if (image) await checkUploadedImage(image);
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
    content: sanitizeBlogHtml(input.content),
    image,
    createdAt,
  };
}

export async function createBlog(input: BlogInput, imageFile?: Uint8Array): Promise<Blog> {
  const id = ulid();
  const item = await toItem(id, input, new Date().toISOString(), imageFile);
  await transactWrite(
    [
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      countsUpdate({ blogs: 1 }),
    ],
    () => new Error(`Blog id ${id} already taken`),
  );
  return toBlog(item);
}

/** Replaces every field of a blog; a new date moves it to a new sort key in the same transaction. */
export async function updateBlog(id: string, input: BlogInput, imageFile?: Uint8Array): Promise<Blog> {
  const current = await findBlogItem(id);
  const item = await toItem(id, input, current.createdAt, imageFile);
  const writes: TransactItem[] =
    item.SK === current.SK
      ? [{ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_exists(PK)' } }]
      : [
          {
            Delete: {
              TableName: tableName(),
              Key: { PK: current.PK, SK: current.SK },
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        ];
  await transactWrite(writes, () => notFound(blogNotFound));
  if (current.image && current.image !== item.image) await markImageAttached(current.image, false);
  return toBlog(item);
}
