import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Blog } from '../../../shared/api-types.ts';
import { company } from '../../../shared/company.ts';
import { BackButton } from '../../components/back-button.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Spinner } from '../../components/spinner.tsx';
import { blogImageUrl, formatBlogDate } from '../../features/blog/blog-display.ts';
import { useApiResource } from '../../features/data/use-api-resource.ts';
import type { Route } from './+types/blog-detail';
import '../../features/blog/blog.css';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: 'Blog',
    description: 'A post from our blog about pets and pet accessories.',
    path: `/blog/${params.id}`,
  });

/**
 * The blog's HTML, cleaned again in the browser. The sanitizer (DOMPurify) is imported here,
 * on demand, so no other page ever loads it; nothing shows until it is clean.
 */
function useSanitizedHtml(html: string | undefined): string | null {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    if (html === undefined) return;
    let cancelled = false;
    import('../../lib/sanitize-blog-html.ts').then(({ sanitizeBlogHtml }) => {
      if (!cancelled) setClean(sanitizeBlogHtml(html));
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  return clean;
}

export default function BlogDetail() {
  const { id = '' } = useParams();
  const passed = (useLocation().state as { blog?: Blog } | null)?.blog;
  const resource = useApiResource<Blog>(
    `/api/blogs/${encodeURIComponent(id)}`,
    passed?._id === id ? passed : undefined,
  );
  const blog = resource.status === 'loaded' ? resource.data : undefined;
  const html = useSanitizedHtml(blog?.content);

  useEffect(() => {
    if (resource.status === 'failed') console.error('Error fetching the blog:', resource.error);
  }, [resource]);
  useEffect(() => {
    if (blog) document.title = `${blog.title} | ${company.name}`;
  }, [blog]);

  if (resource.status === 'loading') return <Spinner label="Loading the blog…" />;
  if (!blog) {
    return (
      <section className="page-section container empty-state">
        <p>Blog data not available. Please go back and select a blog again.</p>
        <BackButton fallback="/blog" label="Go Back" />
      </section>
    );
  }
  return (
    <article className="page-section container blog-article">
      <BackButton fallback="/blog" />
      <p className="blog-article__meta">
        <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time> · By {blog.author}
      </p>
      <h1>{blog.title}</h1>
      {blog.image && (
        <img
          className="blog-article__image"
          src={blogImageUrl(blog)}
          alt=""
          width={1200}
          height={750}
          decoding="async"
        />
      )}
      {html === null ? (
        <Spinner label="Preparing the post…" />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the shared allowlist
        <div className="blog-article__content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
}
