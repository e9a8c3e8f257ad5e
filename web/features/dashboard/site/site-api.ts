/** The Site screen's calls (and the overview's launch checklist). Each names its route of shared/routes.ts. */
import type { SitePartInputs, SitePartName } from '../../../../shared/site-settings.ts';
import { callApi, versionQuery } from '../../../lib/api-client.ts';

export const siteApi = {
  /** Every part as stored (value, version, who saved it and when) and the placeholders still left. */
  site: (signal?: AbortSignal) => callApi('site-get', { signal }),
  /**
   * Publishes a part with the version the form read: a stale one is the API's 409 (docs/decisions/051);
   * the draft the form opened (`draftVersion`, 0: none) goes with it (docs/decisions/070).
   */
  savePart: <P extends SitePartName>(
    part: P,
    value: SitePartInputs[P],
    version: number | undefined,
    draftVersion?: number,
  ) => callApi('site-part-update', { parameters: { part }, body: { ...value, version, draftVersion } }),
  /** Keeps a part's draft (published at `publishAt`, ISO UTC, when given) on the draft's version read. */
  saveDraft: <P extends SitePartName>(
    part: P,
    value: SitePartInputs[P],
    version: number | undefined,
    publishAt?: string,
  ) => callApi('site-draft-save', { parameters: { part }, body: { ...value, version, publishAt } }),
  /** Throws a part's draft away, on the draft's version read. */
  discardDraft: (part: SitePartName, version: number | undefined) =>
    callApi('site-draft-discard', { parameters: { part }, query: versionQuery(version) }),
  /** The part's kept versions, newest first. */
  versions: (part: SitePartName, signal?: AbortSignal) =>
    callApi('site-part-versions', { parameters: { part }, signal }),
  /** Makes an earlier version the part's new one; `live` is the version the screen showed. */
  restore: (part: SitePartName, version: number, live: number | undefined) =>
    callApi('site-part-restore', { parameters: { part, version: String(version) }, body: { version: live } }),
};
