/**
 * The dog breeds page's copy. Breed names carry DESIGN.md's spelling fixes (Cocker Spaniel,
 * Dachshund).
 */
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
