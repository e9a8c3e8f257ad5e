/**
 * The home page's static copy: testimonials and the about teaser. Each page's copy has a
 * module of its own (breeds.ts, about-content.ts), so no page ships another page's text.
 */
export interface Testimonial {
  name: string;
  city: string;
  text: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Ananya Sharma',
    city: 'Delhi',
    text: 'The padded harness fits our Labrador perfectly and has survived two monsoons of daily walks. Our customers keep asking for it.',
  },
  {
    name: 'Markus Weber',
    city: 'Hamburg',
    text: 'We import the cave beds and loungers for our shops. Stitching, packing and delivery dates have been reliable for three seasons.',
  },
  {
    name: 'Priya Nair',
    city: 'Kochi',
    text: 'My cat finally has a harness she does not wriggle out of. Light, soft and beautifully made.',
  },
  {
    name: 'James Carter',
    city: 'Manchester',
    text: 'The team made our private-label collars in our own colours and got every detail right. Great to work with.',
  },
  {
    name: 'Rohit Verma',
    city: 'Dehradun',
    text: 'Bought the X-MAS cave bed as a gift and our beagle has not left it since. Lovely quality at a fair price.',
  },
];

/** The home page's about teaser. */
export const aboutTeaser =
  'From a small workshop in Dehradun, we design and manufacture harnesses, collars, leashes, jackets, beds and cave huts for pet shops and brands across India and around the world.';

/** Under every product's details: how buying from the company works (a catalogue without prices). */
export const orderingNote =
  'We manufacture for pet shops, distributors and brands worldwide. Minimum order quantities, custom colours and private labels are available: send us a message for a quote.';
