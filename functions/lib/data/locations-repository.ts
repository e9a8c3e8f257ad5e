import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  Country,
  CountrySummary,
  DeleteResult,
  District,
  DistrictDetail,
  MarketplaceCountry,
  NamedPlace,
  State,
  StateDetail,
  StateSummary,
} from '../../../shared/api-types.ts';
import { findKnownCountry } from '../../../shared/countries.ts';
import { countryPagePath, districtPagePath, slugify, statePagePath } from '../../../shared/site-urls.ts';
import { messages } from '../../../shared/validation.ts';
import { Conflict, InvalidInput, NotFound } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { checkExpectedVersion, retryOnVersionChange } from './item-versions.ts';
import {
  claimSlug,
  findSlugOwner,
  freeSlug,
  maxSlugHistory,
  releaseOwnSlugs,
  releaseSlug,
  slugHistory,
  slugReleases,
  withFreeSlug,
} from './slug-claims.ts';
import {
  conditional,
  countsUpdate,
  deleteItem,
  findItemById,
  isItemId,
  maxTransactionItems,
  nextVersion,
  queryAll,
  type TableItem,
  type TransactItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  VersionChanged,
  versionCondition,
  versionOf,
} from './table.ts';

/**
 * Countries and states in partition `LOC`, districts in partition `LOC#D`; in both the sort
 * keys spell the path (`C#<country>#S#<state>#D#<district>`). So the marketplace (countries
 * and states) is one Query that never reads a district however many there are, the whole
 * tree is two Queries in tree order, and a subtree is one `begins_with` Query per partition.
 * (Districts lived in `LOC` before; migrations.ts moves them.)
 *
 * Names are unique per parent through items in the `NAME` partition, and every slug a place
 * ever had is a claim in partition `SLUG#LOC#<parent id>` (`ROOT` for countries; see
 * slug-claims.ts), all written in the same transaction as the place. A rename gives the
 * place the new name's slug and keeps the old one leading to it.
 */
export const locationPartition = 'LOC';
export const districtPartition = 'LOC#D';
const namePartition = 'NAME';
const rootScope = 'ROOT';

const countrySortKey = (countryId: string) => `C#${countryId}`;
const stateSortKey = (countryId: string, stateId: string) => `${countrySortKey(countryId)}#S#${stateId}`;
const districtSortKey = (countryId: string, stateId: string, districtId: string) =>
  `${stateSortKey(countryId, stateId)}#D#${districtId}`;

type LocationKind = 'country' | 'state' | 'district';

export interface LocationItem extends TableItem {
  kind: LocationKind;
  id: string;
  name: string;
  countryId: string;
  stateId?: string;
  code?: string;
  /** Absent on places stored before slugs, until migrations.ts gives them one. */
  slug?: string;
  /** Every slug the place had, the current one included. */
  slugs?: string[];
  updatedAt?: string;
  /** Absent on places stored before versions (docs/decisions/051): version 0. */
  version?: number;
}

/** Where a place's slug must be unique: among its parent's children. */
export const slugScope = (item: Pick<LocationItem, 'kind' | 'countryId' | 'stateId'>): string =>
  `SLUG#LOC#${item.kind === 'country' ? rootScope : item.kind === 'state' ? item.countryId : item.stateId}`;

/** The first free slug for the place's name among its siblings (its own old slugs count as free). */
export const freePlaceSlug = (item: LocationItem): Promise<string> =>
  freeSlug(slugScope(item), slugify(item.name, 'place'), item.id);

const placeSlugs = (item: LocationItem): string[] => [
  ...new Set([...(item.slugs ?? []), ...(item.slug ? [item.slug] : [])]),
];

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

