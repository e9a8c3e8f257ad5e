/**
 * Speculation rules of a public page before it hydrates (issue 37): Chromium prerenders the
 * page a link leads to once the visitor shows intent for it (`moderate`: a pointer resting on
 * it, or a touch starting on it), so a tap before the app runs, or without JavaScript, shows
 * a page already loaded. Only the site's own pages: never the dashboard, the API, an upload
 * or a picture, nor a link that opens elsewhere. Chromium itself leaves them unused on
 * Save-Data and in its energy and memory savers; other browsers ignore the script.
 *
 * Once the app runs, its own links prefetch on intent (web/components/page-link.tsx) and it
 * takes every tap, so a prerendered page would be loaded for nothing: the app removes the
 * script when it hydrates (web/app/root.tsx), which ends its speculations.
 *
 * The script is inline: the renderer gives it the response's nonce, which the page's CSP
 * allows (shared/security-headers.ts).
 */
export const speculationRulesType = 'speculationrules';

export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/dashboard' } },
          { not: { href_matches: '/dashboard/*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/uploads/*' } },
          { not: { href_matches: '/images/*' } },
          { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The script element, with the renderer's nonce when it has one. */
export const speculationRulesScript = (nonce?: string): string =>
  `<script type="${speculationRulesType}"${nonce ? ` nonce="${nonce}"` : ''}>${speculationRules}</script>`;
