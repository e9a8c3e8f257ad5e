import { type SitePartName, sitePartLabels } from '../../../../shared/site-parts.ts';
import { isSessionError } from '../shell/login-redirect.ts';
import { siteApi } from './site-api.ts';

/** The Site screen's path. */
export const sitePath = '/dashboard/site';

/**
 * The id of a field of the Site screen, made from its part and its path in the part as the
 * launch checklist names it (`address.street`, `items.0.name`) or as the form names it
 * (`address.street`, `items[0].name`): `company-address-street`, `testimonials-items-0-name`.
 * One rule for both, so every checklist item links to its field.
 */
export const siteFieldId = (part: SitePartName, field: string): string =>
  [part, ...field.split(/[.[\]]+/).filter(Boolean)].join('-');

/** The link to a field of the Site screen, e.g. `/dashboard/site#company-phone-shown`. */
export const siteFieldPath = (part: SitePartName, field: string): string =>
  `${sitePath}#${siteFieldId(part, field)}`;

/**
 * The overview's launch checklist (its clientLoader, read beside the guard's data): every field
 * of the site still holding a placeholder or an example domain (`GET /api/admin/site`), each
 * linking to its field here. A failure only leaves the checklist out: the overview shows the rest.
 */
export async function loadLaunchChecklist({ request }: { request: Request }) {
  try {
    const { placeholders } = await siteApi.site(request.signal);
    return placeholders.map(({ part, field, label }) => ({
      label,
      part: sitePartLabels[part],
      href: siteFieldPath(part, field),
    }));
  } catch (error) {
    // An expired session is the guard's to answer (the login page).
    if (!request.signal.aborted && !isSessionError(error))
      console.error('The launch checklist failed:', error);
    return [];
  }
}
