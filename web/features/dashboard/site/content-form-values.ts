import type { PhotoInput } from '../../../../shared/photo-types.ts';
import {
  type AboutSettings,
  type BreedsSettings,
  defaultSiteSettings,
  type HomeSettings,
  type SitePicture,
} from '../../../../shared/site-settings.ts';
import { asTextareaText } from '../ui/form-fields.ts';
import { line, type PictureFormValue } from './site-form.ts';

/**
 * How the Home, About and Breeds forms open (their schemas are site-form.ts's, which the
 * screen's action checks with): with the lazy sections (content-sections.ts), as they name
 * today's values for a new entry's picture.
 */

/** A picture's fields as the form opens: its drawing or its upload's key, and its alt text. */
export const pictureFormValue = (picture: SitePicture | PhotoInput): PictureFormValue => ({
  src: 'src' in picture ? picture.src : '',
  image: 'image' in picture ? picture.image : '',
  alt: line(picture.alt),
  upload: '',
});

/** The home page's form as it opens. */
export const homeFormValue = (home: HomeSettings) => ({
  banners: home.banners.map((banner) => ({
    picture: pictureFormValue(banner.picture),
    headline: line(banner.headline),
    text: asTextareaText(banner.text),
    buttonLabel: line(banner.buttonLabel),
    link: line(banner.link),
  })),
  aboutTeaser: asTextareaText(home.aboutTeaser),
});

/** The About page's form as it opens (each section's text is the rich-text editor's HTML, held by a textarea). */
export const aboutFormValue = (about: AboutSettings) => ({
  intro: asTextareaText(about.intro),
  sections: about.sections.map((section) => ({
    heading: line(section.heading),
    body: asTextareaText(section.body),
    picture: pictureFormValue(section.picture),
  })),
});

/** The breeds' form as it opens. */
export const breedsFormValue = (breeds: BreedsSettings) => ({
  items: breeds.items.map((breed) => ({
    number: line(breed.number),
    name: line(breed.name),
    slug: line(breed.slug),
    description: asTextareaText(breed.description),
    picture: pictureFormValue(breed.picture),
  })),
});

/** A new banner: the first drawing, the rest to fill in. */
export const emptyBanner = {
  ...homeFormValue({ banners: [defaultSiteSettings.home.banners[0]], aboutTeaser: '' }).banners[0],
  headline: '',
  text: '',
  buttonLabel: '',
  link: '/',
};
/** A new About section: the first drawing, the rest to fill in. */
export const emptyAboutSection = {
  heading: '',
  body: '',
  picture: { ...pictureFormValue(defaultSiteSettings.about.sections[0].picture), alt: '' },
};
/** A new breed, numbered after the last: its drawing and texts to fill in. */
export const emptyBreed = (count: number) => ({
  number: String(count + 1).padStart(2, '0'),
  name: '',
  slug: '',
  description: '',
  picture: { ...pictureFormValue(defaultSiteSettings.breeds.items[0].picture), alt: '' },
});
