import { locationRoute } from '../../features/dashboard/locations/location-route.tsx';

/** The country level of the location screens (web/features/dashboard/locations/location-levels.ts). */
const route = locationRoute('country');
export const { meta, clientLoader, clientAction, HydrateFallback, ErrorBoundary } = route;
export default route.Component;
