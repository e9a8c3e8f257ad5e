import { describe, expect, it } from 'vitest';
import { articleSizes } from '../../web/components/responsive-picture.tsx';

/**
 * The post page's LCP image on dense phones (issue 21, item 4): what `sizes` makes a browser
 * pick from the variants 320-1920 w, as the HTML spec's selection does (the slot width from
 * the first matching condition, then the narrowest candidate whose density reaches the
 * screen's). Lighthouse's phone is 412 CSS px wide.
 */
const widths = [320, 640, 960, 1280, 1920];
const rootFontPx = 16;

function slotWidth(sizes: string, viewport: number, dpr: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(\(.*\))\s+(\S+)$/.exec(entry);
    const [condition, length] = match ? [match[1] ?? '', match[2] ?? ''] : ['', entry];
    const applies = [...condition.matchAll(/\((min-width|min-resolution):\s*([\d.]+)(rem|dppx)\)/g)].every(
      ([, feature, value, unit]) =>
        feature === 'min-width'
          ? viewport >= Number(value) * (unit === 'rem' ? rootFontPx : 1)
          : dpr >= Number(value),
    );
    if (!applies) continue;
    if (length.endsWith('vw')) return (viewport * Number.parseFloat(length)) / 100;
    if (length.endsWith('rem')) return Number.parseFloat(length) * rootFontPx;
    throw new Error(`unknown length ${length}`);
  }
  throw new Error('no size applies');
}

const picked = (sizes: string, viewport: number, dpr: number) =>
  widths.find((width) => width / slotWidth(sizes, viewport, dpr) >= dpr) ?? widths.at(-1);

describe("the post page's image on dense phone screens", () => {
  it('takes the 960 w variant at 1.75, 2.625 and 3 device pixels per CSS pixel, never the 1280 w', () => {
    for (const [viewport, dpr] of [
      [412, 1.75],
      [412, 2.625],
      [412, 3],
      [390, 3],
      [360, 3],
    ] as const) {
      expect(picked(articleSizes, viewport, dpr), `${viewport} px at ${dpr}`).toBeLessThanOrEqual(960);
    }
  });

  it('without the cap a 412 px phone at 2.625 would take the 1280 w (the issue)', () => {
    expect(picked('(min-width: 54rem) 52rem, 100vw', 412, 2.625)).toBe(1280);
  });

  it('keeps the article width on wide screens', () => {
    expect(slotWidth(articleSizes, 1280, 2)).toBe(52 * rootFontPx);
    expect(picked(articleSizes, 1280, 1)).toBe(960);
  });
});
