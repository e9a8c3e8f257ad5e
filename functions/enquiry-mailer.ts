import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handleStreamEvent } from './lib/mail/enquiry-mailer.ts';

/**
 * The table stream's consumer (not an API route): one email per new contact message
 * (docs/decisions/022, 053). Reports partial batch failures, so a retry starts at the failed
 * record, and starts a message only while the function has time to finish it.
 */
export const handler = (
  event: DynamoDBStreamEvent,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<DynamoDBBatchResponse> => handleStreamEvent(event, () => context.getRemainingTimeInMillis());
