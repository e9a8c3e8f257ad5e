import { getFormProps } from '@conform-to/react';
import { Form, Link, replace } from 'react-router';
import { loginSchema } from '../../../../shared/account-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { dashboardApi } from '../shell/dashboard-api.ts';
import { afterLoginPath, loginPath, returnParam } from '../shell/login-redirect.ts';
import type { ActionFailure } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText } from '../ui/form-fields.ts';
import { accountsApi } from './accounts-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { CardFormSubmit, LoginEmailField, SignedOutCard } from './signed-out-card.tsx';
import { useCardForm } from './use-card-form.ts';

/** The message the server sent, if it sent one (not a network failure or a bare status). */
function serverMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 0) return undefined;
  return failure.message === `Request failed (${failure.status}).` ? undefined : failure.message;
}

/**
 * The login route's clientAction. `intent=logout` (the header's Logout) ends the session
 * and shows the login. Otherwise the form is checked with the shared `loginSchema` first
 * (its messages go beside the fields); on success it goes, replacing the login in history,
 * to the page the admin came from.
 */
export async function loginAction({ request }: { request: Request }): Promise<ActionFailure | Response> {
  const form = await request.formData();
  if (formText(form, 'intent') === 'logout') {
    try {
      await dashboardApi.logout();
    } catch (error) {
      console.error('Logout failed:', error);
    }
    return replace(loginPath);
  }
  const submission = checkedSubmission(form, loginSchema);
  if (!submission.ok) return submission;
  try {
    await accountsApi.login(submission.value);
  } catch (failure) {
    return { ok: false, error: serverMessage(failure) ?? 'Something went wrong' };
  }
  const returnTo = formText(form, returnParam) || new URL(request.url).searchParams.get(returnParam);
  return replace(afterLoginPath(returnTo));
}

/**
 * Email, Password, Login. A field's message is under it; a refused login shows the server's
 * message in a red box ('Something went wrong' when it gave none).
 */
export function LoginPage({ returnTo }: { returnTo: string }) {
  const { form, fields, error, busy } = useCardForm(loginSchema);
  return (
    <SignedOutCard title="Admin login">
      <Form method="post" replace {...getFormProps(form)} className="dash-form">
        <input type="hidden" name={returnParam} value={returnTo} />
        <LoginEmailField field={fields.email} />
        <CurrentPasswordField field={fields.password} label="Password" />
        <CardFormSubmit error={error} busy={busy} label="Login" busyLabel="Logging in…" />
      </Form>
      <p className="dash-login__links">
        <Link to="/dashboard/forgot-password" className="dash-link">
          Forgot your password?
        </Link>
      </p>
    </SignedOutCard>
  );
}
