import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as enquiryMailer } from '../../functions/enquiry-mailer.ts';
import { storedEmails } from '../../local/local-mailbox.ts';
import type { ContactMessage, DashboardData } from '../../shared/api-types.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { gsi1Name } from '../../shared/table-definition.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * Enquiries on the real local stack: the mail the local SES holds, the spam traps, the
 * per-address limit, repeats, and statuses.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const mailbox = () => storedEmails(stack.mail.endpoint);
const mailFor = async (marker: string) =>
  (await mailbox()).filter((email) => email.body.text?.includes(marker));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each call a visitor of its own address (the stack, like CloudFront, believes no address header, ADR 028). */
const visitor = visitorAddresses('127.51.0');

/** A message's fields, with the contact number every test's visitor gives. */
const enquiry = (name: string, email: string, message: string) => ({
  name,
  contact: '9876543210',
  email,
  message,
});
const post = (body: Record<string, unknown>, from: string = visitor()) =>
  new ApiClient(stack.url).request<ContactMessage>('POST', '/api/cnt/contact', { body, from });

const listed = async (query = '') =>
  (await admin.request<ContactMessage[]>('GET', `/api/cnt/contact?limit=500${query}`)).body;

describe('an enquiry', () => {
  it('is mailed once to the enquiry address with every field, escaped, Reply-To the visitor, and a dashboard link', async () => {
    const marker = `mail-${Date.now()}`;
    const body = {
      name: 'Asha <b>"Bold"</b> & Co',
      contact: '9876543210',
      email: 'asha.importer@example.com',
      message: `${marker}\n<script>alert(1)</script> 50 harnesses?`,
    };
    const answer = await post(body);
    expect(answer.status).toBe(201);
    const [email] = await eventually(
      () => mailFor(marker),
      (found) => found.length > 0,
    );
    expect(email).toBeDefined();
    expect(email.from).toBe(stack.mailFrom);
    expect(email.destination.to).toEqual([stack.enquiryEmail]);
    expect([...email.destination.cc, ...email.destination.bcc]).toEqual([]);
    expect(email.replyTo).toEqual(['asha.importer@example.com']);
    expect(email.subject).toBe(`New enquiry from ${body.name}`);
    const link = `${stack.url}/dashboard/contact?message=${answer.body._id}`;
    for (const part of [body.name, body.contact, body.email, body.message, link])
      expect(email.body.text).toContain(part);
    expect(email.body.html).toContain('Asha &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co');
    expect(email.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.body.html).not.toMatch(/<script|<b>/);
    // Nothing more arrives for it, and a redelivered stream record (a retried batch) sends nothing.
    const record = {
      eventName: 'INSERT',
      dynamodb: { Keys: { PK: { S: 'CONTACT' }, SK: { S: answer.body._id } }, SequenceNumber: '1' },
    };
    const lambdaContext = { getRemainingTimeInMillis: () => 30_000 };
    expect(
      await enquiryMailer({ Records: [record, record] } as unknown as DynamoDBStreamEvent, lambdaContext),
    ).toEqual({ batchItemFailures: [] });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailFor(marker)).toHaveLength(1);
  });

  it('leaves Reply-To out when the typed address could be read as several', async () => {
    const marker = `odd-${Date.now()}`;
    expect((await post(enquiry('Odd', 'a,b<c>@x.io', marker))).status).toBe(201);
    const [email] = await eventually(
      () => mailFor(marker),
      (found) => found.length > 0,
    );
    expect(email.replyTo).toEqual([]);
    expect(email.destination.to).toEqual([stack.enquiryEmail]);
  });

  it('is mailed after the local SES comes back, exactly once, when it was down when the message arrived', async () => {
    const marker = `outage-${Date.now()}`;
    await stack.mail.stop();
    try {
      const answer = await post(enquiry('Ravi', 'ravi@example.com', marker));
      // The visitor never waits for email: stored and answered while SES is away.
      expect(answer.status).toBe(201);
      // Long enough for the mailer to fail and retry a few times.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    } finally {
      await stack.mail.start();
    }
    const found = await eventually(
      () => mailFor(marker),
      (emails) => emails.length > 0,
    );
    expect(found).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailFor(marker)).toHaveLength(1);
  });
});

