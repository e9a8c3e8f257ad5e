import type { ShownCompany } from '../lib/site-layout-data.ts';

/** Each social network's name, as its link reads, in the order pages show them. */
const socialNetworkNames: Record<keyof ShownCompany['social'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  whatsapp: 'WhatsApp',
};

/** The company's social pages that are set ('' hides one), with their networks' names. */
export function shownSocialLinks(company: ShownCompany): { name: string; url: string }[] {
  return Object.entries(socialNetworkNames)
    .map(([network, name]) => ({ name, url: company.social[network as keyof ShownCompany['social']] }))
    .filter((link) => link.url !== '');
}

/** The company's social pages, each opening in a new tab (the footer, the contact page). */
export function SocialLinks({ links }: { links: { name: string; url: string }[] }) {
  return links.map((link) => (
    <a key={link.name} href={link.url} target="_blank" rel="noopener noreferrer">
      {link.name}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ));
}
