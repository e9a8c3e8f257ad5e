import { describe, expect, it } from 'vitest';
import type { ContactMessage, Country } from '../../shared/api-types.ts';
import { stackWithSignedInAdmin } from '../api/stack-with-admin.ts';
import { ApiClient, type TestStack } from '../api/test-stack.ts';
import { mapConcurrently } from './concurrency.ts';
import { allContacts } from './contact-pages.ts';
import { sampleContact } from './sample-bodies.ts';

/**
 * Load without loss: many visitors writing at once lose nothing and store nothing twice,
 * and concurrent adds of one name make exactly one item. Counts come from the overview
 * (the counters item); the lists are what an admin sees.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

describe('2,000 contact messages from 50 concurrent clients', () => {
  const total = 2000;
  const clients = 50;

  it('are all answered 201, stored exactly once, listed, and counted', async () => {
    const countsBefore = await admin.counts();
    const listedBefore = await allContacts(admin);
    const run = Date.now().toString(36);
    const texts = Array.from({ length: total }, (_, index) => `Load ${run} message ${index}`);
    // Each client is a visitor of its own (no cookies shared).
    const visitors = Array.from({ length: clients }, () => new ApiClient(stack.url));

    // 2,000 genuine messages are 2,000 visitors: each message comes from an address of its own
    // (the per-address limit, ADR 023, allows 5 per address in 10 minutes), over 50 connections.
    const answers = await mapConcurrently(texts, clients, (message, index) =>
      visitors[index % clients].request<ContactMessage>('POST', '/api/cnt/contact', {
        body: { ...sampleContact, message },
        from: `127.${10 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`,
      }),
    );
    const failures = answers.filter((answer) => answer.status !== 201).map((answer) => answer.text);
    expect(failures, `${failures.length} failed, e.g. ${failures[0]}`).toEqual([]);
    const createdIds = answers.map((answer) => answer.body._id);
    expect(new Set(createdIds).size).toBe(total);

    const listed = await allContacts(admin);
    const ours = listed.filter((contact) => contact.message.startsWith(`Load ${run} `));
    expect(ours).toHaveLength(total);
    expect(new Set(ours.map((contact) => contact.message))).toEqual(new Set(texts));
    expect(new Set(ours.map((contact) => contact._id))).toEqual(new Set(createdIds));
    expect(new Set(listed.map((contact) => contact._id)).size).toBe(listed.length);
    expect(listed).toHaveLength(listedBefore.length + total);
    // Newest first: ids (ULIDs) never go up along the list.
    for (let index = 1; index < listed.length; index++)
      expect(listed[index - 1]._id >= listed[index]._id, `order at ${index}`).toBe(true);

    expect(await admin.counts()).toEqual({
      ...countsBefore,
      contacts: countsBefore.contacts + total,
      newContacts: countsBefore.newContacts + total,
    });
  });
});

describe('20 concurrent adds of the same country', () => {
  it('make exactly one: one 201, nineteen 409, count +1, one entry in the hierarchy', async () => {
    const countsBefore = await admin.counts();
    const sessions = await mapConcurrently(Array.from({ length: 4 }), 4, async () => {
      const client = new ApiClient(stack.url);
      await client.login();
      return client;
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sessions[index % sessions.length].request<Country>('POST', '/countries/add', {
          body: { name: 'Kenya' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([
      201,
      ...Array.from({ length: 19 }, () => 409),
    ]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(typeof (answer.body as unknown as { message: string }).message).toBe('string');

    expect(await admin.counts()).toEqual({ ...countsBefore, countries: countsBefore.countries + 1 });
    const hierarchy = await admin.request<Country[]>('GET', '/countries/hierarchy');
    expect(hierarchy.body.filter((country) => country.name === 'Kenya')).toHaveLength(1);
  });
});
