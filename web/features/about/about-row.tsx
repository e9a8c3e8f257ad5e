import type { ReactNode } from 'react';
import type { PublicPhoto } from '../../../shared/api-types.ts';
import { CataloguePhoto } from '../../components/catalogue-photo.tsx';

/** The drawings' sizes (web/artwork): About scenes 4 to 3, breeds square. */
const artwork = {
  scene: { width: 800, height: 600 },
  breed: { width: 600, height: 600 },
} as const;
/** How wide a row's picture shows (about.css): half the container from 768 px; a breed's at most 420 px. */
const sizes = {
  scene: '(min-width: 1500px) 702px, (min-width: 768px) calc(50vw - 56px), calc(100vw - 32px)',
  breed: '(min-width: 768px) min(calc(50vw - 56px), 420px), min(calc(100vw - 32px), 420px)',
} as const;

/**
 * A row of the About or dog breeds page: its picture (a drawing, or an upload through its
 * variants) beside its text, sides alternating on wide screens. The first row's picture loads
 * at once, the others lazily.
 */
export function AboutRow({
  picture,
  index,
  kind,
  as: Row = 'div',
  children,
}: {
  picture: PublicPhoto;
  index: number;
  kind: keyof typeof artwork;
  as?: 'div' | 'article';
  children: ReactNode;
}) {
  return (
    <Row className={`container about-row about-row--${kind} ${index % 2 === 1 ? 'about-row--reversed' : ''}`}>
      <CataloguePhoto
        photo={picture}
        alt={picture.alt}
        sizes={sizes[kind]}
        artworkSize={artwork[kind]}
        load={index === 0 ? 'now' : 'lazy'}
      />
      <div>{children}</div>
    </Row>
  );
}
