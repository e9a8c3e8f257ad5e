import { getInputProps } from '@conform-to/react';
import { useState } from 'react';
import { confirmPasswordSchema, inviteAdminSchema } from '../../../../shared/account-rules.ts';
import type { AdminSummary } from '../../../../shared/api-types.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import { adminChange, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { FieldError } from '../ui/field-error.tsx';
import { formText } from '../ui/form-fields.ts';
import { ItemButton } from '../ui/item-button.tsx';
import { accountsApi } from './accounts-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { RemoveAdminDialog } from './remove-admin-dialog.tsx';
import { ResettingFormPanel } from './resetting-form-panel.tsx';
import './accounts.css';

/** The admins page's clientLoader: every admin. */
export const loadAdmins = ({ request }: { request: Request }) =>
  adminLoad(request, 'admins', () => accountsApi.admins(request.signal));

/**
 * The Admins screen's clientAction: `invite` {email, currentPassword} and `remove` {email,
 * currentPassword}: both ask for your password again (docs/decisions/039), checked with the
 * shared schemas (`inviteAdminSchema`, `confirmPasswordSchema`) before the API is asked.
 */
export async function adminsAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  if (formText(form, 'intent') === 'remove') return removeAdmin(request, form);
  const submission = checkedSubmission(form, inviteAdminSchema);
  if (!submission.ok) return submission;
  const { email, currentPassword } = submission.value;
  return adminChange(
    request,
    async () => {
      const invited = await accountsApi.inviteAdmin(email, currentPassword);
      return succeeded(`Invitation sent to ${invited.email}. The link works once, for 48 hours.`);
    },
    (error) => failed(error, 'The invitation could not be sent.'),
  );
}

/** A confirmed removal: the admin's email and your password; a refusal is said in the dialog. */
async function removeAdmin(request: Request, form: FormData): Promise<ActionResult> {
  const submission = checkedSubmission(form, confirmPasswordSchema);
  if (!submission.ok) return submission;
  const email = formText(form, 'email');
  return adminChange(
    request,
    async () => {
      await accountsApi.removeAdmin(email, submission.value.currentPassword);
      return succeeded(`${email} is no longer an admin. Their sessions have ended.`);
    },
    (error) => failed(error, 'The admin could not be removed.'),
  );
}

/** `/dashboard/admins`: every admin, inviting one by email, removing one (never yourself). */
export function AdminsPage({ admins }: { admins: AdminSummary[] }) {
  const [removing, setRemoving] = useState<AdminSummary | null>(null);
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
      {removing && <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

function InviteAdmin() {
  return (
    <ResettingFormPanel
      id="admins-invite"
      title="Add an admin"
      hint="They get an email with a link to choose their own password. The link works once, for 48 hours. Your own password confirms it is you."
      schema={inviteAdminSchema}
      intent="invite"
      submitLabel="Send invitation"
      busyLabel="Sending…"
    >
      {(fields) => (
        <>
          <div className="dash-field">
            <label htmlFor={fields.email.id}>Email</label>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" />
            <FieldError field={fields.email} />
          </div>
          <CurrentPasswordField field={fields.currentPassword} label="Your password" />
        </>
      )}
    </ResettingFormPanel>
  );
}
