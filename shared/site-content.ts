/**
 * The home page's static copy: testimonials and the about teaser. Each page's copy has a
 * module of its own (breeds.ts, about-content.ts), so no page ships another page's text.
 */
import { defaultSiteSettings, type Testimonial } from './site-settings.ts';

export type { Testimonial } from './site-settings.ts';

/** Today's testimonials, seeded into the site settings (docs/decisions/063). */
export const testimonials: readonly Testimonial[] = defaultSiteSettings.testimonials.items;

/** The home page's about teaser. */
export const aboutTeaser =
  'From a small workshop in Dehradun, we design and manufacture harnesses, collars, leashes, jackets, beds and cave huts for pet shops and brands across India and around the world.';

/** Under every product's details: how buying from the company works (a catalogue without prices). */
export const orderingNote =
  'We manufacture for pet shops, distributors and brands worldwide. Minimum order quantities, custom colours and private labels are available: send us a message for a quote.';
