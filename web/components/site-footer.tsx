import { phoneHref } from '../../shared/company-contact.ts';
import { privacyPagePath } from '../../shared/site-pages.ts';
import type { ShownCompany } from '../lib/site-layout-data.ts';
import { PageLink } from './page-link.tsx';
import { SocialLinks, shownSocialLinks } from './social-links.tsx';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/product', label: 'Product' },
  { to: '/dogbreed', label: 'Dog Breed' },
  { to: '/marketplace', label: 'Market Place' },
] as const;

export function SiteFooter({ company }: { company: ShownCompany }) {
  const year = new Date().getFullYear();
  const socialLinks = shownSocialLinks(company);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {company.name}
          </h2>
          <img
            src="/images/logo-wordmark.svg"
            alt={company.name}
            width={200}
            height={60}
            loading="lazy"
            decoding="async"
            className="site-footer__logo"
          />
          <p>{company.tagline}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>Terms &amp; Conditions</li>
            <li>Privacy Policy</li>
            <li>
              <PageLink to={privacyPagePath}>Visits and privacy</PageLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              Support: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </li>
            <li>
              Phone: <a href={phoneHref(company)}>{company.phone.shown}</a>
            </li>
            {socialLinks.length > 0 && (
              <li className="site-footer__social">
                <SocialLinks links={socialLinks} />
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className="container site-footer__credit">
        © {year} {company.name}
        {/* One text node per piece, as before the credit could be hidden: the same HTML. */}
        {company.credit.name ? (
          <>
            . Website by{' '}
            <a href={company.credit.url} target="_blank" rel="noopener noreferrer">
              {company.credit.name}
            </a>
            .
          </>
        ) : (
          '.'
        )}
      </p>
    </footer>
  );
}
