import { Link } from 'react-router';
import type { BlogSummary } from '../../../shared/api-types.ts';
import { blogPostPath } from '../../../shared/site-urls.ts';
import { BlogImage, cardGridSizes, type ImageLoad } from '../../components/blog-image.tsx';
import { blogBadge, cutTitle, formatBlogDate } from './blog-display.ts';

/** `load`: how its cover loads (listImageLoad: the first card's is the page's LCP image). */
export function BlogCard({ blog, load }: { blog: BlogSummary; load?: ImageLoad }) {
  return (
    <Link to={blogPostPath(blog.slug)} className="link-card blog-card">
      <BlogImage imageInfo={blog.imageInfo} sizes={cardGridSizes} load={load} />
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
