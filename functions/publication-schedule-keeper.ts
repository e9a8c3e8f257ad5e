import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handleScheduleRecords } from './lib/content/publication-schedule-keeper.ts';

/**
 * The table stream's consumer for the SCHEDULE partition (not an API route,
 * docs/decisions/065): a new marker becomes an EventBridge Scheduler one-time schedule, a
 * deleted one's schedule goes. Reports partial batch failures, so a retry starts at the
 * failed record. Only in AWS: the local stack's timer reads the markers itself.
 */
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  handleScheduleRecords(event);
