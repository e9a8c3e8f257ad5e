import { Link } from 'react-router';
import type { BlogSummary } from '../../../shared/api-types.ts';
import { blogPostPath } from '../../../shared/site-urls.ts';
import { BlogImage, cardGridSizes } from '../../components/blog-image.tsx';
import { blogBadge, cutTitle, formatBlogDate } from './blog-display.ts';

/**
 * `eager`: a card of the first screenful, whose image loads at once rather than lazily;
 * `priority`: the page's LCP image (the first card).
 */
export function BlogCard({
  blog,
  eager,
  priority,
}: {
  blog: BlogSummary;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <Link to={blogPostPath(blog.slug)} className="link-card blog-card">
      <BlogImage imageInfo={blog.imageInfo} sizes={cardGridSizes} eager={eager} priority={priority} />
      <div className="blog-card__body">
        <span className="blog-card__badge">{blogBadge(blog)}</span>
        <span className="blog-card__meta">
          <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time> · {blog.author}
        </span>
        <h2 title={blog.title}>{cutTitle(blog.title)}</h2>
      </div>
    </Link>
  );
}
