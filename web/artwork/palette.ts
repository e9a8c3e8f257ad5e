/** Brand colours (BRAND.md) and the product colourways the artwork is drawn in. */
export const brand = {
  ink: '#1F2933',
  teal: '#0F5257',
  saffron: '#E36414',
  cream: '#FFF8F0',
  muted: '#52606D',
  /** The soft circle behind every product and the ground shadow under it. */
  backdrop: '#F7E6D2',
  shadow: '#EBD3B8',
  metal: '#B8C2CC',
  white: '#FFFFFF',
} as const;

export interface Colourway {
  name: string;
  main: string;
  /** Darker tone for sides, far parts and piping. */
  shade: string;
  /** Lighter tone for highlights, lining and stitching. */
  light: string;
}

/** Mixes two #rrggbb colours; amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const colourway = (name: string, main: string): Colourway => ({
  name,
  main,
  shade: mix(main, '#000000', 0.28),
  light: mix(main, '#FFFFFF', 0.6),
});

/** Product colours: the one colour a product drawing adds to the brand palette. */
export const colourways = {
  teal: colourway('teal', '#1C7C82'),
  saffron: colourway('saffron', brand.saffron),
  red: colourway('red', '#C0392B'),
  navy: colourway('navy', '#27408B'),
  olive: colourway('olive', '#6B8E23'),
  pink: colourway('pink', '#E0668F'),
  mustard: colourway('mustard', '#E0A526'),
  purple: colourway('purple', '#6D4C9F'),
  grey: colourway('grey', '#8A949E'),
  charcoal: colourway('charcoal', '#3A3F47'),
  brown: colourway('brown', '#8B5A2B'),
  green: colourway('green', '#2E8B57'),
  sky: colourway('sky', '#3A9AD9'),
  beige: colourway('beige', '#C9A97A'),
  maroon: colourway('maroon', '#7B1E3A'),
} as const;

export type ColourwayName = keyof typeof colourways;
