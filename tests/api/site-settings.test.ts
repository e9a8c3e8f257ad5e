/**
 * Issue 34, first slice (docs/decisions/063): the site settings' parts read, saved on the
 * version read, kept as their last 20 versions and restored, on the local stack, whose start
 * ran the migration that seeds them; and the enquiry mailer's recipient taken from them.
 * Each test goes on from the state the one before left.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { storedEmails } from '../../local/local-mailbox.ts';
import type { ActivityData } from '../../shared/api-types.ts';
import {
  defaultSiteSettings,
  placeholdersOf,
  type SitePartName,
  type SitePartState,
  type SitePartVersions,
  type SiteSettings,
  type SiteSettingsOverview,
  siteMessages,
  sitePartNames,
} from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type ApiResponse, type TestStack, testAdmin } from './test-stack.ts';

const overview = async () => {
  const response = await admin.request<SiteSettingsOverview>('GET', '/api/admin/site');
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const live = async <P extends SitePartName>(part: P) => (await overview()).parts[part] as SitePartState<P>;
const save = <P extends SitePartName>(
  part: P,
  value: SiteSettings[P] | Record<string, unknown>,
  version?: number,
) =>
  admin.request<SitePartState<P> & { message: string }>('PUT', `/api/admin/site/${part}`, {
    body: { ...value, ...(version !== undefined && { version }) },
  });
const versions = async <P extends SitePartName>(part: P) => {
  const response = await admin.request<SitePartVersions<P>>('GET', `/api/admin/site/${part}/versions`);
  expect(response.status, response.text).toBe(200);
  return response.body.versions;
};
const restore = (part: SitePartName, version: number, seen: number) =>
  admin.request<SitePartState & { message: string }>(
    'POST',
    `/api/admin/site/${part}/versions/${version}/restore`,
    { body: { version: seen } },
  );

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const expectSaved = (response: ApiResponse<{ message?: string }>) =>
  expect(response.status, response.text).toBe(200);

describe('reading the site settings', () => {
  it("answers every part as the migration seeded it (version 1, today's values) and the launch checklist", async () => {
    const { parts, placeholders } = await overview();
    for (const part of sitePartNames)
      expect(parts[part]).toEqual({
        value: defaultSiteSettings[part],
        version: 1,
        updatedAt: expect.any(String),
        updatedBy: 'migration',
      });
    expect(placeholders).toEqual(placeholdersOf(defaultSiteSettings));
    expect(placeholders.length).toBeGreaterThan(0);
    expect(await versions('company')).toEqual([
      { version: 1, savedAt: expect.any(String), savedBy: 'migration', value: defaultSiteSettings.company },
    ]);
  });

  it('lists every placeholder of a fresh stack on the launch checklist, and none once the owner fills each', async () => {
    const fresh = await overview();
    // Written out, not placeholdersOf's own answer: what the owner is asked to fill before launch.
    expect(fresh.placeholders.map(({ part, label }) => `${part}: ${label}`)).toEqual([
      'company: Company name',
      'company: Support email',
      'company: Phone number (as shown)',
      'company: Phone number (as dialled)',
      'company: Street address',
      'company: Facebook link',
      'company: Instagram link',
      'company: Map pin',
      'company: Website credit name',
      'company: Website credit link',
    ]);
    const seeded = fresh.parts.company;
    const filled = {
      ...seeded.value,
      name: 'Doon Pet Crafts',
      supportEmail: 'hello@doonpetcrafts.in',
      phone: { shown: '+91 135 271 0000', dialled: '+911352710000' },
      address: { ...seeded.value.address, street: '7 Rajpur Road' },
      social: {
        ...seeded.value.social,
        facebook: 'https://www.facebook.com/doonpetcrafts',
        instagram: 'https://www.instagram.com/doonpetcrafts',
      },
      map: { latitude: 30.3398, longitude: 78.0644 },
      credit: { name: 'Rajpur Web Works', url: 'https://rajpurweb.in' },
    };
    const response = await save('company', filled, seeded.version);
    expectSaved(response);
    expect((await overview()).placeholders).toEqual([]);
    // The seeded details back, as the tests after this one expect them.
    expectSaved(await save('company', seeded.value, response.body.version));
    expect((await overview()).placeholders).toEqual(fresh.placeholders);
  });

  it('is for admins only', async () => {
    const visitor = new ApiClient(stack.url);
    expect((await visitor.request('GET', '/api/admin/site')).status).toBe(401);
    expect(
      (await visitor.request('PUT', '/api/admin/site/seo', { body: defaultSiteSettings.seo })).status,
    ).toBe(401);
  });
});

describe('saving a part', () => {
  it('stores the next version with who and when, keeps it in the history, and records it in Activity', async () => {
    const before = await live('company');
    const changed = {
      ...before.value,
      name: '  Himalaya Pet Works ',
      phone: { shown: '0135 269 1234', dialled: '+911352691234' },
      social: { ...before.value.social, linkedin: 'https://www.linkedin.com/company/himalaya-pets' },
      map: null,
    };
    const response = await save('company', changed, before.version);
    expectSaved(response);
    const stored = { ...changed, name: 'Himalaya Pet Works' };
    expect(response.body).toEqual({
      value: stored,
      version: before.version + 1,
      updatedAt: expect.any(String),
      updatedBy: testAdmin.email,
    });
    expect(await live('company')).toEqual(response.body);
    const [newest, previous] = await versions('company');
    expect(newest).toEqual({
      version: before.version + 1,
      savedAt: response.body.updatedAt,
      savedBy: testAdmin.email,
      value: stored,
    });
    expect(previous.value).toEqual(before.value);
    // The launch checklist no longer lists what was filled in.
    const fields = (await overview()).placeholders.map(({ field }) => field);
    expect(fields).not.toContain('name');
    expect(fields).not.toContain('map');
    expect(fields).toContain('address.street');
    const activity = (await admin.request<ActivityData>('GET', '/api/admin/activity')).body.latest[0];
    expect(activity).toMatchObject({
      by: testAdmin.email,
      action: 'changed',
      kind: 'site',
      itemId: 'company',
      label: 'Company',
    });
  });

  it('answers 400 with the rule broken and changes nothing, whatever is wrong', async () => {
    const before = await overview();
    const company = before.parts.company;
    const refusals: [SitePartName, Record<string, unknown>, string][] = [
      [
        'company',
        { ...company.value, social: { ...company.value.social, x: 'javascript:alert(1)' } },
        siteMessages.webLink('X link'),
      ],
      ['company', { ...company.value, phone: { shown: '1', dialled: '98-76' } }, siteMessages.phoneDialled],
      ['company', { ...company.value, supportEmail: 'nobody' }, messages.email],
      ['company', { ...company.value, name: undefined }, messages.fillAllFields],
      ['company', { ...company.value, map: { latitude: 120, longitude: 0 } }, siteMessages.latitude],
      ['seo', { title: 'T', description: 'x'.repeat(301) }, messages.tooLong('description', 300)],
      ['seo', { title: 'T\u202E', description: 'D' }, messages.controlCharacters],
      [
        'testimonials',
        { items: Array(21).fill(defaultSiteSettings.testimonials.items[0]) },
        messages.tooMany('testimonials', 20),
      ],
      ['company', { ...company.value, version: 'two' }, messages.version],
    ];
    for (const [part, body, message] of refusals) {
      const response = await save(part, body);
      expect([response.status, response.body.message], JSON.stringify(body).slice(0, 200)).toEqual([
        400,
        message,
      ]);
    }
    for (const body of ['[]', 'null', '"text"'])
      expect(
        (
          await admin.request('PUT', '/api/admin/site/seo', {
            body,
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
    expect(await overview()).toEqual(before);
  });

  it('answers 404 for a part or a version that does not exist', async () => {
    const before = await overview();
    for (const part of ['hero', 'COMPANY', '__proto__', 'constructor', 'company%00']) {
      const response = await admin.request<{ message: string }>('PUT', `/api/admin/site/${part}`, {
        body: defaultSiteSettings.seo,
      });
      expect([response.status, response.body.message], part).toEqual([404, siteMessages.sitePartUnknown]);
      expect((await admin.request('GET', `/api/admin/site/${part}/versions`)).status, part).toBe(404);
    }
    for (const version of ['0', '999', 'x', '1e3', '-1'])
      expect(
        (await restore('seo', version as unknown as number, before.parts.seo.version)).status,
        version,
      ).toBe(404);
    expect(await overview()).toEqual(before);
  });

  it('answers 409 for a save or restore on a version another save replaced, and keeps that save', async () => {
    const { version } = await live('seo');
    const mine = { title: 'Harnesses made in Dehradun', description: 'Ours.' };
    expectSaved(await save('seo', mine, version));
    const stale = await save('seo', { title: 'Theirs', description: 'Theirs.' }, version);
    expect([stale.status, stale.body.message]).toEqual([409, messages.changedBySomeoneElse]);
    const staleRestore = await restore('seo', version, version);
    expect([staleRestore.status, staleRestore.body.message]).toEqual([409, messages.changedBySomeoneElse]);
    expect(await live('seo')).toMatchObject({ value: mine, version: version + 1 });
  });
});

describe('saves at once lose nothing', () => {
  it('two admins saving different parts at once both land', async () => {
    const [seo, testimonials] = [await live('seo'), await live('testimonials')];
    const other = new ApiClient(stack.url);
    await other.login();
    const newSeo = { title: 'At once', description: 'Both land.' };
    const newTestimonials = { items: [{ name: 'Lena', city: 'Berlin', text: 'Lovely beds.' }] };
    const [a, b] = await Promise.all([
      save('seo', newSeo, seo.version),
      other.request('PUT', '/api/admin/site/testimonials', {
        body: { ...newTestimonials, version: testimonials.version },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await live('seo')).value).toEqual(newSeo);
    expect((await live('testimonials')).value).toEqual(newTestimonials);
  });

  it('two saves of one part on the same version: one lands, the other hears of it (409), none is lost unheard', async () => {
    const { version } = await live('seo');
    const bodies = [1, 2].map((n) => ({ title: `Race ${n}`, description: `Race ${n}.` }));
    const answers = await Promise.all(bodies.map((body) => save('seo', body, version)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const winner = answers.find(({ status }) => status === 200)?.body;
    expect(await live('seo')).toEqual(winner);
    expect((await versions('seo'))[0]).toMatchObject({ version: version + 1, value: winner?.value });
  });

  it('saves without a version at once each become a version of their own, all in the history', async () => {
    const { version } = await live('seo');
    const bodies = [1, 2, 3, 4, 5].map((n) => ({ title: `Parallel ${n}`, description: `Parallel ${n}.` }));
    const answers = await Promise.all(bodies.map((body) => save('seo', body)));
    for (const answer of answers) expectSaved(answer);
    expect(answers.map(({ body }) => body.version).sort()).toEqual([1, 2, 3, 4, 5].map((n) => version + n));
    const kept = (await versions('seo')).slice(0, 5);
    expect(kept.map(({ value }) => value.title).sort()).toEqual(bodies.map(({ title }) => title));
  });
});

describe('the history', () => {
  it('keeps the last 20 versions of a part, newest first', async () => {
    let { version } = await live('testimonials');
    for (let n = 1; n <= 22; n++) {
      const response = await save(
        'testimonials',
        { items: [{ name: `Buyer ${n}`, city: 'Pune', text: `Save ${n}` }] },
        version,
      );
      expectSaved(response);
      version = response.body.version;
    }
    const kept = await versions('testimonials');
    expect(kept.map((entry) => entry.version)).toEqual(
      Array.from({ length: 20 }, (_, index) => version - index),
    );
    expect(kept[0].value.items[0].text).toBe('Save 22');
    // The one that fell out is gone from the table too (not only from the answer).
    const { queryAll } = await import('../../functions/lib/data/table.ts');
    const stored = await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'SITE#testimonials' },
    });
    expect(stored).toHaveLength(20);
  });

  it('restores a kept version as a new version, recorded in Activity, which can itself be taken back', async () => {
    const [, earlier] = await versions('testimonials');
    const current = await live('testimonials');
    const response = await restore('testimonials', earlier.version, current.version);
    expectSaved(response);
    expect(response.body).toMatchObject({
      value: earlier.value,
      version: current.version + 1,
      updatedBy: testAdmin.email,
    });
    expect(await live('testimonials')).toEqual(response.body);
    const [newest, previous] = await versions('testimonials');
    expect([newest.version, newest.value]).toEqual([current.version + 1, earlier.value]);
    expect(previous.value).toEqual(current.value);
    const activity = (await admin.request<ActivityData>('GET', '/api/admin/activity')).body.latest[0];
    expect(activity).toMatchObject({
      action: 'restored',
      kind: 'site',
      itemId: 'testimonials',
      label: `Testimonials (version ${earlier.version})`,
    });
    // Taking the restore back is a restore too.
    expectSaved(await restore('testimonials', current.version, current.version + 1));
    expect((await live('testimonials')).value).toEqual(current.value);
  });
});

describe('the migration', () => {
  it('seeds a part that was never stored, once, and never writes over a stored one', async () => {
    const { migrateTable } = await import('../../functions/lib/data/migrations.ts');
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    const before = await overview();
    expect((await migrateTable()).sitePartsSeeded).toBe(0);
    expect(await overview()).toEqual(before);
    await dynamoDocumentClient().send(
      new DeleteCommand({ TableName: stack.tableName, Key: { PK: 'SITE', SK: 'PART#seo' } }),
    );
    expect((await migrateTable()).sitePartsSeeded).toBe(1);
    expect((await migrateTable()).sitePartsSeeded).toBe(0);
    expect(await live('seo')).toMatchObject({
      value: defaultSiteSettings.seo,
      version: 1,
      updatedBy: 'migration',
    });
    expect((await live('company')).value).toEqual(before.parts.company.value);
  });
});

describe("the enquiry mailer's recipient", () => {
  it("is the company's enquiry email once an admin sets it", async () => {
    const company = await live('company');
    expectSaved(
      await save('company', { ...company.value, enquiryEmail: 'orders@pawcraft.test' }, company.version),
    );
    const marker = `recipient-${Date.now()}`;
    const posted = await new ApiClient(stack.url).request('POST', '/api/cnt/contact', {
      body: { name: 'Mira', contact: '9876543210', email: 'mira@example.com', message: marker },
      from: '127.52.0.1',
    });
    expect(posted.status, posted.text).toBe(201);
    const deadline = Date.now() + 20_000;
    let mails = await storedEmails(stack.mail.endpoint);
    while (!mails.some((email) => email.body.text?.includes(marker)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await storedEmails(stack.mail.endpoint);
    }
    const mail = mails.find((email) => email.body.text?.includes(marker));
    expect(mail?.destination.to).toEqual(['orders@pawcraft.test']);
  });
});
