import { previewRequestSchema } from '../shared/preview-rules.ts';
import { issuePreview, previewKinds } from './lib/content/previews.ts';
import { siteOrigin } from './lib/content/sitemap.ts';
import { adminHandler, validatedBody } from './lib/http/http-handler.ts';

/**
 * POST /api/admin/previews {kind, id?, value}: a preview link of the form's current values
 * (docs/decisions/066), checked by the save's own schema, so an invalid form is the save's 400.
 * A site part's `id` is the part's name (its schema is that part's).
 */
export const handler = adminHandler(
  { schema: previewRequestSchema, status: 201 },
  ({ admin, input, headers }) =>
    issuePreview(input.kind, {
      id: input.id,
      input: validatedBody(previewKinds[input.kind].schema(input.id), input.value),
      createdBy: admin.email,
      siteOrigin: siteOrigin(headers),
    }),
);
