import type {
  AboutSettings,
  BreedsSettings,
  HomeSettings,
  SitePartName,
  SiteSettings,
} from './site-parts.ts';

/**
 * The pictures of the site settings' parts (issue 34): the home page's banners, the About
 * page's sections and the breeds each have one. The API's save replaces them (an upload's key
 * by the upload with its variants' facts, functions/lib/content/site-saving.ts) and a page's
 * loader too (without the key, which no page needs).
 */

/** A part's value whose pictures are `Picture`s: as sent (PhotoInput) or as stored (ProductPhoto). */
export type WithPictures<P extends SitePartName, Picture> = P extends 'home'
  ? HomeSettings<Picture>
  : P extends 'about'
    ? AboutSettings<Picture>
    : P extends 'breeds'
      ? BreedsSettings<Picture>
      : SiteSettings[P];

/** The lists of a part whose entries have a picture, by part. */
const pictureLists: { [P in SitePartName]?: string } = {
  home: 'banners',
  about: 'sections',
  breeds: 'items',
};

/** Every picture of a part's value, in the page's order (none for a part without pictures). */
export function picturesOf<P extends SitePartName, Picture>(
  part: P,
  value: WithPictures<P, Picture>,
): Picture[] {
  const list = pictureLists[part];
  if (!list) return [];
  return (value as unknown as Record<string, { picture: Picture }[]>)[list].map((entry) => entry.picture);
}

/** The part's value with `pictures` in place of its own, in picturesOf's order. */
export function withPictures<P extends SitePartName, From, To>(
  part: P,
  value: WithPictures<P, From>,
  pictures: readonly To[],
): WithPictures<P, To> {
  const list = pictureLists[part];
  if (!list) return value as unknown as WithPictures<P, To>;
  const entries = (value as unknown as Record<string, { picture: From }[]>)[list];
  return {
    ...value,
    [list]: entries.map((entry, index) => ({ ...entry, picture: pictures[index] })),
  } as unknown as WithPictures<P, To>;
}
