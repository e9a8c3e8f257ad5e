import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { District } from '../../../shared/api-types.ts';
import { BackButton } from '../../components/back-button.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useApiResource } from '../../features/data/use-api-resource.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { Route } from './+types/districts';
import '../../features/marketplace/marketplace.css';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: 'Districts',
    description: 'Districts of a state where our partner manufacturers work.',
    path: `/districts/${params.stateId}`,
  });

/** What this page needs of a state: the marketplace passes a `State`, the API gives a `StateDetail`. */
interface StateWithDistricts {
  _id: string;
  name: string;
  districts: District[];
}

export default function Districts() {
  const { stateId = '' } = useParams();
  const passed = (useLocation().state as { state?: StateWithDistricts } | null)?.state;
  const resource = useApiResource<StateWithDistricts>(
    `/states/${encodeURIComponent(stateId)}`,
    passed?._id === stateId ? passed : undefined,
  );
  useEffect(() => {
    if (resource.status === 'failed') console.error('Error fetching districts:', resource.error);
  }, [resource]);

  if (resource.status === 'loading') return <Spinner label="Loading districts…" />;
  if (resource.status === 'failed') {
    const notFound = resource.error instanceof ApiError && resource.error.status === 404;
    return (
      <section className="page-section container empty-state">
        <h1>{notFound ? 'State not found.' : 'Districts could not be loaded.'}</h1>
        <BackButton fallback="/marketplace" />
      </section>
    );
  }
  const state = resource.data;
  return (
    <>
      <div className="location-banner">
        <img src="/images/banners/districts.svg" alt="" width={1500} height={400} fetchPriority="high" />
      </div>
      <header className="page-hero">
        <div className="container">
          <h1>Districts in {state.name}</h1>
        </div>
      </header>
      <section className="page-section container" aria-label={`Districts in ${state.name}`}>
        <BackButton fallback="/marketplace" />
        {state.districts.length === 0 ? (
          <p className="empty-state">No districts found.</p>
        ) : (
          <ul className="location-links">
            {state.districts.map((district) => (
              <li key={district._id}>
                <Link
                  to={`/marketplacedetails/${district._id}`}
                  state={{ district: { ...district, state: { _id: state._id, name: state.name } } }}
                >
                  {district.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
