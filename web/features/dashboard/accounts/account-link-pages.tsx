import { useEffect, useState } from 'react';
import { Form, Link, replace, useActionData, useLocation, useNavigation } from 'react-router';
import { passwordResetRequested } from '../../../../shared/api-types.ts';
import { firstIssue, forgotPasswordSchema, resetPasswordSchema, v } from '../../../../shared/validation.ts';
import { loginPath, overviewPath } from '../shell/login-redirect.ts';
import { failed, formText } from '../ui/action-result.ts';
import { passwordsDiffer } from './account-page.tsx';
import { accountsApi } from './accounts-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { CardFormSubmit, LoginEmailField, SignedOutCard } from './signed-out-card.tsx';

export const forgotPasswordPath = '/dashboard/forgot-password';

interface LinkPageResult {
  error?: string;
  sent?: string;
}

/** Forgot password's clientAction: whatever the email, the same answer (the server's). */
export async function forgotPasswordAction({ request }: { request: Request }): Promise<LinkPageResult> {
  const form = await request.formData();
  const parsed = v.safeParse(forgotPasswordSchema, { email: formText(form, 'email') });
  if (!parsed.success) return { error: firstIssue(parsed.issues) };
  try {
    const answer = await accountsApi.forgotPassword(parsed.output.email);
    return { sent: answer.message || passwordResetRequested };
  } catch (error) {
    const result = failed(error, 'Something went wrong. Please try again in a moment.');
    return { error: result.ok ? '' : result.error };
  }
}

/** The set-password page's clientAction: the link's token and the new password; then the overview. */
export async function setPasswordAction({
  request,
}: {
  request: Request;
}): Promise<LinkPageResult | Response> {
  const form = await request.formData();
  const parsed = v.safeParse(resetPasswordSchema, {
    token: formText(form, 'token'),
    password: formText(form, 'password'),
  });
  if (!parsed.success) return { error: firstIssue(parsed.issues) };
  if (parsed.output.password !== formText(form, 'confirmPassword')) return { error: passwordsDiffer };
  try {
    await accountsApi.setPassword(parsed.output.token, parsed.output.password);
  } catch (error) {
    const result = failed(error, 'Something went wrong. Please try again in a moment.');
    return { error: result.ok ? '' : result.error };
  }
  return replace(overviewPath);
}

/** `/dashboard/forgot-password`: an email in, the same answer out. */
export function ForgotPasswordPage() {
  const result = useActionData<LinkPageResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <SignedOutCard title="Forgot your password?">
      {result?.sent && !busy ? (
        <p className="dash-success-box" role="status">
          {result.sent}
        </p>
      ) : (
        <Form method="post" replace noValidate className="dash-form">
          <p className="dash-hint">
            Enter the email you log in with. We will send you a link to choose a new password.
          </p>
          <LoginEmailField id="forgot-email" />
          <CardFormSubmit error={result?.error} busy={busy} label="Send me a link" busyLabel="Sending…" />
        </Form>
      )}
      <p className="dash-login__links">
        <Link to={loginPath} className="dash-link">
          Back to login
        </Link>
      </p>
    </SignedOutCard>
  );
}

/**
 * The token of a reset or invitation link: in the URL's fragment, which no server ever sees.
 * Read once: submitting the form navigates to the page without the fragment.
 */
function useLinkToken(): string | undefined {
  const { hash } = useLocation();
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
    setToken((known) => known || fromHash);
  }, [hash]);
  return token;
}

/** `/dashboard/set-password#token=…`: a reset or invitation link's page; choose a password, signed in. */
export function SetPasswordPage() {
  const token = useLinkToken();
  const result = useActionData<LinkPageResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <SignedOutCard title="Choose your password">
      {token === '' ? (
        <p className="dash-error-box" role="alert">
          This link is not complete. Please open the link from the email again, or ask for a new one.
        </p>
      ) : (
        <Form method="post" replace noValidate className="dash-form">
          <input type="hidden" name="token" value={token ?? ''} />
          <p className="dash-hint">
            12 to 128 characters. Every other session of your account will be signed out.
          </p>
          <NewPasswordFields name="password" />
          <CardFormSubmit
            error={result?.error}
            busy={busy}
            disabled={busy || token === undefined}
            label="Save password and log in"
            busyLabel="Saving…"
          />
        </Form>
      )}
      <p className="dash-login__links">
        <Link to={forgotPasswordPath} className="dash-link">
          Ask for a new link
        </Link>
      </p>
    </SignedOutCard>
  );
}
