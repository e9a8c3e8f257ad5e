import { type DogShape, dog, sittingCat } from './animals.ts';
import { brand, type ColourwayName, colourways } from './palette.ts';
import type { ProductArt } from './product-art.ts';
import { beddingArt } from './products-bedding.ts';
import { walkingArt } from './products-walking.ts';
import { svgDocument } from './svg-document.ts';

/** Banners, category tiles and about-page scenes, built from the product drawings and animals. */

/** A product drawn in one of its colourways, in that colour without a print. */
const inPlainColour = (art: ProductArt, colour: ColourwayName) =>
  art.draw(colourways[colour], colourways[colour].main);

const labrador: DogShape = {
  coat: '#E8C07A',
  shade: '#C99A52',
  bodyLength: 260,
  bodyHeight: 120,
  legLength: 130,
  headRadius: 62,
  snoutLength: 34,
  ears: 'drop',
  tail: 'straight',
};
const beagle: DogShape = {
  ...labrador,
  bodyLength: 210,
  bodyHeight: 100,
  legLength: 95,
  coat: '#C98A3E',
  shade: '#3A3030',
  ears: 'long',
  marking: 'tricolour',
};
const indie: DogShape = {
  ...labrador,
  coat: '#D08A45',
  shade: '#A9672A',
  ears: 'erect',
  tail: 'sickle',
  marking: 'chest',
  bodyHeight: 100,
};

/** Places an 800 x 800 product drawing at (x, y) at the given scale. */
const placed = (x: number, y: number, scale: number, drawing: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${drawing}</g>`;

/** Faces a drawing left by mirroring it about x. */
const facingLeft = (x: number, drawing: string) =>
  `<g transform="translate(${2 * x} 0) scale(-1 1)">${drawing}</g>`;

const dots = (width: number, height: number) =>
  `<g fill="${brand.saffron}" opacity=".18">` +
  Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${(i * 173) % width}" cy="${40 + ((i * 97) % (height - 80))}" r="${6 + (i % 3) * 4}"/>`,
  ).join('') +
  '</g>';

/** The hero background: cream, clear on the left for the headline, a soft round stage on the right. */
const heroStage = (accent: string) =>
  `<rect width="1500" height="600" fill="${brand.cream}"/>` +
  dots(700, 600) +
  `<circle cx="1110" cy="330" r="300" fill="${brand.backdrop}"/>` +
  `<circle cx="1390" cy="110" r="70" fill="${accent}" opacity=".25"/>` +
  `<ellipse cx="1110" cy="560" rx="400" ry="36" fill="${brand.shadow}" opacity=".6"/>`;

const heroes = {
  'hero-1': {
    title: 'A Labrador in an H-harness on a leash and a Beagle in a bandana',
    body:
      heroStage(brand.teal) +
      facingLeft(1300, dog(labrador, 1300, 530, { harness: colourways.saffron })) +
      `<path d="M1236 262 Q1370 150 1460 0" fill="none" stroke="${brand.ink}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M1236 262 Q1370 150 1460 0" fill="none" stroke="${brand.saffron}" stroke-width="12" stroke-linecap="round"/>` +
      facingLeft(860, dog(beagle, 860, 545, { bandana: colourways.teal })),
  },
  'hero-2': {
    title: 'An Indian Pariah dog in a quilted jacket beside a cat in a harness',
    body:
      heroStage(brand.saffron) +
      facingLeft(1140, dog(indie, 1140, 530, { jacket: colourways.red })) +
      sittingCat(860, 540, '#9AA5B1', '#6B7784', colourways.teal),
  },
  'hero-3': {
    title: 'A Beagle next to a snail hut and a round bed',
    body:
      heroStage(brand.teal) +
      placed(1040, 90, 0.55, inPlainColour(beddingArt[22], 'saffron')) +
      placed(1120, 360, 0.34, inPlainColour(beddingArt[21], 'teal')) +
      facingLeft(920, dog(beagle, 920, 550, { harness: colourways.navy })),
  },
};

