import { useState } from 'react';
import { formatIndiaTime } from '../../../../shared/india-time.ts';
import { type SiteDraftState, type SitePartName, sitePartLabels } from '../../../../shared/site-parts.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import type { ActionResult } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import type { SiteAnswer } from './site-actions.ts';

/**
 * A part's pending draft (docs/decisions/070): who saved it and when, its publish time when
 * scheduled, and Discard, which asks first. Visitors see the live part meanwhile.
 */
export function PartDraft<P extends SitePartName>({
  part,
  draft,
  onDiscarded,
}: {
  part: P;
  draft: SiteDraftState<P>;
  onDiscarded: (result: ActionResult<SiteAnswer<P>>) => void;
}) {
  const [asking, setAsking] = useState(false);
  const discarder = useActionFetcher<SiteAnswer<P>>((result) => {
    onDiscarded(result);
    setAsking(false);
  });
  const title = sitePartLabels[part];
  return (
    <div className="dash-site-draft" role="status">
      <p>
        <strong>{draft.publishAt ? 'Scheduled draft' : 'Draft not published'}</strong>: saved by{' '}
        {draft.updatedBy} on {formatWhen(draft.updatedAt)}.{' '}
        {draft.publishAt
          ? `It goes live on ${formatIndiaTime(draft.publishAt)}.`
          : 'Visitors see the published version until you publish it.'}{' '}
        The form shows the draft.
      </p>
      <button
        type="button"
        className="dash-button dash-button--secondary dash-button--small"
        onClick={() => setAsking(true)}
      >
        Discard draft<span className="dash-visually-hidden"> of {title}</span>
      </button>
      {asking && (
        <ConfirmDialog
          title={`Discard the draft of ${title}?`}
          confirmLabel="Discard draft"
          busy={discarder.state !== 'idle'}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            discarder.submit(
              { intent: 'discard', part, draftVersion: String(draft.version) },
              { method: 'post' },
            )
          }
        >
          <p>
            The draft's changes are lost{draft.publishAt ? ' and it is not published at its time' : ''}; the
            site keeps showing the published {title}.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
