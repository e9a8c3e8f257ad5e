import type { MarketplaceCountry } from '../../../shared/api-types.ts';
import { countryPagePath, marketplacePath } from '../../../shared/site-urls.ts';

/** The id of the list of a country's states, which its toggle opens. */
export const statesRegionId = (country: Pick<MarketplaceCountry, '_id'>): string => `states-${country._id}`;

export const flagUrl = (code: string): string => `/flags/${code.toLowerCase()}.svg`;

/** The row of country toggles, in either form: static (country-carousel.tsx) or the Swiper once loaded (country-swiper.tsx). */
export interface CountryCarouselProps {
  countries: MarketplaceCountry[];
  expandedId: string | null;
  onToggle: (country: MarketplaceCountry) => void;
}

interface CountryToggleProps {
  country: MarketplaceCountry;
  expanded: boolean;
  onToggle: (country: MarketplaceCountry) => void;
}

/**
 * A country that shows or hides its states. It is a link to the country's page, which opens
 * with its states shown (a closed one's; an open one's leads back to `/marketplace`), so a tap
 * before the app runs, or without JavaScript, loads that page instead of being lost (issue
 * 37); once the app runs, a tap opens or closes the states in place, one country at a time.
 */
export function CountryToggle({ country, expanded, onToggle }: CountryToggleProps) {
  return (
    <a
      href={expanded ? marketplacePath : countryPagePath(country.slug)}
      className="country-button"
      aria-expanded={expanded}
      aria-controls={statesRegionId(country)}
      onClick={(event) => {
        event.preventDefault();
        onToggle(country);
      }}
    >
      {country.code ? (
        <img src={flagUrl(country.code)} alt="" width={64} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="country-button__no-flag" aria-hidden="true" />
      )}
      <span>{country.name}</span>
    </a>
  );
}
