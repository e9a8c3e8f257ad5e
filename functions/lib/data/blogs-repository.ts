import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Blog, BlogSummary, ImageInfo, Page } from '../../../shared/api-types.ts';
import type { BlogAdminQuery } from '../../../shared/list-queries.ts';
import { listMessages } from '../../../shared/list-queries.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { deleteEditedItem } from './holder-deletion.ts';
import { photoOwner, photoOwnerUpdates } from './photo-owners.ts';
import {
  carryOutItemChange,
  type ScheduledChange,
  scheduleMarkerWrites,
  statusOf,
} from './publication-schedule.ts';
import { itemRevisionWrites } from './revisions.ts';
import { claimSlug, findSlugOwner, slugChangeWrites } from './slug-claims.ts';
import {
  conditional,
  countsUpdate,
  findItemById,
  isItemId,
  queryAll,
  queryWithinBytes,
  replaceItem,
  type TableItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  versionOf,
} from './table.ts';

/**
 * Blogs in partition `BLOG`, sorted by `<date>#<id>` so the list is one Query newest date
 * first; GSI1 finds one by id, and the slug claims in partition `SLUG#BLOG`
 * (slug-claims.ts) by any slug it ever had. A post's stored form, which sanitises the content
 * and checks the image, is chosen in blog-saving.ts, so that the functions that only read or
 * delete blogs do not carry the HTML sanitiser; the transactions that store it are here, as
 * every DynamoDB request is (issue 33, item 2).
 *
 * A post's publishing (docs/decisions/064): a published post stores no `status` (as every post
 * stored before statuses), a draft or scheduled one stores it; every public read skips those,
 * the lists with a filter as DynamoDB reads the partition.
 */
export const blogPartition = 'BLOG';
export const blogSlugScope = 'SLUG#BLOG';
export const blogNotFound = 'Blog not found.';

export interface BlogItem extends TableItem, Omit<Blog, '_id' | 'slug' | 'updatedAt' | 'version'> {
  id: string;
  /** Absent on posts stored before slugs, until `migrate` gives them one (see toSummary). */
  slug?: string;
  /** Every slug the post had, the current one included: deleting it frees them. */
  slugs?: string[];
  updatedAt?: string;
  /** Who saved it last (its version's `savedBy`, docs/decisions/067); absent on posts saved before. */
  updatedBy?: string;
  /** Absent on posts stored before versions (docs/decisions/051): version 0. */
  version?: number;
}

/**
 * A post not yet migrated answers with its id as slug: `/blog/<id>` then finds it and is
 * its own canonical URL until `npm run admin -- migrate` gives it a readable one.
 */
function toSummary(item: BlogItem): BlogSummary {
  const { id, title, slug, date, author, tags, image, imageInfo, createdAt, updatedAt } = item;
  const { status, publishAt, unpublishAt, scheduleRevision } = item;
  return {
    _id: id,
    title,
    slug: slug ?? id,
    date,
    author,
    tags,
    image,
    ...(imageInfo && { imageInfo }),
    createdAt,
    updatedAt: updatedAt ?? createdAt,
    version: versionOf(item),
    ...(status && { status }),
    ...(publishAt && { publishAt }),
    ...(unpublishAt && { unpublishAt }),
    ...(scheduleRevision !== undefined && { scheduleRevision }),
  };
}

/** What a public answer shows of a post: nothing of its publishing (it is published, and its times are the owner's). */
function toPublicSummary(item: BlogItem): BlogSummary {
  const { status: _, publishAt: __, unpublishAt: ___, scheduleRevision: ____, ...shown } = toSummary(item);
  return shown;
}

/** The whole post as the dashboard reads it, with its status and times. */
export const toBlog = (item: BlogItem): Blog => ({ ...toSummary(item), content: item.content });
const toPublicBlog = (item: BlogItem): Blog => ({ ...toPublicSummary(item), content: item.content });

/** Whether visitors may see the post. */
export const isPublishedBlog = (item: Pick<BlogItem, 'status'>): boolean => statusOf(item) === 'published';

export async function findBlogItem(id: string): Promise<BlogItem> {
  const item = await findItemById(id);
  if (!item || item.PK !== blogPartition) throw new NotFound(blogNotFound);
  return item as BlogItem;
}

/**
 * The post a `/blog/<segment>` URL names: by its slug, a slug it had before, or its id (the
 * spec's URLs). The caller answers 301 when `blog.slug` is not the segment.
 */
export async function findBlogForPage(segment: string): Promise<Blog | undefined> {
  const id = (await findSlugOwner(blogSlugScope, segment)) ?? segment;
  if (!isItemId(id)) return undefined;
  const item = await findItemById(id);
  // A draft's page, and its slugs' redirects, are as absent as a post that never was.
  return item?.PK === blogPartition && isPublishedBlog(item as BlogItem)
    ? toPublicBlog(item as BlogItem)
    : undefined;
}

/** `GET /api/blogs/{id}`: the whole post by id or slug. */
export async function getBlog(idOrSlug: string): Promise<Blog> {
  const blog = await findBlogForPage(idOrSlug);
  if (!blog) throw new NotFound(blogNotFound);
  return blog;
}

