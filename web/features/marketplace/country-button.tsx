import type { Country } from '../../../shared/api-types.ts';

export const flagUrl = (code: string): string => `/flags/${code.toLowerCase()}.svg`;

interface CountryButtonProps {
  country: Country;
  expanded: boolean;
  onToggle: (country: Country) => void;
}

export function CountryButton({ country, expanded, onToggle }: CountryButtonProps) {
  return (
    <button
      type="button"
      className="country-button"
      aria-expanded={expanded}
      aria-controls="country-states"
      onClick={() => onToggle(country)}
    >
      {country.code ? (
        <img src={flagUrl(country.code)} alt="" width={64} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="country-button__no-flag" aria-hidden="true" />
      )}
      <span>{country.name}</span>
    </button>
  );
}
