import { Link } from 'react-router';
import type { BlogSummary } from '../../../shared/api-types.ts';
import { blogPostPath } from '../../../shared/site-urls.ts';
import { blogBadge, blogImageUrl, cutTitle, formatBlogDate } from './blog-display.ts';

export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <Link to={blogPostPath(blog.slug)} className="link-card blog-card">
      <img src={blogImageUrl(blog)} alt="" width={800} height={500} loading="lazy" decoding="async" />
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
