import type { ContactOutcome } from './contact-action.server.ts';

/**
 * Once the app runs, a contact form's submission (already checked in the browser,
 * contact-form.tsx) goes to `POST /api/cnt/contact` as before, through the page's
 * `clientAction`: the API behind CloudFront's `/api/*` behaviour, where the spam defences,
 * the per-address limit and the storage are the same code as the page's server action
 * (contact-action.server.ts, docs/decisions/042), which answers the browser's own POST before
 * or without JavaScript. Any failure (refused, over the limit, offline) is the form's failure
 * text with the typed text kept, as the spec asks, never the route's error page.
 */
export async function contactFormClientAction({ request }: { request: Request }): Promise<ContactOutcome> {
  // The schema and the API client load with the form's first focus (contact-form.tsx), not with the page.
  const { readContactForm, sendContactMessage } = await import('./contact-message.ts');
  const { values, details, traps, visit } = readContactForm(await request.formData());
  try {
    await sendContactMessage(
      // A product enquiry's details, those the form has and the buyer filled in; where the buyer came from.
      { ...values, ...Object.fromEntries(Object.entries(details).filter(([, value]) => value)), ...visit },
      { website: traps.website, fillMs: Number(traps.fillMs) },
    );
    return { result: 'sent' };
  } catch (error) {
    console.error('Error sending the contact message:', error);
    return { result: 'failed' };
  }
}
