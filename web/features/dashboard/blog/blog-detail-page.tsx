import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { PublicationStatus } from '../publishing/publication-status.tsx';
import { LastChangeNote } from '../shell/activity-context.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { blogAuthor } from '../ui/text-cut.ts';
import { type BlogDetailData, blogManagerPath } from './blog-actions.ts';
import { ViewOnSite } from './blog-cards.tsx';
import { useBlogDeletion } from './blog-deletion.tsx';
import { BlogFormDialog } from './blog-form-dialog.tsx';
import './blog.css';

/**
 * `/dashboard/blogdetail/{id}`: the whole post its route loaded by id, its status, with Edit (the
 * blog form), View on site and Back. An id that does not exist shows the spec's message
 * with Go Back.
 */
export function BlogDetailPage({ blog, contentHtml }: Pick<BlogDetailData, 'blog' | 'contentHtml'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const deletion = useBlogDeletion(() => setDeleted(true));
  // Back to the blog manager once the post's form (and its leave guard) is gone: a deleted post
  // has nothing left to save.
  useEffect(() => {
    if (deleted) navigate(blogManagerPath, { replace: true });
  }, [deleted, navigate]);
  const goBack = () => (location.key === 'default' ? navigate(blogManagerPath) : navigate(-1));

  if (!blog) {
    return (
      <div className="dash-page">
        <p className="dash-empty">Blog data not available. Please go back and select a blog again.</p>
        <button type="button" className="dash-button dash-button--primary" onClick={goBack}>
          Go Back
        </button>
      </div>
    );
  }
  return (
    <article className="dash-page dash-article">
      <div className="dash-article__toolbar">
        <button
          type="button"
          className="dash-button dash-button--secondary dash-article__back"
          onClick={goBack}
        >
          ← Back
        </button>
        <div className="dash-card__actions">
          <ItemButton action="Edit" item={blog.title} onClick={() => setEditing(true)} small={false} />
          <ViewOnSite blog={blog} className="dash-button dash-button--secondary" />
        </div>
      </div>
      <p className="dash-article__meta">
        <time dateTime={blog.date}>{blog.date}</time> · By {blogAuthor(blog.author)}
      </p>
      <PublicationStatus item={blog} />
      <LastChangeNote id={blog._id} />
      {blog.image && (
        <ResponsivePicture
          imageInfo={blog.imageInfo}
          sizes="(min-width: 860px) 820px, 100vw"
          className="dash-article__image"
          load="main"
        />
      )}
      <h1 className="dash-article__title">{blog.title}</h1>
      <div
        className="dash-blog-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the loader (loadBlogDetail, allowlist)
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
      {editing && !deleted && (
        <BlogFormDialog
          key={blog._id}
          blog={blog}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
          onDeleteRequest={deletion.startDelete}
        />
      )}
      {deletion.dialog}
    </article>
  );
}
