import type { MarketplaceCountry } from '../../../shared/api-types.ts';

/** The id of the list of a country's states, which its button opens. */
export const statesRegionId = (country: Pick<MarketplaceCountry, '_id'>): string => `states-${country._id}`;

export const flagUrl = (code: string): string => `/flags/${code.toLowerCase()}.svg`;

/** The row of country buttons, in either form: static (country-carousel.tsx) or the Swiper once loaded (country-swiper.tsx). */
export interface CountryCarouselProps {
  countries: MarketplaceCountry[];
  expandedId: string | null;
  onToggle: (country: MarketplaceCountry) => void;
}

interface CountryButtonProps {
  country: MarketplaceCountry;
  expanded: boolean;
  onToggle: (country: MarketplaceCountry) => void;
}

export function CountryButton({ country, expanded, onToggle }: CountryButtonProps) {
  return (
    <button
      type="button"
      className="country-button"
      aria-expanded={expanded}
      aria-controls={statesRegionId(country)}
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
