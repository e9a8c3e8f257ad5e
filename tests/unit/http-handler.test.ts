import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { handler as createContact } from '../../functions/contact-create.ts';
import { handler as createCountry } from '../../functions/country-create.ts';
import {
  Conflict,
  DomainError,
  InvalidInput,
  NotFound,
  TooLarge,
  TooManyAttempts,
  Unavailable,
  WrongCredentials,
} from '../../functions/lib/domain-errors.ts';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import { publicHandler } from '../../functions/lib/http/http-handler.ts';
import { logger } from '../../functions/lib/runtime/logger.ts';
import { handler as listHierarchy } from '../../functions/locations-hierarchy.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { apiRoutes } from '../../shared/routes.ts';
import { messages } from '../../shared/validation.ts';
import { awsError, ddb, emptyTable, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders as csrfHeadersFor } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const csrfHeaders = () => csrfHeadersFor(admin.sessionId);
const validContact = { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Hello' };

describe('the middy stack', () => {
  it('answers JSON with content-type, and no-store on admin routes', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const created = await call(createCountry, {
      method: 'POST',
      body: { name: 'India' },
      admin,
      headers: csrfHeaders(),
    });
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.body).toMatchObject({ name: 'India', code: 'in', states: [] });
  });

  it('sends public reads with the one public-content Cache-Control (CloudFront keeps them 30 s)', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const result = await call(listHierarchy);
    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
    expect(result.headers['cache-control']).toBe(publicContentCacheControl);
    expect(publicContentCacheControl).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=20, stale-if-error=86400',
    );
  });

  it('sends every public GET route with it when it succeeds, and no-store when it fails', async () => {
    emptyTable();
    // The stage's address, which the stack gives the sitemap (docs/decisions/040).
    vi.stubEnv('SITE_URL', 'https://www.example.com');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const publicGets = apiRoutes.filter((route) => route.access === 'public' && route.method === 'GET');
    expect(publicGets.map((route) => route.handler).sort()).toEqual(
      [
        'blog-get',
        'blogs-list',
        'district-get',
        'locations-hierarchy',
        'sitemap',
        'state-get',
        'products-list',
        'products-search-index',
        'product-get',
        'categories-list',
      ].sort(),
    );
    for (const route of publicGets) {
      const { handler } = await import(`../../functions/${route.handler}.ts`);
      const result = await call(handler, { pathParameters: { id: 'none', stateId: 'none' } });
      // With an empty table the lists answer 200 and the single items 404.
      const expected = result.status === 200 ? publicContentCacheControl : 'no-store';
      expect(result.headers['cache-control'], route.handler).toBe(expected);
      expect([200, 404], route.handler).toContain(result.status);
    }
  });

  it('answers 400 with the first validation message (the spec texts)', async () => {
    const blank = await call(createContact, { method: 'POST', body: { ...validContact, name: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: messages.fillAllFields } });
    const badNumber = await call(createContact, {
      method: 'POST',
      body: { ...validContact, contact: '12345' },
    });
    expect(badNumber).toMatchObject({ status: 400, body: { message: contactFormMessages.contactNumber } });
    const badEmail = await call(createContact, { method: 'POST', body: { ...validContact, email: 'a@b' } });
    expect(badEmail).toMatchObject({ status: 400, body: { message: messages.email } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const malformed = await call(createContact, {
      method: 'POST',
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toHaveProperty('message');
    const form = await call(createContact, {
      method: 'POST',
      rawBody: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 413 for a body over 1 MB, before parsing it', async () => {
    const result = await call(createContact, {
      method: 'POST',
      body: { ...validContact, message: 'x'.repeat(1024 * 1024) },
    });
    expect(result).toMatchObject({ status: 413, body: { message: 'The request is too large.' } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 401 on an admin route when no authorizer identity came with the event', async () => {
    const result = await call(createCountry, {
      method: 'POST',
      body: { name: 'India' },
      headers: csrfHeaders(),
    });
    expect(result.status).toBe(401);
  });

  it('answers 503 on an admin route the authorizer marked unavailable, before any table call', async () => {
    const result = await call(createCountry, {
      method: 'POST',
      body: { name: 'India' },
      admin: { unavailable: 'true' } as unknown as typeof admin,
      headers: csrfHeaders(),
    });
    expect(result).toMatchObject({ status: 503, body: { message: busyMessage } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 403 on a state-changing admin request without the right CSRF header', async () => {
    const missing = await call(createCountry, { method: 'POST', body: { name: 'India' }, admin });
    expect(missing.status).toBe(403);
    const forged = await call(createCountry, {
      method: 'POST',
      body: { name: 'India' },
      admin,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(forged.status).toBe(403);
    // A token of another session is no good either: the token is bound to the session.
    const otherSession = await call(createCountry, {
      method: 'POST',
      body: { name: 'India' },
      admin,
      headers: csrfHeadersFor('B'.repeat(43)),
    });
    expect(otherSession.status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });

  it.each([
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
    'ServiceUnavailable',
    'InternalServerError',
  ])('answers 503 when DynamoDB fails with %s, in one transaction call', async (name) => {
    ddb.on(TransactWriteCommand).rejects(awsError(name));
    // The address's count (ADR 023) is one UpdateItem before the transaction.
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    const result = await call(createContact, { method: 'POST', body: validContact });
    expect(result).toMatchObject({
      status: 503,
      body: { message: 'The service is busy. Please try again shortly.' },
    });
    // The item, its repeat claim, its counts and its Insights counter (the total, with its channel
    // and its unknown country folded in, in the day and the month: docs/decisions/071) travel in
    // one TransactWriteItems: nothing can be half-written.
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems).toHaveLength(3 + 1 * 2);
  });

  it('answers 503 for a network error and for a transaction cancelled by throttling', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect((await call(createContact, { method: 'POST', body: validContact })).status).toBe(503);
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['ThrottlingError', 'None']));
    expect((await call(createContact, { method: 'POST', body: validContact })).status).toBe(503);
  });

  it('answers 500 for an unexpected error and logs it', async () => {
    const logged = vi.spyOn(logger, 'error');
    ddb.on(QueryCommand).rejects(new TypeError('a bug'));
    const result = await call(listHierarchy);
    expect(result).toMatchObject({ status: 500, body: { message: expect.any(String) } });
    expect(logged).toHaveBeenCalled();
  });
});

describe('domain errors', () => {
  const answerTo = (error: Error) => call(publicHandler({}, () => Promise.reject(error)));

  it('become their status with their own message, in the one mapping every handler runs', async () => {
    const cases: [DomainError, number][] = [
      [new InvalidInput('Please enter a name.'), 400],
      [new WrongCredentials('Invalid email or password'), 401],
      [new NotFound('Country not found.'), 404],
      [new Conflict('This country already exists.'), 409],
      [new TooLarge('The post is too long.'), 413],
      [new TooManyAttempts('Too many attempts.'), 429],
    ];
    for (const [error, status] of cases)
      expect(await answerTo(error), error.name).toMatchObject({
        status,
        body: { message: error.message },
        headers: { 'cache-control': 'no-store' },
      });
  });

  it('answer a subclass as its parent, and Unavailable with the busy message (its own is for the log)', async () => {
    class NameTooOdd extends InvalidInput {}
    expect(await answerTo(new NameTooOdd('Odd.'))).toMatchObject({ status: 400, body: { message: 'Odd.' } });
    expect(await answerTo(new Unavailable('the record kept changing'))).toMatchObject({
      status: 503,
      body: { message: busyMessage },
    });
  });

  it('answer 500 for a domain error the mapping does not know (a bug, never a guess)', async () => {
    class Unmapped extends DomainError {}
    expect(await answerTo(new Unmapped('x'))).toMatchObject({ status: 500 });
  });
});
