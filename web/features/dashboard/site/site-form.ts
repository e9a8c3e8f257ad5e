import * as v from 'valibot';
import type { PhotoInput } from '../../../../shared/photo-types.ts';
import {
  type CompanySettings,
  type SeoSettings,
  type SitePartInputs,
  type SitePartName,
  sitePartSchemas,
  type TestimonialsSettings,
} from '../../../../shared/site-settings.ts';
import { asInputText, asTextareaText } from '../ui/form-fields.ts';

/**
 * A field's text as typed, '' when empty. Not a `v.string()`: the form library makes an empty
 * string field absent, and its default '' absent again (docs/decisions/061); the shared schema
 * checks the text as the API does, after the form's reading (`readCompany` below).
 */
const typed = v.optional(
  v.custom<string>((input) => typeof input === 'string'),
  '',
);

/**
 * What every part's form sends besides its fields (site-section.tsx): what to do, which part,
 * the version read and the draft's (0: none, docs/decisions/070), and the time Schedule
 * publishes the draft at (India's, as typed). Fields of the form, so its unsaved changes
 * compare them with their defaults too (`sentWithDefaults`) instead of counting them as typed.
 */
const sentWith = { intent: typed, part: typed, version: typed, draftVersion: typed, publishAt: typed };

/** The hidden values of `sentWith` as a part's form opens (the publish time is a field of its own). */
export const sentWithDefaults = (part: SitePartName, version: number, draftVersion: number) => ({
  intent: 'save',
  part,
  version: String(version),
  draftVersion: String(draftVersion),
});

const phoneFields = v.object({ shown: typed, dialled: typed });
const addressFields = v.object({
  street: typed,
  city: typed,
  region: typed,
  postalCode: typed,
  country: typed,
  countryCode: typed,
});
const socialFields = v.object({
  facebook: typed,
  instagram: typed,
  linkedin: typed,
  youtube: typed,
  x: typed,
  whatsapp: typed,
});

/** The company's form: its texts as typed, the founding year and the pin's numbers too. */
const companyFields = v.object({
  name: typed,
  tagline: typed,
  foundingYear: typed,
  supportEmail: typed,
  phone: phoneFields,
  address: addressFields,
  social: socialFields,
  map: v.object({ latitude: typed, longitude: typed }),
  credit: v.object({ name: typed, url: typed }),
  enquiryEmail: typed,
  ...sentWith,
});
type CompanyFormValue = v.InferOutput<typeof companyFields>;

/** A number typed as text: the number, or the text as it is for the schema to refuse ('' included). */
const typedNumber = (text: string): number | string => (text.trim() === '' ? text : Number(text));

/** The company as the shared schema takes it: the year a number, the pin two numbers, or none when both are empty. */
const readCompany = ({ foundingYear, map, ...company }: CompanyFormValue) => ({
  ...company,
  foundingYear: typedNumber(foundingYear),
  map:
    map.latitude.trim() === '' && map.longitude.trim() === ''
      ? null
      : { latitude: typedNumber(map.latitude), longitude: typedNumber(map.longitude) },
});

const testimonialFields = v.object({ name: typed, city: typed, text: typed });
const seoFields = v.object({ title: typed, description: typed, ...sentWith });

/** A part's value as the form's schema gives it (a type of its own, as the form library wants its values). */
type PartValue<P extends SitePartName> = { [Key in keyof SitePartInputs[P]]: SitePartInputs[P][Key] };

/**
 * A picture's fields (site-picture-field.tsx): one of the site's drawings (`src`) or an
 * upload's key (`image`), its alt text, and where a chosen photo's upload is (`upload`).
 */
const pictureFields = v.object({ src: typed, image: typed, alt: typed, upload: typed });
export type PictureFormValue = v.InferOutput<typeof pictureFields>;

/** A picture as the shared schema takes it: the upload's key when there is one, else the drawing. */
const readPicture = ({ src, image, alt }: PictureFormValue): PhotoInput =>
  image.trim() ? { image, alt } : { src, alt };

/** What the form says of a picture whose photo is not saveable yet. */
export const pictureUploadProblems: { [status: string]: string } = {
  uploading: 'Please wait until the photo has uploaded.',
  processing: 'Please wait until the photo is ready (Saving waits for it).',
  failed: 'The photo did not upload: retry it, or choose another picture.',
};

/**
 * A part's form (docs/decisions/061): what the form holds (`fields`), read into the part's value
 * (`read`) and checked by the shared `sitePartSchemas[part]`, the schema the API checks the save
 * with; each of its issues comes back at its path, which is the form's name of the field. The
 * browser checks with it before sending, and the action again.
 */
