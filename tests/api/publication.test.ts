import { describe, expect, it } from 'vitest';
import type { Blog, BlogSummary, Category, Page, Product } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient } from './test-stack.ts';

/**
 * Issue 35, items 1 and 3 (docs/decisions/064) on the local stack: a post's and a product's
 * statuses and transitions, the SCHEDULE markers each save keeps in step, and carrying out a
 * scheduled change only while it is still wanted (duplicate, stale and early deliveries change
 * nothing; a save racing it loses nothing).
 */
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ admin } = started);
});

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * 60_000).toISOString();
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  date: '2026-11-20',
  author: 'Asha',
  tags: ['walks'],
  content: '<p>Text</p>',
  ...extra,
});

const publication = async () => import('../../functions/lib/content/publication.ts');

/** Every SCHEDULE marker now, as `<kind> <id> <action> r<revision> <at>`. */
async function markers(): Promise<string[]> {
  const { queryAll } = await import('../../functions/lib/data/table.ts');
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': 'SCHEDULE' },
  });
  return items.map((item) => `${item.kind} ${item.id} ${item.action} r${item.revision} ${item.at}`);
}

const publicBlogIds = async () =>
  (await ok<Page<BlogSummary>>('GET', '/api/blogs?limit=50')).items.map((blog) => blog._id);
const adminBlog = (id: string) => ok<Blog>('GET', `/api/admin/blogs/${id}`);

