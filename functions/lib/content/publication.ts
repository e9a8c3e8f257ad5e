import { isSitePartName, type SitePartName, sitePartLabels } from '../../../shared/site-settings.ts';
import { recordChange } from '../data/activity-repository.ts';
import { type BlogItem, blogPartition, carryOutBlogChange } from '../data/blogs-repository.ts';
import { retryOnVersionChange } from '../data/item-versions.ts';
import { carryOutProductChange, type ProductItem, productPartition } from '../data/products-repository.ts';
import {
  deleteStaleMarker,
  findDueMarkers,
  pendingChanges,
  type ScheduledChange,
  type StoredPublication,
  scheduleAuthor,
  scheduleName,
  scheduleRevisionOf,
  statusOf,
} from '../data/publication-schedule.ts';
import { findItemById, type TableItem } from '../data/table.ts';
import { publishSiteDraft } from './site-saving.ts';

/**
 * Scheduled publishing's domain side (docs/decisions/064): what a one-time schedule, the sweep
 * and the local stack's timer (issue 35, item 3) call. A change is carried out only while the
 * item still wants exactly it, so a duplicate, stale or early delivery changes nothing.
 */
export type {
  PublishableKind,
  ScheduledAction,
  ScheduledChange,
} from '../data/publication-schedule.ts';

const partitionOf = { blog: blogPartition, product: productPartition } as const;

/** The item still waits for `change`: same revision, the status the action expects, the same time. */
function stillWanted(item: TableItem & StoredPublication, change: ScheduledChange): boolean {
  if (scheduleRevisionOf(item) !== change.revision) return false;
  return change.action === 'publish'
    ? statusOf(item) === 'scheduled' && item.publishAt === change.at
    : statusOf(item) === 'published' && item.unpublishAt === change.at;
}

/** The item still has a marker's worth of `change` (a take-down waiting for its publish). */
const isWaitingFor = (item: (TableItem & StoredPublication) | undefined, change: ScheduledChange) =>
  pendingChanges(change.kind, change.id, item).some(
    (pending) => scheduleName(pending) === scheduleName(change) && pending.at === change.at,
  );

/** A post's or product's change (docs/decisions/064), on the item found by its id. */
async function carryOutItemChange(change: ScheduledChange, now: Date): Promise<Carried> {
  return retryOnVersionChange(async () => {
    const found = (await findItemById(change.id)) as (TableItem & StoredPublication) | undefined;
    const item = found?.PK === partitionOf[change.kind as 'blog' | 'product'] ? found : undefined;
    if (!item || !stillWanted(item, change))
      return { result: 'stale' as const, waiting: isWaitingFor(item, change) };
    if (change.kind === 'blog') await carryOutBlogChange(item as BlogItem, change, now);
    else await carryOutProductChange(item as ProductItem, change, now);
    return { result: 'applied' as const, label: String(item.title ?? item.name ?? change.id) };
  });
}

/** A site part's scheduled draft going live (docs/decisions/070): only a publish is ever scheduled. */
async function carryOutSiteChange(change: ScheduledChange): Promise<Carried> {
  const part = isSitePartName(change.id) ? change.id : undefined;
  const result = part ? await publishSiteDraft(part, (draft) => stillWanted(draft, change)) : 'stale';
  return result === 'applied'
    ? { result, label: sitePartLabels[part as SitePartName] }
    : { result: 'stale', waiting: false };
}

type Carried = { result: 'applied'; label: string } | { result: 'stale'; waiting: boolean };

/**
 * Carries the change out iff the item still has `scheduleRevision === revision` and the status the
 * action expects (publish: 'scheduled'; unpublish: 'published' with that unpublishAt); one
 * conditional transaction that also deletes the change's SCHEDULE marker. A duplicate, stale or
 * early delivery changes nothing. A save between the read and the write changes the version:
 * the write fails and the change is judged again on what that save stored.
 */
export async function carryOutScheduledChange(
  change: ScheduledChange,
  now: Date = new Date(),
): Promise<'applied' | 'stale' | 'early'> {
  if (Date.parse(change.at) > now.getTime()) return 'early';
  const outcome =
    change.kind === 'site' ? await carryOutSiteChange(change) : await carryOutItemChange(change, now);
  if (outcome.result === 'stale') {
    // A consistent table has no marker for a change its item no longer waits for (every save
    // replaces them in its transaction): one left by a failure must not come back every sweep.
    // A take-down whose publish has not happened yet keeps its marker: the sweep tries again.
    if (!outcome.waiting) await deleteStaleMarker(change);
    return 'stale';
  }
  await recordChange(
    {
      by: scheduleAuthor,
      action: change.action === 'publish' ? 'published' : 'unpublished',
      kind: change.kind,
      itemId: change.id,
      label: outcome.label,
    },
    now,
  );
  return 'applied';
}

/** Markers whose time has passed (oldest first, at most `limit`): the sweep's and the dashboard's late list. */
export async function findDueChanges(now: Date, limit = 50): Promise<ScheduledChange[]> {
  return findDueMarkers(now, limit);
}
