/**
 * Writes the site's link-preview picture, web/public/images/share/site.png (1200x630, the size
 * Open Graph and Twitter cards show): the first hero banner under the company's name, drawn
 * by Chromium because previewers (WhatsApp, Facebook, LinkedIn) show no SVG.
 * Run: `npx tsx web/artwork/share-image.ts` (needs /usr/bin/chromium). The PNG is committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { company } from '../../shared/company.ts';
import { imagesDirectory } from './images-directory.ts';

const banner = readFileSync(join(imagesDirectory, 'banners/hero-1.svg'), 'utf8');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;background:#fff8f0;font-family:sans-serif">
<div style="position:absolute;inset:0;display:flex;align-items:flex-end">${banner.replace('<svg ', '<svg style="width:1200px;height:480px" preserveAspectRatio="xMidYMid slice" ')}</div>
<div style="position:absolute;top:0;left:0;right:0;height:150px;background:#0f5257;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 56px">
<div style="font-size:56px;font-weight:700">${company.name}</div>
<div style="font-size:28px;opacity:.9">Pet harnesses, collars, leashes, jackets and beds made in India</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const target = join(imagesDirectory, 'share/site.png');
mkdirSync(join(imagesDirectory, 'share'), { recursive: true });
await page.screenshot({ path: target, type: 'png' });
await browser.close();
console.log(`Wrote ${target}`);
