import type { ContactOutcome } from './contact-action.server.ts';

/**
 * Once the app runs, a contact form's submission goes through this, then to the page's server
 * action (contact-action.server.ts) in React Router's `.data` request. A request that never
 * got an answer (offline, the site down) is the form's failure text with the typed text kept,
 * as the spec asks, rather than the route's error page.
 */
export async function contactFormClientAction({
  serverAction,
}: {
  serverAction: <T = ContactOutcome>() => Promise<T>;
}): Promise<ContactOutcome> {
  try {
    return await serverAction<ContactOutcome>();
  } catch (error) {
    console.error('Error sending the contact message:', error);
    return { result: 'failed' };
  }
}
