import type { CompanySettings } from '../../../shared/site-parts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The contact page's embedded map of the company's pin (`url`, shared/site-parts.ts'
 * mapEmbedUrl), added once the page has hydrated (after `load`). In the HTML, even
 * `loading="lazy"` fetched it at once (Chrome loads lazy frames within a wide margin of the
 * screen): a new connection to openstreetmap.org that a phone on slow 4G made before the
 * page's first paint. The address above links to the same map meanwhile; the empty box keeps
 * its place, so nothing shifts when the map arrives.
 */
export function MapEmbed({ url, address }: { url: string; address: CompanySettings['address'] }) {
  if (!useHydrated()) return <div className="contact-panel__map" />;
  return (
    <iframe
      className="contact-panel__map"
      title={`Map of our address in ${address.city}, ${address.region}`}
      src={url}
      width={600}
      height={300}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}
