import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { company } from '../../../shared/company.ts';
import { BackButton } from '../../components/back-button.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useApiResource } from '../../features/data/use-api-resource.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { Route } from './+types/district-page';
import '../../features/marketplace/marketplace.css';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: 'Manufacturers by district',
    description: 'Pet accessory manufacturers in this district, and how to source from them.',
    path: `/marketplacedetails/${params.districtId}`,
  });

/** The districts page passes its district with the state's name; the API's `DistrictDetail` has the same fields. */
interface DistrictWithState {
  _id: string;
  name: string;
  state?: { _id: string; name: string };
}

export default function DistrictPage() {
  const { districtId = '' } = useParams();
  const passed = (useLocation().state as { district?: DistrictWithState } | null)?.district;
  const resource = useApiResource<DistrictWithState>(
    `/api/districts/${encodeURIComponent(districtId)}`,
    passed?._id === districtId ? passed : undefined,
  );
  useEffect(() => {
    if (resource.status === 'failed') console.error('Error fetching the district:', resource.error);
  }, [resource]);

  if (resource.status === 'loading') return <Spinner label="Loading the district…" />;
  if (resource.status === 'failed') {
    const notFound = resource.error instanceof ApiError && resource.error.status === 404;
    return (
      <section className="page-section container empty-state">
        <h1>{notFound ? 'District not found.' : 'The district could not be loaded.'}</h1>
        <BackButton fallback="/marketplace" />
      </section>
    );
  }
  const district = resource.data;
  const place = district.state ? `${district.name}, ${district.state.name}` : district.name;
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>manufacturers in {district.name}</h1>
        </div>
      </header>
      <section className="page-section container marketing-text">
        <BackButton fallback={district.state ? `/districts/${district.state._id}` : '/marketplace'} />
        <h2>Sourcing pet accessories from {place}</h2>
        <p>
          {place} is home to skilled tailors, weavers and small workshops that make pet accessories for shops
          and brands. Working with {company.name}, they produce harnesses, collars, leashes, jackets, beds and
          cave huts to our designs and quality standards.
        </p>
        <p>
          Every order from the region is cut, stitched and checked under one roof, packed to export standards
          and shipped with full documentation. Private labels, custom colours and mixed cartons are welcome,
          even for small first orders.
        </p>
        <p>Tell us what you need and we will send samples, prices and lead times within two working days.</p>
        <Link to="/contact" className="button">
          Contact us
        </Link>
      </section>
    </>
  );
}
