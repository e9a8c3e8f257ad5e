/**
 * The countries, states and districts screens' calls. Each names its route of shared/routes.ts;
 * `callApi` encodes the ids. A rename or delete sends the version the page read, if any.
 */
import { callApi, versionQuery } from '../../../lib/api-client.ts';

/** A place's rename, the same call at every level but for its route. */
const renamePlace =
  (route: 'country-update' | 'state-update' | 'district-update') =>
  (id: string, name: string, version?: number) =>
    callApi(route, { parameters: { id }, body: { name, version } });

/** A place's delete, the same call at every level but for its route. */
const deletePlace =
  (route: 'country-delete' | 'state-delete' | 'district-delete') => (id: string, version?: number) =>
    callApi(route, { parameters: { id }, query: versionQuery(version) });

export const locationsApi = {
  countries: (signal?: AbortSignal) => callApi('countries-list', { signal }),
  addCountry: (name: string) => callApi('country-create', { body: { name } }),
  renameCountry: renamePlace('country-update'),
  deleteCountry: deletePlace('country-delete'),
  states: (countryId: string, signal?: AbortSignal) =>
    callApi('states-list', { parameters: { countryId }, signal }),
  addState: (name: string, country: string) => callApi('state-create', { body: { name, country } }),
  renameState: renamePlace('state-update'),
  deleteState: deletePlace('state-delete'),
  districts: (stateId: string, signal?: AbortSignal) =>
    callApi('districts-list', { parameters: { stateId }, signal }),
  addDistrict: (name: string, state: string) => callApi('district-create', { body: { name, state } }),
  renameDistrict: renamePlace('district-update'),
  deleteDistrict: deletePlace('district-delete'),
};
