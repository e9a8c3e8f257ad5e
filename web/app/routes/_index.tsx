import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageLink } from '../../components/page-link.tsx';
import { organizationStructuredData, pageMeta } from '../../components/page-meta.ts';
import { PreviewBanner } from '../../components/preview-banner.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { loadHomeCatalogue } from '../../features/catalogue/catalogue-pages.server.ts';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { CategoryTiles } from '../../features/home/category-tiles.tsx';
import { firstBannerPreload, HeroBanners } from '../../features/home/hero-banners.tsx';
import { Testimonials } from '../../features/home/testimonials.tsx';
import '../../features/home/home.css';
import { loadSiteParts } from '../../lib/site-layout-data.server.ts';
import { siteLayoutDataOf, useSiteLayoutData } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/_index';

/**
 * The contact form's submission once the app runs; before or without JavaScript the browser
 * posts it to the contact page's action (docs/decisions/042, 046).
 */
export const clientAction = contactFormClientAction;

/**
 * The category tiles and the spec's grid of the first 12 products, from the table
 * (docs/decisions/049), and the banners, About teaser and testimonials of the site's settings
 * (issue 34). Also a site part's preview link's `/preview/site/<token>` (route id
 * `preview-site`, docs/decisions/066): the home page with the link's part, a banner, never indexed.
 */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const preview = params.token === undefined ? undefined : { token: params.token, pagePath: '/' };
  const [catalogue, site] = await Promise.all([
    loadHomeCatalogue(),
    loadSiteParts(['home', 'testimonials'], preview),
  ]);
  const { home, testimonials } = site.parts;
  return { ...catalogue, home, testimonials: testimonials.items, preview: site.preview };
};
export const headers = publicPageHeaders;

/**
 * The site's own title and description for search engines (issue 34), the organisation, and
 * the preload of the first banner's picture when it is an upload (the page's LCP image).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteLayoutDataOf(matches);
  return [
    ...pageMeta(site, {
      ...site.seo,
      path: '/',
      structuredData: [organizationStructuredData(site.company)],
      noindex: loaderData?.preview !== undefined,
    }),
    ...firstBannerPreload(loaderData?.home.banners),
  ];
};

export default function Home({
  loaderData: { tiles, products, home, testimonials, preview },
}: Route.ComponentProps) {
  const { company } = useSiteLayoutData();
  return (
    <>
      {preview && <PreviewBanner expiresText={preview.expiresText} />}
      <HeroBanners banners={home.banners} />
      <CategoryTiles tiles={tiles} />
      <section className="page-section page-section--cream" aria-labelledby="products-heading">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">Our range</span>
            <h2 id="products-heading">Featured products</h2>
          </div>
          <ProductGrid products={products} />
          <p className="section-more">
            <PageLink to="/product" className="button button--outline">
              View all products
            </PageLink>
          </p>
        </div>
      </section>
      <section className="page-section container about-teaser" aria-labelledby="about-teaser-heading">
        <img
          src="/images/about/workshop.svg"
          alt="Our workshop in Dehradun"
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div>
          <span className="eyebrow">About us</span>
          <h2 id="about-teaser-heading">Crafted with care since {company.foundingYear}</h2>
          <p>{home.aboutTeaser}</p>
          <PageLink to="/about" className="button">
            READ MORE<span className="visually-hidden"> about {company.name}</span>
          </PageLink>
        </div>
      </section>
      {testimonials.length > 0 && <Testimonials testimonials={testimonials} />}
      <section className="page-section container" aria-label="Contact us">
        <ContactForm variant="teaser" heading="Send us a message" />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/product', label: 'See our products' }} />;
}
