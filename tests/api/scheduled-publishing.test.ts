import { describe, expect, it } from 'vitest';
import type { Blog } from '../../shared/api-types.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient } from './test-stack.ts';

/**
 * Issue 35, item 3 on the real local stack (docs/decisions/065): a post scheduled a few seconds
 * ahead appears on the public list by itself (the local stack's timer runs the same
 * scheduled-publishing handler as EventBridge Scheduler in AWS), a duplicate or late delivery
 * of the same change does nothing, and a post whose schedule was cancelled stays out.
 *
 * The issue asks "in 2 minutes"; the lead time is a parameter so the suite stays fast:
 * `SCHEDULE_LEAD_SECONDS=120 npx vitest run tests/api/scheduled-publishing.test.ts` runs the
 * issue's case. The lateness it prints is the figure the issue asks for (docs/decisions/065).
 */
const leadSeconds = Number(process.env.SCHEDULE_LEAD_SECONDS ?? 5);
/** How often the test reads the public list: part of the lateness it can see. */
const readEveryMs = 50;
/**
 * The timer arms a marker written more than a read (a second) before its time and runs it at
 * its time; what is left is the timer's own delay, the handler's transaction and the test's
 * read. Generous for a busy two-core machine.
 */
const latenessLimitMs = 2_000;

let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ admin } = started);
});

const post = (title: string, publishAt: string) => ({
  title,
  date: '2026-11-27',
  author: 'Scheduler',
  tags: 'scheduled',
  content: `<p>${title}, on time.</p>`,
  image: '',
  status: 'scheduled',
  publishAt,
});

const publicIds = async () => (await admin.request<Blog[]>('GET', '/api/blogs')).body.map((blog) => blog._id);

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

describe('scheduled publishing on the local stack', () => {
  it(
    'publishes a scheduled post at its time by itself; a duplicate delivery changes nothing; a cancelled one stays out',
    async () => {
      const publishAt = new Date(Date.now() + leadSeconds * 1000).toISOString();
      const scheduled = await ok<Blog>('POST', '/api/blogs', post('Goes live by itself', publishAt));
      const cancelled = await ok<Blog>('POST', '/api/blogs', post('Cancelled before its time', publishAt));
      expect(scheduled.status).toBe('scheduled');
      // Cancelled: back to a draft before its time (the save deletes its marker, so its timer).
      await ok('PUT', `/api/blogs/blogs/${cancelled._id}`, {
        ...post('Cancelled before its time', publishAt),
        status: 'draft',
        publishAt: undefined,
        version: cancelled.version,
      });
      expect(await publicIds()).not.toContain(scheduled._id);

      let visibleAt: number | undefined;
      const giveUpAt = Date.parse(publishAt) + latenessLimitMs + 10_000;
      while (Date.now() < giveUpAt) {
        if ((await publicIds()).includes(scheduled._id)) {
          visibleAt = Date.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, readEveryMs));
      }
      expect(visibleAt, 'the scheduled post never appeared on the public list').toBeDefined();
      const latenessMs = (visibleAt ?? 0) - Date.parse(publishAt);
      // The figure: from the scheduled time to the post on the public list.
      console.log(`scheduled publishing on the local stack: visible ${latenessMs} ms after its time`);
      expect(latenessMs).toBeGreaterThanOrEqual(0);
      expect(latenessMs).toBeLessThan(latenessLimitMs);

      const published = await ok<Blog>('GET', `/api/admin/blogs/${scheduled._id}`);
      expect(published.status ?? 'published').toBe('published');
      expect(published.publishAt).toBeUndefined();

      // The same change delivered again (a Scheduler retry, the sweep after the schedule): stale, nothing changes.
      const { handler } = await import('../../functions/scheduled-publishing.ts');
      const change = {
        kind: 'blog',
        id: scheduled._id,
        action: 'publish',
        revision: scheduled.scheduleRevision ?? 0,
        at: publishAt,
      };
      expect(await handler(change)).toEqual({ outcome: 'stale' });
      expect(await handler({ sweep: true })).toEqual({ swept: [] });
      expect(await ok<Blog>('GET', `/api/admin/blogs/${scheduled._id}`)).toEqual(published);

      // The cancelled post's old change, delivered late: stale too; it never went public.
      expect(
        await handler({ ...change, id: cancelled._id, revision: cancelled.scheduleRevision ?? 0 }),
      ).toEqual({ outcome: 'stale' });
      expect(await publicIds()).not.toContain(cancelled._id);
      expect((await ok<Blog>('GET', `/api/admin/blogs/${cancelled._id}`)).status).toBe('draft');
    },
    (leadSeconds + 30) * 1000,
  );
});
