import { useState } from 'react';
import type { Product } from '../../../shared/catalogue.ts';
import { placeholderImage } from '../../components/product-card.tsx';
import './product-detail.css';

/** More thumbnails than this scroll (spec section 9). */
export const visibleThumbnailCount = 4;

/** The thumbnails, or the single main image, or the placeholder. */
export const galleryImages = (product: Product): string[] =>
  product.thumbnails.length > 0 ? product.thumbnails : [product.image || placeholderImage];

/**
 * Thumbnails (vertical on wide screens, horizontal on phones) and the main image. A
 * broken main image shows 'Image not available' until another thumbnail is chosen.
 */
export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [selected, setSelected] = useState(product.image || images[0]);
  const [failed, setFailed] = useState(false);
  const scrolls = images.length > visibleThumbnailCount;

  const choose = (image: string) => {
    setSelected(image);
    setFailed(false);
  };

  return (
    <div className="gallery">
      <ul
        className={`gallery__thumbs${scrolls ? ' gallery__thumbs--scroll' : ''}`}
        aria-label="Product images"
        tabIndex={scrolls ? 0 : undefined}
      >
        {images.map((image, index) => (
          <li key={image}>
            {/* A link to the image itself: before the app runs a tap opens the full image
                (docs/decisions/042); once it runs, the tap shows it as the main image. */}
            <a
              href={image}
              className="gallery__thumb"
              aria-current={selected === image ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(image);
              }}
            >
              <span className="visually-hidden">
                Show image {index + 1} of {images.length}
              </span>
              <img
                src={image}
                alt=""
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                onError={(event) => {
                  event.currentTarget.src = placeholderImage;
                }}
              />
            </a>
          </li>
        ))}
      </ul>
      <div className="gallery__main">
        {failed ? (
          <div className="gallery__fallback" role="img" aria-label="Image not available">
            Image not available
          </div>
        ) : (
          <img
            key={selected}
            src={selected}
            alt={product.name}
            width={800}
            height={800}
            fetchPriority="high"
            onError={() => setFailed(true)}
          />
        )}
      </div>
    </div>
  );
}
