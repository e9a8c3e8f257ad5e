import type { Publication, PublicationStatus } from '../../../../shared/api-types.ts';

/**
 * A stored item's publishing as the lists and forms read it (docs/decisions/064), apart from
 * the forms' schema so that the lists load no form library.
 */

/** A scheduled item whose publish time has passed: the schedule is late (the sweep will catch it). */
export const isLate = (item: Partial<Publication>, now = Date.now()): boolean =>
  item.status === 'scheduled' && !!item.publishAt && Date.parse(item.publishAt) <= now;

/** The status of a stored item as the dashboard shows it (a post without one is published). */
export const statusOfItem = (item?: { status?: PublicationStatus }): PublicationStatus =>
  item?.status ?? 'published';
