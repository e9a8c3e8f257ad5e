import type { GenericSchema, InferOutput } from 'valibot';
import type { Blog, PreviewLink, Product } from '../../../shared/api-types.ts';
import { productInputSchema } from '../../../shared/catalogue-rules.ts';
import { blogInputSchema } from '../../../shared/post-rules.ts';
import {
  isSitePartName,
  type SitePartInputs,
  type SitePartName,
  type SitePartPreview,
  siteMessages,
  sitePartSchemas,
} from '../../../shared/site-settings.ts';
import { previewPath, sitePartPagePaths, slugify } from '../../../shared/site-urls.ts';
import { hashToken, newLinkToken } from '../auth/link-tokens.ts';
import { putPreview } from '../data/previews-repository.ts';
import { InvalidInput } from '../domain-errors.ts';
import { photosWithVariants } from '../uploads/photos.ts';
import { uploadedImageInfo } from '../uploads/uploads.ts';
import { previewLifetimeMs } from './preview-links.ts';
import { productTexts } from './product-saving.ts';
import { storableHtml } from './sanitize-html.ts';
import { previewedSiteValue } from './site-saving.ts';

/**
 * Making preview links (docs/decisions/066; their tokens are preview-links.ts): the page of a
 * form's current, unsaved state, shown at `/preview/<kind>/<token>` by the public page's own
 * route module for 48 hours or until revoked, to anyone holding the link. The stored page is
 * what the save would store: the save's schema validates the form's values (its 400 messages
 * too), the same sanitiser cleans the text, and photos are read as a save reads them (a photo
 * still being processed is the save's 409), without being tagged as kept.
 *
 * A kind is one entry of `previewKinds`: its save's schema and the page data made from it. A
 * site part (issue 34) is one entry more, whose page is the one the part is shown on.
 */

interface PreviewKind<Schema extends GenericSchema, Page> {
  /** The save's own schema (of the item `id` names): a preview of an invalid form is the save's 400. */
  schema(id: string | undefined): Schema;
  /** The page data, as the public page's loader would read it after the save. */
  page(input: InferOutput<Schema>, id: string | undefined, now: string): Promise<Page>;
  /** The public page's path, when the page data decides it (a site part's page); else the kind's one page. */
  pagePath?(page: Page): string;
}

/** What every page's data carries besides the form's values: a new item's id is '' (no saved item yet). */
const unsaved = (id: string | undefined, now: string) => ({
  _id: id ?? '',
  createdAt: now,
  updatedAt: now,
  version: 0,
});

const blogPreview: PreviewKind<typeof blogInputSchema, Blog> = {
  schema: () => blogInputSchema,
  async page(input, id, now) {
    return {
      ...unsaved(id, now),
      title: input.title,
      slug: input.slug ?? slugify(input.title, 'post'),
      date: input.date,
      author: input.author,
      tags: input.tags,
      content: storableHtml(input.content),
      image: input.image,
      ...(input.image && { imageInfo: await uploadedImageInfo(input.image) }),
    };
  },
};

const productPreview: PreviewKind<typeof productInputSchema, Product> = {
  schema: () => productInputSchema,
  async page(input, id, now) {
    return {
      ...unsaved(id, now),
      ...productTexts(input),
      slug: input.slug ?? slugify(input.name, 'product'),
      photos: await photosWithVariants(input.photos),
      status: input.status,
      position: input.position ?? 0,
    };
  },
};

/** The site part a site preview's `id` names: another name is a 400, as the request names no part. */
function previewedPart(id: string | undefined): SitePartName {
  if (id === undefined || !isSitePartName(id)) throw new InvalidInput(siteMessages.sitePartUnknown);
  return id;
}

/** A site part (issue 34): `id` is the part's name; the page is the part's value as its save stores it. */
const sitePreview: PreviewKind<GenericSchema<unknown, SitePartInputs[SitePartName]>, SitePartPreview> = {
  schema: (id) => sitePartSchemas[previewedPart(id)],
  async page(input, id) {
    const part = previewedPart(id);
    return { part, value: await previewedSiteValue(part, input) };
  },
  pagePath: (page) => sitePartPagePaths[page.part],
};

export const previewKinds = { blog: blogPreview, product: productPreview, site: sitePreview } as const;
export type PreviewKindName = keyof typeof previewKinds;
/** The form's values of a kind, as its save's schema answers them (the handler validates them). */
export type PreviewInput<Kind extends PreviewKindName> = InferOutput<
  ReturnType<(typeof previewKinds)[Kind]['schema']>
>;

/** Stores the page of `input` and answers its link; `siteOrigin` is the site's address the admin came from. */
export async function issuePreview<Kind extends PreviewKindName>(
  kind: Kind,
  request: { id?: string; input: PreviewInput<Kind>; createdBy: string; siteOrigin: string },
  now = Date.now(),
): Promise<PreviewLink> {
  const preview = previewKinds[kind] as unknown as PreviewKind<GenericSchema, unknown>;
  const createdAt = new Date(now).toISOString();
  const page = (await preview.page(request.input, request.id, createdAt)) as Record<string, unknown>;
  const token = newLinkToken();
  const validUntil = now + previewLifetimeMs;
  await putPreview(hashToken(token), {
    kind,
    ...(request.id && { itemId: request.id }),
    page,
    createdBy: request.createdBy,
    createdAt,
    validUntil,
  });
  return {
    url: `${request.siteOrigin}${previewPath(kind, token, preview.pagePath?.(page))}`,
    token,
    expiresAt: new Date(validUntil).toISOString(),
  };
}
