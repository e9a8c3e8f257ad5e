/**
 * The site settings' shapes (today's values: ./site-defaults.ts) (docs/decisions/063), and the admin API's
 * answers about them (the pages' helpers are shared/company-contact.ts), apart from their rules (shared/site-settings.ts,
 * which re-exports all of this): the rules import shared/validation.ts, which a component
 * importing this module does not bring into every page's JavaScript.
 */
import type { PhotoInput, ProductPhoto } from './photo-types.ts';

export const sitePartNames = ['company', 'home', 'about', 'testimonials', 'breeds', 'seo'] as const;
export type SitePartName = (typeof sitePartNames)[number];

/** Each part's name in the dashboard and in Activity. */
export const sitePartLabels: { [P in SitePartName]: string } = {
  company: 'Company',
  home: 'Home',
  about: 'About',
  testimonials: 'Testimonials',
  breeds: 'Breeds',
  seo: 'Search engines',
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

/**
 * A picture of the home, About or breeds page: one of the site's own drawings (`src`) or an
 * upload with its variants (`image`, `imageInfo`), as a product's photo, with its alt text.
 * A save sends a `PhotoInput` (the upload's key only); the API adds the variants' facts.
 */
export type SitePicture = ProductPhoto;

/** One of the home page's hero banners (1 to 5); its button links to a page of the site. */
export interface HeroBanner<Picture = SitePicture> {
  picture: Picture;
  headline: string;
  text: string;
  buttonLabel: string;
  /** A path of the site, starting with `/`, e.g. '/product'. */
  link: string;
}
export interface HomeSettings<Picture = SitePicture> {
  banners: HeroBanner<Picture>[];
  /** The home page's About teaser. */
  aboutTeaser: string;
}
/** One section of the About page (1 to 8). */
export interface AboutSection<Picture = SitePicture> {
  heading: string;
  /** Rich text, cleaned by the blog's sanitiser when saved. */
  body: string;
  picture: Picture;
}
export interface AboutSettings<Picture = SitePicture> {
  intro: string;
  sections: AboutSection<Picture>[];
}
/** One breed of the dog breeds page (0 to 30). */
export interface Breed<Picture = SitePicture> {
  /** As shown beside it, e.g. '01'. */
  number: string;
  name: string;
  /** Its anchor on the page (`/dogbreed#breed-labrador`). */
  slug: string;
  description: string;
  picture: Picture;
}
export interface BreedsSettings<Picture = SitePicture> {
  items: Breed<Picture>[];
}

export interface SiteSettings {
  company: CompanySettings;
  home: HomeSettings;
  about: AboutSettings;
  testimonials: TestimonialsSettings;
  breeds: BreedsSettings;
  seo: SeoSettings;
}

/** A part as a save sends it: its pictures name an upload by its key (the API adds its facts). */
export type SitePartInputs = Omit<SiteSettings, 'home' | 'about' | 'breeds'> & {
  home: HomeSettings<PhotoInput>;
  about: AboutSettings<PhotoInput>;
  breeds: BreedsSettings<PhotoInput>;
};

export interface SitePlaceholder {
  part: SitePartName;
  /** The field's path in its part, e.g. 'address.street'. */
  field: string;
  label: string;
}

/** A site part's preview link's page (docs/decisions/066): the part, and its value as a save would store it. */
export interface SitePartPreview<P extends SitePartName = SitePartName> {
  part: P;
  value: SiteSettings[P];
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
  /** The parts' pending drafts (docs/decisions/070). */
  drafts: SiteDrafts;
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

/**
 * A part's pending draft (docs/decisions/070): what the Site screen saved without publishing,
 * which no visitor sees; `publishAt` (ISO UTC) while it is scheduled to go live.
 */
export interface SiteDraftState<P extends SitePartName = SitePartName> extends SitePartState<P> {
  publishAt?: string;
}

/** Every part's pending draft, by name (a part without one is missing). */
export type SiteDrafts = Partial<{ [P in SitePartName]: SiteDraftState<P> }>;
