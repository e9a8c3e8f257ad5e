import { brand, type Colourway } from './palette.ts';

/** A friendly flat dog (side view, facing right) and a sitting cat, for breeds and banners. */

const line = `stroke="${brand.ink}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"`;

export interface DogShape {
  coat: string;
  /** Far legs, ears and markings. */
  shade: string;
  bodyLength: number;
  bodyHeight: number;
  legLength: number;
  headRadius: number;
  snoutLength: number;
  ears: 'drop' | 'long' | 'erect' | 'bat';
  tail: 'straight' | 'curl' | 'sickle' | 'feather';
  marking?: 'saddle' | 'mask' | 'tricolour' | 'chest';
  /** A floor-length coat over the legs (Shih Tzu). */
  longCoat?: boolean;
  /** Wavy fringes under the belly (Golden Retriever, Cocker Spaniel). */
  feathered?: boolean;
  /** A pink tongue in a happy open mouth. */
  tongue?: boolean;
}

/** Products a dog can wear in the banners. */
export interface DogWear {
  harness?: Colourway;
  jacket?: Colourway;
  bandana?: Colourway;
}

/** Draws the dog standing on y = groundY with its body centred on x = centreX. */
export function dog(shape: DogShape, centreX: number, groundY: number, wear: DogWear = {}): string {
  const { bodyLength: length, bodyHeight: height, legLength, headRadius: r } = shape;
  const top = groundY - legLength - height;
  const back = centreX - length / 2;
  const front = centreX + length / 2;
  const legWidth = Math.max(22, height * 0.3);
  const leg = (x: number, fill: string) =>
    `<rect x="${x}" y="${top + height / 2}" width="${legWidth}" height="${legLength + height / 2}" rx="${legWidth / 2}" fill="${fill}" ${line}/>` +
    `<ellipse cx="${x + legWidth / 2 + 6}" cy="${groundY - 7}" rx="${legWidth * 0.68}" ry="10" fill="${fill}" ${line}/>`;
  const fringeStep = (length - 80) / 6;
  const fringe = `M${back + 40} ${top + height - 10} ${`q${fringeStep / 2} 64 ${fringeStep} 0 `.repeat(6)}`;
  const headX = front + r * 0.2;
  const headY = top - r * 0.55;
  const white = brand.white;
  const lowerLegColour = shape.marking === 'tricolour' ? white : shape.coat;
  const tailStart = `${back + 10} ${top + 14}`;
  const tails = {
    straight: `M${tailStart} Q${back - 40} ${top - 10} ${back - 50} ${top - 60}`,
    curl: `M${tailStart} q-30 -50 10 -56 q30 4 10 30`,
    sickle: `M${tailStart} Q${back - 50} ${top - 30} ${back - 10} ${top - 70}`,
    feather: `M${tailStart} Q${back - 60} ${top + 10} ${back - 80} ${top + 60}`,
  };
  const tailWidth = shape.tail === 'feather' ? 30 : shape.tail === 'curl' ? 18 : 16;
  const tail =
    `<path d="${tails[shape.tail]}" fill="none" stroke="${brand.ink}" stroke-width="${tailWidth + 10}" stroke-linecap="round"/>` +
    `<path d="${tails[shape.tail]}" fill="none" stroke="${shape.tail === 'feather' || shape.marking !== 'tricolour' ? shape.coat : white}" stroke-width="${tailWidth}" stroke-linecap="round"/>`;
  const earColour = shape.marking === 'mask' || shape.marking === 'tricolour' ? shape.shade : shape.shade;
  const ears = {
    drop: `<ellipse cx="${headX - r * 0.25}" cy="${headY + r * 0.3}" rx="${r * 0.36}" ry="${r * 0.7}" fill="${earColour}" ${line}/>`,
    long: `<path d="M${headX - r * 0.5} ${headY - r * 0.3} Q${headX - r * 0.9} ${headY + r * 1.6} ${headX - r * 0.2} ${headY + r * 1.5} Q${headX + r * 0.2} ${headY + r * 0.4} ${headX - r * 0.1} ${headY - r * 0.4} Z" fill="${earColour}" ${line}/>`,
    erect: `<path d="M${headX - r * 0.7} ${headY - r * 0.3} L${headX - r * 0.35} ${headY - r * 1.6} L${headX + r * 0.1} ${headY - r * 0.6} Z" fill="${earColour}" ${line}/>`,
    bat: `<path d="M${headX - r * 0.8} ${headY - r * 0.1} L${headX - r * 0.7} ${headY - r * 1.9} L${headX + r * 0.2} ${headY - r * 0.6} Z" fill="${earColour}" ${line}/>`,
  };
  const snoutHeight = r * 0.75;
  const snoutColour = shape.marking === 'mask' ? shape.shade : shape.coat;
  const harness = wear.harness
    ? `<path d="M${front - height * 0.55} ${top - 6} V${top + height + 6}" stroke="${brand.ink}" stroke-width="${height * 0.3 + 10}" stroke-linecap="round"/>` +
      `<path d="M${front - height * 0.55} ${top - 6} V${top + height + 6}" stroke="${wear.harness.main}" stroke-width="${height * 0.3}" stroke-linecap="round"/>` +
      `<path d="M${front - height * 0.55} ${top + height * 0.2} L${front + 12} ${top + height * 0.35}" stroke="${brand.ink}" stroke-width="${height * 0.24 + 10}" stroke-linecap="round"/>` +
      `<path d="M${front - height * 0.55} ${top + height * 0.2} L${front + 12} ${top + height * 0.35}" stroke="${wear.harness.main}" stroke-width="${height * 0.24}" stroke-linecap="round"/>` +
      `<circle cx="${front - height * 0.55}" cy="${top - 12}" r="12" fill="none" stroke="${brand.metal}" stroke-width="7"/>`
    : '';
  const jacket = wear.jacket
    ? `<path d="M${back + 12} ${top + height * 0.55} Q${back} ${top - 8} ${centreX} ${top - 10} Q${front + 10} ${top - 8} ${front + 16} ${top + height * 0.7} Q${centreX} ${top + height * 0.85} ${back + 12} ${top + height * 0.55} Z" fill="${wear.jacket.main}" ${line}/>` +
      `<path d="M${back + 30} ${top + height * 0.5} Q${centreX} ${top + height * 0.72} ${front} ${top + height * 0.6}" fill="none" stroke="${wear.jacket.light}" stroke-width="4" stroke-dasharray="10 8"/>`
    : '';
  const bandana = wear.bandana
    ? `<path d="M${front - 34} ${top - 8} L${front + r * 0.9} ${top + 6} L${front + r * 0.45} ${top + height * 0.85} Z" fill="${wear.bandana.main}" ${line}/>`
    : '';
  return (
    `<ellipse cx="${centreX}" cy="${groundY + 4}" rx="${length * 0.7}" ry="14" fill="${brand.shadow}"/>` +
    tail +
    leg(back + 28, shape.shade) +
    leg(front - legWidth - 6, shape.shade) +
    `<path d="M${front - height * 0.9} ${top + height * 0.3} Q${headX - r * 0.9} ${headY + r * 0.3} ${headX - r * 0.6} ${headY} L${headX + r * 0.3} ${headY + r * 0.6} Q${front + 14} ${top + height * 0.3} ${front + 8} ${top + height * 0.75} Z" fill="${shape.coat}" ${line}/>` +
    `<rect x="${back}" y="${top}" width="${length}" height="${height}" rx="${height / 2}" fill="${shape.coat}" ${line}/>` +
    (shape.marking === 'saddle' || shape.marking === 'tricolour'
      ? `<path d="M${back + 20} ${top + height * 0.55} Q${back} ${top - 4} ${centreX} ${top + 2} Q${front - 30} ${top} ${front - height * 0.5} ${top + height * 0.45} Q${centreX} ${top + height * 0.7} ${back + 20} ${top + height * 0.55} Z" fill="${shape.shade}"/>`
      : '') +
    (shape.marking === 'chest' || shape.marking === 'tricolour'
      ? `<ellipse cx="${front - height * 0.2}" cy="${top + height * 0.6}" rx="${height * 0.28}" ry="${height * 0.34}" fill="${white}"/>`
      : '') +
    (shape.feathered ? `<path d="${fringe}" fill="${shape.coat}" ${line}/>` : '') +
    leg(back + 48, lowerLegColour) +
    leg(front - legWidth - 30, lowerLegColour) +
    (shape.longCoat
      ? `<path d="M${back - 6} ${top + height * 0.4} Q${centreX} ${top - 10} ${front + 10} ${top + height * 0.4} L${front + 24} ${groundY} Q${centreX} ${groundY - 14} ${back - 20} ${groundY} Z" fill="${shape.coat}" ${line}/>` +
        `<path d="M${back + 30} ${groundY - 50} V${groundY - 8} M${centreX} ${groundY - 60} V${groundY - 14} M${front - 20} ${groundY - 50} V${groundY - 8}" stroke="${shape.shade}" stroke-width="5" stroke-linecap="round"/>`
      : '') +
    jacket +
    harness +
    bandana +
    (shape.ears === 'erect' || shape.ears === 'bat' ? ears[shape.ears] : '') +
    `<circle cx="${headX}" cy="${headY}" r="${r}" fill="${shape.coat}" ${line}/>` +
    `<rect x="${headX}" y="${headY - snoutHeight * 0.1}" width="${r * 0.55 + shape.snoutLength}" height="${snoutHeight}" rx="${snoutHeight / 2}" fill="${snoutColour}" ${line}/>` +
    (shape.tongue
      ? `<path d="M${headX + r * 0.35} ${headY + snoutHeight * 0.85} q${r * 0.1} ${r * 0.55} ${r * 0.3} ${r * 0.1} v${-r * 0.15} Z" fill="#E8727E" ${line}/>`
      : '') +
    `<path d="M${headX + r * 0.2} ${headY + snoutHeight * 0.7} Q${headX + r * 0.45} ${headY + snoutHeight * 0.95} ${headX + r * 0.55 + shape.snoutLength * 0.6} ${headY + snoutHeight * 0.65}" fill="none" ${line}/>` +
    `<circle cx="${headX + r * 0.45 + shape.snoutLength}" cy="${headY + snoutHeight * 0.15}" r="${r * 0.2}" fill="${brand.ink}"/>` +
    `<circle cx="${headX + r * 0.3}" cy="${headY - r * 0.3}" r="${r * 0.12}" fill="${brand.ink}"/>` +
    `<circle cx="${headX + r * 0.34}" cy="${headY - r * 0.34}" r="${r * 0.04}" fill="${white}"/>` +
    (shape.ears === 'drop' || shape.ears === 'long' ? ears[shape.ears] : '') +
    (shape.longCoat
      ? `<path d="M${headX - r * 0.4} ${headY - r * 0.9} q${r * 0.3} ${-r * 0.6} ${r * 0.6} 0" fill="${shape.shade}" ${line}/><circle cx="${headX - r * 0.1}" cy="${headY - r * 1.05}" r="8" fill="${brand.saffron}"/>`
      : '')
  );
}

