import { Link } from 'react-router';
import type { BlogSummary } from '../../../../shared/api-types.ts';
import { blogDetailPath, blogPostPath } from '../../../../shared/site-urls.ts';
import { statusOfItem } from '../publishing/publication-state.ts';
import { PublicationStatus } from '../publishing/publication-status.tsx';
import { LastChangeNote } from '../shell/activity-context.tsx';
import { CoverThumbnail } from '../ui/cover-thumbnail.tsx';
import { blogAuthor, blogBadge, blogCardTitleLength, cutText } from '../ui/text-cut.ts';
import './blog.css';

/** `sizes` of the grid's cards (auto-filled columns about 280 px wide). */
const gridCardSizes = '(min-width: 640px) 320px, 100vw';

/** 'View on site': the post's public page, in a new tab (none while a post has no slug or is not published). */
export function ViewOnSite({
  blog,
  className,
}: {
  blog: Pick<BlogSummary, 'slug' | 'title' | 'status'>;
  className: string;
}) {
  if (!blog.slug || statusOfItem(blog) !== 'published') return null;
  return (
    <a href={blogPostPath(blog.slug)} target="_blank" rel="noopener" className={className}>
      View on site<span className="dash-visually-hidden"> {blog.title} (opens in a new tab)</span>
    </a>
  );
}

interface BlogGridCardProps {
  blog: BlogSummary;
  onEdit: (blog: BlogSummary) => void;
  /** The whole post is being loaded for the edit form. */
  opening: boolean;
}

/** A card of the 'Blog Posts' grid; the title leads to the blog's detail page. */
export function BlogGridCard({ blog, onEdit, opening }: BlogGridCardProps) {
  return (
    <li className="dash-card dash-blog-card">
      <CoverThumbnail cover={blog} className="dash-blog-card__image" sizes={gridCardSizes} />
      <div className="dash-blog-card__body">
        <span className="dash-badge">{blogBadge(blog.tags)}</span>
        <span className="dash-blog-card__meta">
          {blog.date} · {blogAuthor(blog.author)}
        </span>
        <PublicationStatus item={blog} />
        <Link
          to={blogDetailPath(blog._id)}
          className="dash-blog-card__title dash-card__link"
          title={blog.title}
        >
          {cutText(blog.title, blogCardTitleLength)}
        </Link>
        <LastChangeNote id={blog._id} />
        <div className="dash-card__actions">
          <button
            type="button"
            className="dash-button dash-button--small dash-button--secondary"
            onClick={() => onEdit(blog)}
            disabled={opening}
            aria-busy={opening || undefined}
          >
            {opening ? 'Opening…' : 'Edit'}
            <span className="dash-visually-hidden"> {blog.title}</span>
          </button>
          <ViewOnSite blog={blog} className="dash-button dash-button--small dash-button--secondary" />
        </div>
      </div>
    </li>
  );
}
