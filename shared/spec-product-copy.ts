/**
 * The descriptive copy shown on each product page, chosen by product id (1 to 28). Products
 * of one kind share their features and sizes; each product has its own opening paragraph.
 * Sizes follow the spec: harnesses come in 3 sizes, bow ties in S, M, L, mats in Small, Medium, Large.
 */
type ProductKind =
  | 'harness'
  | 'collar'
  | 'leash'
  | 'jacket'
  | 'tuxedo'
  | 'bowTie'
  | 'bandana'
  | 'mat'
  | 'bed'
  | 'hut'
  | 'caveBed';

export interface ProductCopy {
  summary: string;
  features: string[];
  /** The sizes as the page words them. */
  sizes: string;
  /** The same sizes one by one, as the catalogue in the table keeps them (docs/decisions/047). */
  sizeOptions: string[];
}

const kinds: Record<ProductKind, Omit<ProductCopy, 'summary'>> = {
  harness: {
    features: [
      'Soft padded webbing that spreads pressure away from the throat',
      'Quick-release buckles and a welded D-ring for the lead',
      'Adjustable straps at the neck and chest for a snug, escape-proof fit',
      'Reflective stitching for evening walks',
    ],
    sizes: 'Available in 3 sizes (S, M, L) to fit toy breeds up to large dogs.',
    sizeOptions: ['S', 'M', 'L'],
  },
  collar: {
    features: [
      'Durable polyester webbing with a soft inner lining',
      'Nickel-plated hardware that will not rust',
      'Adjustable length with a secure side-release buckle',
      'D-ring for an ID tag and the lead',
    ],
    sizes: 'Available in S, M and L widths and lengths.',
    sizeOptions: ['S', 'M', 'L'],
  },
  leash: {
    features: [
      'Strong 1.2 m webbing with a padded hand loop',
      'Swivel snap hook that stops the lead from twisting',
      'Matches our collars and harnesses',
    ],
    sizes: 'Available in a slim width for small dogs and a wide width for large dogs.',
    sizeOptions: ['Slim', 'Wide'],
  },
  jacket: {
    features: [
      'Water-resistant outer shell with a warm quilted lining',
      'Hook-and-loop closure under the belly, easy to put on',
      'Leash opening on the back for use with a harness',
    ],
    sizes: 'Available in S, M, L and XL, measured along the back.',
    sizeOptions: ['S', 'M', 'L', 'XL'],
  },
  tuxedo: {
    features: [
      'Cotton-blend suit with a stitched bow and shirt front',
      'Soft hook-and-loop closure for a comfortable fit',
      'Made for weddings, birthdays and photo shoots',
    ],
    sizes: 'Available in S, M and L.',
    sizeOptions: ['S', 'M', 'L'],
  },
  bowTie: {
    features: [
      'Slides onto any collar with an elastic back loop',
      'Fabric bow with a neat centre knot',
      'Many prints and colours for every occasion',
    ],
    sizes: 'Available in sizes S, M, L.',
    sizeOptions: ['S', 'M', 'L'],
  },
  bandana: {
    features: [
      'Soft cotton triangle with a snap or tie closure',
      'Colour-fast prints that survive the washing machine',
      'Light enough for summer days',
    ],
    sizes: 'Available in S, M and L neck sizes.',
    sizeOptions: ['S', 'M', 'L'],
  },
  mat: {
    features: [
      'Anti-slip base that stays in place on tiles and wood',
      'Machine-washable cover',
      'Thin enough to fold into a crate or car boot',
    ],
    sizes: 'Available in Small, Medium, Large.',
    sizeOptions: ['Small', 'Medium', 'Large'],
  },
  bed: {
    features: [
      'High-loft fibre filling that keeps its shape',
      'Raised bolster for dogs and cats that like to lean',
      'Non-slip base and a removable, washable cover',
    ],
    sizes: 'Available in S, M, L and XL.',
    sizeOptions: ['S', 'M', 'L', 'XL'],
  },
  hut: {
    features: [
      'Soft-sided hut with a cushioned removable floor pad',
      'Holds its shape with a flexible foam wall',
      'A quiet hideaway for cats and small dogs',
    ],
    sizes: 'Available in S and M.',
    sizeOptions: ['S', 'M'],
  },
  caveBed: {
    features: [
      'Hooded cave design that keeps warmth in',
      'Plush inner lining and a thick cushioned base',
      'Folds flat for shipping and storage',
    ],
    sizes: 'Available in S, M and L.',
    sizeOptions: ['S', 'M', 'L'],
  },
};

