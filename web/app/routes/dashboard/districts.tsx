import { type MetaFunction, useParams } from 'react-router';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';
import { DistrictsPage } from '../../../features/dashboard/districts-page.tsx';

export const meta: MetaFunction = ({ params }) =>
  dashboardMeta(`Districts of ${params.stateName ?? 'a state'}`);

export default function Districts() {
  const { stateName = '', stateId = '' } = useParams();
  return <DistrictsPage key={stateId} stateName={stateName} stateId={stateId} />;
}