export function bannerFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, { title, body }] of Object.entries(heroes)) {
    files.set(`banners/${name}.svg`, svgDocument({ width: 1500, height: 600, title, body }));
  }
  files.set(
    'banners/marketplace.svg',
    svgDocument({
      width: 1500,
      height: 400,
      title: 'Export routes from India across the world',
      body: marketplace(),
    }),
  );
  files.set(
    'banners/districts.svg',
    svgDocument({
      width: 1500,
      height: 400,
      title: 'Hills, towns and map pins of the districts we supply',
      body: districts(),
    }),
  );
  return files;
}

const pin = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y} c-26 -30 -30 -44 -30 -56 a30 30 0 0 1 60 0 c0 12 -4 26 -30 56 Z" fill="${fill}" stroke="${brand.ink}" stroke-width="5" stroke-linejoin="round"/>` +
  `<circle cx="${x}" cy="${y - 56}" r="11" fill="${brand.cream}"/>`;

const carton = (x: number, y: number, size: number) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.8}" rx="6" fill="#D9A066" stroke="${brand.ink}" stroke-width="5"/>` +
  `<path d="M${x + size * 0.4} ${y} v${size * 0.3} h${size * 0.2} v${-size * 0.3}" fill="#F2D1A8" stroke="${brand.ink}" stroke-width="4"/>`;

const ship = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" stroke="${brand.ink}" stroke-width="5" stroke-linejoin="round">` +
  `<path d="M0 0 H260 L230 60 H30 Z" fill="${brand.teal}"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${30 + i * 50}" y="-40" width="46" height="40" fill="${[brand.saffron, '#E0A526', '#C0392B', '#3A9AD9'][i]}"/>`,
    )
    .join('') +
  `<rect x="220" y="-70" width="30" height="70" fill="${brand.cream}"/></g>`;

function marketplace(): string {
  const globe =
    `<circle cx="1140" cy="200" r="160" fill="#CFE5E3" stroke="${brand.ink}" stroke-width="6"/>` +
    `<g fill="${brand.teal}" opacity=".85"><path d="M1040 120 q40 -30 80 -10 q20 30 -10 60 q-40 10 -60 -10 z"/>` +
    '<path d="M1150 90 q60 -10 90 30 q10 40 -30 60 q-40 0 -50 30 q-30 -10 -20 -50 z"/><path d="M1180 230 q30 10 20 60 q-20 30 -40 0 q-10 -40 20 -60 z"/>' +
    '<path d="M1060 230 q40 0 40 40 q-20 40 -50 20 z"/></g>' +
    `<path d="M980 200 H1300 M1140 40 V360" stroke="${brand.ink}" stroke-width="2" opacity=".3"/>` +
    `<ellipse cx="1140" cy="200" rx="70" ry="160" fill="none" stroke="${brand.ink}" stroke-width="2" opacity=".3"/>`;
  return (
    `<rect width="1500" height="400" fill="${brand.cream}"/>` +
    dots(700, 400) +
    globe +
    `<path d="M1190 170 Q1320 40 1430 120 M1100 160 Q900 20 760 150 M1170 260 Q1250 360 1400 300" fill="none" stroke="${brand.saffron}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>` +
    pin(1190, 175, brand.saffron) +
    `<path d="M1410 110 l40 -10 l-10 14 l14 16 l-12 2 l-14 -10 z" fill="${brand.ink}"/>` +
    ship(780, 300) +
    `<path d="M740 360 q30 -14 60 0 t60 0 t60 0 t60 0 t60 0 t60 0" fill="none" stroke="${brand.teal}" stroke-width="6" stroke-linecap="round"/>` +
    carton(1360, 300, 70) +
    carton(1420, 320, 60)
  );
}