describe('an enquiry about a product (issue 20, item 6)', () => {
  it('keeps the product as a field with its quantity and destination, lists and filters by it, and names it in the subject', async () => {
    const marker = `product-${Date.now()}`;
    const answer = await post({
      name: 'Lena Fischer',
      contact: '9876543210',
      email: 'lena@example.com',
      message: `${marker} Samples in red, please.`,
      productId: 3,
      quantity: ' 500 pieces ',
      country: 'Germany',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      product: { id: 3, name: 'Full Body Harness' },
      quantity: '500 pieces',
      country: 'Germany',
    });
    const other = await post(enquiry('Other', 'o@example.com', marker));
    expect(other.body).not.toHaveProperty('product');

    const aboutHarness = (await listed('&product=3')).filter((message) => message.message.startsWith(marker));
    expect(aboutHarness.map((message) => message._id)).toEqual([answer.body._id]);
    expect(aboutHarness[0]).toMatchObject({
      product: { id: 3, name: 'Full Body Harness' },
      quantity: '500 pieces',
    });
    expect((await listed('&product=4')).map((message) => message._id)).not.toContain(answer.body._id);
    // The filter pages like the plain list: one at a time, each with the next cursor.
    const firstPage = await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=1&product=3');
    expect(firstPage.body.every((message) => message.product?.id === 3)).toBe(true);

    const [email] = await eventually(
      () => mailFor(marker),
      (found) => found.some((mail) => mail.subject.includes('Full Body Harness')),
    );
    expect(email.subject).toBe('New enquiry about Full Body Harness from Lena Fischer');
    for (const part of ['Product: Full Body Harness', 'Quantity: 500 pieces', 'Destination: Germany'])
      expect(email.body.text).toContain(part);
  });

  it.each([
    [{ productId: 999 }, contactFormMessages.productUnknown],
    // More digits than a product number has: unknown without a read (in AWS a slug claim's read was a 500).
    [{ productId: 1234567 }, contactFormMessages.productUnknown],
    [{ productId: 'abc' }, contactFormMessages.productId],
    [{ productId: 2.5 }, contactFormMessages.productId],
    [{ productId: 3, quantity: 'x'.repeat(101) }, messages.tooLong('quantity', 100)],
  ])('refuses %j with a 400 and stores nothing', async (extra, message) => {
    const marker = `bad-product-${Date.now()}-${Math.random()}`;
    const answer = await post({
      name: 'Bad',
      contact: '9876543210',
      email: 'b@example.com',
      message: marker,
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
    expect((await listed()).filter((stored) => stored.message === marker)).toEqual([]);
  });

  it('answers a product filter that is no id with a 400', async () => {
    const answer = await admin.request<{ message: string }>('GET', '/api/cnt/contact?product=harness');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: contactFormMessages.productId });
  });
});

describe('issue 23, item 9', () => {
  it('a name holding RFC 2047 encoded-words reaches the subject as plain text', async () => {
    const marker = `encoded-${Date.now()}`;
    // "=?UTF-8?B?…?=" decodes to "Your bank: urgent" in a mail client that reads it.
    const name = `=?UTF-8?B?${Buffer.from('Your bank: urgent').toString('base64')}?= =?iso-8859-1?q?x?=`;
    const answer = await post({ name, contact: '9876543210', email: 'e@example.com', message: marker });
    expect(answer.status).toBe(201);
    const [email] = await eventually(
      () => mailFor(marker),
      (found) => found.length > 0,
    );
    expect(email.subject).toMatch(/^New enquiry from /);
    expect(email.subject).not.toContain('=?');
    expect(email.subject).toContain('UTF-8?B?');
  });

  it.each([['5000'], [null], [true], [{ ms: 5000 }], [[5000]]])(
    'a fillMs of %j is a 400, and nothing is stored',
    async (fillMs) => {
      const marker = `fill-${Date.now()}-${Math.random()}`;
      const answer = await post({
        name: 'Form',
        contact: '9876543210',
        email: 'f@example.com',
        message: marker,
        fillMs,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: contactFormMessages.fillTime });
      expect((await listed()).filter((message) => message.message === marker)).toEqual([]);
    },
  );
});

describe('spam defence', () => {
  it('stores and mails nothing from a filled trap field or a form sent too fast, and answers as if it had', async () => {
    const before = await admin.counts();
    const marker = `bot-${Date.now()}`;
    const base = { name: 'Bot', contact: '9876543210', email: 'bot@example.com' };
    const trapped = await post({ ...base, message: `${marker} a`, website: 'http://spam.example' });
    const hurried = await post({ ...base, message: `${marker} b`, fillMs: 400 });
    for (const answer of [trapped, hurried]) {
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'Bot', status: 'new' });
    }
    const human = await post({ ...base, message: `${marker} c`, fillMs: 12_000, website: '' });
    expect(human.status).toBe(201);
    await eventually(
      () => mailFor(`${marker} c`),
      (found) => found.length > 0,
    );
    const stored = (await listed()).filter((message) => message.message.startsWith(marker));
    expect(stored.map((message) => message.message)).toEqual([`${marker} c`]);
    expect(await mailFor(`${marker} a`)).toEqual([]);
    expect(await mailFor(`${marker} b`)).toEqual([]);
    expect(await admin.counts()).toMatchObject({
      contacts: before.contacts + 1,
      newContacts: before.newContacts + 1,
    });
  });

  it('answers the 6th message from one address in 10 minutes 429, while another address gets through', async () => {
    const flooder = visitor();
    const marker = `flood-${Date.now()}`;
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index++) {
      const answer = await post(
        { name: 'Flood', contact: '9876543210', email: 'f@example.com', message: `${marker} ${index}` },
        flooder,
      );
      statuses.push(answer.status);
      if (index === 6) expect(answer.body).toEqual({ message: contactFormMessages.tooManyMessages });
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await post(enquiry('Other', 'o@example.com', marker));
    expect(other.status).toBe(201);
    const stored = (await listed()).filter((message) => message.message.startsWith(marker));
    expect(stored).toHaveLength(6);
  });

  it('stores the same message sent twice within 10 minutes once', async () => {
    const before = await admin.counts();
    const body = {
      name: 'Twice',
      contact: '9876543210',
      email: 'twice@example.com',
      message: `twice ${Date.now()}`,
    };
    const first = await post(body);
    const second = await post(body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body._id).toBe(first.body._id);
    expect((await listed()).filter((message) => message.message === body.message)).toHaveLength(1);
    expect((await admin.counts()).contacts).toBe(before.contacts + 1);
  });
});

