/**
 * Public pages fetch their JavaScript once they have loaded (docs/decisions/036): the build
 * (web/first-paint-html.ts) rewrites the prerendered pages with this, and the page renderer
 * (functions/lib/http/page-rendering.ts) the pages it renders. Dashboard pages are left alone:
 * their HTML is only a loading screen until the app runs.
 *
 * Why: a server-rendered page is readable and its links work from its HTML alone. On a phone
 * on slow 4G, the ~120 KB of modules React Router preloads share the network with the page's
 * largest image and delay it by about half a second; fetched after the `load` event, they
 * take nothing from the first view. Hydration comes later (about the modules' download
 * time after `load`), which costs a visitor little: until then links navigate as plain links.
 */

/** How React Router's `<Scripts />` writes each module preload and the module that hydrates. */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const hydrationModule = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Types the browser neither fetches nor runs: the loader below gives them their real ones at `load`. */
export const inertPreloadRel = 'x-modulepreload-after-load';
export const inertModuleType = 'text/x-module-after-load';

/**
 * Runs in the page, as it is parsed: once the frame after `load` has painted (the images that
 * `load` waited for are on screen then), or after 3 s, so a slow image below the fold cannot
 * hold hydration back, preloads the modules and runs the hydration module. A new element is
 * needed: a script parsed with an unknown type never runs, whatever its type becomes.
 */
export const hydrationLoader = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${inertPreloadRel}"]').forEach(function(inert){var link=document.createElement("link");link.rel='modulepreload';link.href=inert.getAttribute("href");document.head.appendChild(link)});var inert=document.querySelector('script[type="${inertModuleType}"]');var script=document.createElement("script");script.type='module';script.textContent=inert.textContent;document.body.appendChild(script)}addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(start,0)})});setTimeout(start,3000)})();`;

/**
 * The page with its module preloads and hydration module made inert and the loader after
 * them. The inert elements stay in place, so React's hydration finds the elements it rendered.
 */
export function hydrateAfterLoad(html: string): string {
  const [script] = html.match(hydrationModule) ?? [];
  if (!script) {
    // A page without React Router's scripts has nothing to defer; one in another form would silently stay eager.
    if (html.includes('rel="modulepreload"') || html.includes('type="module"'))
      throw new Error("cannot defer this page's modules: did React Router's <Scripts /> output change?");
    return html;
  }
  return html
    .replace(modulePreload, (_link, href: string) => `<link rel="${inertPreloadRel}" href="${href}"/>`)
    .replace(
      script,
      // A function, so a `$` in the modules' text is never read as a replacement pattern.
      () =>
        `${script.replace('<script type="module" async="">', `<script type="${inertModuleType}">`)}<script>${hydrationLoader}</script>`,
    );
}
