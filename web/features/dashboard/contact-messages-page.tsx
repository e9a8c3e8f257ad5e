import { useState } from 'react';
import type { ContactMessage } from '../../../shared/api-types.ts';
import { type ActionResult, failed, formText, succeeded } from './action-result.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { fetchAllContacts, fetchContactPage } from './contact-pages.ts';
import { ContactTable } from './contact-table.tsx';
import { contactsToCsv, downloadTextFile } from './contacts-csv.ts';
import { dashboardApi } from './dashboard-api.ts';
import { LoadMore } from './load-more.tsx';
import { adminCall, adminLoad } from './login-redirect.ts';
import { useNotify } from './notices.tsx';
import { loadPages, type ShownPages, shownPages } from './paging.ts';
import { useActionFetcher } from './use-action-fetcher.ts';

/** The contact page's clientLoader: the first `?pages=` pages of messages, newest first. */
export function loadContactMessages(request: Request): Promise<ShownPages<ContactMessage>> {
  return adminLoad(request, 'contact messages', () =>
    loadPages(shownPages(new URL(request.url)), (cursor) =>
      fetchContactPage({ cursor, signal: request.signal }),
    ),
  );
}

/** The contact page's clientAction: delete one message (`id`). */
export async function contactAction(request: Request): Promise<ActionResult> {
  const form = await request.formData();
  try {
    await adminCall(request, () => dashboardApi.deleteContact(formText(form, 'id')));
    return succeeded('Message deleted.');
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('Deleting the message failed:', error);
    return failed(error, 'Could not delete the message.', 'Could not delete the message.');
  }
}

/**
 * Every contact message, newest first, a page at a time ('Load more'), with delete and a
 * CSV export of all of them.
 */
export function ContactMessagesPage({ list }: { list: ShownPages<ContactMessage> }) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const remover = useActionFetcher((result) => result.ok && setDeleting(null));
  const messages = list.items;

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllContacts();
      downloadTextFile(`contact-messages-${new Date().toISOString().slice(0, 10)}.csv`, contactsToCsv(all));
      notify('success', `Exported ${all.length} messages.`);
    } catch (error) {
      console.error('Exporting contact messages failed:', error);
      notify('error', 'Could not export the messages.');
    }
    setExporting(false);
  }

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <h1 className="dash-page__title">Contact messages</h1>
        <button
          type="button"
          className="dash-button dash-button--secondary"
          onClick={exportCsv}
          disabled={exporting || messages.length === 0}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {messages.length === 0 ? (
        <p className="dash-empty">No contact messages yet.</p>
      ) : (
        <>
          <ContactTable messages={messages} caption="Contact messages, newest first" onDelete={setDeleting} />
          {list.nextCursor && <LoadMore pages={list.pages} />}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete message"
          confirmLabel="Delete"
          busy={remover.state !== 'idle'}
          onConfirm={() => remover.submit({ id: deleting._id }, { method: 'post' })}
          onClose={() => setDeleting(null)}
        >
          <p>
            Delete the message from <strong>{deleting.name}</strong> ({deleting.email})? This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
