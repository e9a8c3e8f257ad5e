import { useState } from 'react';
import { Link } from 'react-router';
import { marketplacePath, statePagePath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { statesRegionId } from '../../features/marketplace/country-button.tsx';
import { CountryCarousel } from '../../features/marketplace/country-carousel.tsx';
import { loadMarketplace } from '../../features/marketplace/location-pages.server.ts';
import { marketplaceBreadcrumbs } from '../../features/marketplace/marketplace-breadcrumbs.ts';
import type { Route } from './+types/marketplace';
import '../../features/marketplace/marketplace.css';

export const loader = async () => ({ countries: await loadMarketplace() });
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta({
    title: 'Location Hierarchy Explorer',
    description: 'Find pet accessory manufacturers by country, state and district.',
    path: marketplacePath,
    structuredData: [marketplaceBreadcrumbs()],
  });

/**
 * Countries and their states (never their districts: a state's page lists those). Every
 * country's states are in the HTML, so crawlers follow them; a country's button shows its own.
 */
export default function Marketplace({ loaderData: { countries } }: Route.ComponentProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
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
                        <Link to={statePagePath(country.slug, state.slug)}>{state.name}</Link>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />;
}
