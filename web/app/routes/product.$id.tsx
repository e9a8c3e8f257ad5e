import { isRouteErrorResponse } from 'react-router';
import { productListPath, productPagePath } from '../../../shared/site-pages.ts';
import { BackButton } from '../../components/back-button.tsx';
import { cataloguePhotoSharePreview, cataloguePhotoUrl } from '../../components/catalogue-photo.tsx';
import { failedPageTitle, PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageLink } from '../../components/page-link.tsx';
import { absoluteUrl, breadcrumbs, type PageMetaInput, pageMetaFrom } from '../../components/page-meta.ts';
import { PreviewBanner } from '../../components/preview-banner.tsx';
import { ProductDetails } from '../../components/product-details.tsx';
import { productPhotoSizes } from '../../components/product-photo-sizes.ts';
import { picturePreload } from '../../components/responsive-picture.tsx';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { loadProductPage, loadProductPreview } from '../../features/product/product-page.server.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import { summaryText } from '../../lib/summary-text.ts';
import type { Route } from './+types/product.$id';

/**
 * `/product/<segment>`, and a preview link's `/preview/product/<token>` (route id
 * `preview-product`, docs/decisions/066): the same page of the link's unsaved product, with a
 * banner, never indexed (the page renderer sends its no-store and noindex headers,
 * functions/lib/http/preview-answers.ts).
 */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  params.token !== undefined ? loadProductPreview(params.token) : loadProductPage(url, params.id ?? '');
export const headers = publicPageHeaders;

/**
 * "Enquire about this product": the form's submission, naming the product, once the app runs;
 * before or without JavaScript the browser posts it to the contact page's action
 * (docs/decisions/042, 046).
 */
export const clientAction = contactFormClientAction;

type ProductPageData = Route.ComponentProps['loaderData'];

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = siteLayoutDataOf(matches);
  const main = loaderData?.product.photos[0];
  // Only a 404 says the product does not exist; a busy table says nothing of it.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    ...pageMetaFrom(
      site,
      loaderData,
      {
        title: failedPageTitle(error, 'Product not found'),
        description: notFound ? 'This product does not exist.' : 'Please try again shortly.',
        path: productListPath,
      },
      (data) => ({ ...productPageMeta(data, site.company.name), noindex: data.preview !== undefined }),
    ),
    // The main photo is the page's LCP element: the server-rendered head asks for an upload's
    // variants before the browser has parsed the body (the site's artwork is one small file).
    ...picturePreload(main && 'imageInfo' in main ? main.imageInfo : undefined, productPhotoSizes(main)),
  ];
};

/** `companyName`: the maker and brand of every product. */
function productPageMeta({ product, categoryNames }: ProductPageData, companyName: string): PageMetaInput {
  const path = productPagePath(product.slug);
  const description = summaryText(product.description) || product.name;
  return {
    title: product.name,
    description,
    path,
    // Link previews show the main photo's 1200x630 JPEG (drawn for the site's artwork, ADR 047).
    image: cataloguePhotoSharePreview(product.photos[0]),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        image: product.photos.map((photo) => absoluteUrl(cataloguePhotoUrl(photo))),
        sku: `PC-${product._id.padStart(3, '0')}`,
        ...(categoryNames.length > 0 && { category: categoryNames.join(', ') }),
        brand: { '@type': 'Brand', name: companyName },
        manufacturer: { '@type': 'Organization', name: companyName },
        url: absoluteUrl(path),
      },
      breadcrumbs([
        { name: 'Products', path: productListPath },
        { name: product.name, path },
      ]),
    ],
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, categoryNames } = loaderData;
  return (
    <section className="page-section container">
      {loaderData.preview && <PreviewBanner expiresText={loaderData.preview.expiresText} />}
      <BackButton fallback={productListPath} />
      <ProductDetails product={product} categoryNames={categoryNames} />
      <div id="enquire" className="product-enquiry">
        <ContactForm
          // Another product's page is another form: nothing typed for one carries to the next.
          key={product._id}
          variant="page"
          heading="Enquire about this product"
          product={{ id: Number(product._id), name: product.name }}
        />
      </div>
    </section>
  );
}

/**
 * The spec's 'Product not found.' with a Back to Products link to the list (a link: it works
 * before the app runs); any other failure offers to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page-section container empty-state">
        <h1>Product not found.</h1>
        <PageLink to={productListPath} className="button">
          Back to Products
        </PageLink>
      </section>
    );
  }
  return <PageError error={error} backTo={{ path: productListPath, label: 'Back to Products' }} />;
}
