import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { saveSitePart } from '../../functions/lib/content/site-saving.ts';
import {
  changedFields,
  deleteRevisions,
  editableState,
  itemRevisionWrites,
  revisionKey,
  revisionWrites,
} from '../../functions/lib/data/revisions.ts';
import {
  findSitePartVersion,
  listSitePartVersions,
  sitePartKey,
} from '../../functions/lib/data/site-settings-repository.ts';
import { logger } from '../../functions/lib/runtime/logger.ts';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { ddb } from './support/aws-mocks.ts';

/** Issue 35, item 4 (docs/decisions/067): the kept versions of posts, products and site parts. */
const saved = (version: number) => ({
  value: { title: `Version ${version}` },
  version,
  savedAt: '2026-11-27T10:00:00.000Z',
  savedBy: 'ana@example.com',
  changed: ['title'],
});

describe('keeping the last versions', () => {
  it('keeps 50 of a post or a product: the save of version 51 deletes version 1 in its transaction', () => {
    for (const kind of ['blog', 'product'] as const) {
      const prefix = kind === 'blog' ? 'VERSIONS#BLOG#' : 'VERSIONS#PRODUCT#';
      expect(revisionWrites(kind, '7', saved(50))).toEqual([
        {
          Put: {
            TableName: 'test-table',
            Item: { PK: `${prefix}7`, SK: 'VERSION#0000000050', ...saved(50) },
          },
        },
      ]);
      const writes = revisionWrites(kind, '7', saved(51));
      expect(writes).toHaveLength(2);
      expect(writes[1]).toEqual({
        Delete: { TableName: 'test-table', Key: { PK: `${prefix}7`, SK: 'VERSION#0000000001' } },
      });
      expect(revisionWrites(kind, '7', saved(180))[1].Delete?.Key).toEqual(revisionKey(kind, '7', 130));
    }
  });

  it('keeps 20 of a site part under its old keys (SITE#<part>, VERSION#<10 digits>)', () => {
    expect(revisionKey('site', 'seo', 3)).toEqual({ PK: 'SITE#seo', SK: 'VERSION#0000000003' });
    expect(revisionWrites('site', 'seo', saved(20))).toHaveLength(1);
    expect(revisionWrites('site', 'seo', saved(21))[1].Delete?.Key).toEqual({
      PK: 'SITE#seo',
      SK: 'VERSION#0000000001',
    });
  });

  it("writes a site part's save, its version and the one falling out of 20 in one transaction", async () => {
    const current = {
      ...sitePartKey('seo'),
      value: defaultSiteSettings.seo,
      version: 24,
      updatedAt: '2026-11-01T00:00:00.000Z',
      updatedBy: 'ana@example.com',
    };
    // The part has no draft (docs/decisions/070): only its live item is stored.
    ddb.on(GetCommand).resolves({});
    ddb.on(GetCommand, { Key: sitePartKey('seo') }).resolves({ Item: current });
    ddb.on(TransactWriteCommand).resolves({});
    const value = { ...defaultSiteSettings.seo, title: 'PawCraft, new' };
    await saveSitePart('seo', value, 24, 'ravi@example.com');
    const writes = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    expect(writes.map((write) => Object.keys(write)[0])).toEqual(['Put', 'Put', 'Delete', 'ConditionCheck']);
    // …and still none when the save commits: a draft saved meanwhile shares the part's pictures' owners.
    expect(writes[3].ConditionCheck).toMatchObject({
      Key: { PK: 'SITE', SK: 'DRAFT#seo' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(writes[1].Put?.Item).toMatchObject({
      PK: 'SITE#seo',
      SK: 'VERSION#0000000025',
      value,
      version: 25,
      savedBy: 'ravi@example.com',
      changed: ['title'],
    });
    expect(writes[2].Delete?.Key).toEqual({ PK: 'SITE#seo', SK: 'VERSION#0000000005' });
  });
});

describe('what changed', () => {
  it('names the fields whose values differ, nested lists and maps compared by value', () => {
    const photos = [
      { image: 'uploads/a.jpg', alt: 'Front' },
      { image: 'uploads/b.jpg', alt: 'Side' },
    ];
    const before = { title: 'Collars', content: '<p>a</p>', tags: ['Care'], photos, status: 'draft' };
    expect(changedFields(before, structuredClone(before))).toEqual([]);
    expect(
      changedFields(before, {
        ...before,
        content: '<p>b</p>',
        photos: [photos[1], photos[0]],
        tags: ['Care'],
        status: 'published',
      }),
    ).toEqual(['content', 'photos', 'status']);
    expect(
      changedFields(before, { ...before, photos: [{ ...photos[0], alt: 'Front view' }, photos[1]] }),
    ).toEqual(['photos']);
  });

  it('counts a field one side lacks, and lists none for a first version', () => {
    const { tags: _, ...withoutTags } = { title: 'Collars', tags: ['Care'] };
    expect(changedFields({ title: 'Collars', tags: ['Care'] }, withoutTags)).toEqual(['tags']);
    expect(
      changedFields({ title: 'Collars' }, { title: 'Collars', publishAt: '2026-12-01T03:30:00Z' }),
    ).toEqual(['publishAt']);
    expect(changedFields(undefined, { title: 'Collars' })).toEqual([]);
  });
});

describe("a post's or a product's version", () => {
  const post = {
    PK: 'BLOG',
    SK: '2026-01-15#b1',
    GSI1PK: 'b1',
    id: 'b1',
    title: 'Walks',
    date: '2026-01-15',
    author: 'Asha',
    tags: ['Care'],
    content: '<p>Walk.</p>',
    image: 'uploads/2026/01/a.jpg',
    imageInfo: { width: 640, height: 480 },
    slug: 'walks',
    slugs: ['walks'],
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-16T10:00:00.000Z',
    updatedBy: 'ana@example.com',
    version: 4,
  };

  it('is the whole editable state: every field but keys and bookkeeping, new fields included', () => {
    const withStatus = {
      ...post,
      status: 'scheduled',
      publishAt: '2026-12-01T03:30:00.000Z',
      scheduleRevision: 2,
    };
    // Keys, bookkeeping and what saves derive are left out; everything else is kept.
    const {
      PK: _pk,
      SK: _sk,
      GSI1PK: _gsi1,
      id: _id,
      imageInfo: _info,
      slugs: _slugs,
      createdAt: _created,
      updatedAt: _updated,
      updatedBy: _by,
      version: _version,
      scheduleRevision: _schedule,
      ...edited
    } = withStatus;
    expect(Object.keys(edited).sort()).toEqual([
      'author',
      'content',
      'date',
      'image',
      'publishAt',
      'slug',
      'status',
      'tags',
      'title',
    ]);
    expect(editableState(withStatus)).toEqual(edited);
  });

  it('carries who saved it, when, and what changed since the item it replaces', () => {
    const next = {
      ...post,
      title: 'Winter walks',
      imageInfo: undefined,
      version: 5,
      updatedAt: '2026-11-27T10:00:00.000Z',
      updatedBy: 'ravi@example.com',
    };
    const [write] = itemRevisionWrites('blog', post, next);
    expect(write.Put?.Item).toMatchObject({
      PK: 'VERSIONS#BLOG#b1',
      SK: 'VERSION#0000000005',
      version: 5,
      savedAt: '2026-11-27T10:00:00.000Z',
      savedBy: 'ravi@example.com',
      changed: ['title'],
    });
    expect(itemRevisionWrites('blog', undefined, { ...post, version: 1 })[0].Put?.Item?.changed).toEqual([]);
  });
});

describe("a site part's history kept before revisions.ts", () => {
  // As the site settings stored their history since docs/decisions/063: no `changed`, and a
  // value saved before a field existed.
  const { foundingYear: _, ...olderCompany } = defaultSiteSettings.company;
  const oldItem = {
    PK: 'SITE#company',
    SK: 'VERSION#0000000002',
    value: olderCompany,
    version: 2,
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: 'migration',
  };

  it('still lists, newest first and at most 20, with the defaults of fields added since', async () => {
    ddb.on(QueryCommand).resolves({ Items: [oldItem] });
    expect(await listSitePartVersions('company')).toEqual([
      {
        version: 2,
        savedAt: '2026-11-20T10:00:00.000Z',
        savedBy: 'migration',
        value: defaultSiteSettings.company,
      },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'SITE#company', ':version': 'VERSION#' },
      ScanIndexForward: false,
      Limit: 20,
    });
  });

  it('still reads one version by its number', async () => {
    ddb.on(GetCommand, { Key: { PK: 'SITE#company', SK: 'VERSION#0000000002' } }).resolves({ Item: oldItem });
    expect(await findSitePartVersion('company', 2)).toMatchObject({ version: 2, savedBy: 'migration' });
  });
});

describe("deleting an item's versions", () => {
  const keys = (count: number) =>
    Array.from({ length: count }, (_, n) => revisionKey('product', '12', n + 1));

  it('queries their keys and deletes them 25 at a time, again for what DynamoDB left unprocessed', async () => {
    ddb.on(QueryCommand).resolves({ Items: keys(50) });
    const [first] = keys(1);
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'test-table': [{ DeleteRequest: { Key: first } }] } })
      .resolves({});
    await deleteRevisions('product', '12');
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'VERSIONS#PRODUCT#12' },
      ProjectionExpression: 'PK, SK',
    });
    const batches = ddb
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems?.['test-table']);
    expect(batches.map((batch) => batch?.length)).toEqual([25, 1, 25]);
    expect(batches[1]).toEqual([{ DeleteRequest: { Key: first } }]);
  });

  it('logs a failure instead of throwing it: the item is deleted already', async () => {
    const logged = vi.spyOn(logger, 'error');
    ddb.on(QueryCommand).resolves({ Items: keys(3) });
    ddb.on(BatchWriteCommand).rejects(new Error('throttled'));
    await expect(deleteRevisions('blog', 'b1')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'could not delete the versions of a deleted item',
      expect.objectContaining({ kind: 'blog', id: 'b1' }),
    );
    logged.mockRestore();
  });
});
