import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  Country,
  CountrySummary,
  DeleteResult,
  District,
  DistrictDetail,
  State,
  StateDetail,
} from '../../shared/api-types.ts';
import { findKnownCountry } from '../../shared/countries.ts';
import { messages } from '../../shared/validation.ts';
import { dynamoDocumentClient } from './aws-clients.ts';
import { badRequest, conflict, HttpError, notFound } from './http-error.ts';
import {
  countsUpdate,
  findItemById,
  isItemId,
  maxTransactionItems,
  queryAll,
  type TableItem,
  type TransactItem,
  tableName,
  transactWrite,
} from './table.ts';

/**
 * Countries, states and districts in one partition `LOC` whose sort keys spell the path
 * (`C#<country>#S#<state>#D#<district>`): the whole tree is one Query in tree order and a
 * subtree is one `begins_with` Query. Names are unique per parent through items in the
 * `NAME` partition written in the same transaction as the location.
 */
const locationPartition = 'LOC';
const namePartition = 'NAME';

const countrySortKey = (countryId: string) => `C#${countryId}`;
const stateSortKey = (countryId: string, stateId: string) => `${countrySortKey(countryId)}#S#${stateId}`;
const districtSortKey = (countryId: string, stateId: string, districtId: string) =>
  `${stateSortKey(countryId, stateId)}#D#${districtId}`;

type LocationKind = 'country' | 'state' | 'district';

interface LocationItem extends TableItem {
  kind: LocationKind;
  id: string;
  name: string;
  countryId: string;
  stateId?: string;
  code?: string;
}

/** Country names are compared exactly (they come from a fixed list); others ignore case. */
const nameKey = (item: Pick<LocationItem, 'kind' | 'name' | 'countryId' | 'stateId'>): string => {
  if (item.kind === 'country') return `COUNTRY#${item.name}`;
  const folded = item.name.trim().toLocaleLowerCase('en');
  return item.kind === 'state' ? `STATE#${item.countryId}#${folded}` : `DISTRICT#${item.stateId}#${folded}`;
};

const conflictMessages: Record<LocationKind, string> = {
  country: 'This country already exists.',
  state: 'A state with this name already exists in this country.',
  district: 'A district with this name already exists in this state.',
};
const notFoundMessages: Record<LocationKind, string> = {
  country: 'Country not found.',
  state: 'State not found.',
  district: 'District not found.',
};
const countField = { country: 'countries', state: 'states', district: 'districts' } as const;

function putNew(item: TableItem): TransactItem {
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

const nameItem = (location: LocationItem): TableItem => ({
  PK: namePartition,
  SK: nameKey(location),
  ownerId: location.id,
});

const mustExist = (key: { PK: string; SK: string }): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(PK)' },
});

/** Adds a location, its name claim and its count in one transaction. */
async function addLocation(item: LocationItem, parentKey?: { PK: string; SK: string }): Promise<void> {
  const items = [putNew(item), putNew(nameItem(item)), countsUpdate({ [countField[item.kind]]: 1 })];
  if (parentKey) items.push(mustExist(parentKey));
  await transactWrite(items, (index) => {
    if (index === 1) return conflict(conflictMessages[item.kind]);
    if (index === 3) return notFound(notFoundMessages[item.kind === 'state' ? 'country' : 'state']);
    // The item itself exists: a retried add of the same item, which must count once.
    return conflict(conflictMessages[item.kind]);
  });
}

async function findLocation(kind: LocationKind, id: string): Promise<LocationItem> {
  if (!isItemId(id)) throw notFound(notFoundMessages[kind]);
  const item =
    kind === 'country'
      ? ((
          await dynamoDocumentClient().send(
            new GetCommand({
              TableName: tableName(),
              Key: { PK: locationPartition, SK: countrySortKey(id) },
            }),
          )
        ).Item as LocationItem | undefined)
      : ((await findItemById(id)) as LocationItem | undefined);
  if (!item || item.kind !== kind || item.PK !== locationPartition) throw notFound(notFoundMessages[kind]);
  return item;
}

