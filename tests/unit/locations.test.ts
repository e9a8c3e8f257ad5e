import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as deleteCountryHandler } from '../../functions/country-delete.ts';
import { handler as createDistrictHandler } from '../../functions/district-create.ts';
import { handler as getDistrictHandler } from '../../functions/district-get.ts';
import { handler as listDistrictsHandler } from '../../functions/districts-list.ts';
import {
  createCountry,
  createState,
  deleteCountry,
  listCountrySummaries,
  listHierarchy,
  listStates,
  renameCountry,
  renameState,
} from '../../functions/lib/locations-repository.ts';
import { handler as getStateHandler } from '../../functions/state-get.ts';
import { ddb, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };

const country = {
  PK: 'LOC',
  SK: 'C#c1',
  GSI1PK: 'c1',
  kind: 'country',
  id: 'c1',
  name: 'India',
  code: 'in',
  countryId: 'c1',
};
const state = (id: string, name: string) => ({
  PK: 'LOC',
  SK: `C#c1#S#${id}`,
  GSI1PK: id,
  kind: 'state',
  id,
  name,
  countryId: 'c1',
});
const district = (stateId: string, id: string, name: string) => ({
  PK: 'LOC',
  SK: `C#c1#S#${stateId}#D#${id}`,
  GSI1PK: id,
  kind: 'district',
  id,
  name,
  countryId: 'c1',
  stateId,
});
/** A small tree in sort-key order, as the Query returns it. */
const tree = [
  country,
  state('s1', 'Uttarakhand'),
  district('s1', 'd1', 'Dehradun'),
  district('s1', 'd2', 'Haridwar'),
  state('s2', 'Kerala'),
];

const transactItems = (index = 0) =>
  ddb.commandCalls(TransactWriteCommand)[index].args[0].input.TransactItems ?? [];

describe('the location hierarchy', () => {
  it('is read with exactly one Query on the LOC partition and built in tree order', async () => {
    ddb.on(QueryCommand).resolves({ Items: tree });
    const countries = await listHierarchy();
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'LOC' },
    });
    expect(countries).toEqual([
      {
        _id: 'c1',
        name: 'India',
        code: 'in',
        states: [
          {
            _id: 's1',
            name: 'Uttarakhand',
            country: 'c1',
            districts: [
              { _id: 'd1', name: 'Dehradun', state: 's1' },
              { _id: 'd2', name: 'Haridwar', state: 's1' },
            ],
          },
          { _id: 's2', name: 'Kerala', country: 'c1', districts: [] },
        ],
      },
    ]);
  });

  it('summarises countries with state and district counts from the same one Query', async () => {
    ddb.on(QueryCommand).resolves({ Items: tree });
    const [summary] = await listCountrySummaries();
    expect(ddb.calls()).toHaveLength(1);
    expect(summary).toMatchObject({ _id: 'c1', stateCount: 2, districtCount: 2 });
  });

  it("reads a country's states with one begins_with Query", async () => {
    ddb.on(QueryCommand).resolves({ Items: tree });
    const states = await listStates('c1');
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'LOC', ':prefix': 'C#c1' },
    });
    expect(states).toEqual([
      { _id: 's1', name: 'Uttarakhand', country: 'c1', districtCount: 2 },
      { _id: 's2', name: 'Kerala', country: 'c1', districtCount: 0 },
    ]);
  });

  it("reads a state's districts by id (GSI1) and then one begins_with Query", async () => {
    ddb
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolves({ Items: [state('s1', 'Uttarakhand')] })
      .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)' })
      .resolves({ Items: [district('s1', 'd1', 'Dehradun')] });
    const result = await call(listDistrictsHandler, { pathParameters: { stateId: 's1' }, admin });
    expect(result).toMatchObject({ status: 200, body: [{ _id: 'd1', name: 'Dehradun', state: 's1' }] });
    expect(ddb.commandCalls(QueryCommand)[1].args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'LOC',
      ':prefix': 'C#c1#S#s1#D#',
    });
  });

  it('answers 404 for unknown states, districts and countries', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand).resolves({});
    expect(await call(getStateHandler, { pathParameters: { stateId: 'nope' } })).toMatchObject({
      status: 404,
      body: { message: 'State not found.' },
    });
    expect((await call(getDistrictHandler, { pathParameters: { id: 'nope' } })).status).toBe(404);
    expect((await call(listDistrictsHandler, { pathParameters: { stateId: 'nope' }, admin })).status).toBe(
      404,
    );
    await expect(listStates('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('gives a state its country name and districts', async () => {
    ddb
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolves({ Items: [state('s1', 'Uttarakhand')] })
      .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)' })
      .resolves({ Items: [district('s1', 'd1', 'Dehradun')] });
    ddb.on(GetCommand).resolves({ Item: country });
    const result = await call(getStateHandler, { pathParameters: { stateId: 's1' } });
    expect(result.body).toEqual({
      _id: 's1',
      name: 'Uttarakhand',
      country: { _id: 'c1', name: 'India' },
      districts: [{ _id: 'd1', name: 'Dehradun', state: 's1' }],
    });
  });
});

