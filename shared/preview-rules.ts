/**
 * Preview links of a post, product or site part not saved yet (docs/decisions/066).
 */
import * as v from 'valibot';
import { requiredId } from './validation.ts';

/**
 * What a preview link shows (docs/decisions/066): a post's or a product's page, or the page a
 * site part is shown on (its `id` is the part's name, shared/site-parts.ts).
 */
export const previewKindNames = ['blog', 'product', 'site'] as const;
/**
 * `POST /api/admin/previews` {kind, id?, value}: `value` is the form's current values, checked
 * by the handler with the save's own schema of that kind (its 400 messages).
 */
export const previewRequestSchema = v.object({
  kind: v.picklist(previewKindNames, 'Please say what to preview: a blog, a product or a part of the site.'),
  id: v.optional(requiredId),
  value: v.unknown(),
});