function districts(): string {
  const house = (x: number, y: number, fill: string) =>
    `<path d="M${x} ${y} l40 -36 l40 36 v50 h-80 z" fill="${fill}" stroke="${brand.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="${x + 30}" y="${y + 20}" width="20" height="30" fill="${brand.ink}"/>`;
  return (
    `<rect width="1500" height="400" fill="${brand.cream}"/>` +
    dots(700, 400) +
    `<path d="M700 400 L860 180 L960 280 L1120 90 L1300 300 L1400 200 L1500 280 V400 Z" fill="#CFE5E3" stroke="${brand.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M1080 140 L1120 90 L1160 140 L1140 130 L1120 145 L1100 130 Z" fill="${brand.white}"/>` +
    `<path d="M700 400 Q900 290 1100 340 T1500 330 V400 Z" fill="${brand.teal}" opacity=".9"/>` +
    house(860, 310, brand.saffron) +
    house(1000, 300, '#E0A526') +
    house(1200, 320, brand.cream) +
    pin(900, 240, brand.saffron) +
    pin(1250, 230, brand.teal) +
    pin(1400, 180, '#C0392B')
  );
}

/** The toys tile: a ball, a bone and a rope toy. */
const toys =
  `<circle cx="250" cy="420" r="110" fill="${brand.saffron}" stroke="${brand.ink}" stroke-width="6"/>` +
  `<path d="M160 360 Q250 420 340 360 M160 480 Q250 420 340 480" fill="none" stroke="${brand.cream}" stroke-width="10" stroke-linecap="round"/>` +
  `<g transform="rotate(-25 520 360)" fill="${brand.cream}" stroke="${brand.ink}" stroke-width="6"><rect x="430" y="335" width="180" height="50" rx="20"/>` +
  '<circle cx="430" cy="330" r="34"/><circle cx="430" cy="390" r="34"/><circle cx="610" cy="330" r="34"/><circle cx="610" cy="390" r="34"/>' +
  `<rect x="436" y="337" width="168" height="46" rx="20" stroke="none"/></g>` +
  `<path d="M420 560 Q520 500 600 600" fill="none" stroke="${brand.ink}" stroke-width="44" stroke-linecap="round"/>` +
  `<path d="M420 560 Q520 500 600 600" fill="none" stroke="${brand.teal}" stroke-width="32" stroke-linecap="round" stroke-dasharray="18 8"/>` +
  `<circle cx="420" cy="560" r="30" fill="${brand.saffron}" stroke="${brand.ink}" stroke-width="6"/>` +
  `<circle cx="600" cy="600" r="30" fill="${brand.saffron}" stroke="${brand.ink}" stroke-width="6"/>`;

const categoryTiles: Record<string, { title: string; drawing: string }> = {
  'walking-essentials': {
    title: 'Walking essentials: harness and leash',
    drawing: inPlainColour(walkingArt[1], 'teal'),
  },
  bedding: {
    title: 'Bedding: a round bed',
    drawing: inPlainColour(beddingArt[21], 'saffron'),
  },
  'cave-hut': {
    title: 'Cave and hut beds: a pumpkin hut',
    drawing: inPlainColour(beddingArt[23], 'saffron'),
  },
  jackets: {
    title: 'Jackets: a quilted dog jacket',
    drawing: inPlainColour(walkingArt[9], 'red'),
  },
  toys: { title: 'Toys: ball, bone and rope toy', drawing: toys },
};

export function categoryFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [slug, { title, drawing }] of Object.entries(categoryTiles)) {
    const body =
      `<rect width="600" height="600" fill="${brand.cream}"/><circle cx="300" cy="300" r="250" fill="${brand.backdrop}"/>` +
      placed(0, 0, 0.75, drawing);
    files.set(`categories/${slug}.svg`, svgDocument({ width: 600, height: 600, title, body }));
  }
  return files;
}

