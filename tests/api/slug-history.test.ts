import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog, Country, District, State } from '../../shared/api-types.ts';
import { ApiClient, startTestStack, type TestStack } from './test-stack.ts';

/**
 * Issue 23, N4: a post or place renamed about 100 times could never be deleted (500): its
 * slug claims were released in one transaction, over DynamoDB's 100 writes. Now an owner
 * keeps its newest 20 slugs (ADR 038). A post and two districts are renamed 150 times each;
 * the newest 20 slugs still lead to them, older ones are free; then the post, one district,
 * and the state holding the other are deleted, and every slug they held is free again.
 */
let stack: TestStack;
let admin: ApiClient;
let places: typeof import('../../functions/lib/data/locations-repository.ts');

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  admin = new ApiClient(stack.url);
  await admin.login();
  places = await import('../../functions/lib/data/locations-repository.ts');
});
afterAll(() => stack?.dispose());

const renames = 150;
const post = { title: 'Long walks', date: '2026-06-01', author: 'Asha', tags: 'Care', content: '<p>Hi</p>' };

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

describe('a post renamed 150 times', () => {
  it('keeps its newest 20 slugs, and can be deleted, freeing them', async () => {
    const created = await ok<Blog>('POST', '/api/blogs', { ...post, slug: 'walk-0' });
    for (let n = 1; n <= renames; n++)
      await ok<Blog>('PUT', `/api/blogs/blogs/${created._id}`, { ...post, slug: `walk-${n}` });

    const visitor = new ApiClient(stack.url);
    for (const n of [renames, renames - 19])
      expect((await visitor.request<Blog>('GET', `/api/blogs/walk-${n}`)).body).toMatchObject({
        _id: created._id,
        slug: `walk-${renames}`,
      });
    expect((await visitor.request('GET', `/api/blogs/walk-${renames - 20}`)).status).toBe(404);
    // An old slug past the history is free for another post.
    const other = await ok<Blog>('POST', '/api/blogs', { ...post, slug: 'walk-3' });
    expect(other.slug).toBe('walk-3');

    expect((await admin.request('DELETE', `/api/blogs/blogs/${created._id}`)).status).toBe(200);
    expect((await visitor.request('GET', `/api/blogs/walk-${renames}`)).status).toBe(404);
    const again = await ok<Blog>('POST', '/api/blogs', { ...post, slug: `walk-${renames - 5}` });
    expect(again.slug).toBe(`walk-${renames - 5}`);
    expect((await admin.counts()).blogs).toBe(2);
  });
});

describe('districts renamed 150 times', () => {
  let country: Country;
  beforeAll(async () => {
    country = await ok<Country>('POST', '/countries/add', { name: 'India' });
  });

  const renamedDistrict = async (state: State, base: string): Promise<District> => {
    const district = await ok<District>('POST', '/district/add', { name: `${base} 0`, state: state._id });
    for (let n = 1; n <= renames; n++)
      await ok<District>('PUT', `/district/update/${district._id}`, { name: `${base} ${n}` });
    return district;
  };

  it('keep their newest 20 slugs; one is deleted alone, the other with its state', async () => {
    const goa = await ok<State>('POST', '/state/add', { name: 'Goa', country: country._id });
    const kerala = await ok<State>('POST', '/state/add', { name: 'Kerala', country: country._id });
    const north = await renamedDistrict(goa, 'North');
    const south = await renamedDistrict(kerala, 'South');

    const pageOf = (state: string, district: string) => places.findDistrictForPage('india', state, district);
    expect(await pageOf('goa', `north-${renames - 19}`)).toMatchObject({ _id: north._id });
    expect(await pageOf('goa', `north-${renames - 20}`)).toBeUndefined();
    expect(await pageOf('kerala', `south-${renames}`)).toMatchObject({ _id: south._id });

    expect((await admin.request('DELETE', `/district/delete/${north._id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/state/delete/${kerala._id}`)).status).toBe(200);
    expect(await admin.counts()).toMatchObject({ countries: 1, states: 1, districts: 0 });

    // Every slug they held is free: a new place of an old name gets it unnumbered.
    const northAgain = await ok<District>('POST', '/district/add', {
      name: `North ${renames}`,
      state: goa._id,
    });
    expect(northAgain.slug).toBe(`north-${renames}`);
    const keralaAgain = await ok<State>('POST', '/state/add', { name: 'Kerala', country: country._id });
    const southAgain = await ok<District>('POST', '/district/add', {
      name: `South ${renames - 1}`,
      state: keralaAgain._id,
    });
    expect(southAgain.slug).toBe(`south-${renames - 1}`);
  });
});

describe('a post stored with 130 slugs, before the history was bounded', () => {
  /**
   * Creates a post, then writes what an older version stored for it: the 130 slugs
   * `<prefix>-0` to `<prefix>-129` in its history, each reserved for it, and `current` as its slug.
   */
  async function postWithUnboundedHistory(prefix: string, current: string): Promise<Blog> {
    const { PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    const { findItemById, tableName } = await import('../../functions/lib/data/table.ts');
    const created = await ok<Blog>('POST', '/api/blogs', { ...post, slug: `${prefix}-0` });
    const slugs = Array.from({ length: 130 }, (_, n) => `${prefix}-${n}`);
    const db = dynamoDocumentClient();
    for (const slug of slugs.slice(1))
      await db.send(
        new PutCommand({ TableName: tableName(), Item: { PK: 'SLUG#BLOG', SK: slug, ownerId: created._id } }),
      );
    const item = (await findItemById(created._id)) as { PK: string; SK: string };
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET slugs = :slugs, slug = :slug',
        ExpressionAttributeValues: { ':slugs': slugs, ':slug': current },
      }),
    );
    return created;
  }

  it('is renamed (its history shrinks to 20) and deleted, freeing every slug', async () => {
    const created = await postWithUnboundedHistory('old', 'old-129');
    await ok<Blog>('PUT', `/api/blogs/blogs/${created._id}`, { ...post, slug: 'old-130' });
    const visitor = new ApiClient(stack.url);
    expect((await visitor.request('GET', '/api/blogs/old-111')).body).toMatchObject({ _id: created._id });
    expect((await visitor.request('GET', '/api/blogs/old-110')).status).toBe(404);
    expect((await admin.request('DELETE', `/api/blogs/blogs/${created._id}`)).status).toBe(200);
    for (const slug of ['old-0', 'old-120', 'old-130'])
      expect((await ok<Blog>('POST', '/api/blogs', { ...post, slug })).slug).toBe(slug);
  });

  it('is deleted without a rename too', async () => {
    const created = await postWithUnboundedHistory('older', 'older-0');
    expect((await admin.request('DELETE', `/api/blogs/blogs/${created._id}`)).status).toBe(200);
    expect((await ok<Blog>('POST', '/api/blogs', { ...post, slug: 'older-77' })).slug).toBe('older-77');
  });
});
