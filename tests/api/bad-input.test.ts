import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Country, Counts, DeleteResult, State } from '../../shared/api-types.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { maxImageBytes } from '../../shared/upload-rules.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
beforeAll(async () => {
  // A country to be a duplicate of (this stack has no sample data).
  expect((await admin.request('POST', '/countries/add', { body: { name: 'India' } })).status).toBe(201);
});

const unknownId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
const goodContact = { name: 'Ravi', contact: '9876543210', email: 'ravi@example.com', message: 'Hello' };
const goodBlog = { title: 'T', date: '2026-11-20', author: 'A', tags: 'x', content: '<p>x</p>', image: '' };
const overOneMegabyte = JSON.stringify({ ...goodContact, message: 'x'.repeat(1024 * 1024 + 1) });

/** Every bad request leaves the data as it was: the overview's counts before and after each test. */
let countsBefore: Counts;
beforeEach(async () => {
  countsBefore = await admin.counts();
  return async () => {
    expect(await admin.counts()).toEqual(countsBefore);
  };
});

describe('bad input gets its 4xx and stores nothing', () => {
  it.each([
    ['a missing field', { ...goodContact, name: undefined }, messages.fillAllFields],
    ['a blank field', { ...goodContact, message: '   ' }, messages.fillAllFields],
    ['a 9-digit contact number', { ...goodContact, contact: '987654321' }, contactFormMessages.contactNumber],
    [
      'letters in the contact number',
      { ...goodContact, contact: '98765abcde' },
      contactFormMessages.contactNumber,
    ],
    ['an email without a dot in the domain', { ...goodContact, email: 'ravi@example' }, messages.email],
    ['an email with a space', { ...goodContact, email: 'ravi @example.com' }, messages.email],
  ])('contact message with %s -> 400', async (_case, body, message) => {
    const response = await new ApiClient(stack.url).request('POST', '/api/cnt/contact', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it.each([
    ['POST', '/api/cnt/contact', false],
    ['POST', '/countries/add', true],
    ['POST', '/api/blogs', true],
  ])('%s %s with a body that is not JSON -> 400', async (method, path, asAdmin) => {
    const client = asAdmin ? admin : new ApiClient(stack.url);
    const response = await client.request<{ message: string }>(method, path, {
      body: '{"name": "India",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it.each([
    ['POST', '/api/cnt/contact', false],
    ['POST', '/api/blogs', true],
  ])('%s %s with a body over 1 MB -> 413 JSON', async (method, path, asAdmin) => {
    const client = asAdmin ? admin : new ApiClient(stack.url);
    const response = await client.request<{ message: string }>(method, path, {
      body: overOneMegabyte,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(typeof response.body.message).toBe('string');
  });

  it.each([
    ['a name not on the list', { name: 'Atlantis' }],
    ['the right name in the wrong case', { name: 'india' }],
    ['no name', {}],
    ['a number', { name: 42 }],
  ])('country with %s -> 400 "Please enter a valid country name"', async (_case, body) => {
    const response = await admin.request('POST', '/countries/add', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.countryName });
  });

  it('a country that exists already -> 409', async () => {
    const response = await admin.request<{ message: string }>('POST', '/countries/add', {
      body: { name: 'India' },
    });
    expect(response.status).toBe(409);
    expect(typeof response.body.message).toBe('string');
  });

  it.each([
    ['POST', '/state/add', { name: '', country: unknownId }, 400],
    ['POST', '/state/add', { name: 'Goa' }, 400],
    ['POST', '/state/add', { name: 'x'.repeat(101), country: unknownId }, 400],
    ['POST', '/state/add', { name: 'Goa', country: unknownId }, 404],
    ['POST', '/district/add', { name: 'North Goa' }, 400],
    ['POST', '/district/add', { name: 'North Goa', state: unknownId }, 404],
    ['POST', '/api/blogs', { ...goodBlog, title: '' }, 400],
    ['POST', '/api/blogs', { ...goodBlog, date: 'yesterday' }, 400],
    ['POST', '/api/blogs', { ...goodBlog, author: undefined }, 400],
    ['POST', '/api/uploads', { contentType: 'image/svg+xml', size: 100 }, 400],
    ['POST', '/api/uploads', { contentType: 'image/png', size: maxImageBytes + 1 }, 400],
    ['PUT', `/countries/update/${unknownId}`, { name: 'France' }, 404],
    ['PUT', `/state/update/${unknownId}`, { name: 'Goa' }, 404],
    ['PUT', `/district/update/${unknownId}`, { name: 'Goa' }, 404],
    ['PUT', `/api/blogs/blogs/${unknownId}`, goodBlog, 404],
    ['DELETE', `/countries/delete/${unknownId}`, undefined, 404],
    ['DELETE', `/state/delete/${unknownId}`, undefined, 404],
    ['DELETE', `/district/delete/${unknownId}`, undefined, 404],
    ['DELETE', `/api/blogs/blogs/${unknownId}`, undefined, 404],
    ['DELETE', `/api/cnt/delete/${unknownId}`, undefined, 404],
  ])('%s %s %j -> %i', async (method, path, body, status) => {
    const response = await admin.request<{ message: string }>(method, path, { body });
    expect(response.status, response.text).toBe(status);
    expect(typeof response.body.message).toBe('string');
  });

  it.each(['/states/', '/api/blogs/', '/api/districts/', '/state/', '/district/'])(
    'GET %s<unknown id> -> 404',
    async (prefix) => {
      const response = await admin.request<{ message: string }>('GET', `${prefix}${unknownId}`);
      expect(response.status).toBe(404);
      expect(typeof response.body.message).toBe('string');
    },
  );

  it('a malformed percent-encoding in a path -> 400, and the server keeps serving', async () => {
    const response = await admin.request('GET', '/states/%E0%A4%A');
    expect(response.status).toBe(400);
    expect((await admin.request('GET', '/countries/hierarchy')).status).toBe(200);
  });
});

describe('deleting a country', () => {
  it('removes its states and districts and corrects the counts', async () => {
    const country = await admin.request<Country>('POST', '/countries/add', { body: { name: 'Japan' } });
    expect(country.status).toBe(201);
    const state = await admin.request<State>('POST', '/state/add', {
      body: { name: 'Hokkaido', country: country.body._id },
    });
    expect(state.status).toBe(201);
    for (const name of ['Sapporo', 'Hakodate']) {
      const district = await admin.request('POST', '/district/add', {
        body: { name, state: state.body._id },
      });
      expect(district.status).toBe(201);
    }
    expect(await admin.counts()).toEqual({
      ...countsBefore,
      countries: countsBefore.countries + 1,
      states: countsBefore.states + 1,
      districts: countsBefore.districts + 2,
    });

    const deleted = await admin.request<DeleteResult>('DELETE', `/countries/delete/${country.body._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toEqual({ countries: 1, states: 1, districts: 2 });
    const hierarchy = await admin.request<Country[]>('GET', '/countries/hierarchy');
    expect(hierarchy.body.map((entry) => entry.name)).not.toContain('Japan');
    expect((await admin.request('GET', `/states/${state.body._id}`)).status).toBe(404);
    // The beforeEach check confirms the counts are back where they were.
  });
});
