import { useState } from 'react';
import type { MarketplaceCountry } from '../../../shared/api-types.ts';
import { statePagePath } from '../../../shared/site-urls.ts';
import { PageLink } from '../../components/page-link.tsx';
import { CountryCarousel } from './country-carousel.tsx';
import { statesRegionId } from './country-toggle.tsx';

/**
 * The Location Hierarchy Explorer of `/marketplace` and of a country's page
 * (`/marketplace/<country>`, which opens with that country's states shown): countries, and
 * under them one country's states at a time. Every country's states are in the HTML, so
 * crawlers follow them; a country's link opens its own.
 */
export function LocationExplorer({
  countries,
  openId = null,
}: {
  countries: MarketplaceCountry[];
  openId?: string | null;
}) {
  const [expandedId, setExpandedId] = useState(openId);
  return (
    <>
      <div className="location-banner">
        <img
          src="/images/banners/marketplace.svg"
          alt="A map of India with pins on manufacturing districts"
          width={1500}
          height={400}
          fetchPriority="high"
        />
      </div>
      <section className="page-section container data-section" aria-labelledby="marketplace-heading">
        <h1 id="marketplace-heading" className="section-heading">
          Location Hierarchy Explorer
        </h1>
        {countries.length === 0 ? (
          <p className="empty-state">No location data available.</p>
        ) : (
          <>
            <CountryCarousel
              countries={countries}
              expandedId={expandedId}
              onToggle={(country) =>
                setExpandedId((current) => (current === country._id ? null : country._id))
              }
            />
            {countries.map((country) => (
              <div
                key={country._id}
                id={statesRegionId(country)}
                hidden={country._id !== expandedId}
                aria-live="polite"
              >
                <h2>States in {country.name}</h2>
                {country.states.length === 0 ? (
                  <p className="empty-state">No states found.</p>
                ) : (
                  <ul className="list-grid location-links">
                    {country.states.map((state) => (
                      <li key={state._id}>
                        <PageLink to={statePagePath(country.slug, state.slug)} inView="card">
                          {state.name}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </>
        )}
      </section>
    </>
  );
}
