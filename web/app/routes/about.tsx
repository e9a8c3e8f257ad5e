import { aboutIntro, aboutSections } from '../../../shared/about-content.ts';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import '../../features/about/about.css';
import { siteLayoutDataOf, useSiteLayoutData } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/about';

/**
 * The contact form's submission once the app runs; before or without JavaScript the browser
 * posts it to the contact page's action (docs/decisions/042, 046).
 */
export const clientAction = contactFormClientAction;

/** Rendered per request, as it names the company (issue 34), and kept at the edge as the other pages. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteLayoutDataOf(matches);
  const { name, address } = site.company;
  return pageMeta(site, {
    title: 'About us',
    description: `${name} is a manufacturer and exporter of pet accessories in ${address.city}, ${address.region}: our workshop, our quality checks and how we export worldwide.`,
    path: '/about',
    image: '/images/about/workshop.svg',
  });
};

export default function About() {
  const { company } = useSiteLayoutData();
  return (
    <>
      <PageHero>About {company.name}</PageHero>
      <section className="page-section container about-intro">
        <p>{aboutIntro}</p>
      </section>
      {aboutSections.map((section, index) => (
        <section
          key={section.heading}
          className={`page-section ${index % 2 === 0 ? 'page-section--cream' : ''}`}
          aria-labelledby={`about-${index}`}
        >
          <div className={`container about-row ${index % 2 === 1 ? 'about-row--reversed' : ''}`}>
            <img
              src={section.image}
              alt={section.imageAlt}
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div>
              <h2 id={`about-${index}`}>{section.heading}</h2>
              <p>{section.text}</p>
            </div>
          </div>
        </section>
      ))}
      <section className="page-section container" aria-label="Contact us">
        <ContactForm variant="teaser" heading="Work with us" />
      </section>
    </>
  );
}
