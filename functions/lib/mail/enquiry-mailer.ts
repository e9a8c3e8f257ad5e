import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import {
  claimForMailing,
  contactPartition,
  markMailed,
  releaseMailingClaim,
} from '../data/contacts-repository.ts';
import { logger } from '../runtime/logger.ts';
import { composeEnquiryEmail, mailSettings, sendEnquiryEmail } from './enquiry-email.ts';

/**
 * The enquiry mailer (docs/decisions/022): the table's stream brings every new item; a new
 * contact message is mailed once. Per message: claim it (the claim holds for `claimHoldMs`),
 * send, mark it mailed. A message already mailed, or deleted, is skipped, so a retried batch
 * sends nothing twice. A send that fails releases the claim and fails the record: the event
 * source mapping (locally the poller) retries from that record, the earlier ones are done.
 */
export const claimHoldMs = 5 * 60 * 1000;

/** The id of a stream record that is a new contact message, else undefined. */
export function newContactId(record: DynamoDBRecord): string | undefined {
  if (record.eventName !== 'INSERT') return undefined;
  const keys = record.dynamodb?.Keys;
  if (keys?.PK?.S !== contactPartition) return undefined;
  return keys.SK?.S;
}

/** Sends one message's email unless it went out already. Throws when it must be retried. */
export async function mailEnquiry(id: string): Promise<'sent' | 'skipped'> {
  const claim = await claimForMailing(id, claimHoldMs);
  if (claim.outcome === 'busy') throw new Error(`enquiry ${id} is being mailed by another attempt`);
  if (claim.outcome !== 'claimed') return 'skipped';
  try {
    await sendEnquiryEmail(composeEnquiryEmail(claim.message, mailSettings()));
  } catch (error) {
    await releaseMailingClaim(id).catch((releaseError) =>
      logger.warn('could not release the mailing claim', { id, error: releaseError as Error }),
    );
    throw error;
  }
  await markMailed(id);
  return 'sent';
}

/** Records in order; the first that fails is reported, and the retry starts there (later ones were not tried). */
export async function handleStreamEvent(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const id = newContactId(record);
    if (!id) continue;
    try {
      const result = await mailEnquiry(id);
      logger.info('enquiry mail', { id, result });
    } catch (error) {
      logger.error('enquiry mail failed; it will be retried', { id, error: error as Error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