/** Adds a location, its name claim, its slug claim and its count in one transaction. */
async function addLocation(
  item: LocationItem,
  parentKey?: { PK: string; SK: string },
): Promise<LocationItem> {
  return withFreeSlug(
    () => freePlaceSlug(item),
    async (slug) => {
      const placed: LocationItem = {
        ...item,
        slug,
        slugs: [slug],
        updatedAt: new Date().toISOString(),
        version: 1,
      };
      const nameTaken = () => new Conflict(conflictMessages[item.kind]);
      const items: TransactionWrite[] = [
        // The item itself exists: a retried add of the same item, which must count once.
        conditional(putNew(placed), nameTaken),
        conditional(putNew(nameItem(placed)), nameTaken),
        countsUpdate({ [countField[item.kind]]: 1 }),
        claimSlug(slugScope(placed), slug, placed.id),
      ];
      if (parentKey)
        items.push(
          conditional(
            mustExist(parentKey),
            () => new NotFound(notFoundMessages[item.kind === 'state' ? 'country' : 'state']),
          ),
        );
      await transactWrite(items);
      return placed;
    },
  );
}

async function getLocationItem(key: { PK: string; SK: string }): Promise<LocationItem | undefined> {
  const { Item } = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item as LocationItem | undefined;
}

async function findLocation(kind: LocationKind, id: string): Promise<LocationItem> {
  if (!isItemId(id)) throw new NotFound(notFoundMessages[kind]);
  const item =
    kind === 'country'
      ? await getLocationItem({ PK: locationPartition, SK: countrySortKey(id) })
      : ((await findItemById(id)) as LocationItem | undefined);
  if (!item || item.kind !== kind || !item.PK.startsWith(locationPartition))
    throw new NotFound(notFoundMessages[kind]);
  return item;
}

/**
 * Renames a location in one transaction: the old name claim goes and the new one is taken;
 * the slug follows the name (the first free one among the siblings), and the old slug stays
 * claimed so its URLs still lead here. Conditional on the version read (docs/decisions/051).
 */
async function renameLocation(
  kind: LocationKind,
  id: string,
  name: string,
  expectedVersion?: number,
): Promise<LocationItem> {
  return retryOnVersionChange(async () => {
    const current = await findLocation(kind, id);
    checkExpectedVersion(current, expectedVersion);
    const code = kind === 'country' ? findKnownCountry(name)?.code : undefined;
    const renamed: LocationItem = { ...current, name, ...(code ? { code } : {}) };
    return withFreeSlug(
      () => freePlaceSlug(renamed),
      async (slug) => {
        const history = slugHistory(placeSlugs(current), slug);
        const updated: LocationItem = {
          ...renamed,
          slug,
          slugs: history.slugs,
          updatedAt: new Date().toISOString(),
          version: nextVersion(current),
        };
        const items: TransactionWrite[] = [
          conditional(renameUpdate(current, updated), () => new VersionChanged()),
        ];
        if (nameKey(updated) !== nameKey(current)) {
          items.push(
            { Delete: { TableName: tableName(), Key: { PK: namePartition, SK: nameKey(current) } } },
            putNew(nameItem(updated)),
          );
        }
        items.push(...(await slugReleases(slugScope(current), history.released, id)));
        const claimsSlug = slug !== current.slug;
        if (claimsSlug) items.push(claimSlug(slugScope(updated), slug, id));
        // The name's new item is taken by another place of this level.
        await transactWrite(items, () => new Conflict(conflictMessages[kind]));
        return updated;
      },
    );
  });
}