/**
 * `GET /api/admin/blogs/{id}`: the whole post by its id, as stored now, for the dashboard's
 * edit form. The form sends back its `version`, so it must never come from a copy a cache
 * kept (docs/decisions/052); the dashboard always has the id, so no slug claim is read.
 */
export const getBlogById = async (id: string): Promise<Blog> => toBlog(await findBlogItem(id));

/**
 * Stores a new post in one transaction with its slug's claim, the blogs' count and its cover's
 * owner (a taken slug fails the claim: slug-claims.ts says so).
 */
export async function insertBlog(item: BlogItem & { slug: string }): Promise<void> {
  await transactWrite([
    conditional(
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      () => new Error(`Blog id ${item.id} already taken`),
    ),
    claimSlug(blogSlugScope, item.slug, item.id),
    countsUpdate({ blogs: 1 }),
    ...photoOwnerUpdates(photoOwner('BLOG', item.id), [], coverKeys(item)),
    ...itemRevisionWrites('blog', undefined, item),
    ...scheduleMarkerWrites('blog', item.id, undefined, item),
  ]);
}

/**
 * Replaces `current` (as read) with `item` in one transaction, conditional on the version
 * read: a new date moves it to a new sort key, the cover's owner follows, the slugs it gives
 * up (`released`) are released and a new slug is claimed.
 */
export async function replaceBlog(
  current: BlogItem,
  item: BlogItem & { slug: string },
  released: readonly string[],
): Promise<void> {
  const writes: TransactionWrite[] = replaceItem(current, item);
  writes.push(...photoOwnerUpdates(photoOwner('BLOG', item.id), coverKeys(current), coverKeys(item)));
  writes.push(...scheduleMarkerWrites('blog', item.id, current, item));
  writes.push(
    ...(await slugChangeWrites(blogSlugScope, item.id, { from: current.slug, to: item.slug, released })),
  );
  writes.push(...itemRevisionWrites('blog', current, item));
  // The claim says when the slug is taken; the post's own write: it changed or went.
  await transactWrite(writes, () => new NotFound(blogNotFound));
}

/**
 * Deletes a post on the condition that it still has the version read (or the one the admin
 * sent), then its kept versions. Answers its cover's uploads (content/photo-deletions.ts lets
 * them expire).
 */
export async function deleteBlog(id: string, expectedVersion?: number): Promise<string[]> {
  return deleteEditedItem('blog', id, expectedVersion, {
    find: findBlogItem,
    holdings: (current) => ({
      owner: photoOwner('BLOG', id),
      slugScope: blogSlugScope,
      slugs: blogSlugs(current),
      uploads: coverKeys(current),
    }),
    counts: () => [countsUpdate({ blogs: -1 })],
    notFound: () => new NotFound(blogNotFound),
  });
}

/**
 * Carries out a scheduled change on the post as read (publication.ts checked that it is due
 * and still wanted): publishing removes `status` and `publishAt`, unpublishing makes it a draft
 * without `unpublishAt`. Conditional on the version read (VersionChanged: read again); a new
 * version, so a save opened before it meets a 409 instead of undoing it.
 */
export async function carryOutBlogChange(
  current: BlogItem,
  change: ScheduledChange,
  now: Date,
): Promise<void> {
  await carryOutItemChange(
    'blog',
    current,
    change,
    now,
    change.action === 'publish'
      ? { set: {}, remove: ['status', 'publishAt'] }
      : { set: { status: 'draft' }, remove: ['unpublishAt'] },
  );
}

/**
 * The write that gives a post its cover's image facts (`imageInfo`, from the variants'
 * manifest) only while it still names `image` and has none: a save that changed the cover
 * meanwhile, or already stored the facts, is never overwritten. Neither `version` nor
 * `updatedAt` changes (docs/decisions/058): the facts follow from the key the post already
 * names, nobody edited the post, and a form opened before them must still save without a 409
 * (docs/decisions/051). A save that read the post before the facts and replaces it after
 * stores none, and then fills them itself (`fillCoverInfo` after its commit, blog-saving.ts).
 */
export const coverInfoUpdate = (item: Pick<BlogItem, 'PK' | 'SK'>, image: string, info: ImageInfo) => ({
  TableName: tableName(),
  Key: { PK: item.PK, SK: item.SK },
  UpdateExpression: 'SET imageInfo = :info',
  ConditionExpression: 'attribute_exists(PK) AND #image = :image AND attribute_not_exists(imageInfo)',
  ExpressionAttributeNames: { '#image': 'image' },
  ExpressionAttributeValues: { ':info': info, ':image': image },
});

