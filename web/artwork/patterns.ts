import { brand, type Colourway } from './palette.ts';

/**
 * Fabric prints as SVG <pattern>s painted over a product colour. Each returns the pattern
 * element; callers reference it as `url(#<id>)` in a fill or stroke.
 */
export type PrintName =
  | 'dots'
  | 'paws'
  | 'stripes'
  | 'checks'
  | 'stars'
  | 'snowflakes'
  | 'bones'
  | 'chevrons';

const tile = (id: string, size: number, content: string, background: string) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
  `<rect width="${size}" height="${size}" fill="${background}"/>${content}</pattern>`;

const paw = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">` +
  '<ellipse cx="0" cy="4" rx="7" ry="6"/><circle cx="-7" cy="-5" r="3"/><circle cx="-2" cy="-9" r="3"/>' +
  '<circle cx="4" cy="-9" r="3"/><circle cx="8" cy="-4" r="3"/></g>';

const bone = (x: number, y: number, fill: string) =>
  `<g transform="translate(${x} ${y}) rotate(-30)" fill="${fill}"><rect x="-9" y="-2.5" width="18" height="5" rx="2"/>` +
  '<circle cx="-9" cy="-3" r="3.5"/><circle cx="-9" cy="3" r="3.5"/><circle cx="9" cy="-3" r="3.5"/><circle cx="9" cy="3" r="3.5"/></g>';

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="2" stroke-linejoin="round"/>`;
};

const snowflake = (x: number, y: number, r: number, colour: string) =>
  `<g transform="translate(${x} ${y})" stroke="${colour}" stroke-width="2.5" stroke-linecap="round">` +
  [0, 60, 120]
    .map((angle) => `<line x1="${-r}" y1="0" x2="${r}" y2="0" transform="rotate(${angle})"/>`)
    .join('') +
  '</g>';

export function printPattern(print: PrintName, id: string, colours: Colourway): string {
  const { main, light, shade } = colours;
  switch (print) {
    case 'dots':
      return tile(
        id,
        36,
        `<circle cx="9" cy="9" r="5" fill="${light}"/><circle cx="27" cy="27" r="5" fill="${light}"/>`,
        main,
      );
    case 'paws':
      return tile(id, 60, paw(15, 17, 0.9, light) + paw(45, 47, 0.9, brand.cream), main);
    case 'stripes':
      return tile(id, 32, `<rect width="14" height="32" fill="${light}"/>`, main);
    case 'checks':
      return tile(
        id,
        40,
        `<rect width="20" height="40" fill="${shade}" opacity=".45"/><rect width="40" height="20" fill="${shade}" opacity=".45"/>` +
          `<line x1="30" y1="0" x2="30" y2="40" stroke="${light}" stroke-width="2"/>`,
        main,
      );
    case 'stars':
      return tile(id, 56, star(14, 14, 8, brand.cream) + star(42, 42, 6, light), main);
    case 'snowflakes':
      return tile(id, 64, snowflake(16, 16, 9, brand.white) + snowflake(48, 46, 6, light), main);
    case 'bones':
      return tile(id, 56, bone(16, 16, light) + bone(42, 42, brand.cream), main);
    case 'chevrons':
      return tile(
        id,
        40,
        `<path d="M0 14 L20 2 L40 14 M0 34 L20 22 L40 34" fill="none" stroke="${light}" stroke-width="6" stroke-linejoin="round"/>`,
        main,
      );
  }
}
