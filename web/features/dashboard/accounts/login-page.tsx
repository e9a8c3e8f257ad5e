import { Form, Link, replace, useActionData, useNavigation } from 'react-router';
import { firstIssue, loginSchema, v } from '../../../../shared/validation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { dashboardApi } from '../shell/dashboard-api.ts';
import { afterLoginPath, loginPath, returnParam } from '../shell/login-redirect.ts';
import { formText } from '../ui/action-result.ts';
import { accountsApi } from './accounts-api.ts';
import '../shell/dashboard.css';
import './accounts.css';

/** What the login route's clientAction answers when the admin stays on the login page. */
export interface LoginFailure {
  error: string;
}

/** The message the server sent, if it sent one (not a network failure or a bare status). */
function serverMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 0) return undefined;
  return failure.message === `Request failed (${failure.status}).` ? undefined : failure.message;
}

/**
 * The login route's clientAction. `intent=logout` (the header's Logout) ends the session
 * and shows the login. Otherwise the form is checked with the shared `loginSchema` first;
 * on success it goes, replacing the login in history, to the page the admin came from.
 */
export async function loginAction({ request }: { request: Request }): Promise<LoginFailure | Response> {
  const form = await request.formData();
  if (formText(form, 'intent') === 'logout') {
    try {
      await dashboardApi.logout();
    } catch (error) {
      console.error('Logout failed:', error);
    }
    return replace(loginPath);
  }
  const parsed = v.safeParse(loginSchema, {
    email: formText(form, 'email'),
    password: formText(form, 'password'),
  });
  if (!parsed.success) return { error: firstIssue(parsed.issues) };
  try {
    await accountsApi.login(parsed.output);
  } catch (failure) {
    return { error: serverMessage(failure) ?? 'Something went wrong' };
  }
  const returnTo = formText(form, returnParam) || new URL(request.url).searchParams.get(returnParam);
  return replace(afterLoginPath(returnTo));
}

/**
 * Email, Password, Login. A refused login shows the server's message in a red box
 * ('Something went wrong' when it gave none).
 */
export function LoginPage({ returnTo }: { returnTo: string }) {
  const failure = useActionData<LoginFailure>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <div className="dash-login">
      <main className="dash-login__card">
        <img src="/favicon.svg" alt="" width="56" height="56" className="dash-login__logo" />
        <h1 className="dash-login__title">Admin login</h1>
        <Form method="post" replace noValidate className="dash-form">
          <input type="hidden" name={returnParam} value={returnTo} />
          <div className="dash-field">
            <label htmlFor="login-email">Email</label>
            <input id="login-email" type="email" name="email" autoComplete="username" required />
          </div>
          <div className="dash-field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
            />
          </div>
          {failure?.error && !busy && (
            <p className="dash-error-box" role="alert">
              {failure.error}
            </p>
          )}
          <button
            type="submit"
            className="dash-button dash-button--primary dash-button--block"
            disabled={busy}
          >
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </Form>
        <p className="dash-login__links">
          <Link to="/dashboard/forgot-password" className="dash-link">
            Forgot your password?
          </Link>
        </p>
      </main>
    </div>
  );
}
