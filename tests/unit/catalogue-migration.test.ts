import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../functions/lib/content/sanitize-html.ts';
import { migrateTable } from '../../functions/lib/data/migrations.ts';
import { specCategories, specProducts } from '../../functions/lib/data/spec-catalogue.ts';
import { categoryInputSchema, productInputSchema } from '../../shared/catalogue-rules.ts';
import { products } from '../../shared/spec-products.ts';
import { ddb, siteSettingsStored, transactionCancelled } from './support/aws-mocks.ts';

const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
const putItems = (partition: string) =>
  transactions()
    .flatMap((items) => items.map((item) => item.Put?.Item))
    .filter((item) => item?.PK === partition);

describe("the spec's catalogue as data", () => {
  it('has the six categories in the tiles order (TOYS, then Others without a tile)', () => {
    expect(specCategories.map(({ name, slug, position }) => [name, slug, position])).toEqual([
      ['WALKING ESSENTIALS', 'walking-essentials', 1],
      ['BEDDING', 'bedding', 2],
      ['CAVE HUT', 'cave-hut', 3],
      ['JACKETS', 'jackets', 4],
      ['TOYS', 'toys', 5],
      ['Others', 'others', 6],
    ]);
    expect(specCategories[4].image).toEqual({ src: '/images/categories/toys.svg', alt: '' });
    expect(specCategories[5].image).toBeUndefined();
  });

  it("has the 28 products with the spec's sizes, their artwork as photos, and input the API accepts", () => {
    expect(specProducts.map((product) => product.id)).toEqual(products.map((product) => String(product.id)));
    const byId = (id: number) => specProducts[id - 1];
    for (const harness of [1, 2, 3, 4, 5, 10]) expect(byId(harness).sizes).toHaveLength(3);
    expect(byId(12).sizes).toEqual(['S', 'M', 'L']);
    for (const mat of [14, 15]) expect(byId(mat).sizes).toEqual(['Small', 'Medium', 'Large']);
    expect(byId(1)).toMatchObject({ slug: 'h-harness', categorySlug: 'walking-essentials', position: 1 });
    expect(byId(10).slug).toBe('step-in-harness-basket-harness');
    expect(byId(7).photos[0]).toEqual({ src: '/images/products/7/main.svg', alt: 'Dog Collar Printed' });
    expect(byId(7).photos).toHaveLength(1 + products[6].thumbnails.length);
    for (const product of specProducts) {
      // The description is plain text of ours in a paragraph: the sanitiser leaves it as it is.
      expect(sanitizeHtml(product.description)).toBe(product.description);
      const input = { ...product, categoryIds: ['c1'], status: 'published' };
      expect(v.safeParse(productInputSchema, input).success, product.name).toBe(true);
    }
    for (const category of specCategories)
      expect(v.safeParse(categoryInputSchema, category).success, category.name).toBe(true);
  });
});

describe('migrating the catalogue', () => {
  it('writes the categories, then each product with its slug and its category count, then the marker', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    expect(await migrateTable()).toMatchObject({ categoriesAdded: 6, productsAdded: 28 });

    const categories = putItems('CATEGORY');
    expect(categories.map((item) => item?.name)).toEqual(specCategories.map((category) => category.name));
    const idOf = (name: string) => categories.find((item) => item?.name === name)?.id;
    const saved = putItems('PRODUCT');
    expect(saved).toHaveLength(28);
    expect(saved[0]).toMatchObject({
      PK: 'PRODUCT',
      SK: '000001#000001',
      GSI1PK: '1',
      GSI2PK: 'PRODUCTS#PUBLISHED',
      GSI2SK: '000001#000001',
      name: 'H-Harness',
      slug: 'h-harness',
      categoryIds: [idOf('WALKING ESSENTIALS')],
      status: 'published',
    });
    expect(putItems('SLUG#PRODUCT').map((claim) => claim?.SK)).toContain('cave-bed-x-mas');
    // Each product counts in its category, in its own transaction; TOYS gets none.
    const counted = transactions().flatMap((items) =>
      items.flatMap((item) => (item.Update?.Key?.PK === 'CATEGORY' ? [item.Update.Key.SK] : [])),
    );
    expect(counted).toHaveLength(28);
    expect(counted).not.toContain(idOf('TOYS'));
    expect(counted.filter((id) => id === idOf('Others'))).toHaveLength(2);
    // New products are numbered from 29.
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input).toMatchObject({
      Key: { PK: 'META', SK: 'PRODUCT-ID' },
      ExpressionAttributeValues: { ':last': 28 },
    });
    // The catalogue's marker, then the photo owners' (its products show only the site's artwork).
    expect(
      ddb
        .commandCalls(PutCommand)
        .map((put) => put.args[0].input.Item?.SK)
        .slice(-2),
    ).toEqual(['MIGRATED#CATALOGUE', 'MIGRATED#PHOTO-OWNERS']);
  });

  it('does nothing once migrated, so what the admin deleted stays deleted', async () => {
    ddb.on(GetCommand).resolves({ Item: { PK: 'META', SK: 'MIGRATED#CATALOGUE' } });
    ddb.on(QueryCommand).resolves({ Items: [] });
    siteSettingsStored();
    expect(await migrateTable()).toMatchObject({ categoriesAdded: 0, productsAdded: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('skips what a run cut short (or another run) wrote already', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(GetCommand, { Key: { PK: 'SLUG#CATEGORY', SK: 'bedding' } }).resolves({
      Item: { PK: 'SLUG#CATEGORY', SK: 'bedding', ownerId: 'bedding-id' },
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    // Product 1 is there (GSI1); product 2's Put finds it there too (another run).
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':id': '1' } })
      .resolves({ Items: [{ PK: 'PRODUCT' }] });
    ddb.on(TransactWriteCommand).callsFake(async (input) => {
      if (input.TransactItems?.[0]?.Put?.Item?.id === '2')
        throw transactionCancelled(['ConditionalCheckFailed', 'None', 'None']);
      return {};
    });
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    expect(await migrateTable()).toMatchObject({ categoriesAdded: 5, productsAdded: 26 });
    const bedding = putItems('PRODUCT').find((item) => item?.id === '14');
    expect(bedding?.categoryIds).toEqual(['bedding-id']);
  });
});
