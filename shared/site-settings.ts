/**
 * The site's settings an admin edits in the dashboard (issue 34, docs/decisions/063): the
 * company's details, the search engines' defaults, the home page's banners, About teaser and
 * testimonials, the About page and the dog breeds. Each part
 * is one item of the table with its own history; the pages read them on every render
 * (functions/lib/data/site-settings-repository.ts). Here: the rules a save must pass and what
 * still holds a placeholder, with everything of ./site-parts.ts (shapes, today's values) and
 * ./company-contact.ts (the pages' helpers). A component imports those instead: these rules
 * would bring shared/validation.ts into every page's JavaScript.
 */

import * as v from 'valibot';
import { isSiteArtwork } from './built-in-artwork.ts';
import { photoInput, requiredAltText } from './photo-rules.ts';
import { defaultSiteSettings } from './site-defaults.ts';
import {
  type SitePartInputs,
  type SitePartName,
  type SitePlaceholder,
  type SiteSettings,
  sitePartNames,
} from './site-parts.ts';
import { isSlug } from './site-urls.ts';
import { emailPattern, messages, onOneLine, optionalText, requiredText, text } from './validation.ts';

/** The site settings' messages (here: the product forms do not load them). */
export const siteMessages = {
  sitePicture: "Each picture must be an uploaded photo or one of the site's own pictures.",
  sitePath: (field: string) =>
    `The ${field} must be a page of this site: a path starting with /, such as /product or /contact.`,
  duplicateSlug: (things: string) => `Each of the ${things} needs its own URL name.`,
  keepOne: (thing: string) => `Please keep at least one ${thing}.`,
  webLink: (field: string) => `The ${field} must be a web address starting with https:// or http://.`,
  phoneDialled:
    'The number to dial may only hold digits, with a + in front: 6 to 15 digits, such as +919876543210.',
  foundingYear: 'The founding year must be a year from 1800 to 2100.',
  latitude: 'The latitude must be a number from -90 to 90.',
  longitude: 'The longitude must be a number from -180 to 180.',
  countryCode: 'The country code must be two capital letters, such as IN.',
  sitePartUnknown: 'There is no such part of the site settings.',
  siteVersionGone:
    'This version is not kept any more (only the last 20 are). Reload to see the versions kept.',
  siteDraftGone: 'This part has no draft. Reload to see the site settings as they are now.',
};

export { mapEmbedOrigin, mapEmbedUrl, mapLinkUrl, phoneHref, postalAddressLine } from './company-contact.ts';
export { defaultSiteSettings } from './site-defaults.ts';
export {
  type AboutSection,
  type AboutSettings,
  type Breed,
  type BreedsSettings,
  type CompanySettings,
  type HeroBanner,
  type HomeSettings,
  isSitePartName,
  type SeoSettings,
  type SiteDraftState,
  type SiteDrafts,
  type SitePartInputs,
  type SitePartName,
  type SitePartPreview,
  type SitePartState,
  type SitePartVersion,
  type SitePartVersions,
  type SitePicture,
  type SitePlaceholder,
  type SiteSettings,
  type SiteSettingsOverview,
  sitePartLabels,
  sitePartNames,
  type Testimonial,
  type TestimonialsSettings,
} from './site-parts.ts';

/** A text that must be there and fit on one line. */
const line = (field: string, max: number) =>
  v.pipe(requiredText(messages.fillAllFields, field, max), onOneLine(field));

/** A link that may be left empty, else an http(s) address: no `javascript:` reaches an href. */
const isWebLink = (link: string) => {
  if (!URL.canParse(link) || /\s/.test(link)) return false;
  return ['http:', 'https:'].includes(new URL(link).protocol);
};
const optionalWebLink = (field: string) =>
  v.pipe(
    optionalText(field, 300),
    v.check((link) => link === '' || isWebLink(link), siteMessages.webLink(field)),
  );

const email = v.pipe(requiredText(messages.email, 'email', 254), v.regex(emailPattern, messages.email));
const optionalEmail = v.pipe(
  optionalText('email', 254),
  v.check((address) => address === '' || emailPattern.test(address), messages.email),
);

const boundedNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.minValue(min, message), v.maxValue(max, message));

