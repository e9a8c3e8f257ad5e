import { useRef, useState } from 'react';
import { Form, replace } from 'react-router';
import type { SessionSummary } from '../../../../shared/api-types.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import { adminCall, adminChange, adminLoad, loginPath } from '../shell/login-redirect.ts';
import { type ActionResult, failed, failedAsNotice, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { formText } from '../ui/form-fields.ts';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { accountsApi } from './accounts-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { changePasswordFormSchema } from './password-schemas.ts';
import { ResettingFormPanel } from './resetting-form-panel.tsx';
import './accounts.css';

/** The account page's clientLoader: your live sessions. */
export const loadSessions = ({ request }: { request: Request }) =>
  adminLoad(request, 'sessions', () => accountsApi.sessions(request.signal));

/**
 * The account page's clientAction: `change-password` (current, new, new again, checked with
 * changePasswordFormSchema: the shared schema and the repetition; every other session ends,
 * this one stays), `end-session` (one of yours, by its id) and `end-all` (every
 * session, this one included: then the login page).
 */
export async function accountAction({ request }: { request: Request }): Promise<ActionResult | Response> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'end-all') {
    await adminCall(request, () => accountsApi.endAllSessions());
    return replace(loginPath);
  }
  if (intent === 'end-session') {
    return adminChange(
      request,
      async () => {
        await accountsApi.endSession(formText(form, 'id'));
        return succeeded('That session is signed out.');
      },
      (error) => failedAsNotice(error, 'The session could not be signed out.'),
    );
  }
  const submission = checkedSubmission(form, changePasswordFormSchema);
  if (!submission.ok) return submission;
  const { currentPassword, newPassword } = submission.value;
  return adminChange(
    request,
    async () => succeeded((await accountsApi.changePassword(currentPassword, newPassword)).message),
    (error) => failed(error, 'The password could not be changed. Please try again.'),
  );
}

/** `/dashboard/account`: change your password, your live sessions, sign out everywhere. */
export function AccountPage({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <div className="dash-page dash-account">
      <h1 className="dash-page__title">Password and sessions</h1>
      <ChangePassword />
      <Sessions sessions={sessions} />
    </div>
  );
}

function ChangePassword() {
  return (
    <ResettingFormPanel
      id="account-password"
      title="Change password"
      hint="12 to 128 characters. Every other session of your account is signed out; this one stays."
      schema={changePasswordFormSchema}
      intent="change-password"
      submitLabel="Change password"
      busyLabel="Changing…"
    >
      {(fields) => (
        <>
          <CurrentPasswordField field={fields.currentPassword} label="Current password" />
          <NewPasswordFields password={fields.newPassword} confirm={fields.confirmPassword} />
        </>
      )}
    </ResettingFormPanel>
  );
}

function Sessions({ sessions }: { sessions: SessionSummary[] }) {
  const ender = useActionFetcher();
  const [confirming, setConfirming] = useState(false);
  const everywhereRef = useRef<HTMLFormElement>(null);
  return (
    <section className="dash-panel" aria-labelledby="account-sessions">
      <h2 id="account-sessions" className="dash-panel__title">
        Your sessions
      </h2>
      <p className="dash-hint">Where your account is signed in now. Sign out any you do not recognise.</p>
      <ul className="dash-session-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{session.browser}</strong>
              {session.current && <span className="dash-tag">This browser</span>}
              <p>
                Started {formatWhen(session.startedAt)} · Last used {formatWhen(session.lastUsedAt)}
              </p>
            </div>
            {!session.current && (
              <ender.Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="id" value={session.id} />
                <button
                  type="submit"
                  className="dash-button dash-button--small dash-button--danger-outline"
                  disabled={ender.state !== 'idle'}
                >
                  Sign out
                  <span className="dash-visually-hidden">
                    {' '}
                    {session.browser}, started {formatWhen(session.startedAt)}
                  </span>
                </button>
              </ender.Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" ref={everywhereRef} className="dash-form__actions">
        <input type="hidden" name="intent" value="end-all" />
        <button type="button" className="dash-button dash-button--danger" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </button>
      </Form>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere"
          confirmLabel="Sign out everywhere"
          onConfirm={() => everywhereRef.current?.requestSubmit()}
          onClose={() => setConfirming(false)}
        >
          <p>Every session of your account ends, this one too. You will need to log in again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
