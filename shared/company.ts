/**
 * The company's details as the pages used them before the site settings (docs/decisions/063):
 * today's values, now seeded into the table from `defaultSiteSettings`, kept here only until
 * every page reads the live settings (functions/lib/data/site-settings-repository.ts).
 */
import {
  postalAddressLine as addressLineOf,
  defaultSiteSettings,
  mapEmbedUrl as mapEmbedOf,
  mapLinkUrl as mapLinkOf,
  phoneHref as phoneHrefOf,
} from './site-settings.ts';

const seeded = defaultSiteSettings.company;

export const company = {
  name: seeded.name,
  tagline: seeded.tagline,
  email: seeded.supportEmail,
  phone: seeded.phone.shown,
  phoneHref: phoneHrefOf(seeded),
  address: seeded.address,
  facebookUrl: seeded.social.facebook,
  instagramUrl: seeded.social.instagram,
  mapEmbedUrl: mapEmbedOf(seeded) as string,
  agency: seeded.credit,
  foundingYear: seeded.foundingYear,
};

/** The address on one line, e.g. for the footer and the map link. */
export const postalAddressLine = addressLineOf(seeded);

/** A plain link to the address on a map, for when the embedded map cannot load. */
export const mapLinkUrl = mapLinkOf(seeded);
