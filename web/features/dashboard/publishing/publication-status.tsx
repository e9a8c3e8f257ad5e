import type { Publication } from '../../../../shared/api-types.ts';
import { formatIndiaTime } from '../../../../shared/india-time.ts';
import { isLate, statusOfItem } from './publication-state.ts';
import './publishing.css';

const statusNames = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

/**
 * A post's or product's status as the lists and forms show it: a badge, the time it goes live
 * or comes down in India's time, and "Late" for a schedule whose time has passed
 * (docs/decisions/064: the sweep carries it out within minutes).
 */
export function PublicationStatus({ item }: { item: Partial<Publication> }) {
  const status = statusOfItem(item);
  return (
    <span className="dash-publication-status">
      <span className={`dash-badge dash-status dash-status--${status}`}>{statusNames[status]}</span>
      {status === 'scheduled' && item.publishAt && (
        <span className="dash-publication-status__time">
          <time dateTime={item.publishAt}>{formatIndiaTime(item.publishAt)}</time>
        </span>
      )}
      {isLate(item) && <span className="dash-badge dash-status dash-status--late">Late</span>}
      {status !== 'draft' && item.unpublishAt && (
        <span className="dash-publication-status__time">
          Taken down <time dateTime={item.unpublishAt}>{formatIndiaTime(item.unpublishAt)}</time>
        </span>
      )}
    </span>
  );
}
