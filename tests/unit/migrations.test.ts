import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { migrateTable } from '../../functions/lib/data/migrations.ts';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { ddb, siteSettingsStored, transactionCancelled } from './support/aws-mocks.ts';
import { nothingMigrated } from './support/migration-results.ts';
import { storedIndia } from './support/stored-samples.ts';

/** Data an earlier version stored: districts in LOC, no slugs, no updatedAt. */
const oldCountry = storedIndia;
const oldState = { PK: 'LOC', SK: 'C#c1#S#s1', kind: 'state', id: 's1', name: 'Tamil Nādu', countryId: 'c1' };
const oldDistrict = {
  PK: 'LOC',
  SK: 'C#c1#S#s1#D#d1',
  kind: 'district',
  id: 'd1',
  name: 'Chennai',
  countryId: 'c1',
  stateId: 's1',
};
const oldBlog = {
  PK: 'BLOG',
  SK: '2026-01-01#b1',
  id: 'b1',
  title: 'Hello, world!',
  createdAt: '2026-01-01T08:00:00.000Z',
};

/** A table holding `partitions`, whose catalogue was migrated already (catalogue-migration.test.ts has that step). */
function table(partitions: Record<string, Record<string, unknown>[]>) {
  ddb.on(GetCommand).resolves({ Item: { PK: 'META', SK: 'MIGRATED#CATALOGUE' } });
  ddb.on(QueryCommand).resolves({ Items: [] });
  siteSettingsStored();
  for (const [pk, items] of Object.entries(partitions))
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': pk } }).resolves({ Items: items });
}
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

