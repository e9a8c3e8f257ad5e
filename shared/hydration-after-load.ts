/**
 * Public pages fetch their JavaScript once they have loaded (docs/decisions/036): the page
 * renderer (functions/lib/http/page-rendering.ts) rewrites the pages it renders with this. Dashboard pages are left alone:
 * their HTML is only a loading screen until the app runs.
 *
 * Why: a server-rendered page is readable and its links and controls work from its HTML alone
 * (docs/decisions/042). On a phone on slow 4G, the ~120 KB of modules React Router preloads
 * share the network with the page's largest image and delay it; fetched after the `load`
 * event, they take nothing from the first view.
 *
 * How: the elements are read as elements, not as text of one exact form: every `<link>` whose
 * `rel` lists `modulepreload` and every inline `<script type="module">`, whatever their other
 * attributes and their order (React Router adds `nonce`, `crossorigin`, `integrity` when asked).
 * The result is then checked (`assertDeferred`): a page that still has an eager module, or
 * lost its modules, fails the build and the renderer instead of silently going back to
 * loading modules before its largest image.
 */

import { relsOf, type Tag, tagsOf, writeTag } from './html-tags.ts';
import { speculationRulesScript } from './speculation-rules.ts';

/** Types the browser neither fetches nor runs: the loader below gives them their real ones at `load`. */
export const inertPreloadRel = 'x-modulepreload-after-load';
export const inertModuleType = 'text/x-module-after-load';

/**
 * Runs in the page, as it is parsed: preloads the modules and runs the hydration module once
 * the first screenful has loaded (every image the viewport shows is in) and its largest paint
 * is on screen, or after 3 s at the latest, so a slow image cannot hold hydration back.
 *
 * Why not at `load`: a list page (`/product`, then 24 cards) has a dozen lazy photos below the
 * fold that the browser fetches at once (they are within its lazy-loading distance), and
 * `load` waits for them: on the bench's phone the modules then started at 1.6 s, after every
 * photo, and the page hydrated at 2.9 s. They need not wait for what the visitor cannot see
 * (docs/decisions/036, update of 2026-11-26). They still wait for the first screenful: what
 * shares the network with its photos delays them.
 *
 * Why not before the largest paint: a post's cover is its last resource, so it paints after
 * it has loaded, and the paint is presented a few ms after the frame ran on the main thread.
 * Modules requested in that gap are on the path to the largest paint for Lighthouse
 * (docs/decisions/036, update of 2026-11-24). So the loader asks the browser's
 * largest-contentful-paint entries: it waits for a first one (nothing painted, nothing to
 * start after), and if an image within the viewport could still become the largest paint
 * (it is larger than the latest entry and not its element), for the next, which the browser
 * reports once that image is on screen; at most 1 s after the first screenful, in case the
 * browser never counts it (an upscaled or near-empty image). Once the visitor has tapped or
 * typed there are no more entries to wait for; a browser without the entries starts once the
 * first screenful has loaded.
 *
 * The images in view and their areas are read once, when the document is parsed (the loader
 * runs after the stylesheets, and every image has its size in its attributes): reading the
 * layout at each image's load cost the product page 12 ms of script and forced layouts
 * before its largest paint, which Lighthouse's simulation counts four times over.
 *
 * A new element is needed: a script parsed with an unknown type never runs, whatever its type
 * becomes. It carries the inert script's nonce, which the renderer's CSP allows
 * (docs/decisions/043).
 */