/** id -> [kind, opening paragraph] */
const productEntries: Record<number, [ProductKind, string]> = {
  1: [
    'harness',
    'Our H-Harness is a classic everyday harness with an H-shaped back panel that keeps the fit steady on active walks.',
  ],
  2: [
    'harness',
    'The Easy On Harness slips over the head and clips once at the side, so getting ready for a walk takes seconds.',
  ],
  3: [
    'harness',
    'The Full Body Harness wraps the chest and belly with a wide padded vest, giving extra control and comfort for strong pullers.',
  ],
  4: [
    'harness',
    'The Chest Harness sits low on the breastbone with a broad front strap, ideal for dogs that dislike anything near the neck.',
  ],
  5: [
    'harness',
    'Our Cat Harness is light, narrow and soft, cut for the shape of a cat so that indoor cats can explore the outdoors safely.',
  ],
  6: [
    'collar',
    'A dependable Dog Collar in solid colours, made from the same strong webbing we use for our harnesses.',
  ],
  7: [
    'collar',
    'The Dog Collar Printed brings bright woven prints to a sturdy everyday collar: paws, florals, stripes and seasonal designs.',
  ],
  8: [
    'leash',
    'Our Leash is the everyday lead for the whole range, with a comfortable padded handle and a hook that swivels freely.',
  ],
  9: [
    'jacket',
    'The Jacket keeps dogs warm and dry through the winter, from the Himalayan foothills to a rainy European city.',
  ],
  10: [
    'harness',
    'The Step-In Harness/ Basket Harness is put on by stepping the front paws into two loops and clipping it over the back.',
  ],
  11: [
    'tuxedo',
    'Our Tuxedo dresses a dog for the big day: a smart black suit with a shirt front and a stitched bow tie.',
  ],
  12: ['bowTie', 'The Bow Tie adds a finishing touch to any collar, in festive, classic and playful prints.'],
  13: [
    'bandana',
    'The Bandana is a soft cotton neckerchief in bright prints, loved by pet parents and pet shops alike.',
  ],
  14: [
    'mat',
    'The Printed Mat is a light, washable mat with cheerful prints, made for crates, cars and the floor by the door.',
  ],
  15: ['mat', 'The Fur Mat has a deep, soft faux-fur top that pets love to knead and curl up on.'],
  16: [
    'bed',
    'The Pattern Lounger is a bolstered bed with woven patterns, a favourite centrepiece for a living room.',
  ],
  17: [
    'bed',
    'The Embroidery Lounger is finished with hand-guided embroidery on the bolster, made by our craftspeople in Dehradun.',
  ],
  18: [
    'bed',
    'The Fur Lounger combines a plush faux-fur bolster with a cushioned base for pets that love to snuggle.',
  ],
  19: ['bed', 'The Printed Lounger pairs a supportive bolster with bright prints that brighten up any room.'],
  20: [
    'bed',
    'The Mattress is a flat, firm and thick bed, ideal for large and older dogs that stretch out to sleep.',
  ],
  21: ['bed', 'The Round Bed is a doughnut-shaped bed with a raised rim, for pets that sleep curled up.'],
  22: ['hut', 'The Hut-Snail is a playful snail-shaped hut with a cosy round entrance and a soft floor pad.'],
  23: [
    'hut',
    'The Hut-Pumpkin is a bright pumpkin-shaped hideaway with a stalk on top, a seasonal favourite.',
  ],
  24: [
    'hut',
    'The Hut-Caterpillar is a segmented caterpillar hut that makes a fun den for cats and small dogs.',
  ],
  25: ['caveBed', 'The Cave Bed-Cartoon has a hooded top printed with cheerful cartoon characters.'],
  26: [
    'caveBed',
    'The Cave Bed-X-MAS is our festive cave bed in red and green, a popular gift for the holidays.',
  ],
  27: ['caveBed', 'The Cave Bed-Grey is a calm grey cave bed that suits any home.'],
  28: ['caveBed', 'The Cave Bed-Printed is a hooded cave bed in bright all-over prints.'],
};

const generalCopy: ProductCopy = {
  summary: 'Made by our craftspeople in Dehradun from tested, pet-safe materials.',
  features: ['Made to order for retailers and importers', 'Custom colours and private labels on request'],
  sizes: 'Please contact us for sizes.',
  sizeOptions: [],
};

export function productCopy(id: number): ProductCopy {
  const entry = productEntries[id];
  if (!entry) return generalCopy;
  const [kind, summary] = entry;
  return { summary, ...kinds[kind] };
}
