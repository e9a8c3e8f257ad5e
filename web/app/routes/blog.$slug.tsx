import { blogListPath, blogPostPath } from '../../../shared/site-urls.ts';
import { BackButton } from '../../components/back-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { absoluteUrl, breadcrumbs, type PageMetaInput, pageMetaFrom } from '../../components/page-meta.ts';
import { PreviewBanner } from '../../components/preview-banner.tsx';
import {
  articleSizes,
  picturePreload,
  ResponsivePicture,
  sharePreviewUrl,
} from '../../components/responsive-picture.tsx';
import { formatBlogDate } from '../../features/blog/blog-display.ts';
import { loadBlogPost, loadBlogPreview } from '../../features/blog/blog-pages.server.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import { summaryText } from '../../lib/summary-text.ts';
import type { Route } from './+types/blog.$slug';
import '../../features/blog/blog.css';

/**
 * `/blog/<slug>`, and a preview link's `/preview/blog/<token>` (route id `preview-blog`,
 * docs/decisions/066): the same page of the link's unsaved post, with a banner, never indexed
 * (the page renderer sends its no-store and noindex headers, functions/lib/http/preview-answers.ts).
 */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  params.token !== undefined ? loadBlogPreview(params.token) : loadBlogPost(url, params.slug ?? '');
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteLayoutDataOf(matches);
  return [
    ...pageMetaFrom(
      site,
      loaderData?.blog,
      {
        title: 'Blog',
        description: 'A post from our blog about pets and pet accessories.',
        path: blogListPath,
      },
      (blog) => ({ ...blogPostMeta(blog, site.company.name), noindex: loaderData?.preview !== undefined }),
    ),
    // The post's image is the page's LCP element: the server-rendered head asks for it before
    // the browser has parsed the body.
    ...picturePreload(loaderData?.blog.imageInfo, articleSizes),
  ];
};

/** `companyName`: the publisher of every post. */
function blogPostMeta(blog: Route.ComponentProps['loaderData']['blog'], companyName: string): PageMetaInput {
  const path = blogPostPath(blog.slug);
  // Link previews show the 1200x630 JPEG made for them; a post without variants the site's picture.
  const image = blog.imageInfo ? sharePreviewUrl(blog.imageInfo) : undefined;
  const description = summaryText(blog.content);
  return {
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
        publisher: { '@type': 'Organization', name: companyName, logo: absoluteUrl('/images/logo.svg') },
        ...(image && { image: [absoluteUrl(image)] }),
        keywords: blog.tags.join(', '),
        mainEntityOfPage: absoluteUrl(path),
      },
      breadcrumbs([
        { name: 'Blog', path: blogListPath },
        { name: blog.title, path },
      ]),
    ],
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <article className="page-section container blog-article">
      {loaderData.preview && <PreviewBanner expiresText={loaderData.preview.expiresText} />}
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
        <ResponsivePicture
          imageInfo={blog.imageInfo}
          sizes={articleSizes}
          className="blog-article__image"
          load="main"
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
