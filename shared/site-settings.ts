/**
 * The site's settings an admin edits in the dashboard (issue 34, docs/decisions/063): the
 * company's details, the search engines' defaults and the home page's testimonials. Each part
 * is one item of the table with its own history; the pages read them on every render
 * (functions/lib/data/site-settings-repository.ts). Here: the rules a save must pass and what
 * still holds a placeholder, with everything of ./site-parts.ts (shapes, today's values) and
 * ./company-contact.ts (the pages' helpers). A component imports those instead: these rules
 * would bring shared/validation.ts into every page's JavaScript.
 */

import * as v from 'valibot';
import {
  defaultSiteSettings,
  type SitePartName,
  type SitePlaceholder,
  type SiteSettings,
  sitePartNames,
} from './site-parts.ts';
import { emailPattern, messages, onOneLine, optionalText, requiredText, text } from './validation.ts';

export { mapEmbedOrigin, mapEmbedUrl, mapLinkUrl, phoneHref, postalAddressLine } from './company-contact.ts';
export {
  type CompanySettings,
  defaultSiteSettings,
  isSitePartName,
  type SeoSettings,
  type SitePartName,
  type SitePartState,
  type SitePartVersion,
  type SitePartVersions,
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
    v.check((link) => link === '' || isWebLink(link), messages.webLink(field)),
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
  foundingYear: v.pipe(boundedNumber(1800, 2100, messages.foundingYear), v.integer(messages.foundingYear)),
  supportEmail: email,
  phone: v.object({
    shown: line('phone number', 30),
    dialled: v.pipe(text(messages.phoneDialled), v.trim(), v.regex(/^\+?\d{6,15}$/, messages.phoneDialled)),
  }),
  address: v.object({
    street: line('street', 200),
    city: line('city', 100),
    region: line('region', 100),
    postalCode: line('postal code', 20),
    country: line('country', 100),
    countryCode: v.pipe(text(messages.countryCode), v.trim(), v.regex(/^[A-Z]{2}$/, messages.countryCode)),
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
      latitude: boundedNumber(-90, 90, messages.latitude),
      longitude: boundedNumber(-180, 180, messages.longitude),
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

/**
 * What a save of each part must pass (the PUT's body adds the `version` it was read with):
 * the shared rules of shared/validation.ts, texts bounded, links http(s) only.
 */
export const sitePartSchemas: { [P in SitePartName]: v.GenericSchema<unknown, SiteSettings[P]> } = {
  company: companySchema,
  seo: seoSchema,
  testimonials: testimonialsSchema,
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

const labelOf = (field: string): string =>
  fieldLabels[field] ??
  field.replace(
    /^items\.(\d+)\.(\w+)$/,
    (_, index: string, name: string) => `Testimonial ${Number(index) + 1}: ${name}`,
  );

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
 * The launch checklist: every field still holding its seeded placeholder, and every text
 * naming an example domain (`.example`, `example.com`), in the parts' and fields' order.
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
    return [...fields].map((field) => ({ part, field, label: labelOf(field) }));
  });
}
