import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Country } from '../../../shared/api-types.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useApiResource } from '../../features/data/use-api-resource.ts';
import { CountryCarousel } from '../../features/marketplace/country-carousel.tsx';
import '../../features/marketplace/marketplace.css';

export const meta = () =>
  pageMeta({
    title: 'Location Hierarchy Explorer',
    description: 'Find pet accessory manufacturers by country, state and district.',
    path: '/marketplace',
    image: '/images/banners/marketplace.svg',
  });

export default function Marketplace() {
  const resource = useApiResource<Country[]>('/countries/hierarchy');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  useEffect(() => {
    if (resource.status === 'failed') console.error('Error fetching locations:', resource.error);
  }, [resource]);
  const countries = resource.status === 'loaded' ? resource.data : [];
  const expanded = countries.find((country) => country._id === expandedId);

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
        {resource.status === 'loading' ? (
          <Spinner label="Loading locations…" />
        ) : countries.length === 0 ? (
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
            <div id="country-states" aria-live="polite">
              {expanded && (
                <>
                  <h2>States in {expanded.name}</h2>
                  {expanded.states.length === 0 ? (
                    <p className="empty-state">No states found.</p>
                  ) : (
                    <ul className="location-links">
                      {expanded.states.map((state) => (
                        <li key={state._id}>
                          <Link to={`/districts/${state._id}`} state={{ state }}>
                            {state.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}
