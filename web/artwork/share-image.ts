/**
 * Writes the link-preview pictures (1200x630, the size Open Graph and Twitter cards show),
 * drawn by Chromium because previewers (WhatsApp, Facebook, LinkedIn) show no SVG:
 *
 * - web/public/images/share/site.png, the site's: the first hero banner under the company's name;
 * - web/public/images/products/<id>/share.jpg, each spec product's main artwork under the
 *   company's name (the product page's og:image while the artwork is its main photo,
 *   shared/built-in-artwork.ts). No product name in the picture: the owner may rename it, and
 *   the preview's title says it.
 *
 * Run: `npx tsx web/artwork/share-image.ts` (needs /usr/bin/chromium). The files are committed,
 * with the company's name as seeded (shared/site-settings.ts): a renamed company draws them again.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { artworkSharePreview } from '../../shared/built-in-artwork.ts';
import { defaultSiteSettings } from '../../shared/site-defaults.ts';
import { products } from '../../shared/spec-products.ts';
import { imagesDirectory } from './images-directory.ts';

const svgFile = (path: string) =>
  readFileSync(join(imagesDirectory, path.replace(/^\/images\//, '')), 'utf8');

/** The brand's header band over `picture` (an SVG), on the site's cream. */
const previewHtml = (
  picture: string,
) => `<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;background:#fff8f0;font-family:sans-serif">
<div style="position:absolute;top:150px;left:0;right:0;bottom:0;display:flex;align-items:center;justify-content:center">${picture}</div>
<div style="position:absolute;top:0;left:0;right:0;height:150px;background:#0f5257;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 56px">
<div style="font-size:56px;font-weight:700">${defaultSiteSettings.company.name}</div>
<div style="font-size:28px;opacity:.9">Pet harnesses, collars, leashes, jackets and beds made in India</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

const banner = svgFile('/images/banners/hero-1.svg');
await page.setContent(
  previewHtml(
    banner.replace('<svg ', '<svg style="width:1200px;height:480px" preserveAspectRatio="xMidYMid slice" '),
  ),
);
mkdirSync(join(imagesDirectory, 'share'), { recursive: true });
await page.screenshot({ path: join(imagesDirectory, 'share/site.png'), type: 'png' });

for (const product of products) {
  const target = artworkSharePreview(product.image);
  if (!target) throw new Error(`${product.image} is no product's main artwork`);
  await page.setContent(
    previewHtml(svgFile(product.image).replace('<svg ', '<svg style="width:460px;height:460px" ')),
  );
  const path = join(imagesDirectory, target.replace(/^\/images\//, ''));
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'jpeg', quality: 82 });
}
await browser.close();
console.log(`Wrote the site's and ${products.length} products' share pictures under ${imagesDirectory}`);
