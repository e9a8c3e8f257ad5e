/**
 * The admins' accounts: signing in, passwords, invitations and their links.
 */
import * as v from 'valibot';
import { emailPattern, messages, text } from './validation.ts';

/** The sign-in's messages. */
export const accountMessages = {
  loginRequired: 'Email and password are required.',
  wrongCredentials: 'Invalid email or password.',
  tooManyLogins: 'Too many failed logins. Please try again in 15 minutes.',
} as const;

export const loginSchema = v.object({
  email: v.pipe(
    text(accountMessages.loginRequired),
    v.trim(),
    v.nonEmpty(accountMessages.loginRequired),
    v.maxLength(254, messages.email),
    v.regex(emailPattern, messages.email),
  ),
  password: v.pipe(
    text(accountMessages.loginRequired),
    v.nonEmpty(accountMessages.loginRequired),
    v.maxLength(128),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Admin passwords: 12 to 128 characters (`npm run admin` and the dashboard alike). */
export const adminPasswordSchema = v.pipe(
  text('Please enter a password.'),
  v.minLength(12, 'Passwords need at least 12 characters.'),
  v.maxLength(128, 'Passwords can be at most 128 characters.'),
);

const adminEmail = v.pipe(
  text(messages.email),
  v.trim(),
  v.nonEmpty(messages.email),
  v.maxLength(254, messages.email),
  v.regex(emailPattern, messages.email),
);

/** `POST /api/admin/password/forgot` {email} */
export const forgotPasswordSchema = v.object({ email: adminEmail });

/** A reset or invitation link's token: 43 base64url characters (auth/account-tokens.ts). */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const invalidLinkMessage =
  'This link does not work any more: it was used already, or it is too old. Please ask for a new one.';

/** `POST /api/admin/password/reset` {token, password}: a reset or an invitation link. */
export const resetPasswordSchema = v.object({
  token: v.pipe(text(invalidLinkMessage), v.regex(linkTokenPattern, invalidLinkMessage)),
  password: adminPasswordSchema,
});

/** The signed-in admin's own password, asked again before a change that matters. */
const currentPassword = v.pipe(
  text('Please enter your current password.'),
  v.nonEmpty('Please enter your current password.'),
  v.maxLength(128, 'Passwords can be at most 128 characters.'),
);

/** `POST /api/admin/password` {currentPassword, newPassword} */
export const changePasswordSchema = v.object({ currentPassword, newPassword: adminPasswordSchema });

/** `DELETE /api/admin/admins/{email}` {currentPassword}: removing an admin asks for your password again. */
export const confirmPasswordSchema = v.object({ currentPassword });

/** `POST /api/admin/admins` {email, currentPassword}: invites a new admin (your password again). */
export const inviteAdminSchema = v.object({ email: adminEmail, currentPassword });

export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