export const hydrationLoader = `(function(){
var started = false;
function start() {
  if (started) return;
  started = true;
  document.querySelectorAll('link[rel="${inertPreloadRel}"]').forEach(function (inert) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = inert.getAttribute('href');
    document.head.appendChild(link);
  });
  var inert = document.querySelector('script[type="${inertModuleType}"]');
  var script = document.createElement('script');
  script.type = 'module';
  script.nonce = inert.nonce;
  script.textContent = inert.textContent;
  document.body.appendChild(script);
}
var loaded = false;
var interacted = false;
var largest = null;
var observer = null;
var fallback = false;
var inView = null;
function visibleArea(image) {
  var box = image.getBoundingClientRect();
  var width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  var height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return width > 0 && height > 0 ? width * height : 0;
}
function imagesInView() {
  if (!inView) {
    inView = [];
    Array.prototype.forEach.call(document.images, function (image) {
      var area = visibleArea(image);
      if (area > 0) inView.push({ image: image, area: area });
    });
  }
  return inView;
}
function firstScreenLoaded() {
  return loaded || (document.readyState !== 'loading' && imagesInView().every(function (seen) {
    return seen.image.complete;
  }));
}
function largestPaintPending() {
  if (!observer || interacted) return false;
  observer.takeRecords().forEach(function (entry) { largest = entry; });
  if (!largest) return true;
  return imagesInView().some(function (seen) {
    return seen.image !== largest.element && seen.area > largest.size;
  });
}
function check() {
  if (started || !firstScreenLoaded()) return;
  if (!fallback) {
    fallback = true;
    setTimeout(start, 1000);
  }
  if (!largestPaintPending()) setTimeout(start, 0);
}
if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
  observer = new PerformanceObserver(function (list) {
    var entries = list.getEntries();
    largest = entries[entries.length - 1];
    check();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
['pointerdown', 'keydown'].forEach(function (type) {
  addEventListener(type, function () { interacted = true; check(); }, true);
});
// An image's load or error does not bubble: heard on the way down.
['load', 'error'].forEach(function (type) {
  document.addEventListener(type, function (event) { if (event.target instanceof HTMLImageElement) check(); }, true);
});
addEventListener('load', function () {
  loaded = true;
  check();
});
addEventListener('DOMContentLoaded', check);
setTimeout(start, 3000);
})();`;

const isModulePreload = (tag: Tag) => tag.name === 'link' && relsOf(tag).includes('modulepreload');
const isModuleScript = (tag: Tag) =>
  tag.name === 'script' && (tag.attributes.get('type') ?? '').toLowerCase() === 'module';

export interface DeferOptions {
  /** The renderer's per-response CSP nonce: the loader carries it (docs/decisions/043). */
  nonce?: string;
}

/**
 * The page with its module preloads and hydration module made inert and the loader after
 * the module, then the speculation rules. The inert elements stay in place, so React's hydration finds the elements it rendered.
 */
export function hydrateAfterLoad(html: string, { nonce }: DeferOptions = {}): string {
  let out = '';
  let last = 0;
  let deferredScripts = 0;
  for (const tag of tagsOf(html)) {
    const script = isModuleScript(tag);
    if (isModulePreload(tag)) {
      tag.attributes.set('rel', inertPreloadRel);
    } else if (script) {
      if (tag.attributes.has('src'))
        throw new Error(`cannot defer ${tag.text}: did React Router's <Scripts /> output change?`);
      tag.attributes.set('type', inertModuleType);
      tag.attributes.delete('async');
      deferredScripts++;
    } else {
      continue;
    }
    out += html.slice(last, tag.index) + writeTag(tag);
    last = tag.index + tag.text.length;
    if (script) {
      // The loader goes right after the inert module's closing tag.
      const close = html.indexOf('</script>', last);
      if (close === -1) throw new Error('a module script without its end tag');
      const end = close + '</script>'.length;
      // Then the speculation rules that serve taps until the app runs (shared/speculation-rules.ts).
      out += `${html.slice(last, end)}<script${nonce ? ` nonce="${nonce}"` : ''}>${hydrationLoader}</script>${speculationRulesScript(nonce)}`;
      last = end;
    }
  }
  out += html.slice(last);
  if (deferredScripts > 1)
    throw new Error("more than one module script: did React Router's <Scripts /> output change?");
  assertDeferred(out);
  return out;
}

/**
 * Fails unless the page loads no module before `load`: no module preload or module script is
 * left, and a page with React Router's hydration module has it inert with the loader after it
 * and its preloads. tests/web/first-paint-build.test.ts runs it over the build's public pages.
 */
export function assertDeferred(html: string): void {
  let preloads = 0;
  let inertScripts = 0;
  for (const tag of tagsOf(html)) {
    if (isModulePreload(tag) || isModuleScript(tag))
      throw new Error(
        `${tag.text} would load before the page: did React Router's <Scripts /> output change?`,
      );
    if (tag.name === 'link' && tag.attributes.get('rel') === inertPreloadRel) preloads++;
    if (tag.name === 'script' && tag.attributes.get('type') === inertModuleType) inertScripts++;
  }
  const hasContext = html.includes('window.__reactRouterContext');
  if (!hasContext && preloads === 0 && inertScripts === 0) return; // no app on this page
  if (inertScripts !== 1 || preloads === 0 || !html.includes(hydrationLoader))
    throw new Error(
      `the page's modules are not deferred as expected (${inertScripts} inert module scripts, ${preloads} inert preloads): did React Router's <Scripts /> output change?`,
    );
}
