import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link, replace, useLocation } from 'react-router';
import { forgotPasswordSchema } from '../../../../shared/account-rules.ts';
import { passwordResetRequested } from '../../../../shared/api-types.ts';
import { loginPath, overviewPath } from '../shell/login-redirect.ts';
import { type ActionFailure, type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { FieldError } from '../ui/field-error.tsx';
import { accountsApi } from './accounts-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { setPasswordFormSchema } from './password-schemas.ts';
import { CardFormSubmit, LoginEmailField, SignedOutCard } from './signed-out-card.tsx';
import { useCardForm } from './use-card-form.ts';

export const forgotPasswordPath = '/dashboard/forgot-password';

const tryAgain = 'Something went wrong. Please try again in a moment.';

/** Forgot password's clientAction: whatever the email, the same answer (the server's). */
export async function forgotPasswordAction({ request }: { request: Request }): Promise<ActionResult> {
  const submission = checkedSubmission(await request.formData(), forgotPasswordSchema);
  if (!submission.ok) return submission;
  try {
    const answer = await accountsApi.forgotPassword(submission.value.email);
    return succeeded(answer.message || passwordResetRequested);
  } catch (error) {
    return failed(error, tryAgain);
  }
}

/**
 * The set-password page's clientAction: the link's token and the new password, twice
 * (setPasswordFormSchema: the shared reset schema and the repetition); then the overview.
 */
export async function setPasswordAction({
  request,
}: {
  request: Request;
}): Promise<ActionFailure | Response> {
  const submission = checkedSubmission(await request.formData(), setPasswordFormSchema);
  if (!submission.ok) return submission;
  try {
    await accountsApi.setPassword(submission.value.token, submission.value.password);
  } catch (error) {
    return failed(error, tryAgain);
  }
  return replace(overviewPath);
}

/** `/dashboard/forgot-password`: an email in, the same answer out. */
export function ForgotPasswordPage() {
  const { form, fields, result, error, busy } = useCardForm(forgotPasswordSchema);
  return (
    <SignedOutCard title="Forgot your password?">
      {result?.ok && !busy ? (
        <p className="dash-success-box" role="status">
          {result.notice}
        </p>
      ) : (
        <Form method="post" replace {...getFormProps(form)} className="dash-form">
          <p className="dash-hint">
            Enter the email you log in with. We will send you a link to choose a new password.
          </p>
          <LoginEmailField field={fields.email} />
          <CardFormSubmit error={error} busy={busy} label="Send me a link" busyLabel="Sending…" />
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
  const { form, fields, error, busy } = useCardForm(setPasswordFormSchema);
  return (
    <SignedOutCard title="Choose your password">
      {token === '' ? (
        <p className="dash-error-box" role="alert">
          This link is not complete. Please open the link from the email again, or ask for a new one.
        </p>
      ) : (
        <Form method="post" replace {...getFormProps(form)} className="dash-form">
          {/* The link's token, known once the page has read its fragment; a broken one is said here. */}
          <input type="hidden" name={fields.token.name} value={token ?? ''} />
          <FieldError field={fields.token} />
          <p className="dash-hint">
            12 to 128 characters. Every other session of your account will be signed out.
          </p>
          <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
          <CardFormSubmit
            error={error}
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