const companySchema = v.object({
  name: line('company name', 100),
  tagline: line('tagline', 200),
  foundingYear: v.pipe(
    boundedNumber(1800, 2100, siteMessages.foundingYear),
    v.integer(siteMessages.foundingYear),
  ),
  supportEmail: email,
  phone: v.object({
    shown: line('phone number', 30),
    dialled: v.pipe(
      text(siteMessages.phoneDialled),
      v.trim(),
      v.regex(/^\+?\d{6,15}$/, siteMessages.phoneDialled),
    ),
  }),
  address: v.object({
    street: line('street', 200),
    city: line('city', 100),
    region: line('region', 100),
    postalCode: line('postal code', 20),
    country: line('country', 100),
    countryCode: v.pipe(
      text(siteMessages.countryCode),
      v.trim(),
      v.regex(/^[A-Z]{2}$/, siteMessages.countryCode),
    ),
  }),
  social: v.object({
    facebook: optionalWebLink('Facebook link'),
    instagram: optionalWebLink('Instagram link'),
    linkedin: optionalWebLink('LinkedIn link'),
    youtube: optionalWebLink('YouTube link'),
    x: optionalWebLink('X link'),
    whatsapp: optionalWebLink('WhatsApp link'),
  }),
  // A form without a pin sends neither number: no map.
  map: v.nullish(
    v.object({
      latitude: boundedNumber(-90, 90, siteMessages.latitude),
      longitude: boundedNumber(-180, 180, siteMessages.longitude),
    }),
    null,
  ),
  credit: v.object({
    name: v.pipe(optionalText('credit name', 100), onOneLine('credit name')),
    url: optionalWebLink('credit link'),
  }),
  enquiryEmail: optionalEmail,
});

const seoSchema = v.object({
  title: line('title', 100),
  description: v.pipe(requiredText(messages.fillAllFields, 'description', 300), onOneLine('description')),
});

export const maxTestimonials = 20;
const testimonialsSchema = v.object({
  items: v.pipe(
    v.optional(
      v.array(
        v.object({
          name: line('name', 100),
          city: line('city', 100),
          text: requiredText(messages.fillAllFields, 'testimonial', 1000),
        }),
        messages.tooMany('testimonials', maxTestimonials),
      ),
      [],
    ),
    v.maxLength(maxTestimonials, messages.tooMany('testimonials', maxTestimonials)),
  ),
});

/** A picture of the home, About or breeds page: an upload or one of the site's drawings, with its alt text. */
const sitePictureInputSchema = photoInput(requiredAltText, isSiteArtwork, siteMessages.sitePicture);

/**
 * A path of this site a button may link to: `/` and what follows, on one line, never `//`
 * (another host) nor a backslash (which browsers read as `/`). No scheme, so no `javascript:`.
 */
export const isSitePath = (link: string): boolean => link.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(link);
const sitePath = (field: string) =>
  v.pipe(text(siteMessages.sitePath(field)), v.trim(), v.check(isSitePath, siteMessages.sitePath(field)));

/** A list of at most `max` entries, and with `thing`, of at least one such (the messages name them). */
const listOf = <Item extends v.GenericSchema>(item: Item, things: string, max: number, thing?: string) =>
  v.pipe(
    v.optional(v.array(item, messages.tooMany(things, max)), []),
    v.minLength(thing ? 1 : 0, siteMessages.keepOne(thing ?? '')),
    v.maxLength(max, messages.tooMany(things, max)),
  );

export const maxBanners = 5;
const homeSchema = v.object({
  banners: listOf(
    v.object({
      picture: sitePictureInputSchema,
      headline: line('headline', 120),
      text: v.pipe(requiredText(messages.fillAllFields, 'banner text', 300), onOneLine('banner text')),
      buttonLabel: line('button label', 40),
      link: sitePath('button link'),
    }),
    'banners',
    maxBanners,
    'banner',
  ),
  aboutTeaser: requiredText(messages.fillAllFields, 'About teaser', 600),
});

/** Characters of an About section's rich text as sent (the sanitiser cleans it when saved). */
export const maxAboutSectionText = 20_000;
export const maxAboutSections = 8;
const aboutSchema = v.object({
  intro: requiredText(messages.fillAllFields, 'introduction', 1000),
  sections: listOf(
    v.object({
      heading: line('heading', 120),
      body: requiredText(messages.fillAllFields, 'section text', maxAboutSectionText),
      picture: sitePictureInputSchema,
    }),
    'sections',
    maxAboutSections,
    'section',
  ),
});

