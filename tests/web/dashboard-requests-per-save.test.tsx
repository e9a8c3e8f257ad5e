import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Blog, Category, ContactMessage, Product, ProductSummary } from '../../shared/api-types.ts';
import { matchRoute } from '../../shared/routes.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { type SeenRequest, versioned } from './dashboard-fake-api.ts';
import {
  blogSummary,
  contactMessage,
  harnessCarePost,
  india,
  harness as storedHarness,
} from './dashboard-items.ts';
import { currentLocation, dashboardData, renderDashboard } from './dashboard-stub.tsx';
import { countryField, openedDialog, saveInDialog } from './dialog-save.ts';

/**
 * One Save, one request (issue 33 item 5, docs/decisions/059): the API requests each dashboard
 * action costs, from the click until the page has settled (its notice shown or the next page
 * loaded). Each request is one handler run; each request to an admin route (shared/routes.ts)
 * is also one run of the authorizer. The lists name every request, so a revalidation that
 * comes back fails here by name.
 */

cleanUpAfterEach();

/** How long an action's outcome may take on a busy machine (the default second is not enough there). */
const outcome = { timeout: 5_000 };

/** The requests `act` caused, as `METHOD /path`, once nothing more arrives. */
async function requestsOf(seen: SeenRequest[], act: () => Promise<void>): Promise<string[]> {
  const before = seen.length;
  await act();
  // A straggling revalidation would arrive within this; none may be missed.
  let count = -1;
  while (count !== seen.length) {
    count = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen.slice(before).map((request) => `${request.method} ${request.path}`);
}

/**
 * Waits until the opened form has looked for its server copy (docs/decisions/069): a request of
 * opening the form, not of the action measured after it.
 */
async function copyLookedFor(seen: SeenRequest[], path: string): Promise<void> {
  await waitFor(() => expect(seen.some((request) => request.path === path)).toBe(true), outcome);
}

/** How many of these requests the authorizer checks: those to admin routes. */
const authorizerRuns = (requests: string[]): number =>
  requests.filter((request) => {
    const [method, path] = request.split(' ');
    return matchRoute(method, path)?.route.access === 'admin';
  }).length;

/** What the guard reads again after a change: the session with the header's counts, and the activity. */
const guardReads = ['GET /api/admin/dashboard-data', 'GET /api/admin/activity'];

/** The product list as any visit to it reads it: the guard, the list and its category filter. */
const productListVisit = [...guardReads, 'GET /api/admin/products', 'GET /api/admin/categories'];

/** Clicks the button named `name` and confirms the delete it asks for. */
async function deleteConfirmed(name: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
}

/** Waits until the dashboard shows the product list with the harness in it. */
async function productListShown(): Promise<void> {
  await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'), outcome);
  await screen.findByRole('link', { name: 'H-Harness' }, outcome);
}

const bedding: Category = {
  _id: '1',
  name: 'Bedding',
  slug: 'bedding',
  position: 1,
  productCount: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
};

const harness: Product = { ...storedHarness, version: 3 };
const summary: ProductSummary = {
  _id: harness._id,
  name: harness.name,
  slug: harness.slug,
  categoryIds: harness.categoryIds,
  status: harness.status,
  position: harness.position,
  updatedAt: harness.updatedAt,
  version: harness.version,
};

const catalogue = {
  'GET /api/admin/categories': { body: [bedding] },
  'GET /api/admin/products': { body: { items: [summary] } },
};

const post: Blog = { ...harnessCarePost, version: 2 };
const postSummary = blogSummary(post);

const enquiry = contactMessage(1, 'Five hundred harnesses, please.');

describe('the requests of each dashboard action', () => {
  it('a product save that keeps its status, twice: each sends the version the last answer carried', async () => {
    const stored = { version: harness.version ?? 0 };
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      // The API answers the product as stored, with the version its write made.
      'PUT /api/admin/products/7': versioned(stored, (request) => ({
        body: { ...harness, ...(request.body as object), version: stored.version },
      })),
    });
    const saveAs = (name: string) => async () => {
      fireEvent.input(await screen.findByLabelText('Name'), { target: { value: name } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('heading', { name: `Edit ${name}` }, outcome);
      await waitFor(
        () => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false),
        outcome,
      );
    };
    await copyLookedFor(seen, '/api/admin/autosaves/product/7');
    const first = await requestsOf(seen, saveAs('Classic H-Harness'));
    expect(first).toEqual(['PUT /api/admin/products/7']);
    expect(authorizerRuns(first)).toBe(1);
    const second = await requestsOf(seen, saveAs('Classic H-Harness II'));
    expect(second).toEqual(['PUT /api/admin/products/7']);
    const puts = seen.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => (request.body as { version: number }).version)).toEqual([3, 4]);
    expect(stored.version).toBe(5);
  });

  it('a new product, then the list', async () => {
    const { seen } = renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/admin/products': { status: 201, body: harness },
    });
    await copyLookedFor(seen, '/api/admin/autosaves/product/new');
    const requests = await requestsOf(seen, async () => {
      fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'H-Harness' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await productListShown();
    });
    // The save, then the list as any visit to it reads it.
    expect(requests).toEqual(['POST /api/admin/products', ...productListVisit]);
    expect(authorizerRuns(requests)).toBe(5);
  });

  it('a product deleted from its form, then the list', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'DELETE /api/admin/products/7': { body: { message: 'Deleted' } },
    });
    await copyLookedFor(seen, '/api/admin/autosaves/product/7');
    const requests = await requestsOf(seen, async () => {
      await deleteConfirmed('Delete product');
      await productListShown();
    });
    expect(requests).toEqual(['DELETE /api/admin/products/7', ...productListVisit]);
    expect(authorizerRuns(requests)).toBe(5);
  });

  it('a blog save', async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [postSummary] } },
      'GET /api/admin/blogs/b1': { body: post },
      'PUT /api/blogs/blogs/b1': { body: { ...post, author: 'Ravi', version: 3 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    await copyLookedFor(seen, '/api/admin/autosaves/blog/b1');
    const requests = await requestsOf(seen, async () => {
      fireEvent.change(within(dialog).getByLabelText('Author'), { target: { value: 'Ravi' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await screen.findByText('Blog uploaded!', {}, outcome);
    });
    // The card's "Last changed by" line (the guard's activity), the list (the admin's, drafts
    // too: docs/decisions/064), and the post the Edit button keeps loaded (its fetcher), read again.
    expect(requests).toEqual([
      'PUT /api/blogs/blogs/b1',
      ...guardReads,
      'GET /api/admin/blogs',
      'GET /api/admin/blogs/b1',
    ]);
    expect(authorizerRuns(requests)).toBe(5);
  });

  it('a category save', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
      'PUT /api/admin/categories/1': { body: { ...bedding, name: 'Beds', version: 3 } },
    });
    const requests = await requestsOf(seen, async () => {
      await saveInDialog('Edit Bedding', 'Edit Bedding', 'Beds');
      await screen.findByText('Saved Beds.', {}, outcome);
    });
    expect(requests).toEqual(['PUT /api/admin/categories/1', 'GET /api/admin/categories']);
    expect(authorizerRuns(requests)).toBe(2);
  });

  it('a place save (a country renamed)', async () => {
    const { seen } = renderDashboard('/dashboard/countrypage', {
      'GET /countries/view': { body: [india] },
      'PUT /countries/update/c1': versioned(
        { version: 1 },
        { body: { ...india, name: 'Indonesia', version: 2 } },
      ),
    });
    const requests = await requestsOf(seen, async () => {
      await saveInDialog('Rename India', 'Rename country', 'Indonesia', countryField);
      await screen.findByText('Renamed to Indonesia.', {}, outcome);
    });
    // The card's "Last changed by" line (the guard's activity) and the list.
    expect(requests).toEqual(['PUT /countries/update/c1', ...guardReads, 'GET /countries/view']);
    expect(authorizerRuns(requests)).toBe(4);
  });

  it("a message archived: the header's count of new messages is read again", async () => {
    let status: ContactMessage['status'] = 'new';
    const { seen } = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': () => ({ body: [{ ...enquiry, status }] }),
      'PUT /api/cnt/status/m1': () => {
        status = 'archived';
        return { body: { ...enquiry, status } };
      },
      'GET /api/admin/dashboard-data': () => ({
        body: {
          ...dashboardData,
          counts: { ...dashboardData.counts, newContacts: status === 'new' ? 1 : 0 },
        },
      }),
    });
    const contactLink = await screen.findByRole('link', { name: /^Contact/ });
    expect(contactLink.textContent).toContain('1');
    const requests = await requestsOf(seen, async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Archive message from Visitor 1' }));
      await screen.findByText('Message marked archived.', {}, outcome);
    });
    expect(requests).toEqual(['PUT /api/cnt/status/m1', ...guardReads, 'GET /api/cnt/contact']);
    expect(authorizerRuns(requests)).toBe(4);
    expect(screen.getByRole('link', { name: /^Contact/ }).textContent).not.toContain('1');
  });

  it('a place deleted', async () => {
    const { seen } = renderDashboard('/dashboard/countrypage', {
      'GET /countries/view': { body: [india] },
      'DELETE /countries/delete/c1': { body: { deleted: { countries: 1, states: 0, districts: 0 } } },
    });
    const requests = await requestsOf(seen, async () => {
      await deleteConfirmed('Delete India');
      await screen.findByText('Deleted India.', {}, outcome);
    });
    // A deleted place has no card; the overview's counts are read when it is opened.
    expect(requests).toEqual(['DELETE /countries/delete/c1', 'GET /countries/view']);
    expect(authorizerRuns(requests)).toBe(2);
  });
});
