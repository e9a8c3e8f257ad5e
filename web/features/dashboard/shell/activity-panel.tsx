import type { ActivityEntry } from '../../../../shared/api-types.ts';
import { formatWhen, useActivity } from './activity-context.tsx';

const kindNames: Record<ActivityEntry['kind'], string> = {
  blog: 'blog',
  country: 'country',
  state: 'state',
  district: 'district',
  message: 'message from',
  product: 'product',
  category: 'category',
  site: 'site settings',
};

const siteActionWords: Partial<Record<ActivityEntry['action'], string>> = {
  restored: 'restored an earlier version of',
  drafted: 'saved a draft of',
  discarded: 'discarded the draft of',
};

/**
 * One line: "ana@example.com created blog “Harness sizes”"; a part of the site settings by its
 * name: "ana@example.com changed the site settings: Company", "… restored an earlier version of
 * the site settings: Testimonials".
 */
export function activitySentence(entry: ActivityEntry): string {
  if (entry.kind === 'site') {
    const done = siteActionWords[entry.action] ?? entry.action;
    return `${entry.by} ${done} the ${kindNames.site}: ${entry.label}`;
  }
  return `${entry.by} ${entry.action} ${kindNames[entry.kind]} “${entry.label}”`;
}

/** The overview's Activity panel: the latest 20 changes by any admin, newest first. */
export function ActivityPanel() {
  const { latest } = useActivity();
  return (
    <section className="dash-panel dash-activity" aria-labelledby="overview-activity">
      <div className="dash-panel__header">
        <h2 id="overview-activity" className="dash-panel__title">
          Activity
        </h2>
      </div>
      {latest.length ? (
        <ol className="dash-activity__list">
          {latest.map((entry) => (
            <li key={`${entry.at}-${entry.itemId}-${entry.action}`} className="dash-activity__item">
              <span className="dash-activity__what">{activitySentence(entry)}</span>
              <time className="dash-activity__when" dateTime={entry.at}>
                {formatWhen(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="dash-empty">No changes recorded yet.</p>
      )}
    </section>
  );
}
