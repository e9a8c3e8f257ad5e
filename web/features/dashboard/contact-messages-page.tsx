import { useCallback, useEffect, useState } from 'react';
import type { ContactMessage } from '../../../shared/api-types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { fetchAllContacts, fetchContactPage } from './contact-pages.ts';
import { ContactTable } from './contact-table.tsx';
import { contactsToCsv, downloadTextFile } from './contacts-csv.ts';
import { dashboardApi } from './dashboard-api.ts';
import { useNotify } from './notices.tsx';
import { Spinner } from './spinner.tsx';

/**
 * Every contact message, newest first, a page at a time ('Load more'), with delete and a
 * CSV export of all of them.
 */
export function ContactMessagesPage() {
  const notify = useNotify();
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [nextCursor, setNextCursor] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const loadPage = useCallback(async (cursor: string | undefined, signal?: AbortSignal) => {
    setLoading(true);
    try {
      const page = await fetchContactPage({ cursor, signal });
      setMessages((current) => (cursor ? [...current, ...page.items] : page.items));
      setNextCursor(page.nextCursor);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Error fetching contact messages:', error);
    }
    if (!signal?.aborted) setLoading(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    loadPage(undefined, controller.signal);
    return () => controller.abort();
  }, [loadPage]);

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

  async function deleteMessage(message: ContactMessage) {
    try {
      await dashboardApi.deleteContact(message._id);
      setMessages((current) => current.filter((m) => m._id !== message._id));
      setDeleting(null);
      notify('success', 'Message deleted.');
    } catch (error) {
      console.error('Deleting the message failed:', error);
      notify('error', 'Could not delete the message.');
    }
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
      {messages.length > 0 && (
        <ContactTable messages={messages} caption="Contact messages, newest first" onDelete={setDeleting} />
      )}
      {loading ? (
        <Spinner />
      ) : messages.length === 0 ? (
        <p className="dash-empty">No contact messages yet.</p>
      ) : (
        nextCursor && (
          <div className="dash-load-more">
            <button
              type="button"
              className="dash-button dash-button--secondary"
              onClick={() => loadPage(nextCursor)}
            >
              Load more
            </button>
          </div>
        )
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete message"
          confirmLabel="Delete"
          onConfirm={() => deleteMessage(deleting)}
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
