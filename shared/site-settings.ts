/**
 * The site's settings an admin edits in the dashboard (issue 34, docs/decisions/063): the
 * company's details, the search engines' defaults and the home page's testimonials. Each part
 * is one item of the table with its own history; the pages read them on every render
 * (functions/lib/data/site-settings-repository.ts). Here: their shapes, the values the
 * migration seeds, the rules a save must pass, and what still holds a placeholder.
 */

import {
  type CompanySettings,
  type SitePartName,
  type SitePlaceholder,
  type SiteSettings,
  sitePartNames,
} from './site-settings-types.ts';
import { emailPattern, messages, onOneLine, optionalText, requiredText, text, v } from './validation.ts';

export {
  type CompanySettings,
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
} from './site-settings-types.ts';

/** Today's values, which the migration seeds (the company's were PLACEHOLDERs in code until now). */
export const defaultSiteSettings: SiteSettings = {
  company: {
    name: 'PawCraft Exports',
    tagline: 'Handcrafted pet accessories, made in Dehradun and shipped worldwide.',
    foundingYear: 2012,
    supportEmail: 'support@pawcraftexports.example',
    phone: { shown: '+91 98765 43210', dialled: '+919876543210' },
    address: {
      street: '12 Industrial Area, Selaqui',
      city: 'Dehradun',
      region: 'Uttarakhand',
      postalCode: '248011',
      country: 'India',
      countryCode: 'IN',
    },
    social: {
      facebook: 'https://www.facebook.com/pawcraftexports',
      instagram: 'https://www.instagram.com/pawcraftexports',
      linkedin: '',
      youtube: '',
      x: '',
      whatsapp: '',
    },
    map: { latitude: 30.3165, longitude: 78.0322 },
    credit: { name: 'Example Web Studio', url: 'https://webstudio.example' },
    enquiryEmail: '',
  },
  seo: {
    title: 'Pet harnesses, beds and accessories made in India',
    description:
      'PawCraft Exports designs and manufactures dog and cat harnesses, collars, leashes, jackets, beds and cave huts in Dehradun, India, for pet shops and importers worldwide.',
  },
  testimonials: {
    items: [
      {
        name: 'Ananya Sharma',
        city: 'Delhi',
        text: 'The padded harness fits our Labrador perfectly and has survived two monsoons of daily walks. Our customers keep asking for it.',
      },
      {
        name: 'Markus Weber',
        city: 'Hamburg',
        text: 'We import the cave beds and loungers for our shops. Stitching, packing and delivery dates have been reliable for three seasons.',
      },
      {
        name: 'Priya Nair',
        city: 'Kochi',
        text: 'My cat finally has a harness she does not wriggle out of. Light, soft and beautifully made.',
      },
      {
        name: 'James Carter',
        city: 'Manchester',
        text: 'The team made our private-label collars in our own colours and got every detail right. Great to work with.',
      },
      {
        name: 'Rohit Verma',
        city: 'Dehradun',
        text: 'Bought the X-MAS cave bed as a gift and our beagle has not left it since. Lovely quality at a fair price.',
      },
    ],
  },
};

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

/** The address on one line, e.g. for the footer and the map link. */
export const postalAddressLine = ({ address }: CompanySettings): string =>
  [address.street, address.city, `${address.region} ${address.postalCode}`, address.country].join(', ');

/** A plain link to the address on a map, for when the embedded map cannot load (or there is no pin). */
export const mapLinkUrl = (company: CompanySettings): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(postalAddressLine(company))}`;

/** The embedded map's address: always openstreetmap.org, so the CSP's frame-src stays one origin. */
export const mapEmbedOrigin = 'https://www.openstreetmap.org';

/** Half the map's width and height around the pin, in degrees: a town and its surroundings. */
const mapSpan = { longitude: 0.085, latitude: 0.05 };

/** The OpenStreetMap embed around the pin (no API key, no cookies); undefined without a pin. */
export function mapEmbedUrl({ map }: CompanySettings): string | undefined {
  if (!map) return undefined;
  const degrees = (value: number) => value.toFixed(4);
  const box = [
    map.longitude - mapSpan.longitude,
    map.latitude - mapSpan.latitude,
    map.longitude + mapSpan.longitude,
    map.latitude + mapSpan.latitude,
  ]
    .map(degrees)
    .join(',');
  const marker = `${degrees(map.latitude)},${degrees(map.longitude)}`;
  return `${mapEmbedOrigin}/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${encodeURIComponent(marker)}`;
}

/** The phone link: `tel:` and the number as dialled. */
export const phoneHref = (company: CompanySettings): string => `tel:${company.phone.dialled}`;