function partForm<Fields extends v.ObjectSchema<v.ObjectEntries, undefined>, P extends SitePartName>(
  fields: Fields,
  part: P,
  read: (form: v.InferOutput<Fields>) => unknown = (form) => form,
  pictureList?: string,
) {
  return v.pipe(
    fields,
    v.rawTransform<v.InferOutput<Fields>, PartValue<P>>(({ dataset, addIssue, NEVER }) => {
      // A photo still on its way (or failed) is said beside its picture; the rest is checked too.
      const entries = pictureList
        ? ((dataset.value as Record<string, { picture: PictureFormValue }[]>)[pictureList] ?? [])
        : [];
      const waiting = entries.flatMap((entry, index) => {
        const problem = pictureUploadProblems[entry.picture.upload];
        return problem ? [{ message: problem, keys: [pictureList ?? '', index, 'picture'] }] : [];
      });
      for (const { message, keys } of waiting) addIssue({ message, path: pathOf(keys) });
      const checked = v.safeParse(sitePartSchemas[part], read(dataset.value));
      if (checked.success && waiting.length === 0) return checked.output as PartValue<P>;
      for (const issue of checked.issues ?? []) addIssue({ message: issue.message, path: issue.path });
      return NEVER;
    }),
  );
}

/** A valibot issue's path of keys (the form library reads each item's `key`). */
const pathOf = (keys: (string | number)[]) =>
  keys.map((key) => ({ type: 'unknown', origin: 'value', input: undefined, key, value: undefined })) as [
    v.UnknownPathItem,
    ...v.UnknownPathItem[],
  ];

const bannerFields = v.object({
  picture: pictureFields,
  headline: typed,
  text: typed,
  buttonLabel: typed,
  link: typed,
});
const homeFields = v.object({
  banners: v.optional(v.array(bannerFields), []),
  aboutTeaser: typed,
  ...sentWith,
});
const aboutFields = v.object({
  intro: typed,
  sections: v.optional(v.array(v.object({ heading: typed, body: typed, picture: pictureFields })), []),
  ...sentWith,
});
const breedsFields = v.object({
  items: v.optional(
    v.array(
      v.object({ number: typed, name: typed, slug: typed, description: typed, picture: pictureFields }),
    ),
    [],
  ),
  ...sentWith,
});

/** Each entry of a list with its picture read for the shared schema. */
const withPicturesRead = <Entry extends { picture: PictureFormValue }>(entries: Entry[]) =>
  entries.map((entry) => ({ ...entry, picture: readPicture(entry.picture) }));

/** Each part's form, checked with the shared schema. */
export const sitePartForms = {
  company: partForm(companyFields, 'company', readCompany),
  seo: partForm(seoFields, 'seo'),
  testimonials: partForm(
    v.object({ items: v.optional(v.array(testimonialFields), []), ...sentWith }),
    'testimonials',
  ),
  home: partForm(
    homeFields,
    'home',
    (home) => ({ ...home, banners: withPicturesRead(home.banners) }),
    'banners',
  ),
  about: partForm(
    aboutFields,
    'about',
    (about) => ({ ...about, sections: withPicturesRead(about.sections) }),
    'sections',
  ),
  breeds: partForm(
    breedsFields,
    'breeds',
    (breeds) => ({ ...breeds, items: withPicturesRead(breeds.items) }),
    'items',
  ),
};

/** A one-line text as its input will hold it (ui/form-fields.ts), so the form opens unchanged. */
export const line = asInputText;

/** The company's form as it opens with the stored details. */
export const companyFormValue = (
  company: CompanySettings,
): Omit<CompanyFormValue, keyof typeof sentWith> => ({
  name: line(company.name),
  tagline: line(company.tagline),
  foundingYear: String(company.foundingYear),
  supportEmail: line(company.supportEmail),
  phone: { shown: line(company.phone.shown), dialled: line(company.phone.dialled) },
  address: {
    street: line(company.address.street),
    city: line(company.address.city),
    region: line(company.address.region),
    postalCode: line(company.address.postalCode),
    country: line(company.address.country),
    countryCode: line(company.address.countryCode),
  },
  social: {
    facebook: line(company.social.facebook),
    instagram: line(company.social.instagram),
    linkedin: line(company.social.linkedin),
    youtube: line(company.social.youtube),
    x: line(company.social.x),
    whatsapp: line(company.social.whatsapp),
  },
  map: company.map
    ? { latitude: String(company.map.latitude), longitude: String(company.map.longitude) }
    : { latitude: '', longitude: '' },
  credit: { name: line(company.credit.name), url: line(company.credit.url) },
  enquiryEmail: line(company.enquiryEmail),
});

/** The search engines' form as it opens (the description is a textarea). */
export const seoFormValue = (seo: SeoSettings) => ({
  title: line(seo.title),
  description: asTextareaText(seo.description),
});

/** The testimonials' form as it opens (each text is a textarea). */
export const testimonialsFormValue = (testimonials: TestimonialsSettings) => ({
  items: testimonials.items.map((item) => ({
    name: line(item.name),
    city: line(item.city),
    text: asTextareaText(item.text),
  })),
});

/** A new testimonial's fields, empty. */
export const emptyTestimonial = { name: '', city: '', text: '' };
