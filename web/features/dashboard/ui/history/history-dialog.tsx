import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Revision, RevisionSummary } from '../../../../../shared/api-types.ts';
import { formatIndiaTime } from '../../../../../shared/india-time.ts';
import { isSessionError, loginRedirectPath } from '../../shell/login-redirect.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { failed } from '../action-result.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Modal } from '../modal.tsx';
import { useNotify } from '../notices.tsx';
import {
  type HistoryItem,
  type HistoryKind,
  historyApi,
  historyTitle,
  type ItemHistoryProps,
} from './history-api.ts';
import { type DiffPart, plainText, wordDiff } from './text-diff.ts';
import './history.css';

/** The fields a kind's diff shows as text: its title and its body (stored HTML, compared as plain text). */
const diffedTexts: Record<HistoryKind, { name: string; label: string; html: boolean }[]> = {
  blog: [
    { name: 'title', label: 'Title', html: false },
    { name: 'content', label: 'Content', html: true },
  ],
  product: [
    { name: 'name', label: 'Name', html: false },
    { name: 'description', label: 'Description', html: true },
  ],
};

/** How the list names a changed field; a field without a label here goes by its own name. */
const fieldLabels: Record<string, string> = {
  title: 'title',
  content: 'content',
  date: 'date',
  author: 'author',
  tags: 'tags',
  image: 'cover image',
  slug: 'URL',
  name: 'name',
  description: 'description',
  photos: 'photos',
  categoryIds: 'categories',
  features: 'features',
  sizes: 'sizes',
  materials: 'materials',
  colours: 'colours',
  minimumOrder: 'minimum order',
  position: 'position',
  status: 'status',
  publishAt: 'publish time',
  unpublishAt: 'unpublish time',
};

/** When a version was saved, in India's time (the owners' clock, whatever the browser's zone). */
export function savedWhen(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatIndiaTime(iso);
}

const changedText = (kept: RevisionSummary) =>
  kept.changed.length === 0
    ? 'First version kept'
    : `Changed ${kept.changed.map((name) => fieldLabels[name] ?? name).join(', ')}`;

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * The History dialog: the kept versions newest first; choosing one shows what it changed and a
 * word diff of the text from the version it is compared with (the current one, or for the
 * current one the version before it) to it; Restore (confirmed) saves it as the item's next
 * version (`POST …/restore` with the version the form opened: 409 when stale), and the form then
 * shows the restored item. The restore is called from here, not from the form's clientAction,
 * so the forms' first load (the product form's is at its budget) carries none of it.
 */
