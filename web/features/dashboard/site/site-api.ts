/** The Site screen's calls (and the overview's launch checklist). Each names its route of shared/routes.ts. */
import type { SitePartInputs, SitePartName } from '../../../../shared/site-settings.ts';
import { callApi } from '../../../lib/api-client.ts';

export const siteApi = {
  /** Every part as stored (value, version, who saved it and when) and the placeholders still left. */
  site: (signal?: AbortSignal) => callApi('site-get', { signal }),
  /** Saves a part with the version the form read: a stale one is the API's 409 (docs/decisions/051). */
  savePart: <P extends SitePartName>(part: P, value: SitePartInputs[P], version: number | undefined) =>
    callApi('site-part-update', { parameters: { part }, body: { ...value, version } }),
  /** The part's kept versions, newest first. */
  versions: (part: SitePartName, signal?: AbortSignal) =>
    callApi('site-part-versions', { parameters: { part }, signal }),
  /** Makes an earlier version the part's new one; `live` is the version the screen showed. */
  restore: (part: SitePartName, version: number, live: number | undefined) =>
    callApi('site-part-restore', { parameters: { part, version: String(version) }, body: { version: live } }),
};
