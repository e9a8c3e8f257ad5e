/**
 * Issue 34 item 5 (docs/decisions/070) on the real local stack: a site part's draft is kept
 * beside the live part and no page shows it; Publish makes it live and keeps it in the history;
 * a discard throws it away; two admins' drafts never overwrite each other (409); a refused
 * draft changes nothing; a scheduled draft goes live by itself at its time (the local
 * publishing timer runs the same handler as EventBridge Scheduler) and a duplicate delivery
 * changes nothing; a restore keeps working with a draft pending. Each test goes on from the
 * state the one before left.
 */
import { describe, expect, it } from 'vitest';
import { siteSettingsReuseSeconds } from '../../shared/http-caching.ts';
import {
  type CompanySettings,
  defaultSiteSettings,
  type SiteDraftState,
  type SitePartName,
  type SitePartState,
  type SitePartVersions,
  type SiteSettingsOverview,
  siteMessages,
} from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { fetchRawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const overview = async () => {
  const response = await admin.request<SiteSettingsOverview>('GET', '/api/admin/site');
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const company = (shown: string, dialled: string): CompanySettings => ({
  ...defaultSiteSettings.company,
  phone: { shown, dialled },
});
const saveDraft = (part: SitePartName, value: object, version?: number, publishAt?: string) =>
  admin.request<SiteDraftState & { message: string }>('PUT', `/api/admin/site/${part}/draft`, {
    body: { ...value, version, publishAt },
  });
const publish = (part: SitePartName, value: object, version: number, draftVersion?: number) =>
  admin.request<SitePartState & { message: string }>('PUT', `/api/admin/site/${part}`, {
    body: { ...value, version, draftVersion },
  });
const discard = (part: SitePartName, version: number) =>
  admin.request<{ message: string }>('DELETE', `/api/admin/site/${part}/draft?version=${version}`);
const versions = async (part: SitePartName) =>
  (await admin.request<SitePartVersions>('GET', `/api/admin/site/${part}/versions`)).body.versions;

/** The home page's raw HTML once `shows` holds (the renderer reuses its read of the settings for up to 10 s). */
async function homeOnceShowing(shows: (html: string) => boolean): Promise<string> {
  const since = Date.now();
  for (;;) {
    const { html } = await fetchRawPage(stack, '/');
    if (shows(html)) return html;
    expect((Date.now() - since) / 1000, 'the home page still without the change').toBeLessThan(
      siteSettingsReuseSeconds + 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("a site part's draft", () => {
  it('is kept beside the live part, listed for the admin, and shown on no public page', async () => {
    const saved = await saveDraft('company', company('+91 90000 11111', '+919000011111'), 0);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, updatedBy: 'admin@pawcraft.test' });
    expect((saved.body.value as CompanySettings).phone.shown).toBe('+91 90000 11111');
    const { parts, drafts } = await overview();
    expect(parts.company).toMatchObject({ version: 1, value: defaultSiteSettings.company });
    expect(drafts.company).toEqual(saved.body);
    expect(Object.keys(drafts)).toEqual(['company']);
    // The renderer may have read the settings before the draft: wait out its reuse, then look.
    await new Promise((resolve) => setTimeout(resolve, (siteSettingsReuseSeconds + 0.5) * 1000));
    for (const path of ['/', '/contact', '/about']) {
      const page = await fetchRawPage(stack, path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('90000 11111');
      expect(page.html).not.toContain('+919000011111');
      expect(page.html).toContain(defaultSiteSettings.company.phone.shown);
    }
  }, 30_000);

  it("refuses a second admin's save on a draft it did not read (409) and a refused draft changes nothing", async () => {
    const before = await overview();
    const stale = await saveDraft('company', company('+91 90000 22222', '+919000022222'), 0);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.message).toBe(messages.changedBySomeoneElse);
    const badPhone = await saveDraft('company', company('+91 90000 33333', 'not a number'), 1);
    expect(badPhone.status, badPhone.text).toBe(400);
    expect(badPhone.body.message).toBe(siteMessages.phoneDialled);
    const past = await saveDraft(
      'company',
      company('+91 90000 33333', '+919000033333'),
      1,
      '2020-01-01T00:00:00Z',
    );
    expect(past.status, past.text).toBe(400);
    expect(past.body.message).toBe(messages.publishAtFuture);
    const unknown = await saveDraft('nothing' as SitePartName, {}, 0);
    expect(unknown.status).toBe(404);
    expect(await overview()).toEqual(before);
  });

  it('goes live on Publish with the version it was drafted on: the draft goes, the history keeps it', async () => {
    const draft = (await overview()).drafts.company as SiteDraftState<'company'>;
    // A publish of a draft another admin has changed since: 409, nothing changes.
    const staleDraft = await publish('company', draft.value, 1, 0);
    expect(staleDraft.status, staleDraft.text).toBe(409);
    const published = await publish('company', draft.value, 1, draft.version);
    expect(published.status, published.text).toBe(200);
    expect(published.body).toMatchObject({ version: 2, value: draft.value });
    const { parts, drafts } = await overview();
    expect(parts.company.version).toBe(2);
    expect(drafts).toEqual({});
    expect(
      (await versions('company')).map((kept) => [kept.version, (kept.value as CompanySettings).phone]),
    ).toEqual([
      [2, draft.value.phone],
      [1, defaultSiteSettings.company.phone],
    ]);
    const home = await homeOnceShowing((html) => html.includes('+91 90000 11111'));
    expect(home).toContain('href="tel:+919000011111"');
  }, 30_000);

  it('is thrown away on Discard (409 on a stale version, 404 without one), the live part unchanged', async () => {
    const saved = await saveDraft('seo', { title: 'A draft title', description: 'Never public.' }, 0);
    expect(saved.status, saved.text).toBe(200);
    expect((await discard('seo', 0)).status).toBe(409);
    const discarded = await discard('seo', saved.body.version);
    expect(discarded.status, discarded.text).toBe(200);
    expect((await discard('seo', saved.body.version)).status).toBe(404);
    const { parts, drafts } = await overview();
    expect(drafts).toEqual({});
    expect(parts.seo).toMatchObject({ version: 1, value: defaultSiteSettings.seo });
  });

  it('stays while a kept version is restored or the spec-style save (no draftVersion) publishes', async () => {
    const saved = await saveDraft('company', company('+91 90000 44444', '+919000044444'), 0);
    expect(saved.status, saved.text).toBe(200);
    const restored = await admin.request<SitePartState>(
      'POST',
      '/api/admin/site/company/versions/1/restore',
      {
        body: { version: 2 },
      },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, value: defaultSiteSettings.company });
    const { parts, drafts } = await overview();
    expect(parts.company.value).toEqual(defaultSiteSettings.company);
    expect(drafts.company).toEqual(saved.body);
    await homeOnceShowing((html) => html.includes(`href="tel:${defaultSiteSettings.company.phone.dialled}"`));
    const spec = await publish(
      'company',
      { ...defaultSiteSettings.company, tagline: 'Saved without a draft.' },
      3,
    );
    expect(spec.status, spec.text).toBe(200);
    expect((await overview()).drafts.company).toEqual(saved.body);
    expect((await discard('company', saved.body.version)).status).toBe(200);
  }, 30_000);

  it('scheduled, goes live by itself at its time; a duplicate delivery changes nothing', async () => {
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const value = { title: 'Scheduled title', description: 'Live by itself.' };
    const scheduled = await saveDraft('seo', value, 0, publishAt);
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body).toMatchObject({ publishAt, version: 1 });
    let live = (await overview()).parts.seo;
    const giveUpAt = Date.parse(publishAt) + 10_000;
    while (live.version === 1 && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      live = (await overview()).parts.seo;
    }
    expect(live).toMatchObject({ version: 2, value, updatedBy: 'schedule' });
    expect(Date.parse(live.updatedAt)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await overview()).drafts).toEqual({});

    const { handler } = await import('../../functions/scheduled-publishing.ts');
    const change = { kind: 'site', id: 'seo', action: 'publish', revision: 1, at: publishAt };
    expect(await handler(change)).toEqual({ outcome: 'stale' });
    expect(await handler({ sweep: true })).toEqual({ swept: [] });
    expect((await overview()).parts.seo).toEqual(live);
  }, 30_000);

  it('rescheduled or unscheduled, goes live only at its new time or not at all', async () => {
    const soon = new Date(Date.now() + 3_000).toISOString();
    const first = await saveDraft('seo', { title: 'Moved', description: 'Moved later.' }, 0, soon);
    expect(first.status, first.text).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const moved = await saveDraft('seo', { title: 'Moved', description: 'Moved later.' }, 1, later);
    expect(moved.status, moved.text).toBe(200);
    const kept = await saveDraft('seo', { title: 'Moved', description: 'Kept as a draft.' }, 2);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.publishAt).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const { parts, drafts } = await overview();
    expect(parts.seo.version).toBe(2);
    expect(drafts.seo).toEqual(kept.body);
    const { handler } = await import('../../functions/scheduled-publishing.ts');
    expect(await handler({ kind: 'site', id: 'seo', action: 'publish', revision: 1, at: soon })).toEqual({
      outcome: 'stale',
    });
    expect((await overview()).parts.seo.version).toBe(2);
  }, 30_000);
});
