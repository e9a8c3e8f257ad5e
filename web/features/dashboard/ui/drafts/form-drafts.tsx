import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { DashboardData } from '../../../../../shared/api-types.ts';
import { formatIndiaTime } from '../../../../../shared/india-time.ts';
import { callApi } from '../../../../lib/api-client.ts';
import {
  autosaveItemId,
  clearBrowserCopy,
  copyToOffer,
  type DraftCopy,
  type DraftPlace,
  type DraftValue,
  draftValueOf,
  readBrowserCopy,
  writeBrowserCopy,
} from './draft-copies.ts';
import './drafts.css';

/**
 * The dashboard guard's route id (`guardRouteId` of web/app/routes/dashboard._guard.tsx; a
 * feature imports no route module, and tests/web/dashboard-drafts.test.tsx checks the two agree).
 */
export const guardRouteIdForDrafts = 'routes/dashboard._guard';

/**
 * The signed-in admin's address from the guard's data: the editor's copies in this browser are
 * kept per admin (docs/decisions/069), so another admin signing in here never sees them. Read
 * only by the parts that load after the form: the route's first load carries nothing of it.
 */
export const useSignedInAdmin = (): string =>
  useRouteLoaderData<DashboardData>(guardRouteIdForDrafts)?.admin?.email ?? '';

/** How long after a change this browser's copy is written: often, but not on every key. */
export const browserCopyDelayMs = 500;
/** How long after the typing stops the server's copy is written (docs/decisions/069). */
export const serverCopyDelayMs = 5_000;

/** What a form does with its copies once they are settled: saved, discarded or taken back. */
export interface FormDraftsHandle {
  /** The form was saved: this browser's copy goes (the save deleted the server's). */
  saved: () => void;
  /** The owner threw the changes away: both copies go. */
  discarded: () => void;
}

/** Conform's `form.update` as this module calls it: one field by name. */
// biome-ignore lint/suspicious/noExplicitAny: the update of a form of any fields
export type FieldUpdate = (intent: { name: any; value: any }) => void;

/** Fills the form's fields with a copy's (or another version's) values, one by name. */
export function fillFields(update: FieldUpdate, value: DraftValue): void {
  for (const [name, field] of Object.entries(value)) update({ name, value: field });
}

export interface FormDraftsProps extends Omit<DraftPlace, 'admin'> {
  /** The form's value now (Conform's `form.value`). */
  value: Record<string, unknown>;
  /** Whether the form holds changes not saved: only then is a copy written. */
  unsaved: boolean;
  /** The item's version the form opened at. */
  baseVersion?: number;
  /** The form's opening value (the item as stored): a copy equal to it is nothing to recover. */
  stored: Record<string, unknown>;
  /**
   * The form's `update` (Conform): a copy's fields are filled in one by name, without saving,
   * so each field (the rich-text editor too) starts again from its restored value.
   */
  update: FieldUpdate;
  handle: Ref<FormDraftsHandle>;
}

/**
 * Nothing lost in the editor (docs/decisions/069): keeps the form's unsaved state in this
 * browser's storage a moment after each change and on the server a few seconds after the
 * typing stops, and, as the form opens, offers back the newer copy that differs from the item
 * as stored. Until the owner has answered that offer, no copy is written over it.
 */
export default function FormDrafts({
  value,
  unsaved,
  baseVersion,
  stored,
  update,
  handle,
  kind,
  id,
}: FormDraftsProps) {
  const admin = useSignedInAdmin();
  const [offer, setOffer] = useState<DraftCopy | 'checking' | undefined>('checking');
  const serverSent = useRef('');
  // What the effects read when they run, without running again for a new object of the same
  // fields (`text` stands for the value) or for the form's own save (`stored` is its opening).
  const latest = useRef({ value, baseVersion, stored });
  latest.current = { value, baseVersion, stored: latest.current.stored };

  useEffect(() => {
    const here = { kind, id, admin };
    let current = true;
    callApi('autosave-get', { parameters: { kind, id: autosaveItemId(here) }, cache: 'no-store' })
      .then((answer) => answer.autosave)
      // Signed out or offline: this browser's copy is still offered.
      .catch(() => undefined)
      .then((server) => {
        if (current) setOffer(copyToOffer(readBrowserCopy(here), server, latest.current.stored));
      });
    return () => {
      current = false;
    };
  }, [kind, id, admin]);

  const writing = unsaved && offer === undefined;
  const text = JSON.stringify(value);
  useEffect(() => {
    if (!writing) return;
    const copy = (): DraftCopy => {
      const { value: now, baseVersion: base } = latest.current;
      return {
        value: draftValueOf(now),
        savedAt: new Date().toISOString(),
        ...(base !== undefined && { baseVersion: base }),
      };
    };
    const here = { kind, id, admin };
    const keep = () => writeBrowserCopy(here, copy());
    const browser = setTimeout(keep, browserCopyDelayMs);
    // A tab closed within the delay still leaves its last keys in the copy.
    window.addEventListener('pagehide', keep);
    const server = setTimeout(() => {
      if (serverSent.current === text) return;
      const { value: kept, baseVersion: base } = copy();
      callApi('autosave-put', {
        parameters: { kind, id: autosaveItemId(here) },
        body: { value: kept, baseVersion: base },
      })
        .then(() => {
          serverSent.current = text;
        })
        // Offline, signed out or refused: this browser's copy still holds the text.
        .catch(() => undefined);
    }, serverCopyDelayMs);
    return () => {
      clearTimeout(browser);
      clearTimeout(server);
      window.removeEventListener('pagehide', keep);
    };
  }, [writing, text, kind, id, admin]);

  // The save's own request deletes the server's copy (docs/decisions/059: one save, one request);
  // a discard asks for it.
  const clear = (discarded: boolean) => {
    const here = { kind, id, admin };
    clearBrowserCopy(here);
    serverSent.current = '';
    if (discarded)
      callApi('autosave-delete', { parameters: { kind, id: autosaveItemId(here) } }).catch(() => undefined);
  };
  useImperativeHandle(handle, () => ({ saved: () => clear(false), discarded: () => clear(true) }));

  if (offer === 'checking' || offer === undefined) return null;
  return (
    <section className="dash-draft-offer" aria-labelledby="dash-draft-offer-title">
      <h3 id="dash-draft-offer-title" className="dash-draft-offer__title">
        You have unsaved changes
      </h3>
      <p>
        From <time dateTime={offer.savedAt}>{formatIndiaTime(offer.savedAt)}</time>. They are not saved in
        this {kind === 'blog' ? 'post' : 'product'} yet.
      </p>
      <div className="dash-draft-offer__actions">
        <button
          type="button"
          className="dash-button dash-button--primary dash-button--small"
          onClick={() => {
            fillFields(update, offer.value);
            setOffer(undefined);
          }}
        >
          Restore them
        </button>
        <button
          type="button"
          className="dash-button dash-button--secondary dash-button--small"
          onClick={() => {
            clear(true);
            setOffer(undefined);
          }}
        >
          Discard them
        </button>
      </div>
    </section>
  );
}
