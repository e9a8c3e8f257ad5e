import type { AdminSummary } from '../../../shared/api-types.ts';
import {
  addInvitedAdmin,
  adminNotFound,
  deleteAdmin,
  deleteAdminBy,
  listAdmins,
  normaliseEmail,
  toAdminSummary,
} from '../data/admins-repository.ts';
import { InvalidInput, MailNotSent, NotFound } from '../domain-errors.ts';
import { accountMailSettings, composeInvitationEmail, sendAccountEmail } from '../mail/account-email.ts';
import { MailMayHaveBeenSent } from '../mail/ses-client.ts';
import { logger } from '../runtime/logger.ts';
import { issueAccountToken } from './account-tokens.ts';
import { confirmCurrentPassword } from './password-change.ts';
import { deleteSessionItems, type SessionIdentity } from './sessions.ts';

/**
 * The Admins screen (docs/decisions/029): invite an admin by email (an item without a
 * password, and a single-use link for 48 hours to choose one), and remove one, never
 * yourself and never the last admin who can sign in. Removing deletes the admin's item,
 * which the authorizer checks on every request, so their sessions end at once.
 */
export const noMailMessage =
  'This site cannot send email yet (the stage has no mail settings), so it cannot send an invitation. Whoever deploys the site can add them (docs/operations.md, "Deploy a stage").';
export const invitationNotSent = 'The invitation could not be sent. Please try again in a moment.';
/** SES took it and did not answer in time (docs/decisions/053): it may arrive, with a link that no longer works. */
export const invitationMaybeSent =
  'The mail service did not answer in time: the invitation may still arrive, but its link will not work. Please invite again in a moment.';
export const cannotRemoveYourself =
  'You cannot remove yourself. Ask another admin to do it, or change your password instead.';
export const cannotRemoveLast = 'The last admin cannot be removed.';

export async function listAdminSummaries(you: string): Promise<AdminSummary[]> {
  return (await listAdmins()).map((admin) => toAdminSummary(admin, you));
}

export async function inviteAdmin(
  email: string,
  by: SessionIdentity,
  currentPassword: string,
): Promise<AdminSummary> {
  const invitedBy = by.email;
  const settings = await accountMailSettings();
  if (!settings) throw new MailNotSent(noMailMessage);
  await confirmCurrentPassword(by, currentPassword);
  const record = await addInvitedAdmin(email, invitedBy);
  try {
    const token = await issueAccountToken('invite', record);
    await sendAccountEmail(composeInvitationEmail(record.email, invitedBy, token, settings));
  } catch (error) {
    // No invitation went out, or one whose link dies now: take the admin back, so inviting again works.
    logger.error('invitation email failed', { error: error as Error });
    await deleteAdmin(record.email).catch(() => undefined);
    throw new MailNotSent(error instanceof MailMayHaveBeenSent ? invitationMaybeSent : invitationNotSent);
  }
  return toAdminSummary(record, invitedBy);
}

/**
 * Removes an admin: never yourself; the delete is one transaction with a check that you
 * still can sign in, so the table always keeps an admin (two admins removing each other at
 * once: one of them stays), and in your first 24 hours never an admin who was there before
 * you (admins-repository.ts, docs/decisions/039). Like an invitation, it asks for your
 * password again.
 */
export async function removeAdmin(
  email: string,
  by: SessionIdentity,
  currentPassword: string,
): Promise<{ message: string }> {
  const removedBy = by.email;
  const target = normaliseEmail(email);
  if (target === normaliseEmail(removedBy)) throw new InvalidInput(cannotRemoveYourself);
  const admins = await listAdmins();
  const removed = admins.find((admin) => admin.email === target);
  const remover = admins.find((admin) => admin.email === normaliseEmail(removedBy));
  if (!removed) throw new NotFound(adminNotFound);
  // A remover who cannot sign in would leave no admin who can.
  if (!remover?.passwordHash) throw new InvalidInput(cannotRemoveLast);
  await confirmCurrentPassword(by, currentPassword);
  await deleteAdminBy(target, remover);
  await deleteSessionItems(target);
  return { message: 'Admin removed.' };
}
