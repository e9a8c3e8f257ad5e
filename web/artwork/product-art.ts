import type { Colourway, ColourwayName } from './palette.ts';
import type { PrintName } from './patterns.ts';

/** How one product is drawn: its colourways, optional prints, and where its detail view looks. */
export interface ProductArt {
  /** First is the main image; the rest colour the thumbnails. */
  colourways: ColourwayName[];
  /** For printed fabric: the print of each colourway (cycled). */
  prints?: PrintName[];
  /** Draws the product (800 x 800, without backdrop). `paint` is the fabric: a colour or a print. */
  draw: (colours: Colourway, paint: string) => string;
  /** Centre and zoom of the detail-view thumbnail. */
  detail: { x: number; y: number; zoom: number };
  /** Ground shadow height and half-width. */
  shadow?: { y: number; width: number };
}