describe('statuses', () => {
  it('start new; read, replied and archived move the message between lists and keep the new count exact', async () => {
    const answer = await post(enquiry('Status', 'status@example.com', `status ${Date.now()}`));
    const id = answer.body._id;
    const before = await admin.counts();
    expect((await listed('&status=new')).map((message) => message._id)).toContain(id);
    const one = await admin.request<ContactMessage>('GET', `/api/cnt/contact/${id}`);
    expect(one.body).toMatchObject({ _id: id, status: 'new' });

    const mark = (status: string) =>
      admin.request<ContactMessage>('PUT', `/api/cnt/status/${id}`, { body: { status } });
    expect((await mark('read')).body.status).toBe('read');
    expect((await mark('read')).status).toBe(200);
    expect((await admin.counts()).newContacts).toBe(before.newContacts - 1);
    expect((await listed('&status=new')).map((message) => message._id)).not.toContain(id);
    expect((await listed('&status=read')).map((message) => message._id)).toContain(id);
    await mark('replied');
    await mark('archived');
    expect((await listed('&status=archived')).map((message) => message._id)).toContain(id);
    expect((await listed('&status=read')).map((message) => message._id)).not.toContain(id);
    await mark('new');
    expect((await admin.counts()).newContacts).toBe(before.newContacts);
    expect((await mark('lost')).status).toBe(400);
    expect((await admin.request('GET', '/api/cnt/contact?status=lost')).status).toBe(400);

    const overview = await admin.request<DashboardData>('GET', '/api/admin/dashboard-data');
    expect(overview.body.counts.newContacts).toBe(before.newContacts);
    expect((await admin.request('DELETE', `/api/cnt/delete/${id}`)).status).toBe(200);
    expect((await admin.counts()).newContacts).toBe(before.newContacts - 1);
  });

  it('pages a status list newest first', async () => {
    const marker = `paged-${Date.now()}`;
    for (let index = 0; index < 3; index++)
      await post(enquiry('Paged', 'p@example.com', `${marker} ${index}`));
    const first = await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?status=new&limit=2');
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await admin.request<ContactMessage[]>(
      'GET',
      `/api/cnt/contact?status=new&limit=2&cursor=${cursor}`,
    );
    expect(second.body[0]._id < first.body[1]._id).toBe(true);
    expect(first.body[0].message).toBe(`${marker} 2`);
  });
});

describe('contact messages outside GSI1 (issue 38 item 7, docs/decisions/056)', () => {
  it('stores a message without GSI1PK, and the migration takes one an earlier version stored out of GSI1', async () => {
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    const { queryAll } = await import('../../functions/lib/data/table.ts');
    const { migrateTable } = await import('../../functions/lib/data/migrations.ts');
    const db = dynamoDocumentClient();
    const inGsi1 = async (id: string) =>
      (
        await db.send(
          new QueryCommand({
            TableName: stack.tableName,
            IndexName: gsi1Name,
            KeyConditionExpression: 'GSI1PK = :id',
            ExpressionAttributeValues: { ':id': id },
          }),
        )
      ).Items ?? [];
    const storedInGsi1 = async () =>
      (
        await queryAll({
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': 'CONTACT' },
        })
      )
        .filter((item) => 'GSI1PK' in item)
        .map((item) => item.id);
    const marker = `gsi1-${Date.now()}`;
    const fields = { contact: '9876543210', email: 'g@example.com', message: marker };
    const fresh = (await post({ ...fields, name: 'Fresh' })).body;
    const earlier = (await post({ ...fields, name: 'Earlier' })).body;
    expect(await inGsi1(fresh._id)).toEqual([]);
    // An earlier version gave each message its id as GSI1 key.
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: 'CONTACT', SK: earlier._id },
        UpdateExpression: 'SET GSI1PK = :id',
        ExpressionAttributeValues: { ':id': earlier._id },
      }),
    );
    expect(await inGsi1(earlier._id)).toHaveLength(1);
    expect(await storedInGsi1()).toEqual([earlier._id]);

    expect((await migrateTable()).contactsRemovedFromGsi1).toBe(1);
    expect(await inGsi1(earlier._id)).toEqual([]);
    expect(await storedInGsi1()).toEqual([]);
    // Idempotent: a second run finds nothing; the message itself is untouched.
    expect((await migrateTable()).contactsRemovedFromGsi1).toBe(0);
    const opened = await admin.request<ContactMessage>('GET', `/api/cnt/contact/${earlier._id}`);
    expect(opened.body).toMatchObject({ _id: earlier._id, name: 'Earlier', message: marker });
  });
});
