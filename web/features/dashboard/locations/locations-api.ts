/** The countries, states and districts screens' calls. Each names its route of shared/routes.ts; `callApi` encodes the ids. */
import { callApi } from '../../../lib/api-client.ts';

export const locationsApi = {
  countries: (signal?: AbortSignal) => callApi('countries-list', { signal }),
  addCountry: (name: string) => callApi('country-create', { body: { name } }),
  renameCountry: (id: string, name: string) =>
    callApi('country-update', { parameters: { id }, body: { name } }),
  deleteCountry: (id: string) => callApi('country-delete', { parameters: { id } }),
  states: (countryId: string, signal?: AbortSignal) =>
    callApi('states-list', { parameters: { countryId }, signal }),
  addState: (name: string, country: string) => callApi('state-create', { body: { name, country } }),
  renameState: (id: string, name: string) => callApi('state-update', { parameters: { id }, body: { name } }),
  deleteState: (id: string) => callApi('state-delete', { parameters: { id } }),
  districts: (stateId: string, signal?: AbortSignal) =>
    callApi('districts-list', { parameters: { stateId }, signal }),
  addDistrict: (name: string, state: string) => callApi('district-create', { body: { name, state } }),
  renameDistrict: (id: string, name: string) =>
    callApi('district-update', { parameters: { id }, body: { name } }),
  deleteDistrict: (id: string) => callApi('district-delete', { parameters: { id } }),
};
