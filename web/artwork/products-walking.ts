import { brand, type Colourway, mix } from './palette.ts';
import type { ProductArt } from './product-art.ts';
import { buckle, dRing, outline, slider, snapHook, strap } from './product-parts.ts';

/** Walking essentials and wearables: harnesses, collars, leash, jacket, tuxedo, bow tie, bandana. */

/** A dashed stitch line following a shape, drawn as a slightly smaller copy of it. */
const stitchInside = (d: string, colour: string, cx: number, cy: number, scale: number) =>
  `<path d="${d}" transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="12 10" stroke-linecap="round"/>`;

const brandTag = (x: number, y: number) =>
  `<rect x="${x - 34}" y="${y - 14}" width="68" height="28" rx="6" fill="${brand.teal}" ${outline}/>` +
  `<path d="M${x - 20} ${y} H${x + 20}" stroke="${brand.cream}" stroke-width="4" stroke-linecap="round" stroke-dasharray="6 6"/>`;

const vestPath =
  'M240 250 C300 230 330 225 345 235 C370 305 430 305 455 235 C470 225 500 230 560 250 L610 470 C620 590 500 630 400 630 C300 630 180 590 190 470 Z';

/** A padded vest harness with side straps, handle and reflective trim. */
const vest = (c: Colourway, paint: string) =>
  strap('M200 500 H110', c, 36) +
  strap('M600 500 H690', c, 36) +
  buckle(140, 500) +
  buckle(660, 500, 180) +
  `<path d="${vestPath}" fill="${paint}" ${outline}/>` +
  stitchInside(vestPath, c.light, 400, 440, 0.9) +
  `<path d="M208 430 Q400 480 596 430" fill="none" stroke="${brand.ink}" stroke-width="18" stroke-linecap="round"/>` +
  `<path d="M208 430 Q400 480 596 430" fill="none" stroke="${brand.metal}" stroke-width="9" stroke-linecap="round"/>` +
  strap('M350 400 C350 330 450 330 450 400', c, 26, c.shade) +
  dRing(400, 292);

const collarBand = (c: Colourway, paint: string) =>
  `<path d="M170 400 A230 110 0 0 1 630 400" fill="none" stroke="${brand.ink}" stroke-width="76"/>` +
  `<path d="M170 400 A230 110 0 0 1 630 400" fill="none" stroke="${c.shade}" stroke-width="64"/>` +
  strap('M170 400 A230 110 0 0 0 630 400', c, 64, paint) +
  buckle(252, 484, 22) +
  slider(520, 494, -15) +
  dRing(400, 530, 180) +
  `<circle cx="400" cy="618" r="38" fill="${brand.metal}" ${outline}/>` +
  `<g transform="translate(400 622)" fill="${brand.muted}"><ellipse cx="0" cy="5" rx="11" ry="9"/>` +
  '<circle cx="-11" cy="-8" r="5"/><circle cx="-3" cy="-14" r="5"/><circle cx="6" cy="-14" r="5"/><circle cx="13" cy="-7" r="5"/></g>';

const bowPath = 'M400 400 L215 290 Q160 400 215 510 Z M400 400 L585 290 Q640 400 585 510 Z';

