import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { MiddlewareStack } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableName } from '../../functions/lib/data/table.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import {
  type HandlerName,
  type HandlerPermissions,
  handlerPermissions,
  idIndexPartitions,
} from '../../infra/handler-permissions.ts';
import { accountLinkToken, storedEmails } from '../../local/local-mailbox.ts';
import { solidPng } from '../../local/solid-png.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { apiRoutes, authorizerHandler, matchRoute } from '../../shared/routes.ts';
import { defaultSiteSettings, type SiteSettingsOverview } from '../../shared/site-settings.ts';
import { gsi1Name } from '../../shared/table-definition.ts';
import { uploadThroughTicket } from '../api/image-uploads.ts';
import { addCounters } from '../api/insight-counter-items.ts';
import {
  ApiClient,
  type RequestOptions,
  startTestStack,
  type TestStack,
  testAdmin,
} from '../api/test-stack.ts';
import { sampleBlog, sampleContact, sampleProduct } from './sample-bodies.ts';

/**
 * Issue 15, finding 7: each function's table grant is limited to the partitions it touches
 * (`dynamodb:LeadingKeys`, infra/handler-permissions.ts). DynamoDB Local checks no IAM, so
 * this test plays IAM: it drives every route of the table through the local stack, records
 * each DynamoDB call the handlers make (action, table or index, partition key) and asks
 * whether the handler's grant, as CloudFormation gets it, allows that call. A call outside
 * the grant would be AccessDenied (a 500) in AWS.
 */
interface TableCall {
  handler: HandlerName;
  action: string;
  index?: string;
  partition: string;
}
const calls: TableCall[] = [];
let current: HandlerName | undefined;

/** The base client's commands (the document client's GetCommand runs as GetItemCommand), marshalled. */
type Value = { S?: string } | undefined;
type Key = { PK?: Value };
type Input = {
  Key?: Key;
  Item?: Key;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, Value>;
  TransactItems?: Record<string, { Key?: Key; Item?: Key }>[];
  RequestItems?: Record<
    string,
    { Keys: Key[] } | { DeleteRequest?: { Key: Key }; PutRequest?: { Item: Key } }[]
  >;
};
const itemActions: Record<string, string> = {
  GetItemCommand: 'dynamodb:GetItem',
  PutItemCommand: 'dynamodb:PutItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
};
const transactActions: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};
const partitionOf = (key: Key | undefined) => key?.PK?.S ?? `(no string PK: ${JSON.stringify(key?.PK)})`;

function record(commandName: string, input: Input): void {
  const handler = current;
  if (!handler) return;
  const add = (action: string, partition: string, index?: string) =>
    calls.push({ handler, action, partition, ...(index ? { index } : {}) });
  if (itemActions[commandName]) add(itemActions[commandName], partitionOf(input.Key ?? input.Item));
  else if (commandName === 'QueryCommand') {
    const placeholder = /^\s*\w+\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '')?.[1] ?? '';
    const value = input.ExpressionAttributeValues?.[placeholder];
    add('dynamodb:Query', value?.S ?? `(no string key: ${JSON.stringify(value)})`, input.IndexName);
  } else if (commandName === 'TransactWriteItemsCommand' || commandName === 'TransactGetItemsCommand')
    for (const member of input.TransactItems ?? [])
      for (const [kind, request] of Object.entries(member))
        add(transactActions[kind], partitionOf(request.Key ?? request.Item));
  else if (commandName === 'BatchGetItemCommand')
    for (const requests of Object.values(input.RequestItems ?? {}))
      for (const key of (requests as { Keys: Key[] }).Keys) add('dynamodb:BatchGetItem', partitionOf(key));
  else if (commandName === 'BatchWriteItemCommand')
    for (const requests of Object.values(input.RequestItems ?? {}))
      for (const request of requests as { DeleteRequest?: { Key: Key }; PutRequest?: { Item: Key } }[])
        add('dynamodb:BatchWriteItem', partitionOf(request.DeleteRequest?.Key ?? request.PutRequest?.Item));
  else add(`unexpected ${commandName}`, '');
}