/** Renames a location: the old name claim goes and the new one is taken in one transaction. */
async function renameLocation(kind: LocationKind, id: string, name: string): Promise<LocationItem> {
  const current = await findLocation(kind, id);
  const code = kind === 'country' ? findKnownCountry(name)?.code : undefined;
  const renamed: LocationItem = { ...current, name, ...(code ? { code } : {}) };
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: { PK: current.PK, SK: current.SK },
        UpdateExpression: code ? 'SET #name = :name, code = :code' : 'SET #name = :name',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ...(code ? { ':code': code } : {}) },
      },
    },
  ];
  if (nameKey(renamed) !== nameKey(current)) {
    items.push(
      { Delete: { TableName: tableName(), Key: { PK: namePartition, SK: nameKey(current) } } },
      putNew(nameItem(renamed)),
    );
  }
  await transactWrite(items, (index) =>
    index === 0 ? notFound(notFoundMessages[kind]) : conflict(conflictMessages[kind]),
  );
  return renamed;
}

class SubtreeChanged extends Error {}

/**
 * Deletes a location and everything under it, children first, in transactions of at most
 * 100 items; each also lowers the counts by exactly what it deleted. A delete is
 * conditional, so an item that vanished meanwhile restarts from a fresh query instead of
 * being counted twice.
 */
async function deleteSubtree(kind: LocationKind, sortKeyPrefix: string): Promise<DeleteResult> {
  const deleted = { countries: 0, states: 0, districts: 0 };
  for (let attempt = 0; attempt < 3; attempt++) {
    const items = (await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': locationPartition, ':prefix': sortKeyPrefix },
    })) as LocationItem[];
    if (items.length === 0) {
      if (attempt === 0) throw notFound(notFoundMessages[kind]);
      return { deleted };
    }
    const childrenFirst = items.reverse();
    // Two writes per location (it and its name claim) plus the counters update.
    const perBatch = Math.floor((maxTransactionItems - 1) / 2);
    try {
      for (let start = 0; start < childrenFirst.length; start += perBatch) {
        const batch = childrenFirst.slice(start, start + perBatch);
        const delta = { countries: 0, states: 0, districts: 0 };
        for (const item of batch) delta[countField[item.kind]] -= 1;
        await transactWrite(
          [
            ...batch.flatMap((item): TransactItem[] => [
              {
                Delete: {
                  TableName: tableName(),
                  Key: { PK: item.PK, SK: item.SK },
                  ConditionExpression: 'attribute_exists(PK)',
                },
              },
              { Delete: { TableName: tableName(), Key: { PK: namePartition, SK: nameKey(item) } } },
            ]),
            countsUpdate(delta),
          ],
          () => new SubtreeChanged(),
        );
        for (const field of ['countries', 'states', 'districts'] as const) deleted[field] -= delta[field];
      }
      return { deleted };
    } catch (error) {
      if (!(error instanceof SubtreeChanged)) throw error;
    }
  }
  throw new HttpError(409, 'The data changed while it was being deleted. Please try again.');
}

const toDistrict = (item: LocationItem): District => ({
  _id: item.id,
  name: item.name,
  state: item.stateId as string,
});

/** Builds countries with their states and districts from items in tree order. */
function buildTree(items: LocationItem[]): Country[] {
  const countries: Country[] = [];
  const statesById = new Map<string, State>();
  for (const item of items) {
    if (item.kind === 'country') {
      countries.push({ _id: item.id, name: item.name, code: item.code ?? '', states: [] });
    } else if (item.kind === 'state') {
      const state: State = { _id: item.id, name: item.name, country: item.countryId, districts: [] };
      statesById.set(item.id, state);
      countries.at(-1)?.states.push(state);
    } else {
      statesById.get(item.stateId as string)?.districts.push(toDistrict(item));
    }
  }
  return countries;
}

