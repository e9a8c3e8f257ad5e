import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../shared/api-types.ts';
import { ContactTable, mailUncertainNote } from '../../web/features/dashboard/contact/contact-table.tsx';
import { contactsToCsv } from '../../web/features/dashboard/contact/contacts-csv.ts';
import { contactMessage as message } from './dashboard-items.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';

/** Message 2 sent from a product page: the product, the quantity and where it goes. */
const enquiry: ContactMessage = {
  ...message(2),
  product: { id: 3, name: 'Full Body Harness' },
  quantity: '500',
  country: 'Germany',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact table', () => {
  const long = 'I would like to order 500 harnesses in three colours for my shop in Mumbai. '.repeat(5);

  it('has the spec columns and cuts the message cell at 150px', () => {
    render(<ContactTable messages={[message(1, long)]} caption="Messages" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['S no', 'Name', 'Contact', 'Email', 'Message']);
    const cell = screen.getByRole('button', { name: long.trim() }).closest('td') as HTMLElement;
    expect(cell.className).toBe('dash-table__message');
    const css = readFileSync('web/features/dashboard/shell/dashboard.css', 'utf8');
    const rule = /\.dash-table__message-button \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('max-width: 150px');
    expect(rule).toContain('text-overflow: ellipsis');
    expect(rule).toContain('white-space: nowrap');
  });

  it("opens the whole text in the 'Message' modal; Escape closes it and focus returns", () => {
    render(<ContactTable messages={[message(1, long)]} caption="Messages" />);
    const opener = screen.getByRole('button', { name: long.trim() });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(long.trim())).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes the modal with its close button', () => {
    render(<ContactTable messages={[message(1)]} caption="Messages" />);
    fireEvent.click(screen.getByRole('button', { name: 'Message number 1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the contact messages route', () => {
  it('says in its row and its dialog that the email of a message may not have been sent (docs/decisions/053)', async () => {
    const uncertain = { ...message(2), mailUncertainAt: '2026-11-02T10:00:05.000Z' };
    renderDashboard('/dashboard/contact', { 'GET /api/cnt/contact': { body: [message(3), uncertain] } });
    expect(await screen.findByText('Visitor 3')).toBeTruthy();
    const [, mailed, notMailed] = screen.getAllByRole('row');
    expect(within(mailed).queryByText(mailUncertainNote)).toBeNull();
    expect(within(notMailed).getByText(mailUncertainNote)).toBeTruthy();
    expect(mailUncertainNote).toBe('The email for this message may not have been sent: check your inbox.');
    fireEvent.click(within(notMailed).getByRole('button', { name: 'Message number 2' }));
    expect(within(screen.getByRole('dialog', { name: 'Message' })).getByText(mailUncertainNote)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(mailed).getByRole('button', { name: 'Message number 3' }));
    expect(within(screen.getByRole('dialog', { name: 'Message' })).queryByText(mailUncertainNote)).toBeNull();
  });

  it("pages through with 'Load more' using the x-next-cursor header, reading only the next page", async () => {
    const { seen } = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': (request) =>
        request.query.get('cursor') === 'page-2'
          ? { body: [message(1)] }
          : { body: [message(3), message(2)], headers: { 'x-next-cursor': 'page-2' } },
    });
    expect(await screen.findByText('Visitor 3')).toBeTruthy();
    expect(seen.find((r) => r.path === '/api/cnt/contact')?.query.get('limit')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Visitor 1')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The page was appended: the URL and the first page stayed as they were.
    expect(currentLocation(screen).url).toBe('/dashboard/contact');
    const pages = seen.filter((r) => r.path === '/api/cnt/contact').map((r) => r.query.get('cursor'));
    expect(pages).toEqual([null, 'page-2']);
    // Only the page's query changed: the guard did not ask again.
    expect(seen.filter((r) => r.path === '/api/admin/dashboard-data')).toHaveLength(1);
  });

  it("shows the product an enquiry is about; its link lists only that product's enquiries, and the dialog shows the details", async () => {
    const { seen } = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': (request) => ({
        body: request.query.get('product') === '3' ? [enquiry] : [enquiry, message(1)],
      }),
    });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toContain('Product');
    fireEvent.click(screen.getByRole('link', { name: 'Full Body Harness' }));
    expect(await screen.findByText(/Enquiries about/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Visitor 1')).toBeNull());
    expect(currentLocation(screen).url).toBe('/dashboard/contact?product=3');
    expect(
      seen
        .filter((r) => r.path === '/api/cnt/contact')
        .at(-1)
        ?.query.get('product'),
    ).toBe('3');
    // A status filter keeps the product filter.
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe(
      '/dashboard/contact?status=new&product=3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Message number 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    for (const text of ['Full Body Harness', '500', 'Germany'])
      expect(within(dialog).getByText(text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('link', { name: 'Show messages about every product' }));
    expect(await screen.findByText('Visitor 1')).toBeTruthy();
  });

  it("says 'No contact messages yet.' for none", async () => {
    renderDashboard('/dashboard/contact', { 'GET /api/cnt/contact': { body: [] } });
    expect(await screen.findByText('No contact messages yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });

  it('deletes a message after confirmation; the list reloads by itself', async () => {
    let list = [message(2), message(1)];
    const { seen } = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': () => ({ body: list }),
      'DELETE /api/cnt/delete/m2': () => {
        list = [message(1)];
        return { body: { message: 'Deleted' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Visitor 2' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete message' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Visitor 2')).toBeNull());
    expect(await screen.findByText('Message deleted.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/api/cnt/delete/m2')).toBe(true);
    expect(seen.filter((r) => r.path === '/api/cnt/contact')).toHaveLength(2);
  });
});

describe('a message on a page Load more appended', () => {
  function renderTwoPages() {
    let second = [message(2), message(1)];
    const rendered = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': (request) =>
        request.query.get('cursor') === 'page-2'
          ? { body: second }
          : { body: [message(4), message(3)], headers: { 'x-next-cursor': 'page-2' } },
      'DELETE /api/cnt/delete/m2': () => {
        second = [message(1)];
        return { body: { message: 'Deleted' } };
      },
      'PUT /api/cnt/status/m1': (request) => ({ body: { ...message(1), ...(request.body as object) } }),
    });
    return rendered;
  }
  const contactPages = (seen: ReturnType<typeof renderTwoPages>['seen']) =>
    seen.filter((r) => r.path === '/api/cnt/contact').map((r) => r.query.get('cursor'));

  it('leaves the list when deleted, and only the first page is read again', async () => {
    const { seen } = renderTwoPages();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Visitor 2' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete message' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Message deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Visitor 2')).toBeNull());
    expect(screen.getAllByText('Visitor 1').length).toBeGreaterThan(0);
    expect(contactPages(seen)).toEqual([null, 'page-2', null]);
  });

  it('shows its new status once archived, without reading its page again', async () => {
    const { seen } = renderTwoPages();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Archive message from Visitor 1' }));
    expect(await screen.findByText('Message marked archived.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Archive message from Visitor 1' })).toBeNull(),
    );
    expect(contactPages(seen)).toEqual([null, 'page-2', null]);
  });
});

describe('a stored message whose text is not well-formed (issue 23, N1)', () => {
  // Stored before the API refused such text: "\ud800@x.yz" made encodeURIComponent throw in
  // the Reply link, and the whole screen said "Could not load the contact messages.".
  const broken: ContactMessage = { ...message(2), name: 'Broken \udc00', email: '\ud800@x.yz' };

  it('degrades only its own row: the others keep Reply, and it can be opened and deleted', async () => {
    let list = [message(3), broken, message(1)];
    const { seen } = renderDashboard('/dashboard/contact', {
      'GET /api/cnt/contact': () => ({ body: list }),
      'DELETE /api/cnt/delete/m2': () => {
        list = [message(3), message(1)];
        return { body: { message: 'Deleted' } };
      },
    });
    expect(await screen.findByText('Visitor 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply to Visitor 3' }).getAttribute('href')).toMatch(
      /^mailto:v3%40example\.com\?subject=/,
    );
    expect(screen.getByRole('link', { name: 'Reply to Visitor 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Reply to Broken/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Message number 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: /^Delete message from Broken/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete message' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeTruthy();
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/api/cnt/delete/m2')).toBe(true);
    expect(screen.queryByText(/^Broken/)).toBeNull();
  });

  it('opened from its email link (?message=) the screen still loads', async () => {
    renderDashboard('/dashboard/contact?message=m2', {
      'GET /api/cnt/contact': { body: [broken] },
      'GET /api/cnt/contact/m2': { body: broken },
      'PUT /api/cnt/status/m2': { body: { ...broken, status: 'read' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('Message number 2')).toBeTruthy();
  });
});

describe('the CSV export', () => {
  it('quotes every cell and defuses spreadsheet formulas', async () => {
    const csv = await contactsToCsv([
      message(1),
      { ...message(3, '=HYPERLINK("x")'), attribution: { channel: 'campaign', utmSource: '=cmd|x' } },
    ]);
    // The attribution's columns (docs/decisions/068) follow, a UTM tag defused like any text.
    const none = ',""'.repeat(12);
    expect(csv.split('\r\n')).toEqual([
      '"S no","Name","Contact","Email","Message","Product","Quantity","Destination","Received","Status",' +
        '"Landing page","Came from","Channel","UTM source","UTM medium","UTM campaign","UTM term","UTM content",' +
        '"Sent from page","Pages seen","Visitor country","Device"',
      `"1","Visitor 1","9876543210","v1@example.com","Message number 1","","","","2026-11-01T10:00:00.000Z","new"${none}`,
      `"2","Visitor 3","9876543210","v3@example.com","'=HYPERLINK(""x"")","","","","2026-11-03T10:00:00.000Z","read",` +
        `"","","campaign","'=cmd|x"${',""'.repeat(8)}`,
    ]);
  });

  it('names the product an enquiry is about, with its quantity and destination', async () => {
    expect((await contactsToCsv([enquiry])).split('\r\n')[1]).toBe(
      `"1","Visitor 2","9876543210","v2@example.com","Message number 2","Full Body Harness","500","Germany","2026-11-02T10:00:00.000Z","read"${',""'.repeat(12)}`,
    );
  });
});
