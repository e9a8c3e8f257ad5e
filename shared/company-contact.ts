/**
 * The company's contact details as pages link them (the footer, the contact page): the address
 * on one line, its map link and the pin's embedded map, the phone's link. Apart from the site
 * settings' values (shared/site-parts.ts) and rules (shared/site-settings.ts) on purpose: the
 * chunk every public page loads holds this module, and the seeded values would come with it.
 */
import type { CompanySettings } from './site-parts.ts';

/** The address on one line, e.g. for the footer and the map link. */
export const postalAddressLine = ({ address }: Pick<CompanySettings, 'address'>): string =>
  [address.street, address.city, `${address.region} ${address.postalCode}`, address.country].join(', ');

/** A plain link to the address on a map, for when the embedded map cannot load (or there is no pin). */
export const mapLinkUrl = (company: Pick<CompanySettings, 'address'>): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(postalAddressLine(company))}`;

/** The embedded map's address: always openstreetmap.org, so the CSP's frame-src stays one origin. */
export const mapEmbedOrigin = 'https://www.openstreetmap.org';

/** Half the map's width and height around the pin, in degrees: a town and its surroundings. */
const mapSpan = { longitude: 0.085, latitude: 0.05 };

/** The OpenStreetMap embed around the pin (no API key, no cookies); undefined without a pin. */
export function mapEmbedUrl({ map }: Pick<CompanySettings, 'map'>): string | undefined {
  if (!map) return undefined;
  const degrees = (value: number) => value.toFixed(4);
  const box = [
    map.longitude - mapSpan.longitude,
    map.latitude - mapSpan.latitude,
    map.longitude + mapSpan.longitude,
    map.latitude + mapSpan.latitude,
  ]
    .map(degrees)
    .join(',');
  const marker = `${degrees(map.latitude)},${degrees(map.longitude)}`;
  return `${mapEmbedOrigin}/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${encodeURIComponent(marker)}`;
}

/** The phone link: `tel:` and the number as dialled. */
export const phoneHref = (company: Pick<CompanySettings, 'phone'>): string => `tel:${company.phone.dialled}`;