describe('adding locations', () => {
  it('writes the country, its unique-name claim and the count in one transaction, conditionally', async () => {
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
      status: 400,
      message: 'Please enter a valid country name',
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 409 for a country that already exists (the name claim failed)', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(createCountry('India')).rejects.toMatchObject({
      status: 409,
      message: 'This country already exists.',
    });
  });

  it('counts a retried add once: the item put is conditional, so a repeat cancels the whole transaction', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ConditionalCheckFailed', 'None', 'None']));
    await expect(createCountry('India')).rejects.toMatchObject({ status: 409 });
    const items = transactItems();
    expect(items[0].Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(items.some((entry) => entry.Update?.Key?.SK === 'COUNTS')).toBe(true);
  });

  it('adds a state under an existing country only, with a name unique in that country', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const created = await createState({ name: ' Uttarakhand ', country: 'c1' });
    expect(created).toMatchObject({ name: 'Uttarakhand', country: 'c1', districts: [] });
    const items = transactItems();
    expect(items[1].Put?.Item).toMatchObject({ PK: 'NAME', SK: 'STATE#c1#uttarakhand' });
    expect(items[3].ConditionCheck).toMatchObject({
      Key: { PK: 'LOC', SK: 'C#c1' },
      ConditionExpression: 'attribute_exists(PK)',
    });

    ddb
      .on(TransactWriteCommand)
      .rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
    await expect(createState({ name: 'uttarakhand', country: 'c1' })).rejects.toMatchObject({
      status: 409,
      message: 'A state with this name already exists in this country.',
    });
    ddb
      .on(TransactWriteCommand)
      .rejects(transactionCancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));
    await expect(createState({ name: 'Goa', country: 'gone' })).rejects.toMatchObject({
      status: 404,
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

  it('renames a state: old name claim deleted, new one claimed, in one transaction', async () => {
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [state('s1', 'Uttarakhand')] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await renameState('s1', 'Uttaranchal')).toEqual({ _id: 's1', name: 'Uttaranchal', country: 'c1' });
    const items = transactItems();
    expect(items).toHaveLength(3);
    expect(items[1].Delete?.Key).toEqual({ PK: 'NAME', SK: 'STATE#c1#uttarakhand' });
    expect(items[2].Put?.Item).toMatchObject({ SK: 'STATE#c1#uttaranchal', ownerId: 's1' });
  });
});

describe('renaming a country', () => {
  it('swaps the name claim in one transaction and answers 409 when the name is taken, 404 when unknown', async () => {
    ddb.on(GetCommand).resolves({ Item: country });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await renameCountry('c1', 'Nepal')).toEqual({ _id: 'c1', name: 'Nepal', code: 'np' });
    const items = transactItems();
    expect(items[0].Update?.ExpressionAttributeValues).toEqual({ ':name': 'Nepal', ':code': 'np' });
    expect(items[1].Delete?.Key).toEqual({ PK: 'NAME', SK: 'COUNTRY#India' });
    expect(items[2].Put?.Item).toMatchObject({ SK: 'COUNTRY#Nepal' });

    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expect(renameCountry('c1', 'Nepal')).rejects.toMatchObject({
      status: 409,
      message: 'This country already exists.',
    });
    ddb.on(GetCommand).resolves({});
    await expect(renameCountry('gone', 'Nepal')).rejects.toMatchObject({
      status: 404,
      message: 'Country not found.',
    });
    await expect(renameCountry('c1', 'Atlantis')).rejects.toMatchObject({ status: 400 });
  });
});

describe('deleting a country', () => {
  it('deletes its subtree children first and lowers the counts exactly', async () => {
    ddb.on(QueryCommand).resolves({ Items: tree });
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
      .filter((entry) => entry.Delete?.Key?.PK === 'LOC')
      .map((entry) => entry.Delete?.Key?.SK);
    expect(deletedKeys).toEqual(['C#c1#S#s2', 'C#c1#S#s1#D#d2', 'C#c1#S#s1#D#d1', 'C#c1#S#s1', 'C#c1']);
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
    ddb.on(QueryCommand).resolves({ Items: many });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await deleteCountry('c1');
    expect(result.deleted).toEqual({ countries: 1, states: 1, districts: 120 });
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls.length).toBe(3);
    let districtTotal = 0;
    for (const transaction of calls) {
      const items = transaction.args[0].input.TransactItems ?? [];
      expect(items.length).toBeLessThanOrEqual(100);
      const locationDeletes = items.filter((entry) => entry.Delete?.Key?.PK === 'LOC');
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
    await expect(deleteCountry('nope')).rejects.toMatchObject({ status: 404 });
    ddb.on(QueryCommand).resolves({ Items: tree });
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
