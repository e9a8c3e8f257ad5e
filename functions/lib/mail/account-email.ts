import { escapeMarkup } from '../content/markup-escaping.ts';
import { readSiteSettings } from '../data/site-settings-repository.ts';
import { readConfig } from '../runtime/config.ts';
import { sendEmail } from './ses-client.ts';

/**
 * The emails of admin accounts (docs/decisions/029): a password reset link and an invitation
 * link, to the admin's own address, from the stage's verified sender. The token travels in the
 * link's fragment (`#token=…`), which browsers never send to a server: it stays out of
 * CloudFront's and the API's logs and out of Referer headers.
 */
export interface AccountEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const accountLinkPath = '/dashboard/set-password';

export function accountLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${accountLinkPath}#token=${token}`;
}

/**
 * The stage's verified sender, the site's origin the links go to, and the company the emails
 * name: the published one of the site settings (docs/decisions/063), as the enquiry mail reads them.
 */
export interface AccountMailSettings {
  from: string;
  siteUrl: string;
  companyName: string;
}

/** The sender, the site's origin and the company's name, or undefined when the stage has no mail settings. */
export async function accountMailSettings(): Promise<AccountMailSettings | undefined> {
  const { mailFrom, siteUrl } = readConfig();
  if (!mailFrom || !siteUrl) return undefined;
  const { company } = await readSiteSettings();
  return { from: mailFrom, siteUrl, companyName: company.name };
}

/** An email whose `lines` lead to the account link of `token`, as text and as HTML. */
function compose(
  to: string,
  token: string,
  settings: AccountMailSettings,
  subject: string,
  lines: string[],
): AccountEmail {
  const link = accountLink(settings.siteUrl, token);
  const text = [...lines, '', link, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    ...lines.filter(Boolean).map((line) => `<p>${escapeMarkup(line)}</p>`),
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { from: settings.from, to, subject, text, html };
}

export function composeResetEmail(to: string, token: string, settings: AccountMailSettings): AccountEmail {
  const company = settings.companyName;
  return compose(to, token, settings, `Choose a new password for the ${company} dashboard`, [
    `Someone (we hope you) asked to reset the password of your ${company} dashboard account.`,
    'Open this link within 30 minutes to choose a new one. It works once, and using it signs out every other session of your account.',
    '',
    'If you did not ask, you can ignore this email: your password stays as it is.',
  ]);
}

export function composeInvitationEmail(
  to: string,
  invitedBy: string,
  token: string,
  settings: AccountMailSettings,
): AccountEmail {
  const company = settings.companyName;
  return compose(to, token, settings, `You are invited to the ${company} dashboard`, [
    `${invitedBy} added you as an admin of the ${company} website.`,
    'Open this link within 48 hours to choose your password. It works once.',
  ]);
}

/**
 * Sends it to the one admin it is for, in one attempt (ses-client.ts); `abortSignal` gives up
 * on a send still under way. Throws MailMayHaveBeenSent when SES did not answer in time.
 */
export async function sendAccountEmail(email: AccountEmail, abortSignal?: AbortSignal): Promise<void> {
  await sendEmail(email, abortSignal);
}