export const walkingArt: Record<number, ProductArt> = {
  1: {
    colourways: ['teal', 'saffron', 'red', 'navy', 'olive', 'pink'],
    draw: (c, paint) =>
      strap('M290 200 Q262 400 290 600', c, 44, paint) +
      strap('M520 150 Q560 400 520 650', c, 44, paint) +
      strap('M282 400 H540', c, 44, paint) +
      buckle(280, 290, 90) +
      slider(283, 520, 90) +
      buckle(540, 560, 90) +
      slider(533, 250, 90) +
      dRing(410, 378) +
      brandTag(410, 420),
    detail: { x: 285, y: 300, zoom: 2.2 },
  },
  2: {
    colourways: ['saffron', 'teal', 'purple', 'green', 'red'],
    draw: (c, paint) =>
      strap('M400 380 V560', c, 40, c.shade) +
      strap('M250 275 A150 105 0 1 1 550 275 A150 105 0 1 1 250 275', c, 40, paint) +
      strap('M170 520 Q400 610 630 520', c, 40, paint) +
      buckle(250, 275, 90) +
      buckle(538, 549, -12) +
      slider(262, 548, 14) +
      dRing(400, 380, 180) +
      brandTag(400, 470),
    detail: { x: 400, y: 420, zoom: 2 },
  },
  3: {
    colourways: ['navy', 'saffron', 'teal', 'red', 'olive', 'charcoal'],
    draw: vest,
    detail: { x: 400, y: 330, zoom: 2 },
  },
  4: {
    colourways: ['red', 'teal', 'mustard', 'navy', 'pink'],
    draw: (c, paint) => {
      const pad = 'M400 270 C500 270 530 400 505 520 C485 600 315 600 295 520 C270 400 300 270 400 270 Z';
      return (
        strap('M150 430 Q400 470 650 430', c, 40, c.shade) +
        strap('M280 230 A120 55 0 1 1 520 230 A120 55 0 1 1 280 230', c, 36, paint) +
        `<path d="${pad}" fill="${paint}" ${outline}/>` +
        stitchInside(pad, c.light, 400, 430, 0.86) +
        buckle(200, 438, 5) +
        buckle(520, 190, 18) +
        dRing(400, 300) +
        brandTag(400, 500)
      );
    },
    detail: { x: 400, y: 300, zoom: 2.1 },
  },
  5: {
    colourways: ['pink', 'sky', 'purple', 'mustard', 'green'],
    draw: (c, paint) =>
      strap('M560 680 C700 660 720 560 610 560 S 470 420 420 300', c, 16, c.shade) +
      `<g transform="translate(400 430) scale(0.78) translate(-400 -430)">${vest(c, paint)}</g>` +
      `<g transform="translate(400 500)" fill="${c.light}" ${outline}>` +
      '<path d="M-46 -20 L-40 -62 L-14 -38 Q0 -42 14 -38 L40 -62 L46 -20 Q50 30 0 34 Q-50 30 -46 -20 Z"/></g>' +
      `<g fill="${brand.ink}"><circle cx="384" cy="496" r="6"/><circle cx="416" cy="496" r="6"/>` +
      '<path d="M393 512 L407 512 L400 520 Z"/></g>',
    detail: { x: 400, y: 480, zoom: 2.2 },
  },
  6: {
    colourways: ['teal', 'red', 'saffron', 'navy', 'olive', 'brown', 'pink'],
    draw: collarBand,
    detail: { x: 260, y: 480, zoom: 2.2 },
  },
  7: {
    colourways: ['navy', 'red', 'teal', 'pink', 'olive', 'purple'],
    prints: ['paws', 'dots', 'bones', 'stars', 'checks', 'stripes'],
    draw: collarBand,
    detail: { x: 470, y: 505, zoom: 2.3 },
  },
  8: {
    colourways: ['saffron', 'teal', 'red', 'navy', 'olive', 'purple'],
    draw: (c, paint) =>
      strap('M305 265 C170 300 150 120 260 110 C350 100 360 210 305 265', c, 40, paint) +
      strap('M305 265 C470 300 300 440 450 470 S600 470 560 540', c, 40, paint) +
      slider(305, 262, 20) +
      snapHook(558, 540, 10),
    detail: { x: 560, y: 600, zoom: 2 },
    shadow: { y: 690, width: 220 },
  },
  9: {
    colourways: ['red', 'navy', 'olive', 'saffron', 'charcoal', 'teal', 'pink'],
    draw: (c, paint) => {
      const coat =
        'M320 170 Q400 150 480 170 L500 230 Q620 260 630 400 Q640 560 560 640 Q480 650 400 610 Q320 650 240 640 Q160 560 170 400 Q180 260 300 230 Z';
      return (
        strap('M190 470 H110', c, 50, c.shade) +
        strap('M610 470 H690', c, 50, c.shade) +
        `<rect x="92" y="446" width="50" height="48" rx="10" fill="${c.light}" ${outline}/>` +
        `<defs><pattern id="quilt" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<path d="M0 0 H56 M0 0 V56" stroke="${c.shade}" stroke-width="4" stroke-dasharray="8 6"/></pattern></defs>` +
        `<path d="${coat}" fill="${paint}" ${outline}/>` +
        `<path d="${coat}" fill="url(#quilt)"/>` +
        `<path d="M400 240 V600" stroke="${brand.ink}" stroke-width="16" stroke-linecap="round"/>` +
        `<path d="M400 240 V600" stroke="${brand.metal}" stroke-width="6" stroke-dasharray="4 4"/>` +
        `<rect x="388" y="300" width="24" height="44" rx="8" fill="${brand.metal}" ${outline}/>` +
        `<path d="M300 150 Q400 120 500 150 L510 238 Q400 212 290 238 Z" fill="${brand.cream}" ${outline}/>` +
        `<path d="M315 170 Q400 146 485 170" fill="none" stroke="${c.light}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
        `<path d="M252 620 Q320 632 388 600 M412 600 Q480 632 548 620" fill="none" stroke="${brand.metal}" stroke-width="10" stroke-linecap="round"/>` +
        brandTag(500, 560)
      );
    },
    detail: { x: 400, y: 260, zoom: 2 },
    shadow: { y: 680, width: 240 },
  },
  10: {
    colourways: ['purple', 'teal', 'red', 'saffron', 'sky'],
    draw: (c) => {
      const wings =
        'M180 310 Q175 290 200 290 H370 Q395 290 385 312 L300 540 Q285 570 270 540 Z M620 310 Q625 290 600 290 H430 Q405 290 415 312 L500 540 Q515 570 530 540 Z';
      return (
        `<defs><pattern id="mesh" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${c.main}"/>` +
        `<circle cx="11" cy="11" r="5" fill="${c.shade}"/></pattern></defs>` +
        strap('M285 545 Q400 610 515 545', c, 34, c.shade) +
        `<path d="${wings}" fill="none" stroke="${brand.ink}" stroke-width="30" stroke-linejoin="round"/>` +
        `<path d="${wings}" fill="url(#mesh)" stroke="${c.light}" stroke-width="16" stroke-linejoin="round"/>` +
        strap('M130 292 H670', c, 36) +
        buckle(600, 292) +
        dRing(330, 270) +
        dRing(470, 270) +
        brandTag(400, 330)
      );
    },
    detail: { x: 430, y: 380, zoom: 2 },
    shadow: { y: 640, width: 240 },
  },
  11: {
    colourways: ['charcoal', 'navy', 'maroon', 'grey', 'brown'],
    draw: (c) => {
      const coat =
        'M250 215 Q400 185 550 215 Q600 230 610 300 L630 560 Q400 650 170 560 L190 300 Q200 230 250 215 Z';
      return (
        `<path d="M200 260 Q130 300 140 400 L215 405 Z M600 260 Q670 300 660 400 L585 405 Z" fill="${c.shade}" ${outline}/>` +
        `<path d="${coat}" fill="${c.main}" ${outline}/>` +
        `<path d="M320 205 Q400 195 480 205 L400 560 Z" fill="${brand.white}" ${outline}/>` +
        `<path d="M320 205 L400 560 L340 420 L300 330 L330 300 Z M480 205 L400 560 L460 420 L500 330 L470 300 Z" fill="${c.shade}" ${outline}/>` +
        `<path d="M${400 - 70} 228 L400 250 L${400 + 70} 228 L${400 + 70} 282 L400 260 L${400 - 70} 282 Z" fill="${brand.saffron}" ${outline}/>` +
        `<rect x="384" y="240" width="32" height="30" rx="8" fill="${mix(brand.saffron, '#000000', 0.25)}" ${outline}/>` +
        [330, 400, 470].map((y) => `<circle cx="400" cy="${y}" r="9" fill="${brand.ink}"/>`).join('') +
        `<path d="M505 330 L560 330 L545 350 Z" fill="${brand.white}" ${outline}/>` +
        `<path d="M400 580 L400 620" stroke="${brand.ink}" stroke-width="6" stroke-linecap="round"/>`
      );
    },
    detail: { x: 400, y: 280, zoom: 2 },
    shadow: { y: 660, width: 240 },
  },
  12: {
    colourways: ['red', 'navy', 'teal', 'mustard', 'charcoal'],
    prints: ['dots', 'checks', 'stripes', 'stars', 'dots'],
    draw: (c, paint) =>
      `<ellipse cx="400" cy="420" rx="220" ry="92" fill="none" stroke="${brand.ink}" stroke-width="34"/>` +
      `<ellipse cx="400" cy="420" rx="220" ry="92" fill="none" stroke="${c.shade}" stroke-width="22"/>` +
      `<path d="${bowPath}" fill="${paint}" ${outline}/>` +
      `<path d="M255 330 Q290 400 255 470 M545 330 Q510 400 545 470" fill="none" stroke="${c.shade}" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="355" y="345" width="90" height="110" rx="24" fill="${c.shade}" ${outline}/>` +
      `<path d="M375 370 Q400 400 375 430 M425 370 Q400 400 425 430" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
    detail: { x: 400, y: 400, zoom: 1.9 },
    shadow: { y: 600, width: 230 },
  },
  13: {
    colourways: ['red', 'navy', 'saffron', 'teal', 'olive', 'purple'],
    prints: ['dots', 'paws', 'checks', 'stars', 'chevrons', 'bones'],
    draw: (c, paint) => {
      const cloth = 'M170 270 H630 L410 620 Q400 635 390 620 Z';
      return (
        strap('M172 262 Q130 250 100 210 M172 262 Q120 280 96 320', c, 26, c.shade) +
        strap('M628 262 Q670 250 700 210 M628 262 Q680 280 704 320', c, 26, c.shade) +
        `<path d="${cloth}" fill="${paint}" ${outline}/>` +
        stitchInside(cloth, c.light, 400, 380, 0.88) +
        `<path d="M160 262 H640" stroke="${brand.ink}" stroke-width="52" stroke-linecap="round"/>` +
        `<path d="M160 262 H640" stroke="${c.shade}" stroke-width="40" stroke-linecap="round"/>` +
        `<path d="M170 262 H630" stroke="${c.light}" stroke-width="3" stroke-dasharray="10 10"/>`
      );
    },
    detail: { x: 400, y: 420, zoom: 2 },
    shadow: { y: 660, width: 200 },
  },
};
