import type { ImageInfo } from '../../../../shared/api-types.ts';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';

interface CoverThumbnailProps {
  /** The item whose picture it shows: its upload's key ('' while it has none) and variants. */
  cover: { image: string; imageInfo?: ImageInfo };
  className: string;
  sizes: string;
}

/** A list row's or card's picture, or an empty box of its size, so rows line up without one. */
export function CoverThumbnail({ cover: { image, imageInfo }, className, sizes }: CoverThumbnailProps) {
  if (!image) return <div className={`${className} dash-cover--empty`} aria-hidden="true" />;
  return <ResponsivePicture imageInfo={imageInfo} sizes={sizes} className={className} />;
}
