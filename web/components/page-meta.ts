import type { MetaDescriptor } from 'react-router';
import { localSiteUrl } from '../../shared/site-address.ts';
import type { ShownCompany, SiteLayoutData } from '../lib/site-layout-data.ts';
import { shownSocialLinks } from './social-links.tsx';

/**
 * The stage's one public address (shared/site-address.ts, docs/decisions/040): the build's
 * VITE_SITE_URL (`npm run deploy` sets it from the stage's options), else the local stack's
 * origin, so canonical URLs and Open Graph links are absolute and right for each deployment.
 */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL as string | undefined) || localSiteUrl;

export const absoluteUrl = (path: string): string => new URL(path, siteUrl).href;

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own path, e.g. `/product/7`. */
  path: string;
  /** Open Graph image path; the first hero banner by default. */
  image?: string;
  /** Pages that must not be indexed (not-found). */
  noindex?: boolean;
  /** schema.org data for this page, one `<script type="application/ld+json">` each. */
  structuredData?: Record<string, unknown>[];
  /** Open Graph type: `article` for a blog post. */
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical URL and Open Graph tags of one page (each route's `meta`
 * export); `site` is the site layout's data (`siteLayoutDataOf(matches)`), whose company names it.
 */
export function pageMeta({ company }: SiteLayoutData, input: PageMetaInput): MetaDescriptor[] {
  const title = `${input.title} | ${company.name}`;
  const url = absoluteUrl(input.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(input.image ?? siteShareImage) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: absoluteUrl(input.image ?? siteShareImage) },
  ];
  // A page that must not be indexed has no canonical URL of its own.
  descriptors.push(
    input.noindex ? { name: 'robots', content: 'noindex' } : { tagName: 'link', rel: 'canonical', href: url },
  );
  for (const data of input.structuredData ?? []) descriptors.push({ 'script:ld+json': data });
  return descriptors;
}

/**
 * The meta of a page made from data that may be missing (its loader failed, or the product
 * does not exist): the page's own from `page`, else `errorPage`'s, kept out of search engines.
 */
export function pageMetaFrom<Data>(
  site: SiteLayoutData,
  data: Data | undefined,
  errorPage: Omit<PageMetaInput, 'noindex'>,
  page: (data: Data) => PageMetaInput,
): MetaDescriptor[] {
  return pageMeta(site, data === undefined ? { ...errorPage, noindex: true } : page(data));
}

/**
 * The picture a link preview shows for pages without one of their own: a 1200x630 PNG
 * (WhatsApp, Facebook and LinkedIn show no SVG).
 */
export const siteShareImage = '/images/share/site.png';

/** schema.org BreadcrumbList of a page, from the home page down to it. */
export function breadcrumbs(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org Organization: the home and contact pages carry it. */
export function organizationStructuredData(company: ShownCompany): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: siteUrl,
    logo: absoluteUrl('/images/logo.svg'),
    email: company.supportEmail,
    telephone: company.phone.shown,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    sameAs: shownSocialLinks(company).map((link) => link.url),
  };
}