/** IAM's StringLike, as the LeadingKeys conditions use it: `*` any characters, `?` exactly one. */
function matches(pattern: string, value: string): boolean {
  const literal = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/\?/g, '.').replace(/\*/g, '.*')}$`).test(value);
}

/** Whether IAM would let `permissions` make `call` (grantHandlerPermissions' statements). */
function allowed(permissions: HandlerPermissions, call: TableCall): boolean {
  // Partitions it may only Query, in a statement of their own (the visit beacon, docs/decisions/071).
  if (!call.index && call.action === 'dynamodb:Query')
    if ((permissions.readOnlyPartitions ?? []).some((pattern) => matches(pattern, call.partition)))
      return true;
  // The published products (GSI2): a statement of its own, whatever the table actions.
  if (call.index === 'GSI2' && call.action === 'dynamodb:Query' && permissions.publishedProductsIndex)
    if (matches('PRODUCTS#PUBLISHED', call.partition)) return true;
  if (!permissions.table.includes(call.action as never)) return false;
  // Query only, limited to the ids its `idIndex` names (product numbers) when it has one.
  if (call.index === 'GSI1')
    return (
      call.action === 'dynamodb:Query' &&
      (permissions.idIndex ?? ['*']).some((pattern) => matches(pattern, call.partition))
    );
  if (call.index === 'GSI2')
    return (
      (Boolean(permissions.statusIndex) && matches('CONTACT#*', call.partition)) ||
      (Boolean(permissions.sessionIndex) && matches('SESSIONS#*', call.partition)) ||
      (Boolean(permissions.publishedProductsIndex) && matches('PRODUCTS#PUBLISHED', call.partition))
    );
  if (call.index) return false;
  return (permissions.partitions ?? ['*']).some((pattern) => matches(pattern, call.partition));
}

let stack: TestStack;
let admin: ApiClient;
let visitor: ApiClient;
beforeAll(async () => {
  // Without the publishing timer, whose reads of the SCHEDULE partition would be put down to the request in flight.
  stack = await startTestStack({ seed: false, publishingTimer: false });
  const documentClient = dynamoDocumentClient();
  (documentClient.middlewareStack as MiddlewareStack<object, object>).add(
    (next, context) => async (args) => {
      record(context.commandName ?? '', (args as { input: Input }).input);
      return next(args);
    },
    // After the document client's marshalling (step initialize): values are `{ S: … }` here.
    { step: 'build', name: 'recordTableCalls' },
  );
  admin = new ApiClient(stack.url);
  visitor = new ApiClient(stack.url);
});
afterAll(async () => {
  await stack?.dispose();
});

/** A request through the local stack, its DynamoDB calls put down to its route's handler. */
async function send<T = { _id: string }>(
  client: ApiClient,
  method: string,
  path: string,
  options?: RequestOptions,
) {
  const matched = matchRoute(method, new URL(path, 'http://x').pathname);
  if (!matched) throw new Error(`no route ${method} ${path}`);
  current = matched.route.handler as HandlerName;
  try {
    return await client.request<T>(method, path, options);
  } finally {
    current = undefined;
  }
}

/**
 * The local enquiry mailer (not a route) reads and marks a new message in the background:
 * wait, unrecorded, until it has, so its calls are not put down to the next route.
 */
async function mailed(id: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { Item } = await dynamoDocumentClient().send(
      new GetCommand({ TableName: tableName(), Key: { PK: 'CONTACT', SK: id }, ConsistentRead: true }),
    );
    if (Item?.emailedAt) return;
    await sleep(100);
  }
  throw new Error(`message ${id} was not mailed`);
}

/**
 * What a GSI1 grant without a condition reaches (blog-get, state-get, district-get, the page
 * renderer; issue 38 item 7): the index as it is with messages, sessions and admins stored,
 * read whole (a test's Scan, no request path's), holds items of `idIndexPartitions` only.
 */
async function expectOnlyPublicItemsInGsi1(): Promise<void> {
  const partitions = new Set<string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new ScanCommand({ TableName: tableName(), IndexName: gsi1Name, ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) partitions.add(item.PK);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  // Each kind is there (places, the post, the catalogue), and nothing else: no CONTACT, SESSION#…, ADMIN.
  expect(partitions).toEqual(new Set(idIndexPartitions));
}

/** An item's versions listed, its first read, and restored over the second (its save and change). */
async function expectVersionRoutes(item: string): Promise<void> {
  for (const path of [`${item}/versions`, `${item}/versions/1`])
    expect((await send(admin, 'GET', path)).status, path).toBe(200);
  const restored = await send(admin, 'POST', `${item}/versions/1/restore`, { body: { version: 2 } });
  expect(restored.status, restored.text).toBe(200);
}

/**
 * The editor's server copy of an item's form (docs/decisions/069): kept, read, deleted, then
 * kept again, so deleting the item (below) deletes it after its commit.
 */
async function expectAutosaveRoutes(kind: 'blog' | 'product', id: string): Promise<void> {
  const path = `/api/admin/autosaves/${kind}/${id}`;
  const copy = { body: { value: { title: 'Typed', tags: ['a'] }, baseVersion: 1 } };
  for (const method of ['PUT', 'GET', 'DELETE', 'PUT'] as const)
    expect((await send(admin, method, path, method === 'PUT' ? copy : {})).status, `${method} ${path}`).toBe(
      200,
    );
}

describe('every DynamoDB call a handler makes is inside its grant', () => {
  it('drives every route, then checks each recorded call', async () => {
    const from = '127.0.3.77';
    // Failed logins (account, address), a success (session, device), a success with the device cookie.
    await send(visitor, 'POST', '/api/admin/login', {
      body: { ...testAdmin, password: 'wrong password!' },
      from,
    });
    await send(visitor, 'POST', '/api/admin/login', {
      body: { email: 'nobody@pawcraft.test', password: 'x' },
    });
    expect((await send(admin, 'POST', '/api/admin/login', { body: testAdmin })).status).toBe(200);
    expect((await send(admin, 'POST', '/api/admin/login', { body: testAdmin })).status).toBe(200);

    const country = (await send(admin, 'POST', '/countries/add', { body: { name: 'India' } })).body;
    const state = (await send(admin, 'POST', '/state/add', { body: { name: 'Goa', country: country._id } }))
      .body;
    const district = (
      await send(admin, 'POST', '/district/add', { body: { name: 'North Goa', state: state._id } })
    ).body;
    const second = (
      await send(admin, 'POST', '/district/add', { body: { name: 'South Goa', state: state._id } })
    ).body;
    for (const [method, path, body] of [
      ['PUT', `/countries/update/${country._id}`, { name: 'Bhutan' }],
      ['PUT', `/state/update/${state._id}`, { name: 'Goa Two' }],
      ['PUT', `/district/update/${district._id}`, { name: 'North Goa Two' }],
    ] as const)
      expect((await send(admin, method, path, { body })).status).toBe(200);
    for (const path of [
      '/countries/view',
      `/state/${country._id}`,
      `/district/${state._id}`,
      '/countries/hierarchy',
      `/states/${state._id}`,
      `/api/districts/${district._id}`,
    ])
      expect((await send(admin, 'GET', path)).status, path).toBe(200);

    const blog = (
      await send<{ _id: string; slug: string }>(admin, 'POST', '/api/blogs', { body: sampleBlog })
    ).body;
    expect(
      (
        await send(admin, 'PUT', `/api/blogs/blogs/${blog._id}`, {
          body: { ...sampleBlog, title: 'Renamed' },
        })
      ).status,
    ).toBe(200);
    for (const path of ['/api/blogs', `/api/blogs/${blog._id}`, `/api/blogs/${blog.slug}`, '/sitemap.xml'])
      expect((await send(visitor, 'GET', path)).status, path).toBe(200);
    // The dashboard's edit form reads the post by its id (docs/decisions/052).
    expect((await send(admin, 'GET', `/api/admin/blogs/${blog._id}`)).status).toBe(200);
    // Its kept versions (docs/decisions/067): the list, one, a restore; deleting it (below)
    // deletes them after its commit.
    await expectVersionRoutes(`/api/admin/blogs/${blog._id}`);
    await expectAutosaveRoutes('blog', blog._id);
    // Scheduled and back to published: its SCHEDULE marker put, then deleted (docs/decisions/064);
    // the blog manager's list of one status.
    for (const publication of [
      { status: 'scheduled', publishAt: new Date(Date.now() + 86_400_000).toISOString() },
      { status: 'published' },
    ]) {
      const saved = await send(admin, 'PUT', `/api/blogs/blogs/${blog._id}`, {
        body: { ...sampleBlog, title: 'Renamed', ...publication },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    expect((await send(admin, 'GET', '/api/admin/blogs?status=scheduled')).status).toBe(200);

    const message = { ...sampleContact, fillMs: 10_000 };
    const contact = (await send(visitor, 'POST', '/api/cnt/contact', { body: message, from })).body;
    // Mailed before the next request, whose calls the mailer's (a read of the site settings too)
    // would otherwise count as.
    await mailed(contact._id);
    // The same message again: stored once, the repeat's claim read back.
    await send(visitor, 'POST', '/api/cnt/contact', { body: message, from });
    // A product enquiry finds its product by number (GSI1, within contact-create's condition);
    // a number longer than a product's reads nothing (its slug claim would be refused in AWS).
    const enquiry = (
      await send(visitor, 'POST', '/api/cnt/contact', {
        body: { ...message, message: 'Samples of product 3?', productId: 3 },
        from,
      })
    ).body;
    await mailed(enquiry._id);
    const tooLong = await send(visitor, 'POST', '/api/cnt/contact', {
      body: { ...message, productId: 1234567 },
      from,
    });
    expect(tooLong.body).toEqual({ message: contactFormMessages.productUnknown });
    // A page view (docs/decisions/071): the pages it may count, the day's salt, the address's
    // window, the counters and the seen-today marker; a made-up page is refused before a write.
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };
    for (const page of ['/product', '/blog/no-such-post']) {
      const view = await send(visitor, 'POST', '/api/visits', { body: { page }, headers: browser, from });
      expect(view.status, view.text).toBe(page === '/product' ? 204 : 404);
    }
    for (const path of ['/api/cnt/contact', '/api/cnt/contact?status=new', `/api/cnt/contact/${contact._id}`])
      expect((await send(admin, 'GET', path)).status, path).toBe(200);
    expect(
      (await send(admin, 'PUT', `/api/cnt/status/${contact._id}`, { body: { status: 'read' } })).status,
    ).toBe(200);
    expect((await send(admin, 'GET', '/api/admin/dashboard-data')).status).toBe(200);
    await expectOnlyPublicItemsInGsi1();
    await send(admin, 'POST', '/api/uploads', { body: { contentType: 'image/png', size: 1000 } });

    for (const path of [
      `/api/cnt/delete/${contact._id}`,
      `/api/blogs/blogs/${blog._id}`,
      `/district/delete/${second._id}`,
      `/state/delete/${state._id}`,
      `/countries/delete/${country._id}`,
    ])
      expect((await send(admin, 'DELETE', path)).status, path).toBe(200);

    // The catalogue (issue 20): a category and a product from draft to deleted, every read.
    const category = (await send(admin, 'POST', '/api/admin/categories', { body: { name: 'Grants' } })).body;
    expect(
      (await send(admin, 'PUT', `/api/admin/categories/${category._id}`, { body: { name: 'Grants Two' } }))
        .status,
    ).toBe(200);
    const categoryIds = (await send<{ _id: string }[]>(admin, 'GET', '/api/admin/categories')).body.map(
      (one) => one._id,
    );
    expect(
      (await send(admin, 'PUT', '/api/admin/categories/order', { body: { ids: categoryIds.reverse() } }))
        .status,
    ).toBe(200);
    const productBody = { ...sampleProduct, categoryIds: [category._id] };
    const product = (
      await send<{ _id: string; slug: string }>(admin, 'POST', '/api/admin/products', { body: productBody })
    ).body;
    expect(
      (
        await send(admin, 'PUT', `/api/admin/products/${product._id}`, {
          body: { ...productBody, status: 'published', position: 3 },
        })
      ).status,
    ).toBe(200);
    for (const path of [
      '/api/products',
      '/api/products/search-index',
      `/api/products/${product._id}`,
      `/api/products/${product.slug}`,
      '/api/categories',
    ])
      expect((await send(visitor, 'GET', path)).status, path).toBe(200);
    for (const path of [
      `/api/admin/products?q=grants&category=${category._id}&status=published`,
      `/api/admin/products/${product._id}`,
    ])
      expect((await send(admin, 'GET', path)).status, path).toBe(200);
    await expectVersionRoutes(`/api/admin/products/${product._id}`);
    await expectAutosaveRoutes('product', product._id);
    for (const path of [`/api/admin/products/${product._id}`, `/api/admin/categories/${category._id}`])
      expect((await send(admin, 'DELETE', path)).status, path).toBe(200);

    // The site settings (docs/decisions/063): read, saved past the 20 kept versions (a save
    // then deletes the one that falls out), the versions, a restore.
    const site = await send<{ parts: { seo: { version: number } } }>(admin, 'GET', '/api/admin/site');
    expect(site.status, site.text).toBe(200);
    let seoVersion = site.body.parts.seo.version;
    for (let n = 0; n < 21; n++) {
      const saved = await send<{ version: number }>(admin, 'PUT', '/api/admin/site/seo', {
        body: { title: `Grants ${n}`, description: 'Within the grant.', version: seoVersion },
      });
      expect(saved.status, saved.text).toBe(200);
      seoVersion = saved.body.version;
    }
    expect((await send(admin, 'GET', '/api/admin/site/seo/versions')).status).toBe(200);
    const restored = await send(admin, 'POST', `/api/admin/site/seo/versions/${seoVersion - 1}/restore`, {
      body: { version: seoVersion },
    });
    expect(restored.status, restored.text).toBe(200);
    // A part with pictures (issue 34): the first banner an upload, then a drawing again, so the
    // part becomes the upload's owner (`PHOTO#<key>`) and is no longer.
    const photo = await uploadThroughTicket(stack, admin, solidPng(20, 8, [10, 120, 60]));
    const [banner, ...banners] = defaultSiteSettings.home.banners;
    for (const picture of [{ image: photo.key, alt: 'A photo' }, banner.picture]) {
      const { parts } = (await send<SiteSettingsOverview>(admin, 'GET', '/api/admin/site')).body;
      const saved = await send(admin, 'PUT', '/api/admin/site/home', {
        body: {
          ...parts.home.value,
          banners: [{ ...banner, picture }, ...banners],
          version: parts.home.version,
        },
      });
      expect(saved.status, saved.text).toBe(200);
    }

    // A site part's draft (docs/decisions/070): kept with an upload, published (the draft and
    // its owners go with the save), scheduled, then discarded (its marker goes).
    const homeDraft = async (body: Record<string, unknown>) => {
      const { parts, drafts } = (await send<SiteSettingsOverview>(admin, 'GET', '/api/admin/site')).body;
      const saved = await send<{ version: number }>(admin, 'PUT', '/api/admin/site/home/draft', {
        body: { ...parts.home.value, version: drafts.home?.version ?? 0, ...body },
      });
      expect(saved.status, saved.text).toBe(200);
      return { live: parts.home, draft: saved.body };
    };
    const drafted = await homeDraft({
      banners: [{ ...banner, picture: { image: photo.key, alt: 'A draft' } }, ...banners],
    });
    const publishedDraft = await send(admin, 'PUT', '/api/admin/site/home', {
      body: {
        ...defaultSiteSettings.home,
        version: drafted.live.version,
        draftVersion: drafted.draft.version,
      },
    });
    expect(publishedDraft.status, publishedDraft.text).toBe(200);
    const scheduled = await homeDraft({ publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const discarded = await send(
      admin,
      'DELETE',
      `/api/admin/site/home/draft?version=${scheduled.draft.version}`,
    );
    expect(discarded.status, discarded.text).toBe(200);

    // Preview links (docs/decisions/066): one made of a post's unsaved values, then revoked.
    const preview = await send<{ token: string }>(admin, 'POST', '/api/admin/previews', {
      body: { kind: 'blog', value: sampleBlog },
    });
    expect(preview.status, preview.text).toBe(201);
    const revoked = await send(admin, 'DELETE', `/api/admin/previews/${preview.body.token}`);
    expect(revoked.status, revoked.text).toBe(200);

    // Insights (docs/decisions/072): a range's counters and the charts' totals, and the name of
    // an enquired product (counters written with their layout, by no route).
    await addCounters(stack, [
      { date: '2025-03-15', dimension: 'product', value: '1', counts: { enquiries: 1 } },
    ]);
    const insights = await send(admin, 'GET', '/api/admin/insights?from=2025-02-20&to=2025-04-10');
    expect(insights.status, insights.text).toBe(200);

    // Accounts (issue 13): sessions, admins, activity, password change, forgot and reset.
    const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
    const grants = { email: 'grants@pawcraft.test', password: 'the grants password' };
    await putAdmin(grants.email, grants.password);
    const grantsClient = new ApiClient(stack.url);
    await grantsClient.login(grants);
    const elsewhere = new ApiClient(stack.url);
    await elsewhere.login(grants);
    const sessions = await send<{ id: string; current: boolean }[]>(
      grantsClient,
      'GET',
      '/api/admin/sessions',
    );
    const other = sessions.body.find((session) => !session.current)?.id ?? '';
    expect((await send(grantsClient, 'DELETE', `/api/admin/sessions/${other}`)).status).toBe(200);
    expect(
      (
        await send(grantsClient, 'POST', '/api/admin/password', {
          body: { currentPassword: grants.password, newPassword: 'the new grants password' },
        })
      ).status,
    ).toBe(200);
    expect((await send(admin, 'GET', '/api/admin/admins')).status).toBe(200);
    expect(
      (
        await send(admin, 'POST', '/api/admin/admins', {
          body: { email: 'invited@pawcraft.test', currentPassword: testAdmin.password },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send(admin, 'DELETE', '/api/admin/admins/invited%40pawcraft.test', {
          body: { currentPassword: testAdmin.password },
        })
      ).status,
    ).toBe(200);
    expect((await send(admin, 'GET', '/api/admin/activity')).status).toBe(200);
    expect(
      (await send(visitor, 'POST', '/api/admin/password/forgot', { body: { email: grants.email }, from }))
        .status,
    ).toBe(200);
    const token = accountLinkToken(await storedEmails(stack.mail.endpoint, grants.email));
    const reset = await send(visitor, 'POST', '/api/admin/password/reset', {
      body: { token, password: grants.password },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await send(visitor, 'DELETE', '/api/admin/sessions')).status).toBe(200);
    expect((await send(admin, 'POST', '/api/admin/logout')).status).toBe(200);

    const handlersSeen = new Set(calls.map((call) => call.handler));
    const withTable = (Object.keys(handlerPermissions) as HandlerName[]).filter(
      (handler) => handler !== authorizerHandler && handlerPermissions[handler].table.length > 0,
    );
    expect([...withTable].filter((handler) => !handlersSeen.has(handler))).toEqual([]);
    // Admin routes also run the authorizer in front of the handler: its calls count against its own grant.
    const adminHandlers = new Set<string>(
      apiRoutes.filter((route) => route.access === 'admin').map((r) => r.handler),
    );
    const refused = calls.filter(
      (call) =>
        !allowed(handlerPermissions[call.handler], call) &&
        !(adminHandlers.has(call.handler) && allowed(handlerPermissions[authorizerHandler], call)),
    );
    expect(calls.some((call) => call.handler === 'contact-create' && call.partition === 'CONTACT')).toBe(
      true,
    );
    expect(refused).toEqual([]);
  });
});
