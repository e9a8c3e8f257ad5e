/**
 * The site settings' shapes (docs/decisions/063) and the admin API's answers about them, apart
 * from their rules (shared/site-settings.ts, which re-exports these): shared/api-types.ts names
 * the answers, and the rules import shared/validation.ts, which imports shared/api-types.ts.
 */
export const sitePartNames = ['company', 'seo', 'testimonials'] as const;
export type SitePartName = (typeof sitePartNames)[number];

/** Each part's name in the dashboard and in Activity. */
export const sitePartLabels: { [P in SitePartName]: string } = {
  company: 'Company',
  seo: 'Search engines',
  testimonials: 'Testimonials',
};

export const isSitePartName = (name: string): name is SitePartName =>
  (sitePartNames as readonly string[]).includes(name);

export interface CompanySettings {
  name: string;
  tagline: string;
  foundingYear: number;
  supportEmail: string;
  /** `dialled`: '+' and digits, e.g. '+919876543210'. */
  phone: { shown: string; dialled: string };
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  /** Links to the company's pages; '' hides one. */
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    youtube: string;
    x: string;
    whatsapp: string;
  };
  /** The map's pin; without one the contact page links to the address on a map only. */
  map: { latitude: number; longitude: number } | null;
  /** The footer's "Website by"; an empty name hides it. */
  credit: { name: string; url: string };
  /** Where enquiries are mailed; '' is the stage's configured ENQUIRY_EMAIL. */
  enquiryEmail: string;
}
export interface SeoSettings {
  title: string;
  description: string;
}
export interface Testimonial {
  name: string;
  city: string;
  text: string;
}
export interface TestimonialsSettings {
  items: Testimonial[];
}
export interface SiteSettings {
  company: CompanySettings;
  seo: SeoSettings;
  testimonials: TestimonialsSettings;
}

export interface SitePlaceholder {
  part: SitePartName;
  /** The field's path in its part, e.g. 'address.street'. */
  field: string;
  label: string;
}

/** A part as the admin API answers it: its value and which save made it. */
export interface SitePartState<P extends SitePartName = SitePartName> {
  value: SiteSettings[P];
  /** What the next save sends back as `version` (0: never saved). */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** `GET /api/admin/site`: every part, and what still holds a placeholder (the launch checklist). */
export interface SiteSettingsOverview {
  parts: { [P in SitePartName]: SitePartState<P> };
  placeholders: SitePlaceholder[];
}

/** One kept version of a part (the last 20 are kept). */
export interface SitePartVersion<P extends SitePartName = SitePartName> {
  version: number;
  savedAt: string;
  savedBy: string;
  value: SiteSettings[P];
}

/** `GET /api/admin/site/{part}/versions`: newest first. */
export interface SitePartVersions<P extends SitePartName = SitePartName> {
  versions: SitePartVersion<P>[];
}
