import type { DefaultValue } from '@conform-to/react';
import * as v from 'valibot';
import type { Blog } from '../../../../shared/api-types.ts';
import { blogChangesSchema, blogInputSchema } from '../../../../shared/post-rules.ts';
import { isSlug, maxSlugLength } from '../../../../shared/site-urls.ts';
import { text } from '../../../../shared/validation.ts';
import {
  publicationDefaults,
  publicationFormEntries,
  withPublicationChecks,
} from '../publishing/publication-form.ts';
import { asInputText, versionField } from '../ui/form-fields.ts';
import type { useDashboardForm } from '../ui/use-dashboard-form.ts';

/** The form's check of the URL field (the server checks it again, and that it is free). */
export const slugMessage = `Use lower-case letters, digits and single dashes, at most ${maxSlugLength} characters.`;

/**
 * Conform gives the schema an empty field as absent and strips '' wherever its coercion wraps
 * the schema, the default of the shared schema's `optional(…, '')` too, which would then refuse
 * an empty field as not text. The form's empty field is '' again before the shared entry
 * (`Input`, what it takes) checks it.
 */
const emptyAsText = <Input>() => v.transform((value: string | undefined): Input | string => value ?? '');
const { tags, content, image } = blogInputSchema.entries;

/**
 * What the blog form sends, checked in the browser and again by the blog manager's action
 * (docs/decisions/061): the shared `blogInputSchema` the API checks (title, date and author
 * required, tags as typed, comma separated; `image` the key of an uploaded cover, '' for
 * none), except that the form asks for a URL where the API would make one from the title. An
 * edit also sends the post's `id` and the `version` it read (blogChangesSchema's). Its
 * publishing is the pressed button's `status` and the times in India's time (docs/decisions/064).
 */
export const blogFormSchema = withPublicationChecks(
  v.object({
    ...blogInputSchema.entries,
    ...publicationFormEntries,
    tags: v.pipe(v.optional(v.string()), emptyAsText<v.InferInput<typeof tags>>(), tags),
    content: v.pipe(v.optional(v.string()), emptyAsText<v.InferInput<typeof content>>(), content),
    image: v.pipe(v.optional(v.string()), emptyAsText<v.InferInput<typeof image>>(), image),
    slug: v.pipe(v.string(slugMessage), v.check(isSlug, slugMessage)),
    id: v.optional(text()),
    version: blogChangesSchema.entries.version,
  }),
);

const today = () => new Date().toISOString().slice(0, 10);

/** The fields as the form opens: the post's, or a new one's (dated today). */
export function blogFormDefaults(blog?: Blog): DefaultValue<v.InferInput<typeof blogFormSchema>> {
  if (!blog)
    return {
      title: '',
      slug: '',
      date: today(),
      author: '',
      tags: '',
      content: '',
      image: '',
      ...publicationDefaults(),
    };
  // The one-line fields as their inputs will hold them (ui/form-fields.ts).
  return {
    title: asInputText(blog.title),
    slug: asInputText(blog.slug ?? ''),
    date: blog.date,
    author: asInputText(blog.author),
    tags: asInputText(blog.tags.join(', ')),
    content: blog.content,
    image: blog.image ?? '',
    id: blog._id,
    version: versionField(blog),
    ...publicationDefaults(blog),
  };
}

/** The form's fields (Conform's metadata of each), as the form's parts take them. */
export type BlogFormFields = ReturnType<typeof useDashboardForm<typeof blogFormSchema>>['fields'];
