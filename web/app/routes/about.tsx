import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { PreviewBanner } from '../../components/preview-banner.tsx';
import { AboutRow } from '../../features/about/about-row.tsx';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import '../../features/about/about.css';
import { loadSiteParts } from '../../lib/site-layout-data.server.ts';
import { siteLayoutDataOf, useSiteLayoutData } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/about';

/**
 * The contact form's submission once the app runs; before or without JavaScript the browser
 * posts it to the contact page's action (docs/decisions/042, 046).
 */
export const clientAction = contactFormClientAction;

/**
 * The intro and sections of the site's settings (issue 34), read with the layout's settings.
 * Also the About part's preview link's `/preview/site/<token>/about` (route id
 * `preview-site-about`, docs/decisions/066): the page with the link's part, a banner, never indexed.
 */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const preview = params.token === undefined ? undefined : { token: params.token, pagePath: '/about' };
  const site = await loadSiteParts(['about'], preview);
  return { ...site.parts.about, preview: site.preview };
};

/** Rendered per request, as it names the company (issue 34), and kept at the edge as the other pages. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteLayoutDataOf(matches);
  const { name, address } = site.company;
  return pageMeta(site, {
    title: 'About us',
    description: `${name} is a manufacturer and exporter of pet accessories in ${address.city}, ${address.region}: our workshop, our quality checks and how we export worldwide.`,
    path: '/about',
    image: '/images/about/workshop.svg',
    noindex: loaderData?.preview !== undefined,
  });
};

export default function About({ loaderData: { intro, sections, preview } }: Route.ComponentProps) {
  const { company } = useSiteLayoutData();
  return (
    <>
      {preview && <PreviewBanner expiresText={preview.expiresText} />}
      <PageHero>About {company.name}</PageHero>
      <section className="page-section container about-intro">
        <p>{intro}</p>
      </section>
      {sections.map((section, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: the sections' order is their identity on the page
          key={index}
          className={`page-section ${index % 2 === 0 ? 'page-section--cream' : ''}`}
          aria-labelledby={`about-${index}`}
        >
          <AboutRow picture={section.picture} index={index} kind="scene">
            <h2 id={`about-${index}`}>{section.heading}</h2>
            {/* Cleaned by the blog's sanitiser when saved (functions/lib/content/site-saving.ts). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, as a post's content */}
            <div className="about-text" dangerouslySetInnerHTML={{ __html: section.body }} />
          </AboutRow>
        </section>
      ))}
      <section className="page-section container" aria-label="Contact us">
        <ContactForm variant="teaser" heading="Work with us" />
      </section>
    </>
  );
}