export const maxBreeds = 30;
const breedsSchema = v.object({
  items: v.pipe(
    listOf(
      v.object({
        number: line('number', 10),
        name: line('name', 100),
        slug: v.pipe(text(messages.slug), v.trim(), v.check(isSlug, messages.slug)),
        description: requiredText(messages.fillAllFields, 'description', 2000),
        picture: sitePictureInputSchema,
      }),
      'breeds',
      maxBreeds,
    ),
    v.check(
      (items) => new Set(items.map((item) => item.slug)).size === items.length,
      siteMessages.duplicateSlug('breeds'),
    ),
  ),
});

/**
 * What a save of each part must pass (the PUT's body adds the `version` it was read with):
 * the shared rules of shared/validation.ts, texts bounded, links http(s) only (a banner's: a
 * path of the site), pictures an upload's key or one of the site's drawings.
 */
export const sitePartSchemas: { [P in SitePartName]: v.GenericSchema<unknown, SitePartInputs[P]> } = {
  company: companySchema,
  home: homeSchema,
  about: aboutSchema,
  testimonials: testimonialsSchema,
  breeds: breedsSchema,
  seo: seoSchema,
};

/** The fields seeded with a made-up value (the PLACEHOLDERs of the code before), by path. */
const seededPlaceholders: { [field: string]: string } = {
  name: 'Company name',
  supportEmail: 'Support email',
  'phone.shown': 'Phone number (as shown)',
  'phone.dialled': 'Phone number (as dialled)',
  'address.street': 'Street address',
  'social.facebook': 'Facebook link',
  'social.instagram': 'Instagram link',
  map: 'Map pin',
  'credit.name': 'Website credit name',
  'credit.url': 'Website credit link',
};
const fieldLabels: { [field: string]: string } = {
  ...seededPlaceholders,
  tagline: 'Tagline',
  'address.city': 'City',
  'address.region': 'Region',
  'address.postalCode': 'Postal code',
  'address.country': 'Country',
  'social.linkedin': 'LinkedIn link',
  'social.youtube': 'YouTube link',
  'social.x': 'X link',
  'social.whatsapp': 'WhatsApp link',
  enquiryEmail: 'Enquiry email',
  title: 'Title',
  description: 'Description',
};

/** What a list's entry is called in the checklist, by its part and list. */
const entryNames: { [list: string]: string } = {
  'testimonials.items': 'Testimonial',
  'breeds.items': 'Breed',
  'home.banners': 'Banner',
  'about.sections': 'Section',
};

const labelOf = (part: SitePartName, field: string): string =>
  fieldLabels[field] ??
  field.replace(
    /^(\w+)\.(\d+)\.([\w.]+)$/,
    (whole, list: string, index: string, name: string) =>
      `${entryNames[`${part}.${list}`] ?? whole} ${Number(index) + 1}: ${name}`,
  );

/**
 * The public site's pages (web/app/routes.ts), which a banner's link should name: a path the
 * site has no page for is on the launch checklist (it saves: the page may come later).
 */
const sitePagePattern =
  /^\/(about|dogbreed|product(\/[^/?#]+)?|exp|category-products|blog(\/[^/?#]+)?|marketplace(\/[^/?#]+){0,3}|contact|search)?\/?([?#].*)?$/;
export const isSitePage = (path: string): boolean => sitePagePattern.test(path);

/** Reserved for examples (RFC 2606): no real company's address or link. */
const exampleDomain = /\.example\b|\bexample\.(com|org|net)\b/i;

const valueAt = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | null)?.[key], value);

/** Every `[path, text]` of the part's texts (lists' items as `items.0.name`). */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key));
}

/**
 * The launch checklist: every field still holding its seeded placeholder, every text naming
 * an example domain (`.example`, `example.com`) and every banner linking to no page of the
 * site, in the parts' and fields' order. The seeded home, About and breeds are the site's
 * real copy: not on it.
 */
export function placeholdersOf(settings: SiteSettings): SitePlaceholder[] {
  return sitePartNames.flatMap((part) => {
    const fields = new Set<string>();
    if (part === 'company')
      for (const field of Object.keys(seededPlaceholders))
        if (
          JSON.stringify(valueAt(settings.company, field)) ===
          JSON.stringify(valueAt(defaultSiteSettings.company, field))
        )
          fields.add(field);
    for (const [field, value] of textsOf(settings[part])) if (exampleDomain.test(value)) fields.add(field);
    if (part === 'home')
      settings.home.banners.forEach((banner, index) => {
        if (!isSitePage(banner.link)) fields.add(`banners.${index}.link`);
      });
    return [...fields].map((field) => ({ part, field, label: labelOf(part, field) }));
  });
}
