import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { categoryCountsFrom, overviewCountsFrom, recountTable } from '../../functions/lib/data/recount.ts';
import { handler as updateProduct } from '../../functions/product-update.ts';
import { messages } from '../../shared/validation.ts';
import { conditionFailed, ddb, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';
import { storedRopeLeash } from './support/stored-samples.ts';

/** Issue 38, items 1 and 6 (docs/decisions/051): versions, counts from the committed state, the recount. */
const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const put = { method: 'PUT', admin, headers: csrfHeaders(admin.sessionId), pathParameters: { id: '29' } };

const publishInput = {
  name: 'Rope leash',
  categoryIds: ['leashes'],
  photos: [{ src: '/images/products/1/main.svg', alt: 'A leash' }],
  status: 'published',
};
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((one) => one.args[0].input.TransactItems ?? []);
/** The ADDs a transaction makes to categories' counts, by category id. */
const countChanges = (items: ReturnType<typeof transactions>[number]) =>
  Object.fromEntries(
    items
      .filter((item) => item.Update?.Key?.PK === 'CATEGORY')
      .map((item) => [item.Update?.Key?.SK, item.Update?.ExpressionAttributeValues]),
  );

describe('saving on the version read', () => {
  it('reads again when another save got in, and counts from what that save committed', async () => {
    // Two admins publish the same draft: the other's publish lands between our read and write.
    ddb
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolvesOnce({ Items: [storedRopeLeash({ version: 1 })] })
      .resolves({ Items: [storedRopeLeash({ version: 2, status: 'published' })] });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCancelled(['ConditionalCheckFailed', 'None']))
      .resolves({});
    const answer = await call(updateProduct, { ...put, body: publishInput });
    expect(answer).toMatchObject({ status: 200, body: { status: 'published', version: 3 } });
    const [first, second] = transactions();
    // The first attempt would have counted the publish; the second finds it counted already.
    expect(countChanges(first)).toEqual({ leashes: { ':all': 0, ':published': 1 } });
    expect(countChanges(second)).toEqual({});
    expect(second[0].Put).toMatchObject({
      ConditionExpression: '#version = :readVersion',
      ExpressionAttributeValues: { ':readVersion': 2 },
      Item: { version: 3 },
    });
  });

  it('answers 409 with the message the form shows, writing nothing, for a version not the stored one', async () => {
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [storedRopeLeash({ version: 5 })] });
    const answer = await call(updateProduct, { ...put, body: { ...publishInput, version: 4 } });
    expect(answer).toEqual(
      expect.objectContaining({ status: 409, body: { message: messages.changedBySomeoneElse } }),
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 when the version sent was current at the read but another save landed before the write', async () => {
    ddb
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolvesOnce({ Items: [storedRopeLeash({ version: 5 })] })
      .resolves({ Items: [storedRopeLeash({ version: 6 })] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed', 'None']));
    const answer = await call(updateProduct, { ...put, body: { ...publishInput, version: 5 } });
    expect(answer).toMatchObject({ status: 409, body: { message: messages.changedBySomeoneElse } });
    expect(transactions()).toHaveLength(1);
  });

  it('refuses a version that is no whole number (400), before reading', async () => {
    const answer = await call(updateProduct, { ...put, body: { ...publishInput, version: 'two' } });
    expect(answer).toMatchObject({ status: 400, body: { message: messages.version } });
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('the recount (npm run admin -- recount)', () => {
  it('counts each category once per product naming it, published ones apart', () => {
    const counts = categoryCountsFrom([
      { PK: 'PRODUCT', SK: '1', categoryIds: ['a', 'b'], status: 'published' },
      { PK: 'PRODUCT', SK: '2', categoryIds: ['a', 'a'], status: 'draft' },
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      a: { productCount: 2, publishedCount: 1 },
      b: { productCount: 1, publishedCount: 1 },
    });
  });

  it('counts the overview from the items of each partition', () => {
    const item = (fields: Record<string, unknown>) => ({ PK: 'X', SK: 'Y', ...fields });
    expect(
      overviewCountsFrom({
        blogs: [item({}), item({})],
        places: [item({ kind: 'country' }), item({ kind: 'state' }), item({ kind: 'district' })],
        contacts: [item({ status: 'new' }), item({ status: 'read' }), item({ status: 'new' })],
      }),
    ).toEqual({ blogs: 2, countries: 1, states: 1, districts: 1, contacts: 3, newContacts: 2 });
  });

  it('fixes only the counts that differ, each on the condition that it is still what was read', async () => {
    const category = (id: string, productCount: number, publishedCount: number) => ({
      PK: 'CATEGORY',
      SK: id,
      id,
      slug: id,
      name: id,
      position: 1,
      productCount,
      publishedCount,
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } })
      .resolves({ Items: [category('leashes', 3, -1), category('beds', 0, 0)] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PRODUCT' } }).resolves({
      Items: [{ categoryIds: ['leashes'], status: 'published' }],
    });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'BLOG' } })
      .resolves({ Items: [{ id: 'b1' }] });
    ddb.on(GetCommand).resolves({ Item: { PK: 'META', SK: 'COUNTS', blogs: 3, contacts: 0 } });
    ddb.on(UpdateCommand).resolves({});
    expect(await recountTable()).toEqual([
      { item: 'category leashes (leashes)', count: 'productCount', was: 3, now: 1 },
      { item: 'category leashes (leashes)', count: 'publishedCount', was: -1, now: 1 },
      { item: 'overview counters', count: 'blogs', was: 3, now: 1 },
    ]);
    const updates = ddb.commandCalls(UpdateCommand).map((one) => one.args[0].input);
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      Key: { PK: 'CATEGORY', SK: 'leashes' },
      UpdateExpression: 'SET #c0 = :now0, #c1 = :now1',
      ConditionExpression: '#c0 = :was0 AND #c1 = :was1',
      ExpressionAttributeValues: { ':now0': 1, ':was0': 3, ':now1': 1, ':was1': -1 },
    });
    expect(updates[1]).toMatchObject({
      Key: { PK: 'META', SK: 'COUNTS' },
      ExpressionAttributeValues: { ':now0': 1 },
    });
  });

  it('works the counts out again when a save changed them between the read and the fix', async () => {
    const leashes = (productCount: number) => ({
      PK: 'CATEGORY',
      SK: 'leashes',
      id: 'leashes',
      slug: 'leashes',
      name: 'Leashes',
      position: 1,
      productCount,
      publishedCount: 0,
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } })
      .resolvesOnce({ Items: [leashes(5)] })
      .resolves({ Items: [leashes(2)] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PRODUCT' } })
      .resolvesOnce({ Items: [{ categoryIds: ['leashes'], status: 'draft' }] })
      .resolves({
        Items: [
          { categoryIds: ['leashes'], status: 'draft' },
          { categoryIds: ['leashes'], status: 'draft' },
        ],
      });
    ddb.on(GetCommand).resolves({ Item: { PK: 'META', SK: 'COUNTS' } });
    ddb.on(UpdateCommand).rejectsOnce(conditionFailed()).resolves({});
    // The second reading agrees with the stored count: nothing left to fix.
    expect(await recountTable()).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
