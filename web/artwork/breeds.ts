import { type DogShape, dog } from './animals.ts';
import { brand } from './palette.ts';
import { svgDocument } from './svg-document.ts';

/** The 11 breeds of the dog-breeds page, each a DogShape tuned to its silhouette. */
const base = { bodyLength: 230, bodyHeight: 110, legLength: 120, headRadius: 58, snoutLength: 30 };

const breeds: Record<string, { name: string; shape: DogShape }> = {
  labrador: {
    name: 'Labrador',
    shape: { ...base, coat: '#E8C07A', shade: '#C99A52', ears: 'drop', tail: 'straight', tongue: true },
  },
  'german-shepherd': {
    name: 'German Shepherd',
    shape: {
      ...base,
      bodyLength: 250,
      coat: '#C98A3E',
      shade: '#2B2B2B',
      ears: 'erect',
      tail: 'feather',
      marking: 'saddle',
      snoutLength: 44,
    },
  },
  'golden-retriever': {
    name: 'Golden Retriever',
    shape: {
      ...base,
      coat: '#D9953B',
      shade: '#B37526',
      ears: 'drop',
      tail: 'feather',
      feathered: true,
      tongue: true,
    },
  },
  beagle: {
    name: 'Beagle',
    shape: {
      ...base,
      bodyLength: 200,
      bodyHeight: 96,
      legLength: 90,
      coat: '#C98A3E',
      shade: '#3A3030',
      ears: 'long',
      tail: 'straight',
      marking: 'tricolour',
    },
  },
  pug: {
    name: 'Pug',
    shape: {
      ...base,
      bodyLength: 170,
      bodyHeight: 100,
      legLength: 70,
      headRadius: 62,
      snoutLength: 0,
      coat: '#E2C497',
      shade: '#2F2A28',
      ears: 'drop',
      tail: 'curl',
      marking: 'mask',
    },
  },
  chihuahua: {
    name: 'Chihuahua',
    shape: {
      ...base,
      bodyLength: 140,
      bodyHeight: 74,
      legLength: 80,
      headRadius: 50,
      snoutLength: 6,
      coat: '#E8C59A',
      shade: '#C79F6E',
      ears: 'bat',
      tail: 'sickle',
    },
  },
  'cocker-spaniel': {
    name: 'Cocker Spaniel',
    shape: {
      ...base,
      bodyLength: 200,
      legLength: 100,
      coat: '#B8672E',
      shade: '#8E4A1E',
      ears: 'long',
      tail: 'feather',
      marking: 'chest',
      feathered: true,
    },
  },
  'shih-tzu': {
    name: 'Shih Tzu',
    shape: {
      ...base,
      bodyLength: 180,
      bodyHeight: 100,
      legLength: 70,
      headRadius: 62,
      snoutLength: 0,
      coat: '#F1E4D0',
      shade: '#A8744A',
      ears: 'long',
      tail: 'feather',
      longCoat: true,
    },
  },
  dachshund: {
    name: 'Dachshund',
    shape: {
      ...base,
      bodyLength: 300,
      bodyHeight: 90,
      legLength: 50,
      headRadius: 50,
      snoutLength: 44,
      coat: '#9B4F21',
      shade: '#6E3413',
      ears: 'long',
      tail: 'straight',
    },
  },
  'great-dane': {
    name: 'Great Dane',
    shape: {
      ...base,
      bodyLength: 250,
      bodyHeight: 110,
      legLength: 190,
      headRadius: 54,
      snoutLength: 46,
      coat: '#8E9AA6',
      shade: '#5C6772',
      ears: 'erect',
      tail: 'straight',
    },
  },
  'indian-pariah-dog': {
    name: 'Indian Pariah Dog',
    shape: {
      ...base,
      bodyLength: 220,
      bodyHeight: 96,
      legLength: 140,
      headRadius: 52,
      snoutLength: 38,
      coat: '#D08A45',
      shade: '#A9672A',
      ears: 'erect',
      tail: 'sickle',
      marking: 'chest',
      tongue: true,
    },
  },
};

export function breedImageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [slug, { name, shape }] of Object.entries(breeds)) {
    const groundY = 470;
    const body =
      `<rect width="600" height="600" fill="${brand.cream}"/><circle cx="300" cy="300" r="250" fill="${brand.backdrop}"/>` +
      dog(shape, 300 - shape.headRadius * 0.4, groundY);
    files.set(
      `breeds/${slug}.svg`,
      svgDocument({ width: 600, height: 600, title: `${name}, illustrated`, body }),
    );
  }
  return files;
}
