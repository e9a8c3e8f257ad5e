import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ContactMessage, type ContactStatus, contactStatuses } from '../../../../shared/api-types.ts';
import { defaultSiteSettings } from '../../../../shared/site-defaults.ts';
import { encodeUriText } from '../../../../shared/uri-text.ts';
import { adminChange } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { DeleteDialog } from '../ui/confirm-dialog.tsx';
import { downloadTextFile } from '../ui/csv-export.ts';
import { formText } from '../ui/form-fields.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { useNotify } from '../ui/notices.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useAppendedList } from '../ui/paging.ts';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { contactApi, fetchAllContacts } from './contact-api.ts';
import { asStatus, type ContactScreenData, productParam, statusParam } from './contact-screen-data.ts';
import { ContactTable, statusLabels } from './contact-table.tsx';
import { contactsToCsv } from './contacts-csv.ts';
import './contact.css';

/** The list's address with these filters (the rest of the query left out). */
const filteredList = (status: ContactStatus | undefined, product: number | undefined): string => {
  const query = new URLSearchParams();
  if (status) query.set(statusParam, status);
  if (product) query.set(productParam, String(product));
  return query.size ? `?${query}` : '.';
};

/** The contact page's clientAction: mark a message (`intent=status`, `id`, `status`) or delete it. */
export async function contactAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const id = formText(form, 'id');
  if (formText(form, 'intent') === 'status') {
    const status = asStatus(formText(form, 'status')) ?? 'read';
    return adminChange(
      request,
      async () => {
        await contactApi.setContactStatus(id, status);
        // Opening a message marks it read without a notice; the buttons say what they did. The
        // header counts the new messages: it is read again.
        return succeeded(
          formText(form, 'quiet') ? '' : `Message marked ${statusLabels[status].toLowerCase()}.`,
          { dashboardChanged: true },
        );
      },
      (error) => failed(error, 'Could not mark the message.', 'Could not mark the message.'),
      'Marking the message failed:',
    );
  }
  return adminChange(
    request,
    async () => {
      await contactApi.deleteContact(id);
      return succeeded('Message deleted.', { dashboardChanged: true });
    },
    (error) => failed(error, 'Could not delete the message.', 'Could not delete the message.'),
    'Deleting the message failed:',
  );
}

/**
 * Opens the admin's mail client with the visitor's address and a subject; null for an
 * address that is not well-formed text (stored before the API refused it): that row has no
 * Reply link, and the rest of the screen works (issue 23, N1). The subject names the company
 * as seeded: the dashboard does not read the live settings here yet (issue 34's next slice).
 */
export const replyHref = (message: ContactMessage): string | null =>
  String(message.email).isWellFormed()
    ? `mailto:${encodeUriText(message.email)}?subject=${encodeUriText(`Re: Your enquiry to ${defaultSiteSettings.company.name}`)}`
    : null;

/** What the route's loader answers: the screen's data, whose list is the page. */
const pageOfMessages = (data: ContactScreenData) => data.list;

const filters: { status?: ContactStatus; label: string }[] = [
  { label: 'All' },
  ...contactStatuses.map((status) => ({ status, label: statusLabels[status] })),
];

/**
 * Every contact message, newest first, a page at a time ('Load more'), filtered by status;
 * opening a new message marks it read, Reply opens the mail client and marks it replied,
 * Archive files it; delete, and a CSV export of all of them.
 */
