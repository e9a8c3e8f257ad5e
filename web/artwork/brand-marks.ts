import { brand } from './palette.ts';
import { svgDocument } from './svg-document.ts';

/** Logo, wordmark, placeholder and the contact-section backgrounds. */

/** The mark: a teal badge with a stitched ring and a cream paw (drawn in a 100 x 100 box). */
const mark =
  `<circle cx="50" cy="50" r="48" fill="${brand.teal}"/>` +
  `<circle cx="50" cy="50" r="39" fill="none" stroke="${brand.saffron}" stroke-width="3" stroke-dasharray="6 5" stroke-linecap="round"/>` +
  `<g fill="${brand.cream}"><ellipse cx="50" cy="60" rx="15" ry="13"/><circle cx="32" cy="44" r="7"/><circle cx="43" cy="33" r="7"/>` +
  '<circle cx="57" cy="33" r="7"/><circle cx="68" cy="44" r="7"/></g>';

const paw = (x: number, y: number, scale: number, angle: number) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><ellipse cx="0" cy="8" rx="15" ry="13"/>` +
  '<circle cx="-18" cy="-8" r="7"/><circle cx="-7" cy="-19" r="7"/><circle cx="7" cy="-19" r="7"/><circle cx="18" cy="-8" r="7"/></g>';

/** A faint trail of paw prints and stitch lines across a background. */
const pawTrail = (width: number, height: number) => {
  const prints = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 0.61803) % 1) * width;
    const y = ((i * 0.38197 + 0.1) % 1) * height;
    return paw(x, y, 1 + (i % 3) * 0.4, (i * 47) % 360);
  }).join('');
  return (
    `<rect width="${width}" height="${height}" fill="${brand.cream}"/>` +
    `<g fill="${brand.teal}" opacity=".06">${prints}</g>` +
    `<path d="M0 ${height * 0.8} Q${width * 0.5} ${height * 0.55} ${width} ${height * 0.75}" fill="none" stroke="${brand.saffron}" stroke-width="4" stroke-dasharray="14 12" opacity=".15"/>`
  );
};

export function brandMarkFiles(): Map<string, string> {
  return new Map([
    ['logo.svg', svgDocument({ width: 100, height: 100, title: 'PawCraft Exports logo', body: mark })],
    [
      'logo-wordmark.svg',
      svgDocument({
        width: 420,
        height: 100,
        title: 'PawCraft Exports',
        body:
          mark +
          `<text x="116" y="58" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="${brand.ink}">PawCraft</text>` +
          `<text x="118" y="86" font-family="system-ui, sans-serif" font-size="20" font-weight="600" letter-spacing="6" fill="${brand.saffron}">EXPORTS</text>`,
      }),
    ],
    [
      'placeholder.svg',
      svgDocument({
        width: 800,
        height: 800,
        title: 'Image not available',
        body:
          `<rect width="800" height="800" fill="${brand.cream}"/><circle cx="400" cy="400" r="330" fill="${brand.backdrop}"/>` +
          `<rect x="250" y="280" width="300" height="240" rx="24" fill="${brand.white}" stroke="${brand.muted}" stroke-width="10"/>` +
          `<path d="M280 490 L370 390 L430 450 L470 410 L520 490 Z" fill="${brand.muted}" opacity=".5"/>` +
          `<circle cx="470" cy="340" r="24" fill="${brand.saffron}" opacity=".6"/>` +
          `<path d="M230 570 L570 230" stroke="${brand.muted}" stroke-width="10" stroke-linecap="round"/>`,
      }),
    ],
    [
      'contact-bg.svg',
      svgDocument({ width: 1500, height: 700, title: 'Paw print pattern', body: pawTrail(1500, 700) }),
    ],
    [
      'contact-bg-mobile.svg',
      svgDocument({ width: 600, height: 1000, title: 'Paw print pattern', body: pawTrail(600, 1000) }),
    ],
  ]);
}
