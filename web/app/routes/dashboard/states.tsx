import { type MetaFunction, useParams } from 'react-router';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';
import { StatesPage } from '../../../features/dashboard/states-page.tsx';

export const meta: MetaFunction = ({ params }) =>
  dashboardMeta(`States of ${params.countryName ?? 'a country'}`);

export default function States() {
  const { countryName = '', countryId = '' } = useParams();
  return <StatesPage key={countryId} countryName={countryName} countryId={countryId} />;
}
