import {
  ForgotPasswordPage,
  forgotPasswordAction,
} from '../../features/dashboard/accounts/account-link-pages.tsx';
import { signedOutPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';

export const { meta, HydrateFallback, ErrorBoundary } = signedOutPageRoute('Forgot password', 'this page');

export const clientAction = forgotPasswordAction;

export default ForgotPasswordPage;
