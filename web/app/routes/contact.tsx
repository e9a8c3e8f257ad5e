import { company, mapLinkUrl, postalAddressLine } from '../../../shared/company.ts';
import { formPageHeaders } from '../../components/page-headers.ts';
import { organizationStructuredData, pageMeta } from '../../components/page-meta.ts';
import { contactFormAction } from '../../features/contact/contact-action.server.ts';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { MapEmbed } from '../../features/contact/map-embed.tsx';
import '../../features/contact/contact-page.css';
import { SocialLinks } from '../../components/social-links.tsx';

/**
 * Every contact form's POST, before or without JavaScript, from this page, home, about or a
 * product's page (the one page path that takes a POST behind CloudFront, docs/decisions/046), and this page's
 * submission once the app runs (docs/decisions/042).
 */
export const action = contactFormAction;
export const clientAction = contactFormClientAction;
export const headers = formPageHeaders;

export const meta = () =>
  pageMeta({
    title: 'Contact us',
    description: `Write to ${company.name} in Dehradun, Uttarakhand: product questions, quotes, samples and private-label orders.`,
    path: '/contact',
    structuredData: [organizationStructuredData],
  });

export default function Contact() {
  return (
    <section className="contact-page">
      <div className="container split-layout contact-page__grid">
        <div>
          <h1>Contact us</h1>
          <p>Questions about a product, a quote or a custom order? Send us a message.</p>
          <ContactForm variant="page" />
        </div>
        <aside className="contact-panel" aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">Get In Touch</h2>
          <dl>
            <dt>Support email</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={company.phoneHref}>{company.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              <address>
                <a href={mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  {postalAddressLine}
                  <span className="visually-hidden"> (map, opens in a new tab)</span>
                </a>
              </address>
            </dd>
            <dt>Follow us</dt>
            <dd className="contact-panel__social">
              <SocialLinks />
            </dd>
          </dl>
          <MapEmbed />
        </aside>
      </div>
    </section>
  );
}
