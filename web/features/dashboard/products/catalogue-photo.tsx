import type { ProductPhoto } from '../../../../shared/api-types.ts';
import { BlogImage } from '../../../components/blog-image.tsx';

/**
 * A product photo or category tile as the dashboard shows it: an upload through its
 * variants, the site's own artwork as the file it names, or an empty box for none.
 */
export function CataloguePhoto({
  photo,
  sizes,
  className,
  alt = '',
}: {
  photo?: ProductPhoto;
  sizes: string;
  className: string;
  alt?: string;
}) {
  if (!photo) return <div className={className} aria-hidden="true" />;
  if ('src' in photo) return <img src={photo.src} alt={alt} className={className} loading="lazy" />;
  return <BlogImage imageInfo={photo.imageInfo} sizes={sizes} className={className} alt={alt} />;
}
