import { locationRoute } from '../../features/dashboard/locations/location-route.tsx';

/** The country level of the location screens (web/features/dashboard/locations/location-levels.ts). */
const route = locationRoute('country');
export const meta = route.meta;
export const clientLoader = route.clientLoader;
export const clientAction = route.clientAction;
export const HydrateFallback = route.HydrateFallback;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
