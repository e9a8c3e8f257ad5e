import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { uncertainEnquiryMailLog } from '../../../shared/enquiry-mail.ts';
import {
  claimForMailing,
  contactPartition,
  markMailed,
  markMailUncertain,
  releaseMailingClaim,
} from '../data/contacts-repository.ts';
import { sdkClientLimits } from '../runtime/aws-clients.ts';
import { logger } from '../runtime/logger.ts';
import { composeEnquiryEmail, mailSettings } from './enquiry-email.ts';
import { MailMayHaveBeenSent, sendEmail, sesClientLimits } from './ses-client.ts';

/**
 * The enquiry mailer (docs/decisions/022, 053): the table's stream brings every new item; a
 * new contact message is mailed once. Per message: claim it (the claim holds for
 * `claimHoldMs`), send in one attempt, record the outcome:
 * - sent: marked mailed, never again;
 * - SES refused it or could not be reached: nothing went out, so the claim is released and
 *   the record failed; the event source mapping (locally the poller) retries from that
 *   record, and after its last retry the dead-letter queue's alarm says an enquiry was not mailed;
 * - SES took it and did not answer in time: it may be in the inbox. Marked uncertain, the
 *   claim kept, logged for the alarm of its own, and the record done: no retry sends a copy.
 * A message already mailed, uncertain, or deleted is skipped, so a retried batch sends nothing twice.
 */
export const claimHoldMs = 5 * 60 * 1000;

/** The longest one SDK call with these limits takes: every attempt, and the standard back-off (at most 0.1 s) before each retry. */
const callLimitMs = (limits: { maxAttempts: number; requestHandler: { requestTimeout: number } }) =>
  limits.maxAttempts * limits.requestHandler.requestTimeout + (limits.maxAttempts - 1) * 100;

/**
 * The longest one message takes: the claim, the send, and the write of its outcome, each
 * at its time limit, and a second for the rest. A message is started only while this much
 * time is left, so the function never runs out between a send and its outcome (which would
 * leave a sent mail unrecorded until the claim's hold ends).
 */
export const messageBudgetMs = 2 * callLimitMs(sdkClientLimits) + callLimitMs(sesClientLimits) + 1_000;

/** The id of a stream record that is a new contact message, else undefined. */
export function newContactId(record: DynamoDBRecord): string | undefined {
  if (record.eventName !== 'INSERT') return undefined;
  const keys = record.dynamodb?.Keys;
  if (keys?.PK?.S !== contactPartition) return undefined;
  return keys.SK?.S;
}

export type MailResult = 'sent' | 'uncertain' | 'skipped';

/** Sends one message's email unless it went out (or may have) already. Throws when it must be retried. */
export async function mailEnquiry(id: string): Promise<MailResult> {
  const claim = await claimForMailing(id, claimHoldMs);
  if (claim.outcome === 'busy') throw new Error(`enquiry ${id} is being mailed by another attempt`);
  if (claim.outcome !== 'claimed') return 'skipped';
  try {
    await sendEmail(composeEnquiryEmail(claim.message, await mailSettings()));
  } catch (error) {
    if (error instanceof MailMayHaveBeenSent) {
      // Logged before the write: if the table fails too, the alarm still hears of it, and
      // the claim (not released) keeps any redelivery from sending until its hold ends.
      logger.warn(uncertainEnquiryMailLog, { id, error });
      await markMailUncertain(id).catch((markError) =>
        logger.error('could not mark the enquiry mail uncertain', { id, error: markError as Error }),
      );
      return 'uncertain';
    }
    await releaseMailingClaim(id).catch((releaseError) =>
      logger.warn('could not release the mailing claim', { id, error: releaseError as Error }),
    );
    throw error;
  }
  // Sent: a failure to record it is logged, not thrown, since a retry would mail it again
  // once the claim's hold ends, and the dead-letter alarm would report a mail that went out.
  await markMailed(id).catch((markError) =>
    logger.error('enquiry mailed, but could not mark it mailed', { id, error: markError as Error }),
  );
  return 'sent';
}

/**
 * Records in order; the first that fails is reported, and the retry starts there (later ones
 * were not tried). `remainingMs` is the function's time left (Lambda's context): a message
 * that might not finish in it is not started but reported, so the retry starts with it.
 */
export async function handleStreamEvent(
  event: DynamoDBStreamEvent,
  remainingMs: () => number,
): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const id = newContactId(record);
    if (!id) continue;
    const failed = { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    if (remainingMs() < messageBudgetMs) {
      logger.warn('enquiry mail left for the retry: too little time left to mail it', { id });
      return failed;
    }
    try {
      const result = await mailEnquiry(id);
      logger.info('enquiry mail', { id, result });
    } catch (error) {
      logger.error('enquiry mail failed; it will be retried', { id, error: error as Error });
      return failed;
    }
  }
  return { batchItemFailures: [] };
}
