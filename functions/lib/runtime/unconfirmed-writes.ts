import type { MiddlewareStack } from '@smithy/types';
import { WriteUnconfirmed } from '../domain-errors.ts';
import { mayHaveTakenEffect } from './unanswered-requests.ts';

/**
 * A change whose write went out to DynamoDB and whose answer never came (issue 38, item 4):
 * DynamoDB may have applied it. The audit paused the table for 7 s during a product save: the
 * save answered "busy, try again" and was then stored, so an owner who tried again would have
 * made a second product. Such a failure is thrown as `WriteUnconfirmed`, which the API answers
 * with "it may have been saved: reload to check" (http/error-response.ts); a read, or a write
 * that never reached DynamoDB (no connection), stays the plain busy answer.
 * docs/decisions/052-saves-that-survive-conflicts-and-timeouts.md
 */

/**
 * The command of a change the client asked for: every create, edit and delete of an item is
 * one transaction with its counts and slug claims (data/table.ts `transactWrite`). The single
 * writes are what a retry repeats harmlessly, or what the request does before its change: a
 * throttle's or an id's counter, a session, the activity log (which never fails a request), a
 * conditional put that answers "exists" when repeated. Counting those would tell a visitor
 * whose enquiry was never stored that it may have been.
 */
const changeCommands = new Set(['TransactWriteItemsCommand']);

/** What the two middlewares share for one `send`: whether any attempt went out unanswered. */
type WriteContext = { unconfirmedWrite?: boolean };

/**
 * Adds the two steps to the client: each attempt (inside the SDK's retries) notes a change
 * sent and unanswered (a transaction's retry carries the same ClientRequestToken, so it is
 * never applied twice); the whole call, once its retries are over, fails as `WriteUnconfirmed`
 * if any attempt was, whatever the last attempt's own error (a retry refused a connection).
 */
export function reportUnconfirmedWrites<Input extends object, Output extends object>(client: {
  // By shape, not the DynamoDB client's type: only aws-clients.ts and data/ import its packages.
  middlewareStack: MiddlewareStack<Input, Output>;
}): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (changeCommands.has(context.commandName ?? '') && mayHaveTakenEffect(error))
          (context as WriteContext).unconfirmedWrite = true;
        throw error;
      }
    },
    // Low in the step the retries run in: once per attempt.
    { step: 'finalizeRequest', priority: 'low', name: 'noteUnansweredWriteAttempt' },
  );
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if ((context as WriteContext).unconfirmedWrite)
          throw new WriteUnconfirmed(`${context.commandName} was sent and not answered`, { cause: error });
        throw error;
      }
    },
    { step: 'initialize', name: 'reportUnconfirmedWrite' },
  );
}
