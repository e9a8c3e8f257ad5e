import { company } from '../../../shared/company.ts';
import { blogListPath, blogPostPath } from '../../../shared/site-urls.ts';
import { BackButton } from '../../components/back-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { absoluteUrl, breadcrumbs, pageMeta } from '../../components/page-meta.ts';
import { blogImageUrl, blogSummaryText, formatBlogDate } from '../../features/blog/blog-display.ts';
import { loadBlogPost } from '../../features/blog/blog-pages.server.ts';
import type { Route } from './+types/blog.$slug';
import '../../features/blog/blog.css';

export const loader = ({ url, params }: Route.LoaderArgs) => loadBlogPost(url, params.slug);
export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta({
      title: 'Blog',
      description: 'A post from our blog about pets and pet accessories.',
      path: blogListPath,
      noindex: true,
    });
  }
  const { blog } = loaderData;
  const path = blogPostPath(blog.slug);
  const image = blog.image ? blogImageUrl(blog) : undefined;
  const description = blogSummaryText(blog.content);
  return pageMeta({
    title: blog.title,
    description,
    path,
    image,
    type: 'article',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description,
        datePublished: blog.date,
        dateModified: blog.updatedAt,
        author: { '@type': 'Person', name: blog.author },
        publisher: { '@type': 'Organization', name: company.name, logo: absoluteUrl('/images/logo.svg') },
        ...(image && { image: [absoluteUrl(image)] }),
        keywords: blog.tags.join(', '),
        mainEntityOfPage: absoluteUrl(path),
      },
      breadcrumbs([
        { name: 'Blog', path: blogListPath },
        { name: blog.title, path },
      ]),
    ],
  });
}

export default function BlogPost({ loaderData: { blog } }: Route.ComponentProps) {
  return (
    <article className="page-section container blog-article">
      <BackButton fallback={blogListPath} />
      <p className="blog-article__meta">
        <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time> · By {blog.author}
      </p>
      <h1>{blog.title}</h1>
      {blog.tags.length > 0 && (
        <ul className="blog-article__tags" aria-label="Tags">
          {blog.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {blog.image && (
        <img
          className="blog-article__image"
          src={blogImageUrl(blog)}
          alt=""
          width={1200}
          height={750}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div
        className="blog-article__content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the shared allowlist (blog-pages.server.ts)
        dangerouslySetInnerHTML={{ __html: blog.content }}
      />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: blogListPath, label: 'Go Back' }} />;
}