export function HistoryDialog<Item extends HistoryItem>({
  kind,
  item,
  unsaved,
  onRestored,
  onClose,
}: ItemHistoryProps<Item> & { onClose: () => void }) {
  const [versions, setVersions] = useState<Loaded<RevisionSummary[]>>({ state: 'loading' });
  const [chosen, setChosen] = useState<number>();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState('');
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();

  async function restore(kept: RevisionSummary) {
    setRestoring(true);
    try {
      const restoreItem = kind === 'blog' ? historyApi.restoreBlog : historyApi.restoreProduct;
      const saved = await restoreItem(item._id, kept.version, item.version);
      notify('success', `Version ${kept.version} restored.`);
      onRestored?.(saved as unknown as Item);
      // The screen reads its data again: the lists, and a product's page, which starts its form
      // from the restored product.
      revalidator.revalidate();
      onClose();
    } catch (error) {
      // An expired session signs in again and comes back here, as a loader's would.
      if (isSessionError(error)) navigate(loginRedirectPath(location));
      else {
        setProblem(failed(error, 'Could not restore the version.').error);
        setConfirming(false);
        setRestoring(false);
      }
    }
  }

  useEffect(() => {
    const controller = new AbortController();
    historyApi.versions(kind, item._id, controller.signal).then(
      ({ versions: kept }) => {
        setVersions({ state: 'ready', value: kept });
        setChosen((current) => current ?? kept[0]?.version);
      },
      () => !controller.signal.aborted && setVersions({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [kind, item._id]);

  const kept = versions.state === 'ready' ? versions.value : [];
  const newest = kept[0]?.version;
  const selected = kept.find((version) => version.version === chosen);
  // Compared with the current version; the current one with the version before it.
  const comparedWith = selected && (selected.version === newest ? kept[1] : kept[0]);

  return (
    <Modal title={historyTitle(item)} onClose={onClose} size="wide">
      {versions.state === 'loading' && <Spinner label="Loading the versions…" />}
      {versions.state === 'failed' && (
        <p className="dash-history__empty">The versions could not be loaded. Close this and try again.</p>
      )}
      {problem && (
        <p className="dash-history__problem" role="alert">
          {problem}
        </p>
      )}
      {versions.state === 'ready' && kept.length === 0 && (
        <p className="dash-history__empty">
          No versions kept yet: the next save keeps the first. The last 50 saves are kept.
        </p>
      )}
      {kept.length > 0 && (
        <div className="dash-history__layout">
          <ol className="dash-history__list" aria-label="Versions kept, newest first">
            {kept.map((version) => (
              <li key={version.version}>
                <button
                  type="button"
                  className="dash-history__version"
                  aria-pressed={version.version === chosen}
                  onClick={() => setChosen(version.version)}
                >
                  <strong>
                    Version {version.version}
                    {version.version === newest && ' (current)'}
                  </strong>
                  <span>
                    {savedWhen(version.savedAt)} by {version.savedBy}
                  </span>
                  <span>{changedText(version)}</span>
                </button>
              </li>
            ))}
          </ol>
          {selected && (
            <VersionDetail
              key={`${selected.version}-${comparedWith?.version}`}
              kind={kind}
              id={item._id}
              selected={selected}
              comparedWith={comparedWith}
              current={selected.version === newest}
              onRestore={() => setConfirming(true)}
            />
          )}
        </div>
      )}
      {confirming && selected && (
        <ConfirmDialog
          title={`Restore version ${selected.version}?`}
          confirmLabel="Restore"
          busy={restoring}
          onClose={() => setConfirming(false)}
          onConfirm={() => restore(selected)}
        >
          <p>
            What {selected.savedBy} saved on {savedWhen(selected.savedAt)} becomes the next version; the
            current one stays in the history, so this can be undone.
            {unsaved && ' The changes not saved yet in the form are replaced.'}
          </p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}

/** One version: what it changed, the word diff of its text, and Restore (not for the current one). */
function VersionDetail({
  kind,
  id,
  selected,
  comparedWith,
  current,
  onRestore,
}: {
  kind: HistoryKind;
  id: string;
  selected: RevisionSummary;
  comparedWith?: RevisionSummary;
  current: boolean;
  onRestore: () => void;
}) {
  const headingId = useId();
  const [values, setValues] = useState<Loaded<{ from?: Revision; to: Revision }>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      historyApi.version(kind, id, selected.version, controller.signal),
      comparedWith && historyApi.version(kind, id, comparedWith.version, controller.signal),
    ]).then(
      ([to, from]) => setValues({ state: 'ready', value: { to, from } }),
      () => !controller.signal.aborted && setValues({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [kind, id, selected.version, comparedWith]);

  return (
    <section className="dash-history__detail" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-history__heading">
        {comparedWith
          ? `Version ${comparedWith.version} → version ${selected.version}`
          : `Version ${selected.version}`}
      </h3>
      <p className="dash-history__changed">
        {changedText(selected)}
        {comparedWith
          ? `. Below: the text of version ${comparedWith.version} changed into version ${selected.version}'s, removed words struck through, added words underlined.`
          : '. No earlier version is kept to compare it with.'}
      </p>
      {values.state === 'loading' && <Spinner label="Loading the version…" />}
      {values.state === 'failed' && <p>This version could not be loaded. Choose it again.</p>}
      {values.state === 'ready' &&
        diffedTexts[kind].map((field) => {
          const text = (revision?: Revision) => {
            const raw = revision?.value[field.name];
            const value = typeof raw === 'string' ? raw : '';
            return field.html ? plainText(value) : value;
          };
          const after = text(values.value.to);
          const parts = values.value.from
            ? wordDiff(text(values.value.from), after)
            : [{ text: after, change: 'same' as const }];
          return (
            <div key={field.name} className="dash-history__text">
              <h4 className="dash-history__label">{field.label}</h4>
              <DiffText parts={parts} />
            </div>
          );
        })}
      {!current && (
        <div className="dash-form__actions">
          <button type="button" className="dash-button dash-button--primary" onClick={onRestore}>
            Restore<span className="dash-visually-hidden"> version {selected.version}</span>
          </button>
        </div>
      )}
    </section>
  );
}

/** Words as the diff found them; screen readers hear "removed" and "added" before the changed runs. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="dash-history__diff">
      {parts.map((part, index) =>
        part.change === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <span key={index}>{part.text}</span>
        ) : part.change === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <del key={index}>
            <span className="dash-visually-hidden">[removed: </span>
            {part.text}
            <span className="dash-visually-hidden">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <ins key={index}>
            <span className="dash-visually-hidden">[added: </span>
            {part.text}
            <span className="dash-visually-hidden">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
