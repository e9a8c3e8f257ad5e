import type { ContactMessage } from '../../../shared/api-types.ts';
import { attributionRows } from '../../../shared/enquiry-attribution.ts';
import { oneLine } from '../../../shared/single-line-text.ts';
import { escapeMarkup } from '../content/markup-escaping.ts';
import { readSiteSettings } from '../data/site-settings-repository.ts';
import { readConfig } from '../runtime/config.ts';

/**
 * The email an enquiry makes (docs/decisions/022): to the company's enquiry address only,
 * from the stage's verified sender, `Reply-To` the visitor, plain text with an escaped HTML
 * twin. The visitor's words are data: escaped in the HTML, single-line in the subject.
 */
export interface EnquiryEmail {
  from: string;
  to: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A subject a mail client shows as written: `=?charset?B|Q?text?=` (RFC 2047) in a visitor's
 * name would be decoded by the reader into whatever it encodes ("=?UTF-8?B?…?=" as another
 * sender's words). A space after each `=` that opens one leaves it plain text (issue 23, item 9).
 */
const withoutEncodedWords = (text: string) => text.replace(/=\?/g, '= ?');

/**
 * Addresses safe to hand SES as `Reply-To`: the spec's pattern lets through commas, quotes
 * and angle brackets, which an address header would read as more addresses or a display name.
 * Anything else is left out of Reply-To (the body still shows it).
 */
const plainAddress = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function dashboardMessageUrl(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/dashboard/contact?message=${encodeURIComponent(id)}`;
}

export function composeEnquiryEmail(
  message: ContactMessage,
  settings: { from: string; to: string; siteUrl: string },
): EnquiryEmail {
  const link = dashboardMessageUrl(settings.siteUrl, message._id);
  // Each field is one line of the text: a line break in it (stored before the schema refused
  // them) would write a line of its own, such as a second dashboard link (issue 38, item 5).
  const fields = (
    [
      ['Name', message.name],
      ['Contact number', message.contact],
      ['Email', message.email],
      ['Product', message.product?.name],
      ['Quantity', message.quantity],
      ['Destination', message.country],
    ] as const
  ).flatMap(([label, value]) => (value ? [[label, oneLine(value)] as const] : []));
  // Where the buyer came from (docs/decisions/068): one line each, escaped like every field.
  const visit = attributionRows(message.attribution).map(
    ([label, value]) => [label, oneLine(value)] as const,
  );
  // A product enquiry says which product first: the subject is what the inbox shows.
  const heading = oneLine(
    message.product
      ? `New enquiry about ${message.product.name} from ${message.name}`
      : `New enquiry from ${message.name}`,
  );
  // The dashboard link comes before anything the visitor wrote: the message keeps its line
  // breaks, and a line in it that imitates the link can only come after the real one.
  const text = [
    heading,
    '',
    `Open it in the dashboard: ${link}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    ...(visit.length > 0
      ? ['Where the buyer came from:', ...visit.map(([label, value]) => `${label}: ${value}`), '']
      : []),
    'Reply to this email to answer the visitor.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p><strong>${escapeMarkup(heading)}</strong></p>`,
    '<table>',
    ...fields.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeMarkup(message.message)}</p>`,
    ...(visit.length > 0
      ? [
          '<p><strong>Where the buyer came from</strong></p>',
          '<table>',
          ...visit.map(
            ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    `<p><a href="${escapeMarkup(link)}">Open it in the dashboard</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    replyTo: plainAddress.test(message.email) ? [message.email] : [],
    subject: withoutEncodedWords(heading),
    text,
    html,
  };
}

/**
 * The stage's mail settings; a mailer without them is a deployment mistake, not a visitor's.
 * Enquiries go to the site settings' enquiry address when an admin set one, else the stage's
 * (docs/decisions/063).
 */
export async function mailSettings(): Promise<{ from: string; to: string; siteUrl: string }> {
  const { enquiryEmail, mailFrom, siteUrl } = readConfig();
  if (!enquiryEmail || !mailFrom || !siteUrl)
    throw new Error('ENQUIRY_EMAIL, MAIL_FROM and SITE_URL must be set for the enquiry mailer');
  const { company } = await readSiteSettings();
  return { from: mailFrom, to: company.enquiryEmail || enquiryEmail, siteUrl };
}
