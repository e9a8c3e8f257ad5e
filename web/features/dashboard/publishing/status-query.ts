import { type PublicationStatus, publicationStatuses } from '../../../../shared/api-types.ts';

/** The status a list's URL asks for (`?status=`), or '' for any (docs/decisions/064). */
export function statusFilterOf(url: URL): '' | PublicationStatus {
  const status = url.searchParams.get('status');
  return publicationStatuses.find((known) => known === status) ?? '';
}
