import type { AboutSettings, BreedsSettings, HomeSettings, SiteSettings } from './site-parts.ts';

/**
 * The site settings' values as the site had them in code (docs/decisions/063): what the
 * migration seeds and a part never stored shows, so the spec's screens keep their layout and
 * texts until the owner changes them (the company's were PLACEHOLDERs in code). The home
 * page's, About page's and breeds' pictures are the site's own drawings (web/public/images/,
 * drawn by web/artwork). Breed names carry DESIGN.md's spelling fixes (Cocker Spaniel,
 * Dachshund). A module of its own: only what shows or seeds them loads them.
 */

const defaultHome: HomeSettings = {
  banners: [
    {
      picture: {
        src: '/images/banners/hero-1.svg',
        alt: 'Dogs and cats wearing harnesses and bandanas in a park',
      },
      headline: 'Handcrafted pet accessories from Dehradun',
      text: 'Harnesses, collars, leashes, jackets, beds and cave huts, made by our own craftspeople.',
      buttonLabel: 'Explore products',
      link: '/product',
    },
    {
      picture: {
        src: '/images/banners/hero-2.svg',
        alt: 'A dog and a cat resting on a lounger and in a cave bed',
      },
      headline: 'Cosy beds, loungers and cave huts',
      text: 'Soft, washable bedding that pets love and pet shops reorder.',
      buttonLabel: 'Browse by category',
      link: '/category-products',
    },
    {
      picture: { src: '/images/banners/hero-3.svg', alt: 'Cartons of pet accessories ready for export' },
      headline: 'Made in India, shipped worldwide',
      text: 'Private labels, custom colours and reliable delivery for importers and brands.',
      buttonLabel: 'Ask for a quote',
      link: '/contact',
    },
  ],
  aboutTeaser:
    'From a small workshop in Dehradun, we design and manufacture harnesses, collars, leashes, jackets, beds and cave huts for pet shops and brands across India and around the world.',
};

const defaultAbout: AboutSettings = {
  intro:
    'We are a manufacturer and exporter of pet accessories based in Dehradun, Uttarakhand. Every product we make is cut, stitched and checked by our own team, and shipped to retailers, distributors and private-label brands in India and abroad.',
  sections: [
    {
      heading: 'Our workshop',
      body: '<p>Our story began with a handful of sewing machines and a love for dogs. Today our workshop employs skilled tailors and craftspeople from the Doon valley, who turn quality webbing, cotton and plush fabrics into harnesses, beds and huts that pets love.</p>',
      picture: {
        src: '/images/about/workshop.svg',
        alt: 'Craftspeople stitching harnesses and beds in the workshop',
      },
    },
    {
      heading: 'Quality you can trust',
      body: '<p>Every batch is checked for strong seams, safe hardware and colour-fast prints. We test our buckles and D-rings, use pet-safe materials, and follow each order from the first cut to the packed carton.</p>',
      picture: { src: '/images/about/quality.svg', alt: 'A quality inspector checking a dog harness' },
    },
    {
      heading: 'Made in India, shipped worldwide',
      body: '<p>We export to pet shops and importers across Europe, North America, the Middle East and Asia. Custom colours, private labels and mixed containers are welcome, and our team keeps you informed at every step.</p>',
      picture: { src: '/images/about/export.svg', alt: 'Cartons of pet accessories being loaded for export' },
    },
  ],
};

