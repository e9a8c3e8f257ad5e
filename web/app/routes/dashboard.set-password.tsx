import { SetPasswordPage, setPasswordAction } from '../../features/dashboard/accounts/account-link-pages.tsx';
import { signedOutPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';

export const { meta, HydrateFallback, ErrorBoundary } = signedOutPageRoute(
  'Choose your password',
  'this page',
);

export const clientAction = setPasswordAction;

export default SetPasswordPage;