/** The Update that writes `item`'s renamed fields over `current`, on `current`'s version. */
function renameUpdate(current: LocationItem, item: LocationItem): TransactItem {
  const fields = {
    name: item.name,
    slug: item.slug,
    slugs: item.slugs,
    updatedAt: item.updatedAt,
    version: item.version,
  };
  const set = { ...fields, ...(item.code ? { code: item.code } : {}) };
  const condition = versionCondition(current);
  return {
    Update: {
      TableName: tableName(),
      Key: { PK: item.PK, SK: item.SK },
      UpdateExpression: `SET ${Object.keys(set)
        .map((field) => `#${field} = :${field}`)
        .join(', ')}`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(set).map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: {
        ...condition.ExpressionAttributeValues,
        ...Object.fromEntries(Object.entries(set).map(([field, value]) => [`:${field}`, value])),
      },
    },
  };
}

/** A subtree from both partitions (districts only for a district), children last as in the tree. */
async function querySubtree(kind: LocationKind, sortKeyPrefix: string): Promise<LocationItem[]> {
  const partitions = kind === 'district' ? [districtPartition] : [locationPartition, districtPartition];
  const parts = await Promise.all(partitions.map((partition) => queryLocations(partition, sortKeyPrefix)));
  return inTreeOrder(parts.flat());
}

const inTreeOrder = (items: LocationItem[]): LocationItem[] =>
  items.sort((a, b) => (a.SK < b.SK ? -1 : a.SK > b.SK ? 1 : 0));

/**
 * A location's deletion: the item (on the version read), its name claim and its slug claims (at most
 * `maxSlugHistory`; `releaseOlderSlugs` frees any older ones first).
 */
const deletionOf = (item: LocationItem): TransactItem[] => [
  deleteItem(item),
  { Delete: { TableName: tableName(), Key: { PK: namePartition, SK: nameKey(item) } } },
  ...placeSlugs(item)
    .slice(-maxSlugHistory)
    .map((slug) => releaseSlug(slugScope(item), slug)),
];

/** Places stored before the history was bounded may hold more claims than a transaction takes. */
async function releaseOlderSlugs(items: readonly LocationItem[]): Promise<void> {
  for (const item of items)
    await releaseOwnSlugs(slugScope(item), placeSlugs(item).slice(0, -maxSlugHistory), item.id);
}

/** Groups deletions into transactions of at most 100 writes, one of which is the counters update. */
function deletionBatches(items: LocationItem[]): LocationItem[][] {
  const batches: LocationItem[][] = [];
  let writes = 0;
  for (const item of items) {
    const size = deletionOf(item).length;
    if (batches.length === 0 || writes + size > maxTransactionItems - 1) {
      batches.push([]);
      writes = 0;
    }
    batches[batches.length - 1].push(item);
    writes += size;
  }
  return batches;
}

class SubtreeChanged extends Error {}

/**
 * Deletes a location and everything under it, children first, in transactions of at most
 * 100 items; each also lowers the counts by exactly what it deleted. A delete is
 * conditional, so an item that vanished meanwhile restarts from a fresh query instead of
 * being counted twice.
 */
async function deleteSubtree(
  kind: LocationKind,
  sortKeyPrefix: string,
  expectedVersion?: number,
): Promise<DeleteResult> {
  const deleted = { countries: 0, states: 0, districts: 0 };
  for (let attempt = 0; attempt < 3; attempt++) {
    const items = await querySubtree(kind, sortKeyPrefix);
    if (items.length === 0) {
      if (attempt === 0) throw new NotFound(notFoundMessages[kind]);
      return { deleted };
    }
    // The place itself is first in tree order; its children follow.
    checkExpectedVersion(items[0], expectedVersion);
    try {
      await releaseOlderSlugs(items);
      for (const batch of deletionBatches(items.reverse())) {
        const delta = { countries: 0, states: 0, districts: 0 };
        for (const item of batch) delta[countField[item.kind]] -= 1;
        await transactWrite([...batch.flatMap(deletionOf), countsUpdate(delta)], () => new SubtreeChanged());
        for (const field of ['countries', 'states', 'districts'] as const) deleted[field] -= delta[field];
      }
      return { deleted };
    } catch (error) {
      // A place of the subtree was renamed, added or deleted meanwhile: read it again.
      if (!(error instanceof SubtreeChanged || error instanceof VersionChanged)) throw error;
    }
  }
  throw new Conflict('The data changed while it was being deleted. Please try again.');
}

const slugOf = (item: LocationItem) => item.slug ?? item.id;
const toPlace = (item: LocationItem): NamedPlace => ({ _id: item.id, name: item.name, slug: slugOf(item) });
/**
 * The dashboard's answers (its lists, and a create's or rename's) add the version a rename or
 * delete sends back (docs/decisions/051); the public pages' do not need it.
 */
const withVersion = <Place extends object>(place: Place, item: LocationItem) => ({
  ...place,
  version: versionOf(item),
});
/** Each place's version by its id, for answers built from the tree. */
const versionsById = (items: readonly LocationItem[]) =>
  new Map(items.map((item) => [item.id, versionOf(item)]));
const toCountryPlace = (item: LocationItem) => ({ ...toPlace(item), code: item.code ?? '' });
const toDistrict = (item: LocationItem): District => ({ ...toPlace(item), state: item.stateId as string });
const toState = (item: LocationItem): Omit<State, 'districts'> => ({
  ...toPlace(item),
  country: item.countryId,
});

/** Builds countries with their states and districts from items in tree order. */
function buildTree(items: LocationItem[]): Country[] {
  const countries: Country[] = [];
  const statesById = new Map<string, State>();
  for (const item of items) {
    if (item.kind === 'country') {
      countries.push({ ...toCountryPlace(item), states: [] });
    } else if (item.kind === 'state') {
      const state: State = { ...toState(item), districts: [] };
      statesById.set(item.id, state);
      countries.at(-1)?.states.push(state);
    } else {
      statesById.get(item.stateId as string)?.districts.push(toDistrict(item));
    }
  }
  return countries;
}

const queryLocations = (partition: string, sortKeyPrefix?: string) =>
  queryAll(
    sortKeyPrefix
      ? {
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': partition, ':prefix': sortKeyPrefix },
        }
      : { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } },
  ) as Promise<LocationItem[]>;

/** Every location, two Queries in parallel, in tree order. */
const queryWholeTree = async () =>
  inTreeOrder(
    (await Promise.all([queryLocations(locationPartition), queryLocations(districtPartition)])).flat(),
  );

/** The latest change among the places a page shows ('' before migrations.ts dated them). */
const latestChange = (items: LocationItem[]): string =>
  items.reduce((latest, item) => (item.updatedAt && item.updatedAt > latest ? item.updatedAt : latest), '');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function toStateDetail(country: LocationItem, state: LocationItem, districts: LocationItem[]): StateDetail {
  return {
    ...toPlace(state),
    country: toCountryPlace(country),
    districts: districts.map(toDistrict),
    path: statePagePath(slugOf(country), slugOf(state)),
    // The page shows the country's name and the districts too.
    updatedAt: latestChange([country, state, ...districts]),
  };
}

function toDistrictDetail(
  country: LocationItem,
  state: LocationItem,
  district: LocationItem,
): DistrictDetail {
  return {
    ...toPlace(district),
    state: toPlace(state),
    country: toCountryPlace(country),
    path: districtPagePath(slugOf(country), slugOf(state), slugOf(district)),
    updatedAt: latestChange([country, state, district]),
  };
}

const stateKey = (countryId: string, stateId: string) => ({
  PK: locationPartition,
  SK: stateSortKey(countryId, stateId),
});
const districtsOf = (countryId: string, stateId: string) =>
  queryLocations(districtPartition, `${stateSortKey(countryId, stateId)}#D#`);

/** A state with its country and districts, from its keys: three requests in parallel. */
async function readStateDetail(countryId: string, stateId: string): Promise<StateDetail | undefined> {
  const [country, state, districts] = await Promise.all([
    getLocationItem({ PK: locationPartition, SK: countrySortKey(countryId) }),
    getLocationItem(stateKey(countryId, stateId)),
    districtsOf(countryId, stateId),
  ]);
  return country && state ? toStateDetail(country, state, districts) : undefined;
}

/** A district with its state and country, from its keys: three GetItems in parallel. */
async function readDistrictDetail(
  countryId: string,
  stateId: string,
  districtId: string,
): Promise<DistrictDetail | undefined> {
  const [country, state, district] = await Promise.all([
    getLocationItem({ PK: locationPartition, SK: countrySortKey(countryId) }),
    getLocationItem(stateKey(countryId, stateId)),
    getLocationItem({ PK: districtPartition, SK: districtSortKey(countryId, stateId, districtId) }),
  ]);
  return country && state && district ? toDistrictDetail(country, state, district) : undefined;
}

// ---- The repository's interface -------------------------------------------------------

export async function createCountry(name: string): Promise<Country> {
  const known = findKnownCountry(name);
  if (!known) throw new InvalidInput(messages.countryName);
  const id = ulid();
  const country = await addLocation({
    PK: locationPartition,
    SK: countrySortKey(id),
    GSI1PK: id,
    kind: 'country',
    id,
    name: known.name,
    code: known.code,
    countryId: id,
  });
  return { ...withVersion(toCountryPlace(country), country), states: [] };
}

export async function createState(input: { name: string; country: string }): Promise<State> {
  const id = ulid();
  const state = await addLocation(
    {
      PK: locationPartition,
      SK: stateSortKey(input.country, id),
      GSI1PK: id,
      kind: 'state',
      id,
      name: input.name.trim(),
      countryId: input.country,
    },
    { PK: locationPartition, SK: countrySortKey(input.country) },
  );
  return { ...withVersion(toState(state), state), districts: [] };
}

export async function createDistrict(input: { name: string; state: string }): Promise<District> {
  const state = await findLocation('state', input.state);
  const id = ulid();
  const district = await addLocation(
    {
      PK: districtPartition,
      SK: districtSortKey(state.countryId, state.id, id),
      GSI1PK: id,
      kind: 'district',
      id,
      name: input.name.trim(),
      countryId: state.countryId,
      stateId: state.id,
    },
    { PK: state.PK, SK: state.SK },
  );
  return withVersion(toDistrict(district), district);
}

/** Renames a country; answers the country's own fields (its states are unchanged). */
export async function renameCountry(
  id: string,
  name: string,
  expectedVersion?: number,
): Promise<Omit<Country, 'states'>> {
  const known = findKnownCountry(name);
  if (!known) throw new InvalidInput(messages.countryName);
  const country = await renameLocation('country', id, known.name, expectedVersion);
  return withVersion(toCountryPlace(country), country);
}

/** Renames a state; answers the state's own fields (its districts are unchanged). */
export async function renameState(
  id: string,
  name: string,
  expectedVersion?: number,
): Promise<Omit<State, 'districts'>> {
  const state = await renameLocation('state', id, name.trim(), expectedVersion);
  return withVersion(toState(state), state);
}

export async function renameDistrict(id: string, name: string, expectedVersion?: number): Promise<District> {
  const district = await renameLocation('district', id, name.trim(), expectedVersion);
  return withVersion(toDistrict(district), district);
}

export async function deleteCountry(id: string, expectedVersion?: number): Promise<DeleteResult> {
  if (!isItemId(id)) throw new NotFound(notFoundMessages.country);
  return deleteSubtree('country', countrySortKey(id), expectedVersion);
}

export async function deleteState(id: string, expectedVersion?: number): Promise<DeleteResult> {
  const state = await findLocation('state', id);
  return deleteSubtree('state', state.SK, expectedVersion);
}

export async function deleteDistrict(id: string, expectedVersion?: number): Promise<{ message: string }> {
  const district = await findLocation('district', id);
  await deleteSubtree('district', district.SK, expectedVersion);
  return { message: 'District deleted.' };
}

/** `GET /countries/hierarchy`: the whole tree in creation order, two Queries. */
export async function listHierarchy(): Promise<Country[]> {
  return buildTree(await queryWholeTree());
}

/**
 * `/marketplace`: countries and their states by name, one Query of partition `LOC`, which
 * holds no districts: its cost does not grow with them.
 */
export async function listMarketplace(): Promise<MarketplaceCountry[]> {
  const items = await queryLocations(locationPartition);
  // Districts stored before they moved to their own partition are skipped, not shown.
  return buildTree(items.filter((item) => item.kind !== 'district'))
    .map(({ states, ...country }) => ({
      ...country,
      states: states.map(({ _id, name, slug }) => ({ _id, name, slug })).sort(byName),
    }))
    .sort(byName);
}

function summarise(items: LocationItem[]): CountrySummary[] {
  const versions = versionsById(items);
  return buildTree(items).map((country) => ({
    _id: country._id,
    name: country.name,
    code: country.code,
    version: versions.get(country._id) ?? 0,
    states: country.states.map((state) => ({ _id: state._id, name: state.name })),
    stateCount: country.states.length,
    districtCount: country.states.reduce((sum, state) => sum + state.districts.length, 0),
  }));
}

/** `GET /countries/view`: every country with its state list and counts. */
export async function listCountrySummaries(): Promise<CountrySummary[]> {
  return summarise(await queryWholeTree());
}

/** `GET /state/{countryId}`: one `begins_with` Query per partition over the country's subtree. */
export async function listStates(countryId: string): Promise<StateSummary[]> {
  if (!isItemId(countryId)) throw new NotFound(notFoundMessages.country);
  const items = await querySubtree('country', countrySortKey(countryId));
  const versions = versionsById(items);
  const [country] = buildTree(items);
  if (!country) throw new NotFound(notFoundMessages.country);
  return country.states.map((state) => ({
    _id: state._id,
    name: state.name,
    country: state.country,
    version: versions.get(state._id) ?? 0,
    districtCount: state.districts.length,
  }));
}

/** `GET /district/{stateId}`: the state by id, then one `begins_with` Query for its districts. */
export async function listDistricts(stateId: string): Promise<District[]> {
  const state = await findLocation('state', stateId);
  return (await districtsOf(state.countryId, state.id)).map((item) => withVersion(toDistrict(item), item));
}

/** `GET /states/{stateId}` and the spec's `/districts/<stateId>`: the state by id (GSI1), then its page data. */
export async function getStateDetail(stateId: string): Promise<StateDetail> {
  const state = await findLocation('state', stateId);
  const detail = await readStateDetail(state.countryId, state.id);
  if (!detail) throw new NotFound(notFoundMessages.state);
  return detail;
}

/** `GET /api/districts/{id}` and the spec's `/marketplacedetails/<id>`: the district by id, then its page data. */
export async function getDistrictDetail(districtId: string): Promise<DistrictDetail> {
  const district = await findLocation('district', districtId);
  const detail = await readDistrictDetail(district.countryId, district.stateId as string, district.id);
  if (!detail) throw new NotFound(notFoundMessages.district);
  return detail;
}

/** The id a slug names (now or before a rename) among a parent's places. */
const placeIdBySlug = (kind: LocationKind, parent: { countryId?: string; stateId?: string }, slug: string) =>
  findSlugOwner(slugScope({ kind, countryId: parent.countryId ?? '', stateId: parent.stateId }), slug);

/**
 * `/marketplace/<country>/<state>`: the state whose slugs (current or old) these are, or
 * undefined. The caller answers 301 when `detail.path` is not the path asked for.
 */
export async function findStateForPage(
  countrySlug: string,
  stateSlug: string,
): Promise<StateDetail | undefined> {
  const countryId = await placeIdBySlug('country', {}, countrySlug);
  const stateId = countryId && (await placeIdBySlug('state', { countryId }, stateSlug));
  return stateId ? readStateDetail(countryId, stateId) : undefined;
}

/** `/marketplace/<country>/<state>/<district>`: as findStateForPage, one level deeper. */
export async function findDistrictForPage(
  countrySlug: string,
  stateSlug: string,
  districtSlug: string,
): Promise<DistrictDetail | undefined> {
  const countryId = await placeIdBySlug('country', {}, countrySlug);
  const stateId = countryId && (await placeIdBySlug('state', { countryId }, stateSlug));
  const districtId = stateId && (await placeIdBySlug('district', { stateId }, districtSlug));
  return districtId ? readDistrictDetail(countryId, stateId, districtId) : undefined;
}

/**
 * Every country, state and district page's canonical path and last change, for the sitemap:
 * two Queries. A country's page lists its states, a state's its districts: each is as recent
 * as the latest of them.
 */
export async function listLocationPages(): Promise<{ path: string; updatedAt: string }[]> {
  const items = await queryWholeTree();
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string, LocationItem[]>();
  for (const item of items) {
    const parentId =
      item.kind === 'district' ? item.stateId : item.kind === 'state' ? item.countryId : undefined;
    if (!parentId) continue;
    const siblings = children.get(parentId);
    if (siblings) siblings.push(item);
    else children.set(parentId, [item]);
  }
  return items.flatMap((item) => {
    if (item.kind === 'country') {
      const updatedAt = latestChange([item, ...(children.get(item.id) ?? [])]);
      return [{ path: countryPagePath(slugOf(item)), updatedAt }];
    }
    const country = byId.get(item.countryId);
    const state = item.kind === 'state' ? item : byId.get(item.stateId ?? '');
    if (!country || !state) return [];
    const detail =
      item.kind === 'state'
        ? toStateDetail(country, item, children.get(item.id) ?? [])
        : toDistrictDetail(country, state, item);
    return [{ path: detail.path, updatedAt: detail.updatedAt }];
  });
}
