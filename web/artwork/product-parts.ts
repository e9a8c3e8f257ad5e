import { brand, type Colourway } from './palette.ts';

/** Pieces shared by the product drawings: hardware, webbing and the backdrop. */

/** Outline style of every drawn part: ink, rounded. */
export const outline = `stroke="${brand.ink}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

/** The cream square, soft circle and ground shadow behind each product (800 x 800). */
export const productBackdrop = (shadowY = 660, shadowWidth = 260) =>
  `<rect width="800" height="800" fill="${brand.cream}"/>` +
  `<circle cx="400" cy="400" r="330" fill="${brand.backdrop}"/>` +
  `<ellipse cx="400" cy="${shadowY}" rx="${shadowWidth}" ry="26" fill="${brand.shadow}"/>`;

/**
 * A strap of webbing along a centre line: ink edge, colour, and a stitch line.
 * `paint` may be a pattern reference (url(#...)) for printed webbing.
 */
export function strap(d: string, colours: Colourway, width = 44, paint = colours.main): string {
  const line = (stroke: string, strokeWidth: number, extra = '') =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
  return (
    line(brand.ink, width + 12) +
    line(paint, width) +
    line(colours.light, 3, ` stroke-dasharray="10 12" opacity=".9"`)
  );
}

/** A side-release buckle centred on (x, y), turned by `angle` degrees along its strap. */
export const buckle = (x: number, y: number, angle = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})">` +
  `<rect x="-48" y="-34" width="96" height="68" rx="16" fill="#2F3A45" ${outline}/>` +
  `<path d="M-6 -34 V34" stroke="${brand.ink}" stroke-width="5"/>` +
  `<rect x="-36" y="-18" width="22" height="36" rx="6" fill="${brand.muted}"/>` +
  `<path d="M14 -20 L36 0 L14 20" fill="none" stroke="${brand.muted}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>`;

/** A slide adjuster on a strap. */
export const slider = (x: number, y: number, angle = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})">` +
  `<rect x="-16" y="-34" width="32" height="68" rx="8" fill="#2F3A45" ${outline}/>` +
  `<path d="M0 -22 V22" stroke="${brand.muted}" stroke-width="6" stroke-linecap="round"/></g>`;

/** A metal D-ring whose flat side sits at (x, y), pointing at `angle` degrees (0 = up). */
export const dRing = (x: number, y: number, angle = 0, size = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})">` +
  `<path d="M-30 0 V-24 A30 30 0 0 1 30 -24 V0 Z" fill="none" stroke="${brand.ink}" stroke-width="20" stroke-linejoin="round"/>` +
  `<path d="M-30 0 V-24 A30 30 0 0 1 30 -24 V0 Z" fill="none" stroke="${brand.metal}" stroke-width="9" stroke-linejoin="round"/></g>`;

/** A trigger snap hook hanging from (x, y), turned by `angle` degrees. */
export const snapHook = (x: number, y: number, angle = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})">` +
  `<rect x="-22" y="0" width="44" height="34" rx="10" fill="${brand.metal}" ${outline}/>` +
  `<rect x="-8" y="30" width="16" height="26" rx="5" fill="${brand.metal}" ${outline}/>` +
  `<path d="M-14 56 V100 A22 22 0 0 0 30 100 V80" fill="none" stroke="${brand.ink}" stroke-width="24" stroke-linecap="round"/>` +
  `<path d="M-14 56 V100 A22 22 0 0 0 30 100 V80" fill="none" stroke="${brand.metal}" stroke-width="12" stroke-linecap="round"/>` +
  `<path d="M30 78 L10 58" stroke="${brand.ink}" stroke-width="10" stroke-linecap="round"/></g>`;

/** Scales a drawing about (cx, cy) so a detail fills the circle: the "detail view" thumbnail. */
export const detailView = (drawing: string, focusX: number, focusY: number, zoom: number, clipId: string) =>
  `<clipPath id="${clipId}"><circle cx="400" cy="400" r="330"/></clipPath>` +
  `<rect width="800" height="800" fill="${brand.cream}"/>` +
  `<g clip-path="url(#${clipId})"><circle cx="400" cy="400" r="330" fill="${brand.backdrop}"/>` +
  `<g transform="translate(${400 - zoom * focusX} ${400 - zoom * focusY}) scale(${zoom})">${drawing}</g></g>` +
  `<circle cx="400" cy="400" r="330" fill="none" stroke="${brand.teal}" stroke-width="10" opacity=".85"/>`;
