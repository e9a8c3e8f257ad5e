import { join } from 'node:path';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { startStreamPoller } from '../../local/stream-poller.ts';
import type { Blog } from '../../shared/api-types.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Issue 35, item 3 on the real local stack (docs/decisions/065): a post scheduled a few seconds
 * ahead appears on the public list by itself (the local stack's timer runs the same
 * scheduled-publishing handler as EventBridge Scheduler in AWS), a duplicate or late delivery
 * of the same change does nothing, and a post whose schedule was cancelled stays out. And the
 * schedule keeper, fed the table's real stream, makes, replaces and deletes the AWS schedules
 * (Scheduler mocked) as saves set, move and clear a post's time.
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

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
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

      // Its first version was saved while scheduled, with a time now past: a restore brings its
      // text back and leaves it published (a restore never carries a publish time the post lost).
      const restored = await ok<Blog>('POST', `/api/admin/blogs/${scheduled._id}/versions/1/restore`, {
        version: published.version,
      });
      expect(restored).toMatchObject({ title: 'Goes live by itself', version: (published.version ?? 0) + 1 });
      expect(restored.status ?? 'published').toBe('published');
      expect(restored.publishAt).toBeUndefined();
      expect(await publicIds()).toContain(scheduled._id);
    },
    (leadSeconds + 30) * 1000,
  );

  it('keeps the AWS schedules in step with the markers real saves write: made, replaced on a new time, deleted on cancel', async () => {
    // The keeper only runs in AWS; here it reads DynamoDB Local's stream through the enquiry
    // mailer's poller, filtered as its event source mapping is, with Scheduler mocked.
    const scheduler = mockClient(SchedulerClient);
    scheduler.on(CreateScheduleCommand).resolves({});
    scheduler.on(DeleteScheduleCommand).resolves({});
    Object.assign(process.env, {
      SCHEDULE_GROUP: 'pawcraft-local-publishing',
      SCHEDULED_PUBLISHING_ARN: 'arn:aws:lambda:ap-south-1:123456789012:function:scheduled-publishing',
      SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
      SCHEDULE_DEAD_LETTER_ARN: 'arn:aws:sqs:ap-south-1:123456789012:publishing-schedule-dlq',
    });
    const { handler: keeper } = await import('../../functions/publication-schedule-keeper.ts');
    const poller = startStreamPoller({
      endpoint: stack.dynamodbEndpoint,
      tableName: stack.tableName,
      handler: (event) =>
        keeper({
          Records: event.Records.filter(
            (record) =>
              ['INSERT', 'REMOVE'].includes(String(record.eventName)) &&
              record.dynamodb?.Keys?.PK?.S === 'SCHEDULE',
          ),
        } as DynamoDBStreamEvent),
      deadLetterFile: join(stack.dataDir, 'schedule-keeper-dead-letters.jsonl'),
    });
    try {
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      const inTwoHours = new Date(Date.now() + 7_200_000).toISOString();
      const blog = await ok<Blog>('POST', '/api/blogs', post('Kept in step', inAnHour));
      const moved = await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
        ...post('Kept in step', inTwoHours),
        version: blog.version,
      });
      await ok('PUT', `/api/blogs/blogs/${blog._id}`, {
        ...post('Kept in step', inTwoHours),
        status: 'draft',
        publishAt: undefined,
        version: moved.version,
      });
      const ofThisPost = (name: string | undefined) => name?.startsWith(`blog-${blog._id}-`) ?? false;
      const calls = async () => {
        for (let waited = 0; waited < 10_000; waited += 100) {
          const seen = [
            ...scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input),
            ...scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input),
          ].filter((input) => ofThisPost(input.Name));
          if (seen.length >= 4) return seen;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return [];
      };
      const [first, second] = [blog.scheduleRevision, moved.scheduleRevision];
      const seen = await calls();
      expect(
        seen.map((input) => [
          input.Name,
          'ScheduleExpression' in input ? input.ScheduleExpression : 'deleted',
        ]),
      ).toEqual([
        [`blog-${blog._id}-publish-r${first}`, `at(${inAnHour.slice(0, 19)})`],
        [`blog-${blog._id}-publish-r${second}`, `at(${inTwoHours.slice(0, 19)})`],
        [`blog-${blog._id}-publish-r${first}`, 'deleted'],
        [`blog-${blog._id}-publish-r${second}`, 'deleted'],
      ]);
    } finally {
      await poller.stop();
      scheduler.restore();
    }
  }, 30_000);
});