const queryLocations = (sortKeyPrefix?: string) =>
  queryAll(
    sortKeyPrefix
      ? {
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': locationPartition, ':prefix': sortKeyPrefix },
        }
      : { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': locationPartition } },
  ) as Promise<LocationItem[]>;

// ---- The repository's interface -------------------------------------------------------

export async function createCountry(name: string): Promise<Country> {
  const known = findKnownCountry(name);
  if (!known) throw badRequest(messages.countryName);
  const id = ulid();
  await addLocation({
    PK: locationPartition,
    SK: countrySortKey(id),
    GSI1PK: id,
    kind: 'country',
    id,
    name: known.name,
    code: known.code,
    countryId: id,
  });
  return { _id: id, name: known.name, code: known.code, states: [] };
}

export async function createState(input: { name: string; country: string }): Promise<State> {
  const id = ulid();
  const name = input.name.trim();
  await addLocation(
    {
      PK: locationPartition,
      SK: stateSortKey(input.country, id),
      GSI1PK: id,
      kind: 'state',
      id,
      name,
      countryId: input.country,
    },
    { PK: locationPartition, SK: countrySortKey(input.country) },
  );
  return { _id: id, name, country: input.country, districts: [] };
}

export async function createDistrict(input: { name: string; state: string }): Promise<District> {
  const state = await findLocation('state', input.state);
  const id = ulid();
  const name = input.name.trim();
  await addLocation(
    {
      PK: locationPartition,
      SK: districtSortKey(state.countryId, state.id, id),
      GSI1PK: id,
      kind: 'district',
      id,
      name,
      countryId: state.countryId,
      stateId: state.id,
    },
    { PK: state.PK, SK: state.SK },
  );
  return { _id: id, name, state: state.id };
}

/** Renames a country; answers the country's own fields (its states are unchanged). */
export async function renameCountry(id: string, name: string): Promise<Omit<Country, 'states'>> {
  if (!findKnownCountry(name)) throw badRequest(messages.countryName);
  const country = await renameLocation('country', id, name);
  return { _id: country.id, name: country.name, code: country.code ?? '' };
}

/** Renames a state; answers the state's own fields (its districts are unchanged). */
export async function renameState(id: string, name: string): Promise<Omit<State, 'districts'>> {
  const state = await renameLocation('state', id, name.trim());
  return { _id: state.id, name: state.name, country: state.countryId };
}

export async function renameDistrict(id: string, name: string): Promise<District> {
  return toDistrict(await renameLocation('district', id, name.trim()));
}

export async function deleteCountry(id: string): Promise<DeleteResult> {
  if (!isItemId(id)) throw notFound(notFoundMessages.country);
  return deleteSubtree('country', countrySortKey(id));
}

export async function deleteState(id: string): Promise<DeleteResult> {
  const state = await findLocation('state', id);
  return deleteSubtree('state', state.SK);
}

export async function deleteDistrict(id: string): Promise<{ message: string }> {
  const district = await findLocation('district', id);
  await deleteSubtree('district', district.SK);
  return { message: 'District deleted.' };
}

/** `GET /countries/hierarchy`: the whole tree, one Query. */
export async function listHierarchy(): Promise<Country[]> {
  return buildTree(await queryLocations());
}

function summarise(items: LocationItem[]): CountrySummary[] {
  return buildTree(items).map((country) => ({
    _id: country._id,
    name: country.name,
    code: country.code,
    states: country.states.map((state) => ({ _id: state._id, name: state.name })),
    stateCount: country.states.length,
    districtCount: country.states.reduce((sum, state) => sum + state.districts.length, 0),
  }));
}

/** `GET /countries/view`: every country with its state list and counts, one Query. */
export async function listCountrySummaries(): Promise<CountrySummary[]> {
  return summarise(await queryLocations());
}

/** `GET /state/{countryId}`: one `begins_with` Query over the country's subtree. */
export async function listStates(
  countryId: string,
): Promise<{ _id: string; name: string; country: string; districtCount: number }[]> {
  if (!isItemId(countryId)) throw notFound(notFoundMessages.country);
  const [country] = buildTree(await queryLocations(countrySortKey(countryId)));
  if (!country) throw notFound(notFoundMessages.country);
  return country.states.map((state) => ({
    _id: state._id,
    name: state.name,
    country: state.country,
    districtCount: state.districts.length,
  }));
}

/** `GET /district/{stateId}`: the state by id, then one `begins_with` Query for its districts. */
export async function listDistricts(stateId: string): Promise<District[]> {
  const state = await findLocation('state', stateId);
  return (await queryLocations(`${state.SK}#D#`)).map(toDistrict);
}

/** `GET /states/{stateId}`: the state, its country's name and its districts. */
export async function getStateDetail(stateId: string): Promise<StateDetail> {
  const state = await findLocation('state', stateId);
  const [country, districts] = await Promise.all([
    findLocation('country', state.countryId),
    queryLocations(`${state.SK}#D#`),
  ]);
  return {
    _id: state.id,
    name: state.name,
    country: { _id: country.id, name: country.name },
    districts: districts.map(toDistrict),
  };
}

/** `GET /api/districts/{id}`: the district with the names of its state and country. */
export async function getDistrictDetail(districtId: string): Promise<DistrictDetail> {
  const district = await findLocation('district', districtId);
  const [state, country] = await Promise.all([
    findLocation('state', district.stateId as string),
    findLocation('country', district.countryId),
  ]);
  return {
    _id: district.id,
    name: district.name,
    state: { _id: state.id, name: state.name },
    country: { _id: country.id, name: country.name },
  };
}
