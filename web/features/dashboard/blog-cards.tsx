import { Link } from 'react-router';
import type { Blog } from '../../../shared/api-types.ts';
import { uploadedImageUrl } from './dashboard-api.ts';
import { blogAuthor, blogBadge, blogCardTitleLength, cutText, overviewTitleLength } from './text-cut.ts';

function BlogImage({ blog, className }: { blog: Blog; className: string }) {
  const src = uploadedImageUrl(blog.image);
  if (!src) return <div className={`${className} dash-blog-image--empty`} aria-hidden="true" />;
  return <img src={src} alt="" className={className} loading="lazy" />;
}

/** A row of the overview's My Blog panel: image, badge, date, 'By' author, title cut at 60. */
export function BlogPanelItem({ blog }: { blog: Blog }) {
  return (
    <li className="dash-blog-row">
      <BlogImage blog={blog} className="dash-blog-row__image" />
      <div className="dash-blog-row__text">
        <span className="dash-badge">{blogBadge(blog.tags)}</span>
        <span className="dash-blog-row__meta">
          {blog.date} · By {blogAuthor(blog.author)}
        </span>
        <Link to={`/dashboard/blogdetail/${blog._id}`} state={{ blog }} className="dash-blog-row__title">
          {cutText(blog.title, overviewTitleLength)}
        </Link>
      </div>
    </li>
  );
}

/** A card of the 'Blog Posts' grid; the whole card leads to the blog's detail page. */
export function BlogGridCard({ blog, onEdit }: { blog: Blog; onEdit: (blog: Blog) => void }) {
  return (
    <li className="dash-card dash-blog-card">
      <BlogImage blog={blog} className="dash-blog-card__image" />
      <div className="dash-blog-card__body">
        <span className="dash-badge">{blogBadge(blog.tags)}</span>
        <span className="dash-blog-card__meta">
          {blog.date} · {blogAuthor(blog.author)}
        </span>
        <Link
          to={`/dashboard/blogdetail/${blog._id}`}
          state={{ blog }}
          className="dash-blog-card__title dash-card__link"
          title={blog.title}
        >
          {cutText(blog.title, blogCardTitleLength)}
        </Link>
        <div className="dash-card__actions">
          <button
            type="button"
            className="dash-button dash-button--small dash-button--secondary"
            onClick={() => onEdit(blog)}
          >
            Edit<span className="dash-visually-hidden"> {blog.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
