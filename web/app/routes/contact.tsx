import { mapEmbedUrl, mapLinkUrl, phoneHref, postalAddressLine } from '../../../shared/company-contact.ts';
import { formPageHeaders } from '../../components/page-headers.ts';
import { organizationStructuredData, pageMeta } from '../../components/page-meta.ts';
import { contactFormAction } from '../../features/contact/contact-action.server.ts';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { MapEmbed } from '../../features/contact/map-embed.tsx';
import '../../features/contact/contact-page.css';
import { SocialLinks, shownSocialLinks } from '../../components/social-links.tsx';
import { siteLayoutDataOf, useSiteLayoutData } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/contact';

/**
 * Every contact form's POST, before or without JavaScript, from this page, home, about or a
 * product's page (the one page path that takes a POST behind CloudFront, docs/decisions/046), and this page's
 * submission once the app runs (docs/decisions/042).
 */
export const action = contactFormAction;
export const clientAction = contactFormClientAction;
export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteLayoutDataOf(matches);
  const { name, address } = site.company;
  return pageMeta(site, {
    title: 'Contact us',
    description: `Write to ${name} in ${address.city}, ${address.region}: product questions, quotes, samples and private-label orders.`,
    path: '/contact',
    structuredData: [organizationStructuredData(site.company)],
  });
};

export default function Contact() {
  const { company } = useSiteLayoutData();
  const socialLinks = shownSocialLinks(company);
  const mapUrl = mapEmbedUrl(company);
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
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref(company)}>{company.phone.shown}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              <address>
                <a href={mapLinkUrl(company)} target="_blank" rel="noopener noreferrer">
                  {postalAddressLine(company)}
                  <span className="visually-hidden"> (map, opens in a new tab)</span>
                </a>
              </address>
            </dd>
            {socialLinks.length > 0 && (
              <>
                <dt>Follow us</dt>
                <dd className="contact-panel__social">
                  <SocialLinks links={socialLinks} />
                </dd>
              </>
            )}
          </dl>
          {/* Without a pin, the address above is the map's link (issue 34). */}
          {mapUrl && <MapEmbed url={mapUrl} address={company.address} />}
        </aside>
      </div>
    </section>
  );
}
