import type { Blog } from '../../shared/api-types.ts';
import { notFound } from './http-error.ts';
import {
  countsUpdate,
  findItemById,
  queryAll,
  queryPage,
  type TableItem,
  tableName,
  transactWrite,
} from './table.ts';
import { markImageAttached } from './uploads.ts';

/**
 * Blogs in partition `BLOG`, sorted by `<date>#<id>` so the list is one Query newest date
 * first; GSI1 finds one by id. Creating and updating a blog, which sanitise the content and
 * check the image, are in blog-saving.ts, so that the functions that only read or delete
 * blogs do not carry the HTML sanitiser.
 */
export const blogPartition = 'BLOG';
export const blogNotFound = 'Blog not found.';

export interface BlogItem extends TableItem, Omit<Blog, '_id'> {
  id: string;
}

export const toBlog = ({ id, title, date, author, tags, content, image, createdAt }: BlogItem): Blog => ({
  _id: id,
  title,
  date,
  author,
  tags,
  content,
  image,
  createdAt,
});

export async function findBlogItem(id: string): Promise<BlogItem> {
  const item = await findItemById(id);
  if (!item || item.PK !== blogPartition) throw notFound(blogNotFound);
  return item as BlogItem;
}

export async function deleteBlog(id: string): Promise<{ message: string }> {
  const current = await findBlogItem(id);
  await transactWrite(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: { PK: current.PK, SK: current.SK },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      countsUpdate({ blogs: -1 }),
    ],
    () => notFound(blogNotFound),
  );
  if (current.image) await markImageAttached(current.image, false);
  return { message: 'Blog deleted.' };
}

export async function getBlog(id: string): Promise<Blog> {
  return toBlog(await findBlogItem(id));
}

/** Blogs newest date first; `limit` for the overview's latest five. */
export async function listBlogs(limit?: number): Promise<Blog[]> {
  const query = {
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': blogPartition },
    ScanIndexForward: false,
  };
  const items = limit ? (await queryPage({ ...query, Limit: limit })).items : await queryAll(query);
  return (items as BlogItem[]).map(toBlog);
}
