import { createContext, type ReactNode, useContext } from 'react';
import type { ActivityData, LastChange } from '../../../../shared/api-types.ts';

/**
 * Who changed what (issue 13): the guard loads the activity with the dashboard's data on
 * every page change, and the layout hands it down, so the overview's Activity panel and the
 * lists' "last changed by … on …" lines read the same, fresh answer.
 */
export const emptyActivity: ActivityData = { latest: [], lastChanges: {} };
const ActivityContext = createContext<ActivityData>(emptyActivity);

export function ActivityProvider({ activity, children }: { activity: ActivityData; children: ReactNode }) {
  return <ActivityContext.Provider value={activity}>{children}</ActivityContext.Provider>;
}

export const useActivity = (): ActivityData => useContext(ActivityContext);

/** A date and time an admin reads at a glance ("22 Nov 2026, 14:05"), in their own time zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function lastChangeText(change: LastChange): string {
  return `Last changed by ${change.by} on ${formatWhen(change.at)}`;
}

/** "Last changed by … on …" under a blog or place, when a change of it was recorded. */
export function LastChangeNote({ id }: { id: string }) {
  const change = useActivity().lastChanges[id];
  if (!change) return null;
  return <p className="dash-last-change">{lastChangeText(change)}</p>;
}
