import { LoginPage, loginAction } from '../../features/dashboard/accounts/login-page.tsx';
import { signedOutPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import { returnParam } from '../../features/dashboard/shell/login-redirect.ts';
import type { Route } from './+types/dashboard.das-login';

export const { meta, HydrateFallback, ErrorBoundary } = signedOutPageRoute('Login', 'the login');

/** Where the guard was sending the admin (`?redirectTo=`), to go back there after login. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { returnTo: new URL(request.url).searchParams.get(returnParam) ?? '' };
}

/** Login, and the header's Logout (`intent=logout`). */
export const clientAction = loginAction;

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage returnTo={loaderData.returnTo} />;
}
