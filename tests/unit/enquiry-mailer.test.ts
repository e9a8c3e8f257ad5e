import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { handler } from '../../functions/enquiry-mailer.ts';
import { messageBudgetMs } from '../../functions/lib/mail/enquiry-mailer.ts';
import { MailMayHaveBeenSent, sesClient } from '../../functions/lib/mail/ses-client.ts';
import { logger } from '../../functions/lib/runtime/logger.ts';
import { mayHaveTakenEffect } from '../../functions/lib/runtime/unanswered-requests.ts';
import { enquiryMailerTimeoutSeconds, uncertainEnquiryMailLog } from '../../shared/enquiry-mail.ts';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { awsError, conditionFailed, ddb } from './support/aws-mocks.ts';
import { storedMessage } from './support/stored-samples.ts';

/**
 * The enquiry mailer's outcomes (docs/decisions/053) with DynamoDB and SES mocked: a send SES
 * did not answer is kept as uncertain (claim kept, no retry, its own log line), a send that
 * certainly failed is released and retried, and the function starts no message it has no
 * time to finish.
 */
const ses = mockClient(SESv2Client);
Object.assign(process.env, {
  ENQUIRY_EMAIL: 'sales@pawcraft.test',
  MAIL_FROM: 'website@pawcraft.test',
  SITE_URL: 'https://pawcraft.test',
});

const id = '01KAZZZZZZZZZZZZZZZZZZZZZ1';
const messageItem = { ...storedMessage(id), status: 'new' };
const event = {
  Records: [
    { eventName: 'INSERT', dynamodb: { Keys: { PK: { S: 'CONTACT' }, SK: { S: id } }, SequenceNumber: '7' } },
  ],
} as unknown as DynamoDBStreamEvent;
const withTime = (ms: number) => ({ getRemainingTimeInMillis: () => ms });
const plentyOfTime = withTime(enquiryMailerTimeoutSeconds * 1000);

/** What the Node HTTP handler throws when the attempt's time runs out after the request went. */
const requestTimedOut = () =>
  Object.assign(new Error('a request has exceeded the configured 5000 ms requestTimeout.'), {
    name: 'TimeoutError',
    code: 'ETIMEDOUT',
    $metadata: { attempts: 1 },
  });

/** The UpdateItem expressions the mailer sent, in order. */
const updates = () => ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input.UpdateExpression);

let warn: MockInstance<typeof logger.warn>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn');
  // The claim succeeds and returns the message; every later update succeeds. No site
  // settings are stored: enquiries go to the stage's address.
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(UpdateCommand).resolves({});
  ddb
    .on(UpdateCommand, { UpdateExpression: 'SET mailingUntil = :until' })
    .resolves({ Attributes: messageItem });
});
afterEach(() => {
  ses.reset();
  warn.mockRestore();
});