describe('migrating stored data', () => {
  it('moves districts to LOC#D and gives places and posts slugs with their claims', async () => {
    table({
      LOC: [oldCountry, oldState, oldDistrict],
      'LOC#D': [{ ...oldDistrict, PK: 'LOC#D' }],
      BLOG: [oldBlog],
      CONTACT: [{ PK: 'CONTACT', SK: '01KA0000000000000000000001', id: '01KA0000000000000000000001' }],
    });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await migrateTable()).toEqual({
      ...nothingMigrated,
      districtsMoved: 1,
      placesSlugged: 3,
      blogsSlugged: 1,
      contactsGivenStatus: 1,
      // Step 10 puts the message in the visit counters, on its id's day (it has no createdAt).
      enquiriesCounted: 1,
    });
    const isContact = (items: ReturnType<typeof transactions>[number]) =>
      items[0].Update?.Key?.PK === 'CONTACT';
    const [contactUpdate] = transactions().filter(isContact);
    // Messages stored before statuses count as read, and join GSI2 under it.
    expect(contactUpdate[0].Update).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#status)',
      ExpressionAttributeValues: {
        ':read': 'read',
        ':index': 'CONTACT#read',
        ':id': '01KA0000000000000000000001',
      },
    });
    expect(contactUpdate).toHaveLength(1);
    const [move, ...slugging] = transactions().filter((items) => !isContact(items));
    expect(move[0].Put).toMatchObject({
      Item: { ...oldDistrict, PK: 'LOC#D' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(move[1].Delete).toMatchObject({ Key: { PK: 'LOC', SK: 'C#c1#S#s1#D#d1' } });
    const claims = slugging.map((items) => items[1].Put?.Item);
    expect(claims).toEqual(
      expect.arrayContaining([
        { PK: 'SLUG#LOC#ROOT', SK: 'india', ownerId: 'c1' },
        { PK: 'SLUG#LOC#c1', SK: 'tamil-nadu', ownerId: 's1' },
        { PK: 'SLUG#LOC#s1', SK: 'chennai', ownerId: 'd1' },
        { PK: 'SLUG#BLOG', SK: 'hello-world', ownerId: 'b1' },
      ]),
    );
    for (const items of slugging)
      expect(items[0].Update?.ConditionExpression).toBe(
        'attribute_exists(PK) AND attribute_not_exists(slug)',
      );
    const blogUpdate = slugging.find((items) => items[0].Update?.Key?.PK === 'BLOG')?.[0].Update;
    expect(blogUpdate?.ExpressionAttributeValues).toMatchObject({ ':now': oldBlog.createdAt });
  });

  it('does nothing on migrated data, and skips what another run did meanwhile', async () => {
    const slugged = { slug: 'x', slugs: ['x'], updatedAt: '2026-01-01T00:00:00.000Z' };
    table({ LOC: [{ ...oldCountry, ...slugged }], BLOG: [{ ...oldBlog, ...slugged }] });
    expect(await migrateTable()).toEqual(nothingMigrated);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);

    table({ LOC: [oldDistrict] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed', 'None']));
    expect(await migrateTable()).toEqual(nothingMigrated);
  });
});

describe('taking contact messages out of GSI1 (docs/decisions/056)', () => {
  // As an earlier version stored them: a message's id was also its GSI1 key.
  const inGsi1 = { PK: 'CONTACT', SK: '01KA0000000000000000000002', id: '01KA0000000000000000000002' };
  const earlier = { ...inGsi1, GSI1PK: inGsi1.id, status: 'read' };
  const since = {
    PK: 'CONTACT',
    SK: '01KA0000000000000000000003',
    id: '01KA0000000000000000000003',
    status: 'new',
  };
  const contactQuery = () =>
    ddb
      .commandCalls(QueryCommand)
      .map((query) => query.args[0].input)
      .filter((input) => input.ExpressionAttributeValues?.[':pk'] === 'CONTACT');

  it('removes GSI1PK from each message that has it, on condition it still does, in the same read as step 3', async () => {
    table({ CONTACT: [earlier, since] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await migrateTable()).toEqual({
      ...nothingMigrated,
      contactsRemovedFromGsi1: 1,
      enquiriesCounted: 2,
    });
    // One Query of the partition finds the messages of both steps (the mock ignores its filter);
    // step 10 reads its own, the messages not yet counted.
    expect(contactQuery()).toEqual([
      expect.objectContaining({
        FilterExpression: 'attribute_not_exists(#status) OR attribute_exists(GSI1PK)',
        ProjectionExpression: 'PK, SK, id, #status, GSI1PK',
      }),
      expect.objectContaining({ FilterExpression: 'attribute_not_exists(#counted)' }),
    ]);
    // Step 10's transactions (a message into the counters) are tests/api/visit-beacon.test.ts's.
    const counting = (items: ReturnType<typeof transactions>[number]) =>
      items[0].Update?.UpdateExpression === 'SET #counted = :counted';
    expect(transactions().filter((items) => !counting(items))).toEqual([
      [
        {
          Update: {
            TableName: 'test-table',
            Key: { PK: 'CONTACT', SK: inGsi1.SK },
            UpdateExpression: 'REMOVE GSI1PK',
            ConditionExpression: 'attribute_exists(GSI1PK)',
          },
        },
      ],
    ]);
  });

  it('counts nothing when another run removed it meanwhile', async () => {
    table({ CONTACT: [earlier] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed']));
    expect(await migrateTable()).toEqual(nothingMigrated);
  });
});

describe('giving uploads their owners (docs/decisions/051)', () => {
  const photo = 'uploads/2026/11/01KA0000000000000000000009.png';
  const tile = 'uploads/2026/11/01KA0000000000000000000010.png';
  const product = {
    PK: 'PRODUCT',
    SK: '000029#000029',
    id: '29',
    version: 3,
    photos: [
      { image: photo, alt: 'Main' },
      { src: '/images/products/1/main.svg', alt: 'Drawing' },
    ],
  };
  const category = { PK: 'CATEGORY', SK: 'c1', id: 'c1', image: { image: tile, alt: 'Tile' } };

  it('adds each item to the owners of the uploads it shows, on the version read, then marks it done', async () => {
    table({ PRODUCT: [product], CATEGORY: [category] });
    ddb.on(GetCommand, { Key: { PK: 'META', SK: 'MIGRATED#PHOTO-OWNERS' } }).resolves({});
    // The category was saved since it was read: its save set its owners itself.
    ddb.on(TransactWriteCommand).callsFake(async (input) => {
      if (input.TransactItems[0].ConditionCheck?.Key?.PK === 'CATEGORY')
        throw transactionCancelled(['ConditionalCheckFailed', 'None']);
      return {};
    });
    expect((await migrateTable()).photoOwnersGiven).toBe(1);
    const [productWrites] = transactions().filter((items) => items[0].ConditionCheck?.Key?.PK === 'PRODUCT');
    expect(productWrites[0].ConditionCheck).toMatchObject({
      ConditionExpression: '#version = :readVersion',
      ExpressionAttributeValues: { ':readVersion': 3 },
    });
    expect(productWrites.slice(1)).toEqual([
      {
        Update: expect.objectContaining({
          Key: { PK: `PHOTO#${photo}`, SK: 'OWNERS' },
          UpdateExpression: 'ADD #owners :owner',
          ExpressionAttributeValues: { ':owner': new Set(['PRODUCT#29']) },
        }),
      },
    ]);
    expect(ddb.commandCalls(PutCommand).map((put) => put.args[0].input.Item?.SK)).toEqual([
      'MIGRATED#PHOTO-OWNERS',
    ]);
  });
});

describe('seeding the site settings (docs/decisions/063)', () => {
  it("writes each part not stored as version 1 by 'migration', with its history item, on the condition it is not there", async () => {
    table({ SITE: [{ PK: 'SITE', SK: 'PART#seo', value: { title: 'Ours', description: 'Kept' } }] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await migrateTable()).toEqual({ ...nothingMigrated, sitePartsSeeded: 5 });
    const seeds = transactions().filter((items) => items[0].Put?.Item?.PK === 'SITE');
    expect(seeds.map((items) => items[0].Put?.Item?.SK)).toEqual([
      'PART#company',
      'PART#home',
      'PART#about',
      'PART#testimonials',
      'PART#breeds',
    ]);
    const [live, history] = seeds[0];
    expect(live.Put).toMatchObject({
      Item: { value: defaultSiteSettings.company, version: 1, updatedBy: 'migration' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(history.Put).toMatchObject({
      Item: { PK: 'SITE#company', SK: 'VERSION#0000000001', version: 1, savedBy: 'migration' },
    });
    // The home page, About page and breeds as they were in code (issue 34, item 2).
    expect(seeds[1][0].Put?.Item?.value).toEqual(defaultSiteSettings.home);
    expect(seeds[4][0].Put?.Item?.value.items).toHaveLength(11);
  });

  it('counts nothing when another run seeded the parts meanwhile', async () => {
    table({ SITE: [] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed', 'None']));
    expect(await migrateTable()).toEqual(nothingMigrated);
  });
});
