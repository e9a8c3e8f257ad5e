import type { CountrySummary, District, StateSummary } from '../../../../shared/api-types.ts';
import { countryRenameSchema, suggestCountryNames } from '../../../../shared/countries.ts';
import { renameSchema } from '../../../../shared/location-rules.ts';
import { encodeUriText } from '../../../../shared/uri-text.ts';
import type { LocationCalls } from './location-actions.ts';
import { countOf } from './location-editing.tsx';
import { locationsApi } from './locations-api.ts';
import type { NameSchema } from './name-dialog.tsx';

/** The URL parameters of a location page (those of its route's path). */
export type LocationParams = Record<string, string | undefined>;

/** One count under a card's name ('Districts 4'). */
export interface CardCount {
  label: string;
  value: number;
}

/**
 * What makes the countries, states and districts screens different: one description per
 * level, read by the one screen (locations-page.tsx) and the one route pattern
 * (location-route.tsx). Texts are the spec's.
 */
export interface LocationLevel<Item extends { _id: string; name: string }> {
  kind: 'country' | 'state' | 'district';
  /** What the list is, for the error card and the console ('the states'). */
  plural: string;
  /** The page's title in the browser tab. */
  title: (params: LocationParams) => string;
  /** The heading: a title, or the spec's back link to the level above. */
  heading: (params: LocationParams) => { title: string } | { back: string; fallback: string };
  addButton: string;
  addDialog: { title: string; label: string };
  empty: string;
  load: (params: LocationParams, signal: AbortSignal) => Promise<Item[]>;
  calls: (params: LocationParams) => LocationCalls;
  /** The page one level down; none for districts. */
  childPath?: (item: Item, params: LocationParams) => string;
  counts?: (item: Item) => CardCount[];
  /** What goes with the item when it is deleted, in words. */
  children?: (item: Item) => string | undefined;
  flagCode?: (item: Item) => string | undefined;
  /** The shared schema of a name (the API's): a country's must be one of the built-in list. */
  nameSchema: NameSchema;
  suggest?: (typed: string) => string[];
}

export const statePagePath = (country: { _id: string; name: string }) =>
  `/dashboard/state/${encodeUriText(country.name)}/${encodeUriText(country._id)}`;

const param = (params: LocationParams, name: string) => params[name] ?? '';

const countries: LocationLevel<CountrySummary> = {
  kind: 'country',
  plural: 'countries',
  title: () => 'Countries',
  heading: () => ({ title: 'Countries' }),
  addButton: '+ Country',
  addDialog: { title: 'Add country', label: 'Country name' },
  empty: 'No countries found.',
  load: (_params, signal) => locationsApi.countries(signal),
  calls: () => ({
    add: locationsApi.addCountry,
    rename: locationsApi.renameCountry,
    remove: locationsApi.deleteCountry,
  }),
  childPath: statePagePath,
  counts: (country) => [
    { label: 'State', value: country.stateCount },
    { label: 'Districts', value: country.districtCount },
  ],
  children: (country) =>
    country.stateCount
      ? `${countOf(country.stateCount, 'state', 'states')} and ${countOf(country.districtCount, 'district', 'districts')}`
      : undefined,
  flagCode: (country) => country.code,
  nameSchema: countryRenameSchema,
  suggest: suggestCountryNames,
};

const states: LocationLevel<StateSummary> = {
  kind: 'state',
  nameSchema: renameSchema,
  plural: 'states',
  title: (params) => `States of ${param(params, 'countryName')}`,
  heading: (params) => ({
    back: `← Country / ${param(params, 'countryName')}`,
    fallback: '/dashboard/countrypage',
  }),
  addButton: '+ Add State',
  addDialog: { title: 'Add state', label: 'State name' },
  empty: 'No states found.',
  load: (params, signal) => locationsApi.states(param(params, 'countryId'), signal),
  calls: (params) => ({
    add: (name) => locationsApi.addState(name, param(params, 'countryId')),
    rename: locationsApi.renameState,
    remove: locationsApi.deleteState,
  }),
  childPath: (state, params) =>
    `/dashboard/district/${encodeUriText(param(params, 'countryId'))}/${encodeUriText(state.name)}/${encodeUriText(state._id)}`,
  counts: (state) => [{ label: 'Districts', value: state.districtCount }],
  children: (state) =>
    state.districtCount ? countOf(state.districtCount, 'district', 'districts') : undefined,
};

const districts: LocationLevel<District> = {
  kind: 'district',
  nameSchema: renameSchema,
  plural: 'districts',
  title: (params) => `Districts of ${param(params, 'stateName')}`,
  heading: (params) => ({
    back: `← State/ ${param(params, 'stateName')}`,
    fallback: '/dashboard/countrypage',
  }),
  addButton: '+ Add District',
  addDialog: { title: 'Add district', label: 'District name' },
  empty: 'No districts found.',
  load: (params, signal) => locationsApi.districts(param(params, 'stateId'), signal),
  calls: (params) => ({
    add: (name) => locationsApi.addDistrict(name, param(params, 'stateId')),
    rename: locationsApi.renameDistrict,
    remove: locationsApi.deleteDistrict,
  }),
};

export const locationLevels = { country: countries, state: states, district: districts } as const;
export type LocationKind = keyof typeof locationLevels;
