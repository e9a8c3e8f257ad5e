import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { type SitePartName, type SitePartState, sitePartLabels } from '../../../../shared/site-parts.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import type { ActionResult } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { historyParam, type SiteAnswer, type SiteScreenData } from './site-actions.ts';

/** A part's kept versions, newest first, as the screen shows them. */
export type ShownHistory = NonNullable<SiteScreenData['history']>;
type KeptVersion = ShownHistory['versions'][number];

interface PartHistoryProps<P extends SitePartName> {
  part: P;
  stored: SitePartState<P>;
  history?: ShownHistory;
  /** The section's form has changes a restore would replace. */
  unsaved: boolean;
  onRestored: (result: ActionResult<SiteAnswer<P>>) => void;
}

/**
 * A part's history: shown on request (`?history=<part>`, read with the screen's data), each
 * kept version with who saved it and when; Restore asks first, then makes that version the
 * part's new one, and the section's form starts again from it.
 */
export function PartHistory<P extends SitePartName>({
  part,
  stored,
  history,
  unsaved,
  onRestored,
}: PartHistoryProps<P>) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [restoring, setRestoring] = useState<KeptVersion>();
  const restorer = useActionFetcher<SiteAnswer<P>>((result) => {
    onRestored(result);
    setRestoring(undefined);
  });
  const title = sitePartLabels[part];
  const listId = `${part}-history`;
  const shown = history?.part === part;
  const opening = !shown && new URLSearchParams(navigation.location?.search).get(historyParam) === part;

  function toggle() {
    const query = shown ? '' : `?${new URLSearchParams({ [historyParam]: part })}`;
    navigate({ search: query }, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="dash-site-history">
      <button
        type="button"
        className="dash-button dash-button--secondary dash-button--small"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        onClick={toggle}
      >
        {opening ? 'Loading the history…' : shown ? 'Hide history' : 'Show history'}
        <span className="dash-visually-hidden"> of {title}</span>
      </button>
      {shown && (
        <ol id={listId} className="dash-site-history__list" aria-label={`History of ${title}`}>
          {history.versions.map((kept) => (
            <li key={kept.version} className="dash-site-history__item">
              <span>
                Version {kept.version}: saved by {kept.savedBy} on {formatWhen(kept.savedAt)}
              </span>
              {kept.version === stored.version ? (
                <span className="dash-tag">Current</span>
              ) : (
                <button
                  type="button"
                  className="dash-button dash-button--small dash-button--secondary"
                  onClick={() => setRestoring(kept)}
                >
                  Restore<span className="dash-visually-hidden"> version {kept.version}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {restoring && (
        <ConfirmDialog
          title={`Restore version ${restoring.version} of ${title}?`}
          confirmLabel="Restore"
          busy={restorer.state !== 'idle'}
          onClose={() => setRestoring(undefined)}
          onConfirm={() =>
            restorer.submit(
              {
                intent: 'restore',
                part,
                restore: String(restoring.version),
                version: String(stored.version),
              },
              { method: 'post' },
            )
          }
        >
          <p>
            {title} goes back to what {restoring.savedBy} saved on {formatWhen(restoring.savedAt)}, as a new
            version; the site shows it within a minute.
            {unsaved && ' The changes not saved yet in this section are replaced.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
