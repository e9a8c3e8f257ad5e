import type { AdminSummary } from '../../../shared/api-types.ts';
import {
  addInvitedAdmin,
  adminNotFound,
  deleteAdmin,
  listAdmins,
  normaliseEmail,
  toAdminSummary,
} from '../data/admins-repository.ts';
import { InvalidInput, MailNotSent, NotFound } from '../domain-errors.ts';
import { accountMailSettings, composeInvitationEmail, sendAccountEmail } from '../mail/account-email.ts';
import { logger } from '../runtime/logger.ts';
import { issueAccountToken } from './account-tokens.ts';
import { deleteSessionItems } from './sessions.ts';

/**
 * The Admins screen (docs/decisions/029): invite an admin by email (an item without a
 * password, and a single-use link for 48 hours to choose one), and remove one, never
 * yourself and never the last admin who can sign in. Removing deletes the admin's item,
 * which the authorizer checks on every request, so their sessions end at once.
 */
export const noMailMessage =
  'This site cannot send email yet (the stage has no mail settings), so it cannot send an invitation. Whoever deploys the site can add them (README, Deploy).';
export const cannotRemoveYourself =
  'You cannot remove yourself. Ask another admin to do it, or change your password instead.';
export const cannotRemoveLast = 'The last admin cannot be removed.';

export async function listAdminSummaries(you: string): Promise<AdminSummary[]> {
  return (await listAdmins()).map((admin) => toAdminSummary(admin, you));
}

export async function inviteAdmin(email: string, invitedBy: string): Promise<AdminSummary> {
  const settings = accountMailSettings();
  if (!settings) throw new MailNotSent(noMailMessage);
  const record = await addInvitedAdmin(email, invitedBy);
  try {
    const token = await issueAccountToken('invite', record.email);
    await sendAccountEmail(composeInvitationEmail(record.email, invitedBy, token, settings));
  } catch (error) {
    // No invitation went out: take the admin back, so inviting again works.
    logger.error('invitation email failed', { error: error as Error });
    await deleteAdmin(record.email).catch(() => undefined);
    throw new MailNotSent('The invitation could not be sent. Please try again in a moment.');
  }
  return toAdminSummary(record, invitedBy);
}

export async function removeAdmin(email: string, removedBy: string): Promise<{ message: string }> {
  const target = normaliseEmail(email);
  if (target === normaliseEmail(removedBy)) throw new InvalidInput(cannotRemoveYourself);
  const admins = await listAdmins();
  const removed = admins.find((admin) => admin.email === target);
  if (!removed) throw new NotFound(adminNotFound);
  const canSignIn = admins.filter((admin) => admin.passwordHash);
  if (removed.passwordHash && canSignIn.length <= 1) throw new InvalidInput(cannotRemoveLast);
  await deleteAdmin(target);
  await deleteSessionItems(target);
  return { message: 'Admin removed.' };
}
