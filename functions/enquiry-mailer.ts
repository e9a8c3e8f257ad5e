import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handleStreamEvent } from './lib/mail/enquiry-mailer.ts';

/**
 * The table stream's consumer (not an API route): one email per new contact message
 * (docs/decisions/022). Reports partial batch failures, so a retry starts at the failed record.
 */
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  handleStreamEvent(event);
