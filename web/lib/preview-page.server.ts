import { readPreview } from '../../functions/lib/content/preview-links.ts';
import { loadPageData } from './page-data.server.ts';
import { previewExpiryText } from './preview-expiry.ts';

/** What a preview link's page says of the link (web/components/preview-banner.tsx). */
export interface PreviewNote {
  /** When the link stops working, in India's time. */
  expiresText: string;
}

/**
 * A preview link's page data (docs/decisions/066), for the public page's own loader. A token
 * that names no live link of this kind (forged, expired, revoked, another kind's) is a 404,
 * which the page renderer answers as the page of any unknown address
 * (functions/lib/http/preview-answers.ts), so the answer tells nothing of which it was.
 */
export async function loadPreview<Page>(
  kind: string,
  token: string,
  /** Whether this page shows the link's page data (a site part's link opens one page only). */
  shown: (page: Page) => boolean = () => true,
): Promise<{ page: Page; preview: PreviewNote }> {
  const { page, validUntil } = await loadPageData(async () => {
    const found = await readPreview<Page>(kind, token);
    return found && shown(found.page) ? found : undefined;
  }, 'Page not found.');
  // Formatted here, on the server, so the browser's hydration shows the very same text.
  return { page, preview: { expiresText: previewExpiryText(validUntil) } };
}
