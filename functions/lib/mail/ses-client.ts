import { type EmailContent, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { localCredentials } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';
import { mayHaveTakenEffect } from '../runtime/unanswered-requests.ts';

/**
 * The SES client of every email the functions send (enquiries, password resets,
 * invitations: docs/decisions/053), one per process.
 *
 * One attempt: SendEmail has no idempotency token, so a retry of a send whose answer came
 * late mails it again (issue 38: the SDK's second attempt and the stream's retries mailed one
 * enquiry up to 9 times). 1 s to connect and 5 s for the whole attempt: SES answers in 50 to
 * 300 ms, so an answer later than 5 s is not coming, and every sender can afford it (the API
 * functions' 10 s, the mailer's budget per message: enquiry-mailer.ts).
 */
export const sesClientLimits = {
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
} as const;

let client: SESv2Client | undefined;
export function sesClient(): SESv2Client {
  if (!client) {
    const { region, sesEndpoint } = readConfig();
    client = new SESv2Client({
      region,
      ...sesClientLimits,
      ...(sesEndpoint ? { endpoint: sesEndpoint, credentials: localCredentials } : {}),
    });
  }
  return client;
}

/** One email to one address, with a plain-text body and an HTML twin. */
export interface OutgoingEmail {
  from: string;
  to: string;
  /** Where a reply goes (the enquiry's visitor); none for account emails. */
  replyTo?: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * SES took the request and gave no answer: the email may be in the inbox or not, and only
 * the inbox can tell. Whoever sent it must not send it again on its own (a second copy) nor
 * say it was not sent.
 */
export class MailMayHaveBeenSent extends Error {
  constructor(cause: unknown) {
    super('SES did not answer in time: the email may or may not have been sent', { cause });
    this.name = 'MailMayHaveBeenSent';
  }
}

function simpleContent(email: OutgoingEmail): EmailContent {
  return {
    Simple: {
      Subject: { Data: email.subject, Charset: 'UTF-8' },
      Body: {
        Text: { Data: email.text, Charset: 'UTF-8' },
        Html: { Data: email.html, Charset: 'UTF-8' },
      },
    },
  };
}

/**
 * Sends it to `email.to` only, in one attempt; `abortSignal` gives up on a send still under
 * way. Throws MailMayHaveBeenSent when the outcome is unknown, SES's or the network's error
 * when nothing was sent.
 */
export async function sendEmail(email: OutgoingEmail, abortSignal?: AbortSignal): Promise<void> {
  try {
    await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: email.from,
        Destination: { ToAddresses: [email.to] },
        ...(email.replyTo && { ReplyToAddresses: email.replyTo }),
        Content: simpleContent(email),
      }),
      { abortSignal },
    );
  } catch (error) {
    if (mayHaveTakenEffect(error)) throw new MailMayHaveBeenSent(error);
    throw error;
  }
}
