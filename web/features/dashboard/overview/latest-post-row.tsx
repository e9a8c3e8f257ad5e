import { Link } from 'react-router';
import type { BlogSummary } from '../../../../shared/api-types.ts';
import { blogDetailPath } from '../../../../shared/site-urls.ts';
import { CoverThumbnail } from '../ui/cover-thumbnail.tsx';
import { blogAuthor, blogBadge, cutText, overviewTitleLength } from '../ui/text-cut.ts';

/** A row of the overview's My Blog panel: image, badge, date, 'By' author, title cut at 60. */
export function LatestPostRow({ blog }: { blog: BlogSummary }) {
  return (
    <li className="dash-blog-row">
      <CoverThumbnail cover={blog} className="dash-blog-row__image" sizes="88px" />
      <div className="dash-blog-row__text">
        <span className="dash-badge">{blogBadge(blog.tags)}</span>
        <span className="dash-blog-row__meta">
          {blog.date} · By {blogAuthor(blog.author)}
        </span>
        <Link to={blogDetailPath(blog._id)} className="dash-blog-row__title">
          {cutText(blog.title, overviewTitleLength)}
        </Link>
      </div>
    </li>
  );
}
