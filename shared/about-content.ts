/** The about page's copy. */
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
