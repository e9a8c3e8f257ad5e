import { useState } from 'react';
import type { CountrySummary } from '../../../shared/api-types.ts';
import { findKnownCountry, suggestCountryNames } from '../../../shared/countries.ts';
import { encodeUriText } from '../../../shared/uri-text.ts';
import { messages } from '../../../shared/validation.ts';
import { LocationCard } from './location-card.tsx';
import { countOf, useLocationEditing } from './location-editing.tsx';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';

/** Only names of the built-in list or its aliases, exactly as written there, may be saved (the server stores the list's spelling). */
export const validateCountryName = (name: string): string | undefined =>
  findKnownCountry(name) ? undefined : messages.countryName;

export const statePagePath = (country: { _id: string; name: string }) =>
  `/dashboard/state/${encodeUriText(country.name)}/${encodeUriText(country._id)}`;

/** `/dashboard/countrypage`: the countries its route loaded, with add, rename and delete. */
export function CountriesPage({ countries }: { countries: readonly CountrySummary[] }) {
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<CountrySummary>({
    kind: 'country',
    children: (country) =>
      country.stateCount
        ? `${countOf(country.stateCount, 'state', 'states')} and ${countOf(country.districtCount, 'district', 'districts')}`
        : undefined,
    validateName: validateCountryName,
    suggest: suggestCountryNames,
  });

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <h1 className="dash-page__title">Countries</h1>
        <button type="button" className="dash-button dash-button--primary" onClick={() => setAdding(true)}>
          + Country
        </button>
      </div>
      <LocationList count={countries.length} empty="No countries found.">
        {countries.map((country) => (
          <LocationCard
            key={country._id}
            id={country._id}
            name={country.name}
            flagCode={country.code}
            to={statePagePath(country)}
            onRename={() => editing.startRename(country)}
            onDelete={() => editing.startDelete(country)}
          >
            <dl className="dash-location__counts">
              <div>
                <dt>State</dt>
                <dd>{country.stateCount}</dd>
              </div>
              <div>
                <dt>Districts</dt>
                <dd>{country.districtCount}</dd>
              </div>
            </dl>
          </LocationCard>
        ))}
      </LocationList>
      {adding && (
        <NameDialog
          title="Add country"
          label="Country name"
          suggest={suggestCountryNames}
          validate={validateCountryName}
          fields={{ intent: 'add' }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing.dialogs}
    </div>
  );
}
