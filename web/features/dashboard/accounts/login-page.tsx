import { Form, Link, replace, useActionData, useNavigation } from 'react-router';
import { firstIssue, loginSchema, v } from '../../../../shared/validation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { dashboardApi } from '../shell/dashboard-api.ts';
import { afterLoginPath, loginPath, returnParam } from '../shell/login-redirect.ts';
import { formText } from '../ui/action-result.ts';
import { accountsApi } from './accounts-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { CardFormSubmit, LoginEmailField, SignedOutCard } from './signed-out-card.tsx';

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
    <SignedOutCard title="Admin login">
      <Form method="post" replace noValidate className="dash-form">
        <input type="hidden" name={returnParam} value={returnTo} />
        <LoginEmailField id="login-email" />
        <CurrentPasswordField id="login-password" label="Password" name="password" />
        <CardFormSubmit error={failure?.error} busy={busy} label="Login" busyLabel="Logging in…" />
      </Form>
      <p className="dash-login__links">
        <Link to="/dashboard/forgot-password" className="dash-link">
          Forgot your password?
        </Link>
      </p>
    </SignedOutCard>
  );
}