export function ContactMessagesPage({ list: firstPage, status, product, opened }: ContactScreenData) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const list = useAppendedList(firstPage, pageOfMessages);
  const remover = useActionFetcher((result) => {
    if (!result.ok || !deleting) return;
    list.remove(deleting._id);
    setDeleting(null);
  });
  // The message being marked: once the action succeeds, its row says so (paging.ts).
  const marking = useRef<{ id: string; status: ContactStatus } | null>(null);
  const marker = useActionFetcher((result) => {
    if (result.ok && marking.current) list.update(marking.current.id, { status: marking.current.status });
  });
  const messages = list.items;
  const productName = messages.find((message) => message.product?.id === product)?.product?.name;

  const mark = (message: ContactMessage, to: ContactStatus, quiet = false) => {
    if (message.status === to) return;
    marking.current = { id: message._id, status: to };
    marker.submit(
      { intent: 'status', id: message._id, status: to, ...(quiet ? { quiet: '1' } : {}) },
      { method: 'post' },
    );
  };
  const markRead = (message: ContactMessage) => {
    if (message.status === 'new') mark(message, 'read', true);
  };
  // The link in an enquiry's email opens its message: that is reading it.
  const markedFromLink = useRef<string | null>(null);
  useEffect(() => {
    if (!opened || markedFromLink.current === opened._id) return;
    markedFromLink.current = opened._id;
    if (opened.status === 'new') markRead(opened);
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllContacts();
      downloadTextFile(
        `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`,
        await contactsToCsv(all),
      );
      notify('success', `Exported ${all.length} messages.`);
    } catch (error) {
      console.error('Exporting contact messages failed:', error);
      notify('error', 'Could not export the messages.');
    }
    setExporting(false);
  }

  const reply = (message: ContactMessage, where: string) => {
    const href = replyHref(message);
    if (!href) return null;
    return (
      <a
        className="dash-button dash-button--small dash-button--secondary"
        href={href}
        onClick={() => mark(message, 'replied')}
      >
        Reply
        <span className="dash-visually-hidden">
          {' '}
          to {message.name}
          {where}
        </span>
      </a>
    );
  };

  return (
    <div className="dash-page">
      <PageHeader title="Contact messages">
        <button
          type="button"
          className="dash-button dash-button--secondary"
          onClick={exportCsv}
          disabled={exporting || messages.length === 0}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </PageHeader>
      <nav className="dash-filters" aria-label="Messages by status">
        <ul>
          {filters.map((filter) => {
            const active = filter.status === status;
            return (
              <li key={filter.label}>
                <Link
                  to={filteredList(filter.status, product)}
                  className={`dash-filter${active ? ' dash-filter--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  replace
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {product !== undefined && (
        <p className="dash-filter-note">
          Enquiries about <strong>{productName ?? `product ${product}`}</strong> only.{' '}
          <Link to={filteredList(status, undefined)} replace>
            Show messages about every product
          </Link>
        </p>
      )}
      {messages.length === 0 ? (
        <p className="dash-empty">
          {product !== undefined
            ? 'No enquiries about this product.'
            : status
              ? `No ${statusLabels[status].toLowerCase()} messages.`
              : 'No contact messages yet.'}
        </p>
      ) : (
        <>
          <ContactTable
            // A new ?message= link opens its message afresh.
            key={opened?._id ?? ''}
            messages={messages}
            caption={`Contact messages${status ? ` (${statusLabels[status].toLowerCase()})` : ''}, newest first`}
            showStatus
            onDelete={setDeleting}
            onOpen={markRead}
            productHref={(enquired) => filteredList(status, enquired.id)}
            initiallyOpen={opened}
            rowActions={(message) => (
              <>
                {reply(message, '')}
                {message.status !== 'archived' && (
                  <button
                    type="button"
                    className="dash-button dash-button--small dash-button--secondary"
                    onClick={() => mark(message, 'archived')}
                  >
                    Archive<span className="dash-visually-hidden"> message from {message.name}</span>
                  </button>
                )}
              </>
            )}
            dialogActions={(message) => reply(message, '')}
          />
          <LoadMore list={list} keep={[statusParam, productParam]} />
        </>
      )}
      {deleting && (
        <DeleteDialog
          title="Delete message"
          fetcher={remover}
          fields={{ id: deleting._id }}
          onClose={() => setDeleting(null)}
        >
          <p>
            Delete the message from <strong>{deleting.name}</strong> ({deleting.email})? This cannot be
            undone.
          </p>
        </DeleteDialog>
      )}
    </div>
  );
}
