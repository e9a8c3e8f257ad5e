import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Blog } from '../../../shared/api-types.ts';
import { ApiError } from '../../lib/api-client.ts';
import { sanitizeBlogHtml } from '../../lib/sanitize-blog-html.ts';
import { dashboardApi, uploadedImageUrl } from './dashboard-api.ts';
import { Spinner } from './spinner.tsx';
import { blogAuthor } from './text-cut.ts';

type Loaded = { status: 'loading' } | { status: 'found'; blog: Blog } | { status: 'missing' };

/** The blog passed as link state, when it is the one asked for. */
function blogFromState(state: unknown, id: string): Blog | undefined {
  const blog = (state as { blog?: Blog } | null)?.blog;
  return blog?._id === id ? blog : undefined;
}

/**
 * `/dashboard/blogdetail/{id}`: the blog from the link's state, or loaded by id (a deep
 * link or reload). Unknown ids show the spec's message with Go Back.
 */
export function BlogDetailPage({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const passed = blogFromState(location.state, id);
  const [loaded, setLoaded] = useState<Loaded>(
    passed ? { status: 'found', blog: passed } : { status: 'loading' },
  );
  const goBack = () => (location.key === 'default' ? navigate('/dashboard/blog') : navigate(-1));

  useEffect(() => {
    if (passed) return;
    const controller = new AbortController();
    dashboardApi
      .blog(id, controller.signal)
      .then((blog) => setLoaded({ status: 'found', blog }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError && error.status === 404))
          console.error('Error fetching blog:', error);
        setLoaded({ status: 'missing' });
      });
    return () => controller.abort();
  }, [id, passed]);

  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'missing') {
    return (
      <div className="dash-page">
        <p className="dash-empty">Blog data not available. Please go back and select a blog again.</p>
        <button type="button" className="dash-button dash-button--primary" onClick={goBack}>
          Go Back
        </button>
      </div>
    );
  }
  const { blog } = loaded;
  const image = uploadedImageUrl(blog.image);
  return (
    <article className="dash-page dash-article">
      <button
        type="button"
        className="dash-button dash-button--secondary dash-article__back"
        onClick={goBack}
      >
        ← Back
      </button>
      <p className="dash-article__meta">
        <time dateTime={blog.date}>{blog.date}</time> · By {blogAuthor(blog.author)}
      </p>
      {image && <img src={image} alt="" className="dash-article__image" />}
      <h1 className="dash-article__title">{blog.title}</h1>
      <div
        className="dash-blog-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeBlogHtml (allowlist) just here
        dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(blog.content) }}
      />
    </article>
  );
}
