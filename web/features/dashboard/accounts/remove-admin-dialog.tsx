import { getFormProps } from '@conform-to/react';
import { confirmPasswordSchema } from '../../../../shared/account-rules.ts';
import type { AdminSummary } from '../../../../shared/api-types.ts';
import { Modal } from '../ui/modal.tsx';
import { SaveProblem } from '../ui/save-problem.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

/**
 * Asks before removing an admin, with your own password (docs/decisions/039), checked with the
 * shared `confirmPasswordSchema` first. Cancel has the focus, so Enter there does no harm; a
 * refusal (a wrong password, the last admin) stays in the dialog, a removal closes it.
 */
export function RemoveAdminDialog({ admin, onClose }: { admin: AdminSummary; onClose: () => void }) {
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema: confirmPasswordSchema,
    onDone: (result) => result.ok && onClose(),
  });
  return (
    <Modal title="Remove admin" onClose={onClose} role="alertdialog">
      <fetcher.Form method="post" {...getFormProps(form)} className="dash-form">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="email" value={admin.email} />
        <div className="dash-confirm__text">
          <p>
            Remove <strong>{admin.email}</strong>? They are signed out at once and can no longer sign in.
          </p>
          <CurrentPasswordField field={fields.currentPassword} label="Your password" />
        </div>
        <SaveProblem problem={problem} />
        <div className="dash-form__actions">
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={onClose}
            data-autofocus
          >
            Cancel
          </button>
          <button type="submit" className="dash-button dash-button--danger" disabled={busy}>
            {busy ? 'Working…' : 'Remove'}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
