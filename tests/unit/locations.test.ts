import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { parse, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { handler as deleteCountryHandler } from '../../functions/country-delete.ts';
import { handler as createDistrictHandler } from '../../functions/district-create.ts';
import { handler as getDistrictHandler } from '../../functions/district-get.ts';
import { handler as listDistrictsHandler } from '../../functions/districts-list.ts';
import {
  createCountry,
  createState,
  deleteCountry,
  findDistrictForPage,
  findStateForPage,
  listCountrySummaries,
  listHierarchy,
  listMarketplace,
  listStates,
  renameCountry,
  renameState,
} from '../../functions/lib/data/locations-repository.ts';
import { handler as getStateHandler } from '../../functions/state-get.ts';
import { countryAliases, countryCreateSchema, findKnownCountry } from '../../shared/countries.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { ddb, emptyTable, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';
import { storedIndia } from './support/stored-samples.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };

const country = {
  ...storedIndia,
  GSI1PK: 'c1',
  slug: 'india',
  slugs: ['india'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const state = (id: string, name: string) => ({
  PK: 'LOC',
  SK: `C#c1#S#${id}`,
  GSI1PK: id,
  kind: 'state',
  id,
  name,
  countryId: 'c1',
  slug: name.toLowerCase(),
  slugs: [name.toLowerCase()],
  updatedAt: '2026-01-02T00:00:00.000Z',
});
const district = (stateId: string, id: string, name: string) => ({
  PK: 'LOC#D',
  SK: `C#c1#S#${stateId}#D#${id}`,
  GSI1PK: id,
  kind: 'district',
  id,
  name,
  countryId: 'c1',
  stateId,
  slug: name.toLowerCase(),
  slugs: [name.toLowerCase()],
  updatedAt: '2026-01-03T00:00:00.000Z',
});
/**
 * The table as the page lookups read it, a Get at a time: each slug claim (its scope, slug and
 * owner) and each item answer a Get of their keys; no other key is there.
 */
function storedForGets(
  claims: [scope: string, slug: string, ownerId: string][],
  items: { PK: string; SK: string }[],
): void {
  ddb.on(GetCommand).resolves({});
  for (const [PK, SK, ownerId] of claims)
    ddb.on(GetCommand, { Key: { PK, SK } }).resolves({ Item: { ownerId } });
  for (const item of items)
    ddb.on(GetCommand, { Key: { PK: item.PK, SK: item.SK } }).resolves({ Item: item });
}

/** Uttarakhand found by its id (GSI1), and its one district, Dehradun, by the begins_with Query. */
function storedStateWithDistrict(): void {
  ddb
    .on(QueryCommand, { IndexName: 'GSI1' })
    .resolves({ Items: [state('s1', 'Uttarakhand')] })
    .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)' })
    .resolves({ Items: [district('s1', 'd1', 'Dehradun')] });
}

/** A small tree in sort-key order, as the Query returns it. */
const tree = [
  country,
  state('s1', 'Uttarakhand'),
  district('s1', 'd1', 'Dehradun'),
  district('s1', 'd2', 'Haridwar'),
  state('s2', 'Kerala'),
];

/**
 * The table holding `items`: each partition's Query answers its own items (countries and
 * states in LOC, districts in LOC#D), slug-claim Queries find none taken.
 */
function tableHolding(items: Record<string, unknown>[]) {
  ddb.on(QueryCommand).resolves({ Items: [] });
  for (const partition of ['LOC', 'LOC#D'])
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': partition } })
      .resolves({ Items: items.filter((item) => item.PK === partition) });
}
const queriedPartitions = () =>
  ddb.commandCalls(QueryCommand).map((query) => query.args[0].input.ExpressionAttributeValues?.[':pk']);

const transactItems = (index = 0) =>
  ddb.commandCalls(TransactWriteCommand)[index].args[0].input.TransactItems ?? [];

describe('the location hierarchy', () => {
  it('is read with one Query per partition (LOC, LOC#D) and built in tree order, with slugs', async () => {
    tableHolding(tree);
    const countries = await listHierarchy();
    expect(ddb.calls()).toHaveLength(2);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
    });
    expect(queriedPartitions().sort()).toEqual(['LOC', 'LOC#D']);
    expect(countries).toEqual([
      {
        _id: 'c1',
        name: 'India',
        slug: 'india',
        code: 'in',
        states: [
          {
            _id: 's1',
            name: 'Uttarakhand',
            slug: 'uttarakhand',
            country: 'c1',
            districts: [
              { _id: 'd1', name: 'Dehradun', slug: 'dehradun', state: 's1' },
              { _id: 'd2', name: 'Haridwar', slug: 'haridwar', state: 's1' },
            ],
          },
          { _id: 's2', name: 'Kerala', slug: 'kerala', country: 'c1', districts: [] },
        ],
      },
    ]);
  });

  it('summarises countries with state and district counts from the same two Queries', async () => {
    tableHolding(tree);
    const [summary] = await listCountrySummaries();
    expect(ddb.calls()).toHaveLength(2);
    expect(summary).toMatchObject({ _id: 'c1', stateCount: 2, districtCount: 2 });
  });

  it("reads a country's states with one begins_with Query per partition", async () => {
    tableHolding(tree);
    const states = await listStates('c1');
    expect(ddb.calls()).toHaveLength(2);
    for (const call of ddb.commandCalls(QueryCommand))
      expect(call.args[0].input).toMatchObject({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':prefix': 'C#c1' },
      });
    expect(states).toEqual([
      { _id: 's1', name: 'Uttarakhand', country: 'c1', districtCount: 2, version: 0 },
      { _id: 's2', name: 'Kerala', country: 'c1', districtCount: 0, version: 0 },
    ]);
  });

  it("reads a state's districts by id (GSI1) and then one begins_with Query", async () => {
    storedStateWithDistrict();
    const result = await call(listDistrictsHandler, { pathParameters: { stateId: 's1' }, admin });
    expect(result).toMatchObject({
      status: 200,
      body: [{ _id: 'd1', name: 'Dehradun', slug: 'dehradun', state: 's1' }],
    });
    expect(ddb.commandCalls(QueryCommand)[1].args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'LOC#D',
      ':prefix': 'C#c1#S#s1#D#',
    });
  });

  it('answers 404 for unknown states, districts and countries', async () => {
    emptyTable();
    expect(await call(getStateHandler, { pathParameters: { stateId: 'nope' } })).toMatchObject({
      status: 404,
      body: { message: 'State not found.' },
    });
    expect((await call(getDistrictHandler, { pathParameters: { id: 'nope' } })).status).toBe(404);
    expect((await call(listDistrictsHandler, { pathParameters: { stateId: 'nope' }, admin })).status).toBe(
      404,
    );
    await expect(listStates('nope')).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('gives a state its country, districts, canonical path and latest change', async () => {
    storedStateWithDistrict();
    storedForGets([], [country, state('s1', 'Uttarakhand')]);
    const result = await call(getStateHandler, { pathParameters: { stateId: 's1' } });
    expect(result.body).toEqual({
      _id: 's1',
      name: 'Uttarakhand',
      slug: 'uttarakhand',
      country: { _id: 'c1', name: 'India', slug: 'india', code: 'in' },
      districts: [{ _id: 'd1', name: 'Dehradun', slug: 'dehradun', state: 's1' }],
      path: '/marketplace/india/uttarakhand',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(result.headers['cache-control']).toBe(publicContentCacheControl);
  });
});

describe('adding locations', () => {
  it('writes the country, its unique-name claim and the count in one transaction, conditionally', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const created = await createCountry('India');
    expect(created).toMatchObject({ name: 'India', code: 'in', states: [] });
    expect(created._id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const [item, name, counts] = transactItems();
    expect(item.Put).toMatchObject({
      Item: { PK: 'LOC', SK: `C#${created._id}`, GSI1PK: created._id, name: 'India' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(name.Put).toMatchObject({
      Item: { PK: 'NAME', SK: 'COUNTRY#India' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(counts.Update).toMatchObject({
      Key: { PK: 'META', SK: 'COUNTS' },
      ExpressionAttributeValues: { ':countries': 1 },
    });
  });

  it('refuses a country name outside the built-in list (case-sensitive)', async () => {
    await expect(createCountry('india')).rejects.toMatchObject({
      name: 'InvalidInput',
      message: 'Please enter a valid country name',
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it("takes an alias (Cape Verde, Burma, Swaziland…) under the list's spelling; an alias is case-sensitive too", async () => {
    for (const [alias, name] of [
      ['Cape Verde', 'Cabo Verde'],
      ['Ivory Coast', "Côte d'Ivoire"],
      ['Czechia', 'Czech Republic'],
      ['Swaziland', 'Eswatini'],
      ['Burma', 'Myanmar'],
      ['East Timor', 'Timor-Leste'],
      ['Macedonia', 'North Macedonia'],
      ['Vatican', 'Vatican City'],
    ]) {
      expect(parse(countryCreateSchema, { name: alias }), alias).toEqual({ name });
      expect(findKnownCountry(alias)?.name).toBe(name);
    }
    expect(safeParse(countryCreateSchema, { name: 'cape verde' }).success).toBe(false);
    // Every alias names a country of the list (the module refuses to load otherwise).
    for (const name of Object.values(countryAliases)) expect(findKnownCountry(name)?.name).toBe(name);
  });

  it('answers 409 for a country that already exists (the name claim failed)', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(createCountry('India')).rejects.toMatchObject({
      name: 'Conflict',
      message: 'This country already exists.',
    });
  });

  it('counts a retried add once: the item put is conditional, so a repeat cancels the whole transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed', 'None', 'None']));
    await expect(createCountry('India')).rejects.toMatchObject({ name: 'Conflict' });
    const items = transactItems();
    expect(items[0].Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(items.some((entry) => entry.Update?.Key?.SK === 'COUNTS')).toBe(true);
  });

  it('adds a state under an existing country only, with a name unique in that country', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const created = await createState({ name: ' Uttarakhand ', country: 'c1' });
    expect(created).toMatchObject({ name: 'Uttarakhand', country: 'c1', districts: [] });
    const items = transactItems();
    expect(items[1].Put?.Item).toMatchObject({ PK: 'NAME', SK: 'STATE#c1#uttarakhand' });
    expect(items[4].ConditionCheck).toMatchObject({
      Key: { PK: 'LOC', SK: 'C#c1' },
      ConditionExpression: 'attribute_exists(PK)',
    });

    ddb
      .on(TransactWriteCommand)
      .rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
    await expect(createState({ name: 'uttarakhand', country: 'c1' })).rejects.toMatchObject({
      name: 'Conflict',
      message: 'A state with this name already exists in this country.',
    });
    ddb
      .on(TransactWriteCommand)
      .rejects(transactionCancelled(['None', 'None', 'None', 'None', 'ConditionalCheckFailed']));
    await expect(createState({ name: 'Goa', country: 'gone' })).rejects.toMatchObject({
      name: 'NotFound',
      message: 'Country not found.',
    });
  });

  it('adds a district through the handler: 201, 409 for a duplicate name, 400 for a blank one', async () => {
    ddb.on(QueryCommand).resolves({ Items: [state('s1', 'Uttarakhand')] });
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
    const request = { method: 'POST', admin, headers: csrfHeaders(admin.sessionId) };
    const created = await call(createDistrictHandler, {
      ...request,
      body: { name: 'Dehradun', state: 's1' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Dehradun', state: 's1' } });
    expect(transactItems()[0].Put?.Item).toMatchObject({
      PK: 'LOC#D',
      SK: expect.stringMatching(/^C#c1#S#s1#D#/),
      stateId: 's1',
    });
    const duplicate = await call(createDistrictHandler, {
      ...request,
      body: { name: 'dehradun', state: 's1' },
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A district with this name already exists in this state.' },
    });
    const blank = await call(createDistrictHandler, { ...request, body: { name: ' ', state: 's1' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a name.' } });
  });

  it('renames a state: old name claim deleted, new one and the new slug claimed, in one transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [state('s1', 'Uttarakhand')] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await renameState('s1', 'Uttaranchal')).toEqual({
      _id: 's1',
      name: 'Uttaranchal',
      slug: 'uttaranchal',
      country: 'c1',
      version: 1,
    });
    const items = transactItems();
    expect(items).toHaveLength(4);
    expect(items[0].Update?.ExpressionAttributeValues).toMatchObject({
      ':slug': 'uttaranchal',
      // The old slug stays the state's: /marketplace/india/uttarakhand still leads here.
      ':slugs': ['uttarakhand', 'uttaranchal'],
      ':updatedAt': expect.stringMatching(/^\d{4}-/),
    });
    expect(items[1].Delete?.Key).toEqual({ PK: 'NAME', SK: 'STATE#c1#uttarakhand' });
    expect(items[2].Put?.Item).toMatchObject({ SK: 'STATE#c1#uttaranchal', ownerId: 's1' });
    expect(items[3].Put).toMatchObject({
      Item: { PK: 'SLUG#LOC#c1', SK: 'uttaranchal', ownerId: 's1' },
      ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :owner',
    });
    // The old slug claim is kept, not deleted.
    expect(items.some((entry) => entry.Delete?.Key?.PK === 'SLUG#LOC#c1')).toBe(false);
  });

  it('keeps the slug when a rename does not change it, and writes no slug claim', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ SK: 'kerala', ownerId: 's2' }] });
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [state('s2', 'Kerala')] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await renameState('s2', 'KERALA')).toMatchObject({ slug: 'kerala' });
    expect(transactItems().some((entry) => String(entry.Put?.Item?.PK).startsWith('SLUG#'))).toBe(false);
  });
});

describe('renaming a country', () => {
  it('swaps the name claim in one transaction and answers 409 when the name is taken, 404 when unknown', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand).resolves({ Item: country });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await renameCountry('c1', 'Nepal')).toEqual({
      _id: 'c1',
      name: 'Nepal',
      slug: 'nepal',
      code: 'np',
      version: 1,
    });
    const items = transactItems();
    expect(items[0].Update?.ExpressionAttributeValues).toMatchObject({
      ':name': 'Nepal',
      ':code': 'np',
      ':slug': 'nepal',
      ':slugs': ['india', 'nepal'],
    });
    expect(items[1].Delete?.Key).toEqual({ PK: 'NAME', SK: 'COUNTRY#India' });
    expect(items[2].Put?.Item).toMatchObject({ SK: 'COUNTRY#Nepal' });

    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expect(renameCountry('c1', 'Nepal')).rejects.toMatchObject({
      name: 'Conflict',
      message: 'This country already exists.',
    });
    ddb.on(GetCommand).resolves({});
    await expect(renameCountry('gone', 'Nepal')).rejects.toMatchObject({
      name: 'NotFound',
      message: 'Country not found.',
    });
    await expect(renameCountry('c1', 'Atlantis')).rejects.toMatchObject({ name: 'InvalidInput' });
  });
});

describe('deleting a country', () => {
  it('deletes its subtree children first, frees their slugs and lowers the counts exactly', async () => {
    tableHolding(tree);
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(deleteCountryHandler, {
      method: 'DELETE',
      pathParameters: { id: 'c1' },
      admin,
      headers: csrfHeaders(admin.sessionId),
    });
    expect(result).toMatchObject({
      status: 200,
      body: { deleted: { countries: 1, states: 2, districts: 2 } },
    });
    const items = transactItems();
    const deletedKeys = items
      .filter((entry) => String(entry.Delete?.Key?.PK).startsWith('LOC'))
      .map((entry) => entry.Delete?.Key?.SK);
    expect(deletedKeys).toEqual(['C#c1#S#s2', 'C#c1#S#s1#D#d2', 'C#c1#S#s1#D#d1', 'C#c1#S#s1', 'C#c1']);
    const freedSlugs = items
      .filter((entry) => String(entry.Delete?.Key?.PK).startsWith('SLUG#'))
      .map((entry) => entry.Delete?.Key);
    expect(freedSlugs).toEqual(
      expect.arrayContaining([
        { PK: 'SLUG#LOC#ROOT', SK: 'india' },
        { PK: 'SLUG#LOC#c1', SK: 'uttarakhand' },
        { PK: 'SLUG#LOC#s1', SK: 'dehradun' },
      ]),
    );
    expect(freedSlugs).toHaveLength(5);
    expect(items.at(-1)?.Update?.ExpressionAttributeValues).toEqual({
      ':countries': -1,
      ':states': -2,
      ':districts': -2,
    });
  });

  it('splits a large subtree into transactions of at most 100 items, each with its own count update', async () => {
    const many = [
      country,
      state('s1', 'Big'),
      ...Array.from({ length: 120 }, (_, i) => district('s1', `d${i}`, `D${i}`)),
    ];
    tableHolding(many);
    ddb.on(TransactWriteCommand).resolves({});
    const result = await deleteCountry('c1');
    expect(result.deleted).toEqual({ countries: 1, states: 1, districts: 120 });
    const calls = ddb.commandCalls(TransactWriteCommand);
    // Three writes a place (it, its name claim, its slug claim): 33 places a transaction.
    expect(calls.length).toBe(4);
    let districtTotal = 0;
    for (const transaction of calls) {
      const items = transaction.args[0].input.TransactItems ?? [];
      expect(items.length).toBeLessThanOrEqual(100);
      const locationDeletes = items.filter((entry) => String(entry.Delete?.Key?.PK).startsWith('LOC'));
      const update = items.find((entry) => entry.Update)?.Update;
      const districts = locationDeletes.filter((entry) =>
        String(entry.Delete?.Key?.SK).includes('#D#'),
      ).length;
      expect(update?.ExpressionAttributeValues?.[':districts'] ?? 0).toBe(-districts);
      districtTotal += districts;
    }
    expect(districtTotal).toBe(120);
  });

  it('answers 404 for an unknown country and 503 (nothing written) when DynamoDB throttles', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await expect(deleteCountry('nope')).rejects.toMatchObject({ name: 'NotFound' });
    tableHolding(tree);
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException', $metadata: {} }));
    const result = await call(deleteCountryHandler, {
      method: 'DELETE',
      pathParameters: { id: 'c1' },
      admin,
      headers: csrfHeaders(admin.sessionId),
    });
    expect(result.status).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('readable URLs of places', () => {
  it('gives a new place the first free slug among its siblings, claimed in the same transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ SK: 'mitte', ownerId: 'other' }] });
    ddb.on(TransactWriteCommand).resolves({});
    const created = await createState({ name: 'Mitté', country: 'c1' });
    expect(created.slug).toBe('mitte-2');
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :scope AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':scope': 'SLUG#LOC#c1', ':prefix': 'mitte' },
    });
    expect(transactItems()[3].Put?.Item).toEqual({ PK: 'SLUG#LOC#c1', SK: 'mitte-2', ownerId: created._id });
    expect(transactItems()[0].Put?.Item).toMatchObject({ slug: 'mitte-2', slugs: ['mitte-2'] });
  });

  it('chooses again when another writer took the slug between the choice and the write', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [] })
      .resolves({ Items: [{ SK: 'goa', ownerId: 'someone' }] });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCancelled(['None', 'None', 'None', 'ConditionalCheckFailed', 'None']))
      .resolves({});
    expect((await createState({ name: 'Goa', country: 'c1' })).slug).toBe('goa-2');
  });

  it('lists the marketplace from partition LOC alone, sorted by name, never reading a district', async () => {
    tableHolding([
      country,
      state('s1', 'Uttarakhand'),
      state('s2', 'Kerala'),
      district('s1', 'd1', 'Dehradun'),
    ]);
    const marketplace = await listMarketplace();
    expect(queriedPartitions()).toEqual(['LOC']);
    expect(ddb.calls()).toHaveLength(1);
    expect(marketplace).toEqual([
      {
        _id: 'c1',
        name: 'India',
        slug: 'india',
        code: 'in',
        states: [
          { _id: 's2', name: 'Kerala', slug: 'kerala' },
          { _id: 's1', name: 'Uttarakhand', slug: 'uttarakhand' },
        ],
      },
    ]);
  });

  it('finds a state page by current or old slugs, through the claims, in five requests', async () => {
    storedForGets(
      [
        ['SLUG#LOC#ROOT', 'bharat', 'c1'],
        ['SLUG#LOC#c1', 'uttarakhand', 's1'],
      ],
      [country, state('s1', 'Uttarakhand')],
    );
    ddb.on(QueryCommand).resolves({ Items: [district('s1', 'd1', 'Dehradun')] });
    const detail = await findStateForPage('bharat', 'uttarakhand');
    // 'bharat' is an old slug of India: the page answers 301 to the canonical path.
    expect(detail).toMatchObject({ _id: 's1', path: '/marketplace/india/uttarakhand' });
    expect(detail?.districts).toHaveLength(1);
    expect(ddb.calls()).toHaveLength(5);
    expect(await findStateForPage('bharat', 'nowhere')).toBeUndefined();
    expect(await findStateForPage('Not A Slug', 'uttarakhand')).toBeUndefined();
  });

  it('finds a district page through three levels of claims', async () => {
    storedForGets(
      [
        ['SLUG#LOC#ROOT', 'india', 'c1'],
        ['SLUG#LOC#c1', 'uttarakhand', 's1'],
        ['SLUG#LOC#s1', 'dehra-dun', 'd1'],
      ],
      [country, state('s1', 'Uttarakhand'), district('s1', 'd1', 'Dehradun')],
    );
    expect(await findDistrictForPage('india', 'uttarakhand', 'dehra-dun')).toEqual({
      _id: 'd1',
      name: 'Dehradun',
      slug: 'dehradun',
      state: { _id: 's1', name: 'Uttarakhand', slug: 'uttarakhand' },
      country: { _id: 'c1', name: 'India', slug: 'india', code: 'in' },
      path: '/marketplace/india/uttarakhand/dehradun',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(await findDistrictForPage('india', 'kerala', 'dehradun')).toBeUndefined();
  });
});