describe('the SES client every email shares', () => {
  it('makes one attempt: SendEmail has no idempotency token, so a second attempt is a second email', async () => {
    expect(await sesClient().config.maxAttempts()).toBe(1);
  });

  it('tells a send that may have reached SES from one that certainly did not (the rule runtime/unanswered-requests.ts also gives the DynamoDB transactions)', () => {
    expect(mayHaveTakenEffect(requestTimedOut())).toBe(true);
    const reset = Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET' });
    expect(mayHaveTakenEffect(reset)).toBe(true);
    expect(mayHaveTakenEffect(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(true);
    // SES answered (refused it), the connection was refused, or never made: nothing went out.
    expect(mayHaveTakenEffect(awsError('MessageRejected', { $metadata: { httpStatusCode: 400 } }))).toBe(
      false,
    );
    expect(
      mayHaveTakenEffect(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(false);
    const notConnected = new Error(
      '@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 1000 ms.',
    );
    expect(mayHaveTakenEffect(Object.assign(notConnected, { name: 'TimeoutError' }))).toBe(false);
  });
});

describe('the enquiry mailer', () => {
  it('sends once and marks the message mailed', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0].args[0].input.Destination).toEqual({
      ToAddresses: ['sales@pawcraft.test'],
    });
    expect(updates()).toEqual(['SET mailingUntil = :until', 'SET emailedAt = :at REMOVE mailingUntil']);
  });

  it("mails the site settings' enquiry address once an admin set one (docs/decisions/063)", async () => {
    const company = { ...defaultSiteSettings.company, enquiryEmail: 'orders@pawcraft.test' };
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ PK: 'SITE', SK: 'PART#company', value: company, version: 2 }] });
    // Past the reuse of the settings the tests before read.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    try {
      expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    } finally {
      vi.useRealTimers();
    }
    expect(ses.commandCalls(SendEmailCommand)[0].args[0].input.Destination).toEqual({
      ToAddresses: ['orders@pawcraft.test'],
    });
  });

  it('keeps a send SES did not answer as uncertain: claim kept, marked, logged, and the record done (no retry)', async () => {
    ses.on(SendEmailCommand).rejects(requestTimedOut());
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(updates()).toEqual(['SET mailingUntil = :until', 'SET mailUncertainAt = :at']);
    const [mark] = ddb.commandCalls(UpdateCommand).slice(1);
    expect(mark.args[0].input.ConditionExpression).toBe(
      'attribute_exists(PK) AND attribute_not_exists(emailedAt)',
    );
    // Its own log line, which the metric filter of the uncertain-mail alarm counts.
    const [message, details] = warn.mock.calls.find(([line]) => line === uncertainEnquiryMailLog) ?? [];
    expect(message).toBe(uncertainEnquiryMailLog);
    expect(details).toMatchObject({ id, error: expect.any(MailMayHaveBeenSent) });
  });

  it('still ends the record when the uncertain mark cannot be written: the kept claim holds off a redelivery', async () => {
    ses.on(SendEmailCommand).rejects(requestTimedOut());
    ddb
      .on(UpdateCommand, { UpdateExpression: 'SET mailUncertainAt = :at' })
      .rejects(awsError('InternalServerError'));
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    expect(updates()).not.toContain('REMOVE mailingUntil');
    expect(warn.mock.calls.some(([line]) => line === uncertainEnquiryMailLog)).toBe(true);
  });

  it('never sends a message whose earlier send was uncertain, nor fails its record', async () => {
    ddb.on(UpdateCommand, { UpdateExpression: 'SET mailingUntil = :until' }).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({
      Item: { ...messageItem, mailingUntil: 1, mailUncertainAt: '2026-01-01T00:00:05.000Z' },
    });
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    // The claim's condition itself refuses an uncertain message, whatever its hold says.
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input.ConditionExpression).toContain(
      'attribute_not_exists(mailUncertainAt)',
    );
  });

  it('releases the claim and fails the record when SES refused the mail (nothing was sent): the retry sends it', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(awsError('TooManyRequestsException', { $metadata: { httpStatusCode: 429 } }));
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
    expect(updates()).toEqual(['SET mailingUntil = :until', 'REMOVE mailingUntil']);
  });

  it('counts a mail as sent when only its mailed mark fails: no retry, no dead letter for a mail that went out', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    ddb
      .on(UpdateCommand, { UpdateExpression: 'SET emailedAt = :at REMOVE mailingUntil' })
      .rejects(awsError('InternalServerError'));
    expect(await handler(event, plentyOfTime)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('starts no message it might not finish before the function times out: it is left to the retry', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-3' });
    expect(await handler(event, withTime(messageBudgetMs - 1))).toEqual({
      batchItemFailures: [{ itemIdentifier: '7' }],
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    // The function's timeout fits two whole messages, each at every call's time limit.
    expect(messageBudgetMs * 2).toBeLessThan(enquiryMailerTimeoutSeconds * 1000);
  });
});
