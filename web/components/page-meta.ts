import type { MetaDescriptor } from 'react-router';
import { company } from '../../shared/company.ts';

/**
 * The public web address: the company's, unless the build sets VITE_SITE_URL (e.g. a staging
 * stage), so canonical URLs and Open Graph links are absolute and right for each deployment.
 */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL as string | undefined) ?? company.siteUrl;

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
  /** Extra schema.org data for this page. */
  structuredData?: Record<string, unknown>;
}

/** Title, description, canonical URL and Open Graph tags of one page (each route's `meta` export). */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = `${input.title} | ${company.name}`;
  const url = absoluteUrl(input.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(input.image ?? '/images/banners/hero-1.svg') },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  // A page that must not be indexed has no canonical URL of its own.
  descriptors.push(
    input.noindex ? { name: 'robots', content: 'noindex' } : { tagName: 'link', rel: 'canonical', href: url },
  );
  if (input.structuredData) descriptors.push({ 'script:ld+json': input.structuredData });
  return descriptors;
}

/** schema.org Organization, rendered once on every page by the root layout. */
export const organizationStructuredData = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: company.name,
  url: siteUrl,
  logo: absoluteUrl('/images/logo.svg'),
  email: company.email,
  telephone: company.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: company.address.countryCode,
  },
  sameAs: [company.facebookUrl, company.instagramUrl],
};
