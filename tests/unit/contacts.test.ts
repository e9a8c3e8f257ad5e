import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as createContact } from '../../functions/contact-create.ts';
import { handler as deleteContact } from '../../functions/contact-delete.ts';
import { handler as listContacts } from '../../functions/contact-list.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { ddb, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';
import { storedMessage } from './support/stored-samples.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const ids = ['01KAZZZZZZZZZZZZZZZZZZZZZ3', '01KAZZZZZZZZZZZZZZZZZZZZZ2', '01KAZZZZZZZZZZZZZZZZZZZZZ1'];

describe('contact messages', () => {
  it('stores a visitor message (trimmed, new) with its repeat claim and counts in one transaction: 201', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(createContact, {
      method: 'POST',
      body: { name: ' Asha ', contact: '9876543210', email: 'asha@example.com', message: 'Hello' },
    });
    expect(result).toMatchObject({ status: 201, body: { name: 'Asha', contact: '9876543210' } });
    const [put, claim, counts] = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    const id = (result.body as { _id: string })._id;
    expect(put.Put?.Item).toMatchObject({
      PK: 'CONTACT',
      SK: id,
      status: 'new',
      GSI2PK: 'CONTACT#new',
      GSI2SK: id,
    });
    // Not in GSI1, which the public functions may Query (docs/decisions/056).
    expect(put.Put?.Item).not.toHaveProperty('GSI1PK');
    expect(claim.Put?.Item).toMatchObject({ SK: 'CLAIM', id });
    expect(String(claim.Put?.Item?.PK)).toMatch(/^CONTACT-SAME#/);
    expect(counts.Update?.ExpressionAttributeValues).toEqual({ ':contacts': 1, ':newContacts': 1 });
    // The address's count came first (ADR 023).
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input.Key).toEqual({
      PK: 'CONTACT-FROM#127.0.0.1',
      SK: 'THROTTLE',
    });
  });

  it('retries a transaction cancelled for a conflict on the counters, with the same request token', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCancelled(['None', 'None', 'TransactionConflict']))
      .rejectsOnce(transactionCancelled(['TransactionConflict', 'None', 'None']))
      .resolves({});
    const result = await call(createContact, {
      method: 'POST',
      body: { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Hello' },
    });
    expect(result.status).toBe(201);
    const tokens = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBeTruthy();
  });

  it('answers 503 when the conflict does not clear after a few attempts', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'None', 'TransactionConflict']));
    const result = await call(createContact, {
      method: 'POST',
      body: { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Hello' },
    });
    expect(result.status).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(6);
  });

  it('lists newest first as a plain array, with the next cursor in x-next-cursor', async () => {
    ddb.on(QueryCommand).resolves({ Items: ids.map(storedMessage) });
    const first = await call(listContacts, { admin, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect((first.body as { _id: string }[]).map((message) => message._id)).toEqual(ids.slice(0, 2));
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ScanIndexForward: false,
      Limit: 3,
    });
    const cursor = String(first.headers['x-next-cursor']);
    expect(cursor).toBeTruthy();

    ddb.on(QueryCommand).resolves({ Items: [storedMessage(ids[2])] });
    const second = await call(listContacts, { admin, query: { limit: '2', cursor } });
    expect(ddb.commandCalls(QueryCommand)[1].args[0].input.ExclusiveStartKey).toEqual({
      PK: 'CONTACT',
      SK: ids[1],
    });
    expect(second.body).toHaveLength(1);
    expect(second.headers).not.toHaveProperty('x-next-cursor');
  });

  it("answers a message's uncertain email (mailUncertainAt) and none of the mailer's other fields", async () => {
    const uncertain = {
      ...storedMessage(ids[0]),
      status: 'new',
      mailingUntil: 1_767_225_900_000,
      mailUncertainAt: '2026-01-01T00:00:06.000Z',
    };
    const mailed = { ...storedMessage(ids[1]), status: 'read', emailedAt: '2026-01-01T00:00:01.000Z' };
    ddb.on(QueryCommand).resolves({ Items: [uncertain, mailed] });
    const answer = await call(listContacts, { admin });
    expect(answer.body).toEqual([
      {
        _id: ids[0],
        name: 'Asha',
        contact: '9876543210',
        email: 'asha@example.com',
        message: 'Hi',
        createdAt: '2026-01-01T00:00:00.000Z',
        status: 'new',
        mailUncertainAt: '2026-01-01T00:00:06.000Z',
      },
      {
        _id: ids[1],
        name: 'Asha',
        contact: '9876543210',
        email: 'asha@example.com',
        message: 'Hi',
        createdAt: '2026-01-01T00:00:00.000Z',
        status: 'read',
      },
    ]);
  });

  it('answers 400 for a bad limit or cursor', async () => {
    expect((await call(listContacts, { admin, query: { limit: '0' } })).status).toBe(400);
    expect((await call(listContacts, { admin, query: { limit: '501' } })).status).toBe(400);
    expect((await call(listContacts, { admin, query: { cursor: 'bm90IGEgY3Vyc29y' } })).status).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('deletes a message with its counts (a new one also from newContacts), and answers 404 for an unknown one', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...storedMessage(ids[0]), status: 'new' } });
    ddb.on(TransactWriteCommand).resolves({});
    const request = { method: 'DELETE', admin, headers: csrfHeaders(admin.sessionId) };
    expect((await call(deleteContact, { ...request, pathParameters: { id: ids[0] } })).status).toBe(200);
    expect(
      ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems?.[1].Update
        ?.ExpressionAttributeValues,
    ).toEqual({
      ':contacts': -1,
      ':newContacts': -1,
    });
    ddb.on(GetCommand).resolves({});
    expect(await call(deleteContact, { ...request, pathParameters: { id: ids[1] } })).toMatchObject({
      status: 404,
      body: { message: 'Message not found.' },
    });
    expect((await call(deleteContact, { ...request, pathParameters: { id: 'not-an-id' } })).status).toBe(404);
  });
});

describe('an enquiry about a product (docs/decisions/048)', () => {
  const enquiry = { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Price?' };
  const sentCommands = () => ddb.calls().map((one) => one.args[0].constructor.name);

  it.each([1234567, '123456789'])(
    'answers a number of 7 to 9 digits (%j: no product has one) 400 "productUnknown" without a read',
    async (productId) => {
      const result = await call(createContact, { method: 'POST', body: { ...enquiry, productId } });
      expect(result).toMatchObject({ status: 400, body: { message: contactFormMessages.productUnknown } });
      // Above all no GetItem of a slug claim, which contact-create may not read in AWS (a 500 there).
      expect(ddb.commandCalls(GetCommand)).toEqual([]);
      expect(sentCommands()).toEqual([]);
    },
  );

  it('looks a product number up in GSI1 only: an unknown one is the same 400', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const result = await call(createContact, { method: 'POST', body: { ...enquiry, productId: 999999 } });
    expect(result).toMatchObject({ status: 400, body: { message: contactFormMessages.productUnknown } });
    expect(ddb.commandCalls(QueryCommand).map((query) => query.args[0].input)).toEqual([
      expect.objectContaining({ IndexName: 'GSI1', ExpressionAttributeValues: { ':id': '999999' } }),
    ]);
    expect(sentCommands()).toEqual(['QueryCommand']);
  });
});
