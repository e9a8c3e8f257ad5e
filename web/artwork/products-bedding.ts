import { brand, type Colourway, mix } from './palette.ts';
import type { ProductArt } from './product-art.ts';
import { outline } from './product-parts.ts';

/** Bedding and huts: mats, loungers, mattress, round bed, huts and cave beds. */

/** Fluffy edge along a shape: a row of round bumps in ink, then in the fur colour. */
const furEdge = (d: string, colour: string, size = 30, filled = true) =>
  `<path d="${d}" fill="none" stroke="${brand.ink}" stroke-width="${size + 10}" stroke-dasharray="0.1 ${size * 0.8}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${size}" stroke-dasharray="0.1 ${size * 0.8}" stroke-linecap="round"/>` +
  (filled ? `<path d="${d}" fill="${colour}"/>` : '');

/** Short curved strokes that suggest fur, on a grid inside a box. */
const furStrokes = (x0: number, y0: number, x1: number, y1: number, colour: string) => {
  const marks: string[] = [];
  for (let y = y0; y <= y1; y += 46) {
    for (let x = x0 + ((y / 46) % 2) * 30; x <= x1; x += 60) {
      marks.push(`M${x} ${y} q8 -14 18 -4`);
    }
  }
  return `<path d="${marks.join(' ')}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
};

const stitch = (d: string, colour: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="12 10" stroke-linecap="round"/>`;

const matTop =
  'M210 330 H590 Q610 330 617 348 L672 500 Q680 520 660 520 H140 Q120 520 128 500 L183 348 Q190 330 210 330 Z';
const matSide = 'M120 512 V540 Q120 562 142 562 H658 Q680 562 680 540 V512 Z';

type LoungerStyle = 'plain' | 'fur';

/** A rectangular bolster lounger seen from the front and above; `decoration` is drawn on the front bolster. */
const lounger = (c: Colourway, paint: string, style: LoungerStyle, decoration = '') => {
  const bolster = (x: number, y: number, w: number, h: number, r: number) =>
    style === 'fur'
      ? furEdge(
          `M${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h - r} A${r} ${r} 0 0 1 ${x + w - r} ${y + h} H${x + r} A${r} ${r} 0 0 1 ${x} ${y + h - r} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z`,
          c.main,
        )
      : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${paint}" ${outline}/>`;
  return (
    `<rect x="140" y="270" width="520" height="360" rx="80" fill="${c.shade}" ${outline}/>` +
    bolster(140, 270, 520, 130, 62) +
    bolster(140, 300, 120, 320, 60) +
    bolster(540, 300, 120, 320, 60) +
    `<rect x="240" y="370" width="320" height="150" rx="44" fill="${c.light}" ${outline}/>` +
    stitch('M272 400 H528', c.main) +
    bolster(140, 490, 520, 140, 66) +
    (style === 'plain' ? stitch('M200 512 H600', c.light) + stitch('M200 300 H600', c.light) : '') +
    decoration
  );
};

/** Embroidered flowers along the front bolster. */
const embroidery = (c: Colourway) =>
  stitch('M190 560 Q260 530 330 560 T470 560 T610 560', c.light) +
  [220, 400, 580]
    .map(
      (x) =>
        `<g transform="translate(${x} 560)">` +
        [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<ellipse cx="0" cy="-16" rx="9" ry="15" fill="${brand.saffron}" transform="rotate(${a})"/>`,
          )
          .join('') +
        `<circle r="9" fill="${brand.cream}" stroke="${brand.ink}" stroke-width="3"/></g>`,
    )
    .join('') +
  [310, 490]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="552" rx="14" ry="7" fill="${c.light}" transform="rotate(-25 ${x} 552)"/>`,
    )
    .join('');

/** A dome cave bed with a lined opening; `decoration` adds the variant's character. */
interface CaveBedExtras {
  /** Drawn behind the dome (ears, pom-pom). */
  behind?: string;
  /** Drawn on the dome. */
  decoration?: string;
  /** Drawn over the opening's edge and the base. */
  trim?: string;
}

const caveBed = (
  c: Colourway,
  paint: string,
  { behind = '', decoration = '', trim = '' }: CaveBedExtras = {},
) => {
  const dome = 'M140 620 Q130 250 400 225 Q670 250 660 620 Z';
  const opening = 'M260 622 Q255 390 400 380 Q545 390 540 622 Z';
  return (
    behind +
    `<path d="M120 600 Q400 650 680 600 L680 630 Q400 690 120 630 Z" fill="${c.shade}" ${outline}/>` +
    `<path d="${dome}" fill="${paint}" ${outline}/>` +
    decoration +
    `<path d="${opening}" fill="${c.light}" ${outline}/>` +
    `<path d="M284 622 Q282 412 400 404 Q518 412 516 622 Z" fill="#2E2A33"/>` +
    `<path d="M280 612 Q400 570 520 612 Q520 630 400 636 Q280 630 280 612 Z" fill="${c.light}" ${outline}/>` +
    trim
  );
};

const smile = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="-18" cy="0" r="7" fill="${brand.ink}"/><circle cx="18" cy="0" r="7" fill="${brand.ink}"/>` +
  `<path d="M-12 14 Q0 26 12 14" fill="none" stroke="${brand.ink}" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="-30" cy="14" r="7" fill="#F4A3A8"/><circle cx="30" cy="14" r="7" fill="#F4A3A8"/></g>`;

/** Points of an Archimedean spiral as a path (the snail shell). */
const spiral = (cx: number, cy: number, turns: number, outerRadius: number) => {
  const steps = turns * 24;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const angle = (i / 24) * Math.PI * 2;
    const radius = (outerRadius * i) / steps;
    return `${(cx + radius * Math.cos(angle)).toFixed(0)} ${(cy + radius * Math.sin(angle)).toFixed(0)}`;
  });
  return `M${points.join(' L')}`;
};

export const beddingArt: Record<number, ProductArt> = {
  14: {
    colourways: ['teal', 'saffron', 'navy', 'pink', 'olive'],
    prints: ['paws', 'bones', 'stars', 'dots', 'chevrons'],
    draw: (c, paint) =>
      `<path d="${matSide}" fill="${c.shade}" ${outline}/>` +
      `<path d="${matTop}" fill="${paint}" ${outline}/>` +
      stitch('M222 350 H578 Q592 350 597 364 L642 494 H158 L203 364 Q208 350 222 350 Z', c.light),
    detail: { x: 420, y: 430, zoom: 2 },
    shadow: { y: 590, width: 300 },
  },
  15: {
    colourways: ['beige', 'grey', 'pink', 'sky'],
    draw: (c) =>
      `<ellipse cx="400" cy="478" rx="270" ry="140" fill="${c.shade}" ${outline}/>` +
      furEdge('M130 450 A270 140 0 1 1 670 450 A270 140 0 1 1 130 450 Z', c.main, 36) +
      furStrokes(220, 380, 580, 520, c.light),
    detail: { x: 560, y: 420, zoom: 2 },
    shadow: { y: 620, width: 290 },
  },
  16: {
    colourways: ['teal', 'saffron', 'navy', 'maroon', 'olive'],
    prints: ['chevrons', 'checks', 'stripes', 'chevrons', 'checks'],
    draw: (c, paint) => lounger(c, paint, 'plain'),
    detail: { x: 300, y: 520, zoom: 2 },
  },
  17: {
    colourways: ['navy', 'teal', 'maroon', 'olive', 'charcoal'],
    draw: (c, paint) => lounger(c, paint, 'plain', embroidery(c)),
    detail: { x: 400, y: 560, zoom: 2.4 },
  },
  18: {
    colourways: ['grey', 'beige', 'pink', 'sky'],
    draw: (c, paint) => lounger(c, paint, 'fur') + furStrokes(200, 540, 600, 600, c.light),
    detail: { x: 240, y: 320, zoom: 2 },
  },
  19: {
    colourways: ['saffron', 'teal', 'navy', 'pink', 'purple'],
    prints: ['paws', 'bones', 'stars', 'dots', 'paws'],
    draw: (c, paint) => lounger(c, paint, 'plain'),
    detail: { x: 400, y: 560, zoom: 2.2 },
  },
  20: {
    colourways: ['navy', 'grey', 'teal', 'brown'],
    draw: (c, paint) =>
      `<path d="M120 440 H680 V560 Q680 590 650 590 H150 Q120 590 120 560 Z" fill="${c.shade}" ${outline}/>` +
      `<path d="M210 310 H590 Q612 310 622 330 L680 440 H120 L178 330 Q188 310 210 310 Z" fill="${paint}" ${outline}/>` +
      stitch('M140 470 H660', c.light) +
      stitch('M140 560 H660', c.light) +
      [0, 1]
        .flatMap((row) => [0, 1, 2, 3].map((col) => [250 + col * 100 - row * 20 + 10, 350 + row * 55]))
        .map(
          ([x, y]) =>
            `<circle cx="${x + 10}" cy="${y}" r="9" fill="${c.light}" stroke="${brand.ink}" stroke-width="3"/>` +
            `<path d="M${x - 12} ${y - 8} L${x + 32} ${y + 8} M${x - 12} ${y + 8} L${x + 32} ${y - 8}" stroke="${c.shade}" stroke-width="3" opacity=".6"/>`,
        )
        .join('') +
      `<rect x="360" y="498" width="80" height="36" rx="6" fill="${brand.teal}" ${outline}/>` +
      stitch('M378 516 H422', brand.cream),
    detail: { x: 420, y: 400, zoom: 2.2 },
    shadow: { y: 610, width: 300 },
  },
  21: {
    colourways: ['grey', 'saffron', 'teal', 'pink', 'beige'],
    draw: (c) =>
      `<ellipse cx="400" cy="490" rx="270" ry="145" fill="${c.shade}" ${outline}/>` +
      furEdge('M130 455 A270 140 0 1 1 670 455 A270 140 0 1 1 130 455 Z', c.main, 30) +
      `<ellipse cx="400" cy="445" rx="180" ry="82" fill="${c.shade}" ${outline}/>` +
      `<ellipse cx="400" cy="466" rx="160" ry="62" fill="${c.light}" ${outline}/>` +
      furStrokes(200, 560, 600, 560, c.light) +
      furStrokes(330, 450, 480, 470, c.main),
    detail: { x: 560, y: 470, zoom: 2 },
    shadow: { y: 640, width: 290 },
  },
  22: {
    colourways: ['teal', 'saffron', 'purple', 'olive'],
    draw: (c) =>
      `<path d="M560 560 Q600 400 660 370 Q720 350 722 420 L715 580 Z" fill="${brand.backdrop}" ${outline}/>` +
      `<path d="M650 380 L640 290 M690 372 L720 295" stroke="${brand.ink}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="640" cy="288" r="14" fill="${brand.saffron}" ${outline}/><circle cx="720" cy="293" r="14" fill="${brand.saffron}" ${outline}/>` +
      smile(690, 430, 0.8) +
      `<path d="M130 620 Q120 560 200 560 H700 Q740 560 740 600 Q740 630 700 630 H160 Q130 630 130 620 Z" fill="${c.light}" ${outline}/>` +
      `<circle cx="380" cy="390" r="220" fill="${c.main}" ${outline}/>` +
      `<path d="${spiral(430, 360, 3, 170)}" fill="none" stroke="${c.shade}" stroke-width="26" stroke-linecap="round"/>` +
      `<ellipse cx="300" cy="500" rx="110" ry="100" fill="${c.light}" ${outline}/>` +
      `<ellipse cx="300" cy="510" rx="86" ry="82" fill="#2E2A33"/>` +
      `<ellipse cx="300" cy="575" rx="80" ry="18" fill="${c.light}"/>`,
    detail: { x: 300, y: 500, zoom: 2 },
    shadow: { y: 640, width: 300 },
  },
  23: {
    colourways: ['saffron', 'mustard', 'olive', 'grey'],
    draw: (c) =>
      [
        [240, c.shade],
        [560, c.shade],
        [310, c.main],
        [490, c.main],
        [400, mix(c.main, '#FFFFFF', 0.15)],
      ]
        .map(
          ([x, fill]) =>
            `<ellipse cx="${x}" cy="440" rx="${x === 400 ? 140 : 150}" ry="200" fill="${fill}" ${outline}/>`,
        )
        .join('') +
      `<path d="M392 250 Q380 200 410 170" fill="none" stroke="${brand.ink}" stroke-width="34" stroke-linecap="round"/>` +
      `<path d="M392 250 Q380 200 410 170" fill="none" stroke="#6B4423" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M405 215 Q460 160 520 200 Q470 250 405 215 Z" fill="#4E7D3A" ${outline}/>` +
      `<path d="M315 636 V540 A85 85 0 0 1 485 540 V636 Z" fill="${c.light}" ${outline}/>` +
      `<path d="M335 636 V545 A65 65 0 0 1 465 545 V636 Z" fill="#2E2A33"/>` +
      `<ellipse cx="400" cy="620" rx="62" ry="14" fill="${c.light}"/>`,
    detail: { x: 420, y: 260, zoom: 2.2 },
    shadow: { y: 650, width: 270 },
  },
  24: {
    colourways: ['green', 'sky', 'pink', 'mustard'],
    draw: (c) =>
      [620, 500, 380, 270, 170]
        .map((x) => `<ellipse cx="${x}" cy="620" rx="30" ry="16" fill="${c.shade}" ${outline}/>`)
        .join('') +
      `<path d="M620 330 L600 230 M660 335 L700 245" stroke="${brand.ink}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="600" cy="228" r="14" fill="${brand.saffron}" ${outline}/><circle cx="700" cy="243" r="14" fill="${brand.saffron}" ${outline}/>` +
      [
        [560, 480, 115, c.main],
        [445, 475, 128, c.light],
        [320, 465, 145, c.main],
      ]
        .map(([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${outline}/>`)
        .join('') +
      `<circle cx="640" cy="390" r="92" fill="${c.light}" ${outline}/>` +
      smile(648, 392, 1.3) +
      `<ellipse cx="300" cy="500" rx="92" ry="96" fill="${c.light}" ${outline}/>` +
      `<ellipse cx="300" cy="510" rx="72" ry="78" fill="#2E2A33"/>` +
      `<ellipse cx="300" cy="568" rx="66" ry="16" fill="${c.light}"/>`,
    detail: { x: 640, y: 370, zoom: 2 },
    shadow: { y: 630, width: 290 },
  },
  25: {
    colourways: ['sky', 'pink', 'mustard', 'green'],
    draw: (c, paint) =>
      caveBed(c, paint, {
        behind:
          `<circle cx="250" cy="290" r="58" fill="${c.main}" ${outline}/><circle cx="550" cy="290" r="58" fill="${c.main}" ${outline}/>` +
          `<circle cx="250" cy="290" r="30" fill="${c.light}"/><circle cx="550" cy="290" r="30" fill="${c.light}"/>`,
        decoration: smile(400, 320, 1.4),
      }),
    detail: { x: 400, y: 320, zoom: 2 },
    shadow: { y: 660, width: 300 },
  },
  26: {
    colourways: ['red', 'green', 'navy', 'maroon'],
    prints: ['snowflakes'],
    draw: (c, paint) =>
      caveBed(c, paint, {
        behind:
          `<path d="M400 230 Q470 170 520 190" fill="none" stroke="${brand.ink}" stroke-width="6"/>` +
          `<circle cx="528" cy="190" r="30" fill="${brand.white}" ${outline}/>`,
        trim:
          furEdge('M270 610 Q262 400 400 392 Q538 400 530 610', brand.white, 26, false) +
          furEdge('M132 612 Q400 665 668 612', brand.white, 30, false),
      }),
    detail: { x: 500, y: 260, zoom: 2 },
    shadow: { y: 670, width: 300 },
  },
  27: {
    colourways: ['grey', 'charcoal', 'beige'],
    draw: (c, paint) =>
      caveBed(c, paint, {
        decoration:
          stitch('M200 560 Q190 300 400 262', c.light) +
          stitch('M600 560 Q610 300 400 262', c.light) +
          stitch('M400 262 V360', c.light),
        trim: furEdge('M270 610 Q262 400 400 392 Q538 400 530 610', c.light, 24, false),
      }),
    detail: { x: 400, y: 430, zoom: 2 },
    shadow: { y: 670, width: 300 },
  },
  28: {
    colourways: ['teal', 'saffron', 'purple', 'navy'],
    prints: ['stars', 'paws', 'dots', 'bones'],
    draw: (c, paint) => caveBed(c, paint),
    detail: { x: 460, y: 320, zoom: 2.2 },
    shadow: { y: 670, width: 300 },
  },
};
