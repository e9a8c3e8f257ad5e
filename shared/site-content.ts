/**
 * The public site's static copy: testimonials, dog breeds and the about text.
 * Breed names carry DESIGN.md's spelling fixes (Cocker Spaniel, Dachshund).
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

export interface Breed {
  /** '01' to '11' */
  number: string;
  breed: string;
  slug: string;
  description: string;
}

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

export const breeds: readonly Breed[] = breedEntries.map(([breed, slug, description], index) => ({
  number: String(index + 1).padStart(2, '0'),
  breed,
  slug,
  description,
}));

export const breedImage = (breed: Breed): string => `/images/breeds/${breed.slug}.svg`;

/** The home page's about teaser. */
export const aboutTeaser =
  'From a small workshop in Dehradun, we design and manufacture harnesses, collars, leashes, jackets, beds and cave huts for pet shops and brands across India and around the world.';

export interface AboutSection {
  heading: string;
  text: string;
  image: string;
  imageAlt: string;
}

export const aboutIntro =
  'We are a manufacturer and exporter of pet accessories based in Dehradun, Uttarakhand. Every product we make is cut, stitched and checked by our own team, and shipped to retailers, distributors and private-label brands in India and abroad.';

export const aboutSections: readonly AboutSection[] = [
  {
    heading: 'Our workshop',
    text: 'Our story began with a handful of sewing machines and a love for dogs. Today our workshop employs skilled tailors and craftspeople from the Doon valley, who turn quality webbing, cotton and plush fabrics into harnesses, beds and huts that pets love.',
    image: '/images/about/workshop.svg',
    imageAlt: 'Craftspeople stitching harnesses and beds in the workshop',
  },
  {
    heading: 'Quality you can trust',
    text: 'Every batch is checked for strong seams, safe hardware and colour-fast prints. We test our buckles and D-rings, use pet-safe materials, and follow each order from the first cut to the packed carton.',
    image: '/images/about/quality.svg',
    imageAlt: 'A quality inspector checking a dog harness',
  },
  {
    heading: 'Made in India, shipped worldwide',
    text: 'We export to pet shops and importers across Europe, North America, the Middle East and Asia. Custom colours, private labels and mixed containers are welcome, and our team keeps you informed at every step.',
    image: '/images/about/export.svg',
    imageAlt: 'Cartons of pet accessories being loaded for export',
  },
];