const aboutScenes: Record<string, { title: string; body: string }> = {
  workshop: {
    title: 'Our workshop: sewing harnesses and beds',
    body:
      `<rect x="80" y="400" width="640" height="30" rx="8" fill="#B9804A" stroke="${brand.ink}" stroke-width="6"/>` +
      `<path d="M140 430 V560 M660 430 V560" stroke="${brand.ink}" stroke-width="14" stroke-linecap="round"/>` +
      `<g stroke="${brand.ink}" stroke-width="6" stroke-linejoin="round"><path d="M220 400 V250 Q220 220 250 220 H470 Q500 220 500 250 V290 H300 V400 Z" fill="${brand.teal}"/>` +
      `<rect x="440" y="290" width="40" height="60" fill="${brand.teal}"/><path d="M460 350 V390" stroke-width="4"/>` +
      `<rect x="200" y="380" width="320" height="22" rx="6" fill="${brand.cream}"/><circle cx="250" cy="250" r="14" fill="${brand.saffron}"/></g>` +
      `<g stroke="${brand.ink}" stroke-width="6"><rect x="560" y="300" width="60" height="100" rx="10" fill="${brand.saffron}"/>` +
      `<rect x="620" y="320" width="50" height="80" rx="10" fill="#3A9AD9"/><rect x="540" y="340" width="40" height="60" rx="8" fill="#C0392B"/></g>` +
      placed(120, 440, 0.18, inPlainColour(walkingArt[8], 'teal')) +
      `<rect x="540" y="490" width="150" height="64" rx="32" fill="#C0392B" stroke="${brand.ink}" stroke-width="6"/>` +
      `<ellipse cx="690" cy="522" rx="20" ry="32" fill="#E8836F" stroke="${brand.ink}" stroke-width="6"/>`,
  },
  quality: {
    title: 'Quality checks: every stitch and buckle inspected',
    body:
      `<rect x="420" y="110" width="260" height="360" rx="20" fill="${brand.white}" stroke="${brand.ink}" stroke-width="6"/>` +
      `<rect x="500" y="90" width="100" height="44" rx="10" fill="${brand.teal}" stroke="${brand.ink}" stroke-width="6"/>` +
      [190, 270, 350]
        .map(
          (y) =>
            `<path d="M455 ${y} l20 20 l36 -40" fill="none" stroke="#15803D" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
            `<path d="M540 ${y} H640" stroke="${brand.muted}" stroke-width="10" stroke-linecap="round"/>`,
        )
        .join('') +
      placed(60, 160, 0.42, inPlainColour(walkingArt[6], 'saffron')) +
      `<circle cx="200" cy="330" r="80" fill="${brand.white}" fill-opacity=".35" stroke="${brand.ink}" stroke-width="14"/>` +
      `<path d="M258 388 L330 460" stroke="${brand.ink}" stroke-width="24" stroke-linecap="round"/>`,
  },
  export: {
    title: 'Export: packed cartons shipped worldwide',
    body:
      ship(80, 430) +
      `<path d="M40 500 q30 -14 60 0 t60 0 t60 0 t60 0 t60 0" fill="none" stroke="${brand.teal}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="560" cy="220" r="120" fill="#CFE5E3" stroke="${brand.ink}" stroke-width="6"/>` +
      `<path d="M440 220 H680 M560 100 V340" stroke="${brand.ink}" stroke-width="2" opacity=".3"/>` +
      `<path d="M380 300 Q450 120 620 150" fill="none" stroke="${brand.saffron}" stroke-width="6" stroke-dasharray="14 12"/>` +
      pin(560, 200, brand.saffron) +
      carton(470, 410, 110) +
      carton(590, 430, 90) +
      carton(520, 340, 80),
  },
};

export function aboutFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, { title, body }] of Object.entries(aboutScenes)) {
    const backdrop = `<rect width="800" height="600" fill="${brand.cream}"/><circle cx="400" cy="300" r="270" fill="${brand.backdrop}"/>`;
    files.set(`about/${name}.svg`, svgDocument({ width: 800, height: 600, title, body: backdrop + body }));
  }
  return files;
}
