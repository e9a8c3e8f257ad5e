import { useState } from 'react';
import type { AdminSummary } from '../../../../shared/api-types.ts';
import { firstIssue, inviteAdminSchema, v } from '../../../../shared/validation.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import { adminCall, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, formText, succeeded } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { accountsApi } from './accounts-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { ResettingFormPanel } from './resetting-form-panel.tsx';
import './accounts.css';

/** The admins page's clientLoader: every admin. */
export const loadAdmins = ({ request }: { request: Request }) =>
  adminLoad(request, 'admins', () => accountsApi.admins(request.signal));

/**
 * The Admins screen's clientAction: `invite` {email, currentPassword} and `remove` {email,
 * currentPassword}: both ask for your password again (docs/decisions/039).
 */
export async function adminsAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const email = formText(form, 'email');
  const currentPassword = formText(form, 'currentPassword');
  try {
    if (formText(form, 'intent') === 'remove') {
      await adminCall(request, () => accountsApi.removeAdmin(email, currentPassword));
      return succeeded(`${email} is no longer an admin. Their sessions have ended.`);
    }
    const parsed = v.safeParse(inviteAdminSchema, { email, currentPassword });
    if (!parsed.success) return { ok: false, error: firstIssue(parsed.issues) };
    const invited = await adminCall(request, () =>
      accountsApi.inviteAdmin(parsed.output.email, parsed.output.currentPassword),
    );
    return succeeded(`Invitation sent to ${invited.email}. The link works once, for 48 hours.`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const removing = formText(form, 'intent') === 'remove';
    const result = failed(
      error,
      removing ? 'The admin could not be removed.' : 'The invitation could not be sent.',
    );
    // A refused removal is told in a notice (the list has no form of its own to show it).
    return removing && !result.ok ? { ...result, notice: result.error } : result;
  }
}

/** `/dashboard/admins`: every admin, inviting one by email, removing one (never yourself). */
export function AdminsPage({ admins }: { admins: AdminSummary[] }) {
  const [removing, setRemoving] = useState<AdminSummary | null>(null);
  const [password, setPassword] = useState('');
  const remover = useActionFetcher(() => {
    setRemoving(null);
    setPassword('');
  });
  return (
    <div className="dash-page dash-account">
      <h1 className="dash-page__title">Admins</h1>
      <InviteAdmin />
      <section className="dash-panel" aria-labelledby="admins-list">
        <h2 id="admins-list" className="dash-panel__title">
          Who can sign in
        </h2>
        <ul className="dash-admin-list">
          {admins.map((admin) => (
            <li key={admin.email}>
              <div>
                <strong>{admin.email}</strong>
                {admin.you && <span className="dash-tag">You</span>}
                {admin.invited && <span className="dash-tag">Invited</span>}
                <p>
                  Added {admin.addedAt ? formatWhen(admin.addedAt) : 'before this was recorded'} · Last
                  sign-in {admin.lastSignInAt ? formatWhen(admin.lastSignInAt) : 'never'}
                </p>
              </div>
              {!admin.you && (
                <ItemButton action="Remove" item={admin.email} onClick={() => setRemoving(admin)} danger />
              )}
            </li>
          ))}
        </ul>
      </section>
      {removing && (
        <ConfirmDialog
          title="Remove admin"
          confirmLabel="Remove"
          busy={remover.state !== 'idle'}
          onConfirm={() =>
            remover.submit(
              { intent: 'remove', email: removing.email, currentPassword: password },
              { method: 'post' },
            )
          }
          onClose={() => {
            setRemoving(null);
            setPassword('');
          }}
        >
          <p>
            Remove <strong>{removing.email}</strong>? They are signed out at once and can no longer sign in.
          </p>
          <CurrentPasswordField
            id="remove-password"
            label="Your password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}

function InviteAdmin() {
  return (
    <ResettingFormPanel
      id="admins-invite"
      title="Add an admin"
      hint="They get an email with a link to choose their own password. The link works once, for 48 hours. Your own password confirms it is you."
      intent="invite"
      submitLabel="Send invitation"
      busyLabel="Sending…"
    >
      <div className="dash-field">
        <label htmlFor="invite-email">Email</label>
        <input id="invite-email" type="email" name="email" autoComplete="off" required />
      </div>
      <CurrentPasswordField id="invite-password" label="Your password" name="currentPassword" />
    </ResettingFormPanel>
  );
}
