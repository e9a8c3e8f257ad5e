/**
 * The countries, states and districts screens' calls. Each names its route of shared/routes.ts;
 * `callApi` encodes the ids. A rename or delete sends the version the page read, if any.
 */
import { callApi, versionQuery } from '../../../lib/api-client.ts';

export const locationsApi = {
  countries: (signal?: AbortSignal) => callApi('countries-list', { signal }),
  addCountry: (name: string) => callApi('country-create', { body: { name } }),
  renameCountry: (id: string, name: string, version?: number) =>
    callApi('country-update', { parameters: { id }, body: { name, version } }),
  deleteCountry: (id: string, version?: number) =>
    callApi('country-delete', { parameters: { id }, query: versionQuery(version) }),
  states: (countryId: string, signal?: AbortSignal) =>
    callApi('states-list', { parameters: { countryId }, signal }),
  addState: (name: string, country: string) => callApi('state-create', { body: { name, country } }),
  renameState: (id: string, name: string, version?: number) =>
    callApi('state-update', { parameters: { id }, body: { name, version } }),
  deleteState: (id: string, version?: number) =>
    callApi('state-delete', { parameters: { id }, query: versionQuery(version) }),
  districts: (stateId: string, signal?: AbortSignal) =>
    callApi('districts-list', { parameters: { stateId }, signal }),
  addDistrict: (name: string, state: string) => callApi('district-create', { body: { name, state } }),
  renameDistrict: (id: string, name: string, version?: number) =>
    callApi('district-update', { parameters: { id }, body: { name, version } }),
  deleteDistrict: (id: string, version?: number) =>
    callApi('district-delete', { parameters: { id }, query: versionQuery(version) }),
};