/** Applies `coverInfoUpdate`: false when its condition failed (another cover, facts already there, moved or gone). */
export async function fillCoverInfo(
  item: Pick<BlogItem, 'PK' | 'SK'>,
  image: string,
  info: ImageInfo,
): Promise<boolean> {
  try {
    await dynamoDocumentClient().send(new UpdateCommand(coverInfoUpdate(item, image, info)));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The post's cover as upload keys (none or one), as the photos' owners count them. */
export const coverKeys = (item: Pick<BlogItem, 'image'>): string[] => (item.image ? [item.image] : []);

const blogSlugs = (item: BlogItem): string[] => [
  ...new Set([...(item.slugs ?? []), ...(item.slug ? [item.slug] : [])]),
];

// Everything but the article; `date` is a reserved word, hence names for all.
const summaryAttributes = [
  'id',
  'title',
  'slug',
  'date',
  'author',
  'tags',
  'image',
  'imageInfo',
  'createdAt',
  'updatedAt',
  'version',
  'status',
  'publishAt',
  'unpublishAt',
  'scheduleRevision',
];
const summaryProjection = {
  ProjectionExpression: summaryAttributes.map((name) => `#${name}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(summaryAttributes.map((name) => [`#${name}`, name])),
};
const newestFirst = {
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': blogPartition },
  ScanIndexForward: false,
};

/** A page continues after the sort key (`<date>#<id>`) of the last post it showed. */
const encodeCursor = (item: BlogItem) => Buffer.from(`${item.date}#${item.id}`).toString('base64url');
function decodeCursor(cursor: string): { PK: string; SK: string } {
  const sortKey = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{4}-\d{2}-\d{2}#[0-9A-Za-z_-]{1,64}$/.test(sortKey))
    throw new InvalidInput(listMessages.pageCursor);
  return { PK: blogPartition, SK: sortKey };
}

/** Only published posts (no `status`, or `published`), as DynamoDB reads the partition. */
const publishedOnly = {
  FilterExpression: 'attribute_not_exists(#status) OR #status = :published',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':published': 'published' },
};
/** A read of the partition newest first with `filter` added to its names and values. */
const newestFirstWith = (
  filter: {
    FilterExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
  projection: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> } = {},
) => ({
  ...newestFirst,
  ...projection,
  FilterExpression: filter.FilterExpression,
  ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, ...filter.ExpressionAttributeNames },
  ExpressionAttributeValues: {
    ...newestFirst.ExpressionAttributeValues,
    ...filter.ExpressionAttributeValues,
  },
});

const startKey = (cursor?: string) => (cursor ? decodeCursor(cursor) : undefined);
const nextCursor = (page: { more: boolean; last?: TableItem }) =>
  page.more && page.last ? { nextCursor: encodeCursor(page.last as BlogItem) } : {};

/**
 * Published posts' summaries newest date first, `limit` at a time (the blog list page, the
 * spec's paged `GET /api/blogs`); pass the returned `nextCursor` for the next page. The article
 * is never read out.
 */
export async function listBlogSummaries(options: {
  limit: number;
  cursor?: string;
}): Promise<Page<BlogSummary>> {
  const page = await queryWithinBytes(newestFirstWith(publishedOnly, summaryProjection), {
    toShown: (item) => toPublicSummary(item as BlogItem),
    limit: options.limit,
    startKey: startKey(options.cursor),
    fewFilteredOut: true,
  });
  return { items: page.items, ...nextCursor(page) };
}

/** The filter of the dashboard's status choice: published (with the posts that store none), or one stored status. */
const statusFilter = (status: NonNullable<BlogAdminQuery['status']>) =>
  status === 'published'
    ? publishedOnly
    : {
        FilterExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      };

/**
 * `GET /api/admin/blogs?status=&limit=&cursor=` and the overview: every post, drafts and
 * scheduled ones too (or those of one status), with its publishing, newest date first.
 */
export async function listBlogsForAdmin(options: BlogAdminQuery): Promise<Page<BlogSummary>> {
  const page = await queryWithinBytes(
    options.status
      ? newestFirstWith(statusFilter(options.status), summaryProjection)
      : { ...newestFirst, ...summaryProjection },
    {
      toShown: (item) => toSummary(item as BlogItem),
      limit: options.limit,
      startKey: startKey(options.cursor),
    },
  );
  return { items: page.items, ...nextCursor(page) };
}

/**
 * Whole posts newest date first, as the spec's client reads them (`GET /api/blogs` without
 * `limit`): its list, detail and edit form all take the article from the list item. As many
 * as fit `maxListBytes`; `nextCursor` goes on from there (docs/decisions/037).
 */
export async function listWholeBlogs(cursor?: string): Promise<Page<Blog>> {
  const page = await queryWithinBytes(newestFirstWith(publishedOnly), {
    toShown: (item) => toPublicBlog(item as BlogItem),
    startKey: startKey(cursor),
  });
  return { items: page.items, ...nextCursor(page) };
}

/** Every published post's slug and last change, for the sitemap: one Query of three small attributes. */
export async function listBlogLinks(): Promise<{ slug: string; updatedAt: string }[]> {
  const items = (await queryAll(
    newestFirstWith(publishedOnly, { ProjectionExpression: 'id, slug, createdAt, updatedAt' }),
  )) as BlogItem[];
  return items.map((item) => ({ slug: item.slug ?? item.id, updatedAt: item.updatedAt ?? item.createdAt }));
}
