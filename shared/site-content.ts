/**
 * The product pages' static copy. The home page's, About page's and breeds' copy are site
 * settings (shared/site-defaults.ts has today's, docs/decisions/063).
 */

/** Under every product's details: how buying from the company works (a catalogue without prices). */
export const orderingNote =
  'We manufacture for pet shops, distributors and brands worldwide. Minimum order quantities, custom colours and private labels are available: send us a message for a quote.';
