import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isPreviewPath } from '../../../shared/site-urls.ts';
import type { PageRenderer } from './page-rendering.ts';

/**
 * The page renderer's answers under `/preview/` (docs/decisions/066). Every one is the holder's
 * own and never a search result: `private, no-store` (CloudFront's behaviour for the path caches
 * nothing either, infra/site-distribution.ts) and `noindex`, whatever the page said. A link
 * that shows nothing (forged, expired, revoked, another kind's token: the preview route's 404)
 * is answered with the page of an address no page has, rendered as such, so its status and
 * body are those of any unknown address and tell nothing of why.
 */
export const previewAnswerHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** An address under `/preview/` that no route has: the site's "Page not found". */
export const unknownPreviewPath = '/preview';

const isHtml = (result: APIGatewayProxyStructuredResultV2) =>
  String(result.headers?.['content-type'] ?? '').startsWith('text/html');

export function withPreviewAnswers(render: PageRenderer): PageRenderer {
  return async (event: APIGatewayProxyEventV2) => {
    if (!isPreviewPath(event.rawPath)) return render(event);
    let result = await render(event);
    // A document's 404 only: a client navigation's data request (`.data`) has no page to show.
    if (result.statusCode === 404 && isHtml(result)) {
      result = await render({ ...event, rawPath: unknownPreviewPath, rawQueryString: '' });
    }
    return { ...result, headers: { ...result.headers, ...previewAnswerHeaders } };
  };
}