describe("a post's statuses", () => {
  it("keeps the spec's POST /api/blogs publishing at once, with no status in its answers", async () => {
    const blog = await ok<Blog>('POST', '/api/blogs', post('Published at once'));
    expect(blog.status).toBeUndefined();
    expect(await publicBlogIds()).toContain(blog._id);
    const fetched = await ok<Blog>('GET', `/api/blogs/${blog._id}`);
    expect(Object.keys(fetched)).not.toContain('status');
  });

  it('saves a draft (absent from public answers, in the admin list), publishes it, unpublishes it', async () => {
    const draft = await ok<Blog>('POST', '/api/blogs', post('A draft', { status: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(await publicBlogIds()).not.toContain(draft._id);
    expect((await admin.request('GET', `/api/blogs/${draft._id}`)).status).toBe(404);
    expect((await admin.request('GET', `/api/blogs/${draft.slug}`)).status).toBe(404);
    const drafts = await ok<Page<BlogSummary>>('GET', '/api/admin/blogs?status=draft');
    expect(drafts.items.map((blog) => blog._id)).toContain(draft._id);
    const published = await ok<Page<BlogSummary>>('GET', '/api/admin/blogs?status=published');
    expect(published.items.map((blog) => blog._id)).not.toContain(draft._id);

    const live = await ok<Blog>('PUT', `/api/blogs/blogs/${draft._id}`, {
      ...post('A draft'),
      status: 'published',
      version: draft.version,
    });
    expect(live.status).toBeUndefined();
    expect(await publicBlogIds()).toContain(draft._id);
    // A change without a status keeps it published (a client that knows no statuses).
    const edited = await ok<Blog>('PUT', `/api/blogs/blogs/${draft._id}`, post('A draft, edited'));
    expect(edited.status).toBeUndefined();
    const back = await ok<Blog>('PUT', `/api/blogs/blogs/${draft._id}`, {
      ...post('Unpublished'),
      status: 'draft',
    });
    expect(back.status).toBe('draft');
    expect(await publicBlogIds()).not.toContain(draft._id);

    const activity = await ok<{ latest: { action: string; itemId: string }[] }>('GET', '/api/admin/activity');
    const actions = activity.latest
      .filter((entry) => entry.itemId === draft._id)
      .map((entry) => entry.action);
    expect(actions).toEqual(['unpublished', 'changed', 'published', 'created']);
  });

  it('refuses a schedule without a time, in the past, or a take-down before it, with clear messages', async () => {
    const refused = async (extra: Record<string, unknown>, message: string) => {
      const response = await admin.request<{ message: string }>('POST', '/api/blogs', {
        body: post('Refused', extra),
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused({ status: 'scheduled' }, messages.publishAt);
    await refused({ status: 'scheduled', publishAt: inMinutes(-1) }, messages.publishAtFuture);
    await refused({ status: 'draft', publishAt: inMinutes(10) }, messages.publishAtOnlyScheduled);
    await refused({ status: 'draft', unpublishAt: inMinutes(10) }, messages.unpublishAtOnDraft);
    await refused(
      { status: 'scheduled', publishAt: inMinutes(10), unpublishAt: inMinutes(5) },
      messages.unpublishAtAfterPublish,
    );
    await refused({ status: 'scheduled', publishAt: 'tomorrow' }, messages.publishAt);
  });
});

describe('scheduled changes', () => {
  it('schedules a post: a marker; early does nothing; on time it goes live; a duplicate does nothing', async () => {
    const publishAt = inMinutes(30);
    const blog = await ok<Blog>('POST', '/api/blogs', post('Scheduled', { status: 'scheduled', publishAt }));
    expect(blog).toMatchObject({ status: 'scheduled', publishAt, scheduleRevision: 1 });
    expect(await markers()).toContain(`blog ${blog._id} publish r1 ${publishAt}`);
    const { carryOutScheduledChange, findDueChanges } = await publication();
    const change = { kind: 'blog', id: blog._id, action: 'publish', revision: 1, at: publishAt } as const;

    expect(await findDueChanges(new Date())).not.toContainEqual(change);
    expect(await carryOutScheduledChange(change)).toBe('early');
    expect((await adminBlog(blog._id)).version).toBe(blog.version);

    const due = new Date(Date.parse(publishAt) + 1000);
    expect(await findDueChanges(due)).toContainEqual(change);
    expect(await carryOutScheduledChange(change, due)).toBe('applied');
    const live = await adminBlog(blog._id);
    expect(live.status).toBeUndefined();
    expect(live.publishAt).toBeUndefined();
    expect(live.version).toBe((blog.version ?? 0) + 1);
    expect(await publicBlogIds()).toContain(blog._id);
    expect(await markers()).not.toContain(`blog ${blog._id} publish r1 ${publishAt}`);

    expect(await carryOutScheduledChange(change, due)).toBe('stale');
    expect((await adminBlog(blog._id)).version).toBe(live.version);
    const activity = await ok<{ latest: { action: string; itemId: string; by: string }[] }>(
      'GET',
      '/api/admin/activity',
    );
    expect(activity.latest.find((entry) => entry.itemId === blog._id)).toMatchObject({
      action: 'published',
      by: 'schedule',
    });
  });

  it('rescheduling replaces the marker and makes the old change stale; clearing deletes it', async () => {
    const first = inMinutes(20);
    const blog = await ok<Blog>(
      'POST',
      '/api/blogs',
      post('Moved', { status: 'scheduled', publishAt: first }),
    );
    const second = inMinutes(40);
    const moved = await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post('Moved'),
      status: 'scheduled',
      publishAt: second,
    });
    expect(moved.scheduleRevision).toBe(2);
    const ours = (await markers()).filter((marker) => marker.includes(blog._id));
    expect(ours).toEqual([`blog ${blog._id} publish r2 ${second}`]);

    const { carryOutScheduledChange } = await publication();
    const late = new Date(Date.parse(second) + 1000);
    const old = { kind: 'blog', id: blog._id, action: 'publish', revision: 1, at: first } as const;
    expect(await carryOutScheduledChange(old, late)).toBe('stale');
    expect((await adminBlog(blog._id)).status).toBe('scheduled');

    // A text change that keeps the time keeps the marker and the revision.
    const kept = await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post('Moved, new text'),
      status: 'scheduled',
      publishAt: second,
    });
    expect(kept.scheduleRevision).toBe(2);

    const cleared = await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post('Moved'),
      status: 'draft',
    });
    expect(cleared).toMatchObject({ status: 'draft', scheduleRevision: 3 });
    expect(cleared.publishAt).toBeUndefined();
    expect((await markers()).filter((marker) => marker.includes(blog._id))).toEqual([]);
    const current = { kind: 'blog', id: blog._id, action: 'publish', revision: 2, at: second } as const;
    expect(await carryOutScheduledChange(current, late)).toBe('stale');
    expect((await adminBlog(blog._id)).status).toBe('draft');
  });

  it('takes a published post down at its time, and deleting a post deletes its markers', async () => {
    const unpublishAt = inMinutes(15);
    const blog = await ok<Blog>(
      'POST',
      '/api/blogs',
      post('Down later', { status: 'published', unpublishAt }),
    );
    expect(await markers()).toContain(`blog ${blog._id} unpublish r1 ${unpublishAt}`);
    const { carryOutScheduledChange } = await publication();
    const change = { kind: 'blog', id: blog._id, action: 'unpublish', revision: 1, at: unpublishAt } as const;
    expect(await carryOutScheduledChange(change, new Date(Date.parse(unpublishAt) + 1))).toBe('applied');
    expect(await adminBlog(blog._id)).toMatchObject({ status: 'draft' });
    expect(await publicBlogIds()).not.toContain(blog._id);

    const doomed = await ok<Blog>(
      'POST',
      '/api/blogs',
      post('Doomed', { status: 'scheduled', publishAt: unpublishAt }),
    );
    expect((await markers()).some((marker) => marker.includes(doomed._id))).toBe(true);
    await ok('DELETE', `/api/blogs/blogs/${doomed._id}`);
    expect((await markers()).some((marker) => marker.includes(doomed._id))).toBe(false);
  });

  it('a save racing the carry-out loses nothing: one of them wins whole, the other says so', async () => {
    const { carryOutScheduledChange } = await publication();
    for (let round = 0; round < 6; round++) {
      const publishAt = inMinutes(10);
      const blog = await ok<Blog>(
        'POST',
        '/api/blogs',
        post(`Race ${round}`, { status: 'scheduled', publishAt }),
      );
      const change = { kind: 'blog', id: blog._id, action: 'publish', revision: 1, at: publishAt } as const;
      const due = new Date(Date.parse(publishAt) + 1000);
      // Even rounds keep the time (a carry-out after the save still applies); odd ones move it.
      const newTime = round % 2 ? inMinutes(50) : publishAt;
      const [save, outcome] = await Promise.all([
        admin.request<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
          body: {
            ...post(`Race ${round}, saved`),
            status: 'scheduled',
            publishAt: newTime,
            version: blog.version,
          },
        }),
        carryOutScheduledChange(change, due),
      ]);
      const stored = await adminBlog(blog._id);
      if (save.status === 409) {
        // The carry-out came first: the form keeps the admin's text and asks to reload.
        expect(outcome).toBe('applied');
        expect(stored.title).toBe(`Race ${round}`);
      } else {
        expect(save.status, save.text).toBe(200);
        expect(stored.title).toBe(`Race ${round}, saved`);
        expect(outcome).toBe(round % 2 ? 'stale' : 'applied');
      }
      const ours = (await markers()).filter((marker) => marker.includes(blog._id));
      if (stored.status === 'scheduled')
        expect(ours).toEqual([`blog ${blog._id} publish r${stored.scheduleRevision} ${stored.publishAt}`]);
      else {
        expect(stored.status).toBeUndefined();
        expect(ours).toEqual([]);
      }
    }
  });

  it('a save sent with the version read before the carry-out gets 409 instead of undoing it', async () => {
    const publishAt = inMinutes(10);
    const blog = await ok<Blog>('POST', '/api/blogs', post('Opened', { status: 'scheduled', publishAt }));
    const { carryOutScheduledChange } = await publication();
    const change = { kind: 'blog', id: blog._id, action: 'publish', revision: 1, at: publishAt } as const;
    expect(await carryOutScheduledChange(change, new Date(Date.parse(publishAt) + 1))).toBe('applied');
    const stale = await admin.request('PUT', `/api/blogs/blogs/${blog._id}`, {
      body: { ...post('Opened, edited'), status: 'scheduled', publishAt, version: blog.version },
    });
    expect(stale.status).toBe(409);
    expect((await adminBlog(blog._id)).status).toBeUndefined();
  });

  it("schedules a product: published on time into the public list and its category's published count, then down", async () => {
    const category = await ok<Category>('POST', '/api/admin/categories', { name: 'Scheduled things' });
    const publishAt = inMinutes(25);
    const unpublishAt = inMinutes(90);
    const product = await ok<Product>('POST', '/api/admin/products', {
      name: 'Timed Harness',
      categoryIds: [category._id],
      status: 'scheduled',
      publishAt,
      unpublishAt,
    });
    expect(product).toMatchObject({ status: 'scheduled', publishAt, unpublishAt, scheduleRevision: 1 });
    expect((await admin.request('GET', `/api/products/${product._id}`)).status).toBe(404);
    const publishedCount = async () =>
      (await ok<Category[]>('GET', '/api/categories')).find((one) => one._id === category._id)
        ?.productCount ?? 0;
    expect(await publishedCount()).toBe(0);
    // Only the publish waits: a take-down is due only once the product is published.
    expect((await markers()).filter((marker) => marker.includes(`product ${product._id} `))).toEqual([
      `product ${product._id} publish r1 ${publishAt}`,
      `product ${product._id} unpublish r1 ${unpublishAt}`,
    ]);

    const { carryOutScheduledChange } = await publication();
    const publish = {
      kind: 'product',
      id: product._id,
      action: 'publish',
      revision: 1,
      at: publishAt,
    } as const;
    const unpublish = { ...publish, action: 'unpublish', at: unpublishAt } as const;
    expect(await carryOutScheduledChange(unpublish, new Date(Date.parse(unpublishAt) + 1))).toBe('stale');
    expect(await carryOutScheduledChange(publish, new Date(Date.parse(publishAt) + 1))).toBe('applied');
    expect((await admin.request('GET', `/api/products/${product._id}`)).status).toBe(200);
    expect(await publishedCount()).toBe(1);
    expect(await carryOutScheduledChange(unpublish, new Date(Date.parse(unpublishAt) + 1))).toBe('applied');
    expect((await admin.request('GET', `/api/products/${product._id}`)).status).toBe(404);
    expect(await publishedCount()).toBe(0);
    expect((await markers()).filter((marker) => marker.includes(`product ${product._id} `))).toEqual([]);

    const { recountTable } = await import('../../functions/lib/data/recount.ts');
    expect(await recountTable()).toEqual([]);
  });
});
