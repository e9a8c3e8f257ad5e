import type { BlogSummary, ImageInfo } from '../../../shared/api-types.ts';
import { blogPostPath } from '../../../shared/site-urls.ts';
import { PageLink } from '../../components/page-link.tsx';
import {
  articleSizes,
  cardGridSizes,
  type ImageLoad,
  picturePreload,
  ResponsivePicture,
} from '../../components/responsive-picture.tsx';
import { blogBadge, cutTitle, formatBlogDate } from './blog-display.ts';

/**
 * Whether a card shows its cover from the square crops (ADR 024): the card shows a 16:10 band
 * across the cover's middle, which for a cover at least as tall as wide lies within its centre
 * square, a quarter fewer bytes than the full variant for a phone's 3:4 photo. A landscape
 * cover's band is wider than its square: the full variants.
 */
const coverAsSquare = (info: ImageInfo | undefined): boolean => Boolean(info && info.height >= info.width);

/** The head's preload of a card's cover, the very variants the card shows (the first card's is the list's LCP image). */
export const blogCardPreload = (blog: BlogSummary | undefined) =>
  picturePreload(blog?.imageInfo, cardGridSizes, coverAsSquare(blog?.imageInfo));

/** `load`: how its cover loads (listImageLoad: the first card's is the page's LCP image). */
export function BlogCard({ blog, load }: { blog: BlogSummary; load?: ImageLoad }) {
  return (
    <PageLink
      to={blogPostPath(blog.slug)}
      className="link-card blog-card"
      inView="card"
      // The post's page shows the same cover across the article (blog.$slug.tsx).
      nextPicture={picturePreload(blog.imageInfo, articleSizes)}
    >
      <ResponsivePicture
        imageInfo={blog.imageInfo}
        sizes={cardGridSizes}
        load={load}
        square={coverAsSquare(blog.imageInfo)}
      />
      <div className="blog-card__body">
        <span className="blog-card__badge">{blogBadge(blog)}</span>
        <span className="blog-card__meta">
          <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time> · {blog.author}
        </span>
        <h2 title={blog.title}>{cutTitle(blog.title)}</h2>
      </div>
    </PageLink>
  );
}
