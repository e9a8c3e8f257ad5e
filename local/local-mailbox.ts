/** A mail the local SES holds, as its `/store` lists it (local/ses-local.ts). */
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The mails the local SES at `endpoint` holds, oldest first; with `to`, only those sent to that address. */
export async function storedEmails(endpoint: string, to?: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredEmail[] };
  return to === undefined ? emails : emails.filter((email) => email.destination.to.includes(to));
}

/** The token of the newest account link (reset or invitation) in `mails`, or undefined. */
export const accountLinkToken = (mails: StoredEmail[]): string | undefined =>
  /#token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.body.text ?? '')?.[1];
