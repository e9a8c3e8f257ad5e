import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { categoryCountUpdates } from '../../functions/lib/data/categories-repository.ts';
import { productKeys, productSortKey } from '../../functions/lib/data/products-repository.ts';
import { handler as listForAdmin } from '../../functions/products-admin-list.ts';
import { handler as listPublished } from '../../functions/products-list.ts';
import type { Page, ProductSummary } from '../../shared/api-types.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const summary = (id: number) => ({
  PK: 'PRODUCT',
  SK: productSortKey(id, String(id)),
  id: String(id),
  name: `Product ${id}`,
  slug: `product-${id}`,
  categoryIds: ['c1'],
  photos: [{ src: `/images/products/${id}/main.svg`, alt: `Product ${id}` }],
  status: 'published',
  position: id,
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const queries = () => ddb.commandCalls(QueryCommand).map((one) => one.args[0].input);

describe('product keys (docs/decisions/047)', () => {
  it('sorts by position, then number, and puts only published products in GSI2', () => {
    expect(productSortKey(3, '29')).toBe('000003#000029');
    expect(productKeys('29', 3, 'published')).toEqual({
      PK: 'PRODUCT',
      SK: '000003#000029',
      GSI1PK: '29',
      GSI2PK: 'PRODUCTS#PUBLISHED',
      GSI2SK: '000003#000029',
    });
    expect(productKeys('29', 3, 'draft')).toEqual({ PK: 'PRODUCT', SK: '000003#000029', GSI1PK: '29' });
  });
});

describe('product lists', () => {
  it('reads the public page from GSI2 alone, one more than asked for the cursor', async () => {
    ddb.on(QueryCommand).resolves({ Items: [1, 2, 3].map(summary) });
    const result = await call(listPublished, { method: 'GET', query: { limit: '2' } });
    expect(result.status).toBe(200);
    const page = result.body as Page<ProductSummary>;
    expect(page.items.map((item) => item._id)).toEqual(['1', '2']);
    expect(page.items[0].photo).toEqual({ src: '/images/products/1/main.svg', alt: 'Product 1' });
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :published',
      ExpressionAttributeValues: { ':published': 'PRODUCTS#PUBLISHED' },
      Limit: 3,
    });
    const next = await call(listPublished, {
      method: 'GET',
      query: { limit: '2', cursor: page.nextCursor ?? '' },
    });
    expect(next.status).toBe(200);
    expect(queries()[1].ExclusiveStartKey).toEqual({
      PK: 'PRODUCT',
      SK: '000002#000002',
      GSI2PK: 'PRODUCTS#PUBLISHED',
      GSI2SK: '000002#000002',
    });
  });

  it("searches the dashboard's list in DynamoDB's whole pages: at 1,000 products, one Query", async () => {
    ddb.on(QueryCommand).resolves({ Items: Array.from({ length: 1000 }, (_, index) => summary(index + 1)) });
    const result = await call(listForAdmin, {
      method: 'GET',
      query: { q: ' Product ', category: 'c1', status: 'published', limit: '24' },
      admin,
    });
    expect(result.status).toBe(200);
    const page = result.body as Page<ProductSummary>;
    expect(page.items).toHaveLength(24);
    expect(page.nextCursor).toBeDefined();
    expect(queries()).toHaveLength(1);
    const [query] = queries();
    expect(query.Limit).toBeUndefined();
    expect(query.FilterExpression).toBe(
      'contains(nameSearch, :q) AND contains(categoryIds, :category) AND #status = :status',
    );
    expect(query.ExpressionAttributeValues).toMatchObject({ ':q': 'product', ':category': 'c1' });
    // Summaries only: the main photo, never the description.
    expect(query.ProjectionExpression).toContain('#photos[0]');
    expect(query.ProjectionExpression).not.toContain('description');
  });

  it('answers a bad query with a 400 before any read', async () => {
    for (const query of [{ status: 'gone' }, { limit: '51' }, { cursor: 'eA' }] as Record<string, string>[]) {
      const result = await call(listForAdmin, { method: 'GET', query, admin });
      expect(result.status, JSON.stringify(query)).toBe(400);
    }
    expect(queries()).toHaveLength(0);
  });
});

describe("categories' counts", () => {
  const countsOf = (writes: ReturnType<typeof categoryCountUpdates>) =>
    writes.map((write) => [write.Update?.Key?.SK, write.Update?.ExpressionAttributeValues]);

  it('counts a new product in each of its categories, published or not', () => {
    expect(countsOf(categoryCountUpdates(undefined, { categoryIds: ['a', 'b'], published: false }))).toEqual([
      ['a', { ':all': 1, ':published': 0 }],
      ['b', { ':all': 1, ':published': 0 }],
    ]);
  });

  it('moves the counts when a product changes categories or is published, and leaves the rest alone', () => {
    const before = { categoryIds: ['a', 'b'], published: false };
    const after = { categoryIds: ['b', 'c'], published: true };
    expect(countsOf(categoryCountUpdates(before, after))).toEqual([
      ['a', { ':all': -1, ':published': 0 }],
      ['b', { ':all': 0, ':published': 1 }],
      ['c', { ':all': 1, ':published': 1 }],
    ]);
    expect(categoryCountUpdates(before, before)).toEqual([]);
    expect(countsOf(categoryCountUpdates(after, undefined))).toEqual([
      ['b', { ':all': -1, ':published': -1 }],
      ['c', { ':all': -1, ':published': -1 }],
    ]);
  });
});