const breedEntries: [string, string, string][] = [
  [
    'Labrador',
    'labrador',
    'Friendly, outgoing and eager to please, the Labrador Retriever is one of the most popular family dogs in the world. Labs love water, fetch and long walks, and a well-fitted harness keeps their enthusiasm under control.',
  ],
  [
    'German Shepherd',
    'german-shepherd',
    'Loyal, intelligent and confident, German Shepherds work as guide, police and rescue dogs. They need daily exercise and training, and a strong, padded harness suits their powerful build.',
  ],
  [
    'Golden Retriever',
    'golden-retriever',
    'Gentle and patient, the Golden Retriever is a wonderful companion for children. Its thick golden coat loves a cool mat in summer and a soft lounger all year round.',
  ],
  [
    'Beagle',
    'beagle',
    'Merry, curious and led by its nose, the Beagle is a small hound with a big voice. A secure harness is a must: a Beagle on a scent trail will follow it anywhere.',
  ],
  [
    'Pug',
    'pug',
    'Charming and affectionate, the Pug is a small companion with a big personality. Its short nose makes a chest harness kinder than a collar for walks.',
  ],
  [
    'Chihuahua',
    'chihuahua',
    'The Chihuahua is the smallest breed in the world and one of the boldest. It feels the cold, so a warm jacket and a snug cave bed keep it comfortable.',
  ],
  [
    'Cocker Spaniel',
    'cocker-spaniel',
    'Happy, gentle and always wagging, the Cocker Spaniel is a sporting dog with soft, silky ears. It enjoys play and walks, and regular grooming keeps its coat at its best.',
  ],
  [
    'Shih Tzu',
    'shih-tzu',
    'Bred as a companion for Chinese royalty, the Shih Tzu is affectionate and outgoing. Its long coat and small size make a soft bed and a light harness ideal.',
  ],
  [
    'Dachshund',
    'dachshund',
    'The Dachshund, with its long back and short legs, was bred to hunt badgers. Brave and lively, it is best walked on a harness that supports its back rather than a collar.',
  ],
  [
    'Great Dane',
    'great-dane',
    'The Great Dane is a gentle giant: calm, friendly and one of the tallest breeds. It needs a large, firm mattress to protect its joints while it rests.',
  ],
  [
    'Indian Pariah Dog',
    'indian-pariah-dog',
    'One of the oldest breeds in the world, the Indian Pariah Dog is alert, hardy and intelligent. Healthy and low-maintenance, it makes a loyal companion well suited to the Indian climate.',
  ],
];

/** The spec's 11 breeds, numbered 01 to 11, each with its drawing. */
const defaultBreeds: BreedsSettings = {
  // Pure: a module that imports this one but not the breeds (the Site screen's schemas) drops them.
  items: /* @__PURE__ */ breedEntries.map(([name, slug, description], index) => ({
    number: String(index + 1).padStart(2, '0'),
    name,
    slug,
    description,
    picture: { src: `/images/breeds/${slug}.svg`, alt: `Illustration of a ${name}` },
  })),
};

/** Today's values, which the migration seeds (the company's were PLACEHOLDERs in code until now). */
export const defaultSiteSettings: SiteSettings = {
  company: {
    name: 'PawCraft Exports',
    tagline: 'Handcrafted pet accessories, made in Dehradun and shipped worldwide.',
    foundingYear: 2012,
    supportEmail: 'support@pawcraftexports.example',
    phone: { shown: '+91 98765 43210', dialled: '+919876543210' },
    address: {
      street: '12 Industrial Area, Selaqui',
      city: 'Dehradun',
      region: 'Uttarakhand',
      postalCode: '248011',
      country: 'India',
      countryCode: 'IN',
    },
    social: {
      facebook: 'https://www.facebook.com/pawcraftexports',
      instagram: 'https://www.instagram.com/pawcraftexports',
      linkedin: '',
      youtube: '',
      x: '',
      whatsapp: '',
    },
    map: { latitude: 30.3165, longitude: 78.0322 },
    credit: { name: 'Example Web Studio', url: 'https://webstudio.example' },
    enquiryEmail: '',
  },
  home: defaultHome,
  about: defaultAbout,
  breeds: defaultBreeds,
  seo: {
    title: 'Pet harnesses, beds and accessories made in India',
    description:
      'PawCraft Exports designs and manufactures dog and cat harnesses, collars, leashes, jackets, beds and cave huts in Dehradun, India, for pet shops and importers worldwide.',
  },
  testimonials: {
    items: [
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
    ],
  },
};
