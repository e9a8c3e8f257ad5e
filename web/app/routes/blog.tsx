import { blogListPath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Pager } from '../../components/pager.tsx';
import { listImageLoad } from '../../components/responsive-picture.tsx';
import { BlogCard, blogCardPreload } from '../../features/blog/blog-card.tsx';
import { loadBlogList } from '../../features/blog/blog-pages.server.ts';
import type { Route } from './+types/blog';
import '../../features/blog/blog.css';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';

export const loader = ({ url }: Route.LoaderArgs) => loadBlogList(url);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => [
  ...pageMeta(siteLayoutDataOf(matches), {
    title: 'Blog',
    description: 'News, care tips and stories from our workshop: harnesses, beds and everything pets need.',
    // Later pages of the list are pages of their own.
    path: `${blogListPath}${location.search}`,
  }),
  // The first card's image is the page's LCP element on a phone: asked for from the head.
  ...blogCardPreload(loaderData?.items[0]),
];

export default function Blogs({ loaderData: { items, nextCursor, isFirstPage } }: Route.ComponentProps) {
  return (
    <>
      <PageHero>Our blog</PageHero>
      <section className="page-section container data-section" aria-label="Blog posts">
        {items.length === 0 ? (
          <p className="empty-state">No blogs available</p>
        ) : (
          <ul className="list-grid card-grid">
            {items.map((blog, index) => (
              <li key={blog._id}>
                {/* The first row on a phone (two columns) is in view at once; the first is the LCP. */}
                <BlogCard blog={blog} load={listImageLoad(index, 2)} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          label="More posts"
          listPath={blogListPath}
          isFirstPage={isFirstPage}
          nextCursor={nextCursor}
          firstText="Newest posts"
          nextText="Older posts"
        />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />;
}