/** A cat sitting, facing left, at (x, groundY); optionally in a harness. */
export function sittingCat(
  x: number,
  groundY: number,
  coat: string,
  shade: string,
  harness?: Colourway,
): string {
  return (
    `<ellipse cx="${x}" cy="${groundY + 4}" rx="80" ry="12" fill="${brand.shadow}"/>` +
    `<path d="M${x + 50} ${groundY - 10} Q${x + 140} ${groundY - 20} ${x + 120} ${groundY - 110}" fill="none" stroke="${brand.ink}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M${x + 50} ${groundY - 10} Q${x + 140} ${groundY - 20} ${x + 120} ${groundY - 110}" fill="none" stroke="${coat}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${x - 60} ${groundY} Q${x - 70} ${groundY - 150} ${x} ${groundY - 160} Q${x + 70} ${groundY - 150} ${x + 60} ${groundY} Z" fill="${coat}" ${line}/>` +
    (harness
      ? `<path d="M${x - 58} ${groundY - 110} Q${x} ${groundY - 90} ${x + 58} ${groundY - 110}" fill="none" stroke="${brand.ink}" stroke-width="24" stroke-linecap="round"/>` +
        `<path d="M${x - 58} ${groundY - 110} Q${x} ${groundY - 90} ${x + 58} ${groundY - 110}" fill="none" stroke="${harness.main}" stroke-width="14" stroke-linecap="round"/>`
      : '') +
    `<path d="M${x - 50} ${groundY - 200} L${x - 48} ${groundY - 255} L${x - 15} ${groundY - 228} Z M${x + 50} ${groundY - 200} L${x + 48} ${groundY - 255} L${x + 15} ${groundY - 228} Z" fill="${shade}" ${line}/>` +
    `<circle cx="${x}" cy="${groundY - 190}" r="52" fill="${coat}" ${line}/>` +
    `<circle cx="${x - 20}" cy="${groundY - 195}" r="6" fill="${brand.ink}"/><circle cx="${x + 20}" cy="${groundY - 195}" r="6" fill="${brand.ink}"/>` +
    `<path d="M${x - 7} ${groundY - 178} H${x + 7} L${x} ${groundY - 170} Z" fill="${brand.ink}"/>` +
    `<path d="M${x - 30} ${groundY - 172} H${x - 60} M${x + 30} ${groundY - 172} H${x + 60}" stroke="${brand.ink}" stroke-width="3" stroke-linecap="round"/>`
  );
}
