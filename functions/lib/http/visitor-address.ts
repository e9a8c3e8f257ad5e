import { isIP } from 'node:net';

/**
 * Set on every API request by the API behaviours' CloudFront Function
 * (infra/api-viewer-headers.js) to the visitor's IP address, replacing any value the visitor
 * sent; locally the gateway does the same (local/api-gateway.ts).
 */
const viewerAddressHeader = 'x-viewer-address';

/**
 * The client address failed logins and contact messages are counted by (docs/decisions/020,
 * 028): the visitor's address as CloudFront saw it, and nothing else. A handler runs only for
 * a request that carried CloudFront's origin secret (origin-verification.ts), so this header
 * is CloudFront's, never the visitor's. `sourceIp` is never used: behind CloudFront it is
 * CloudFront's own address, shared by many visitors. Without the header (a distribution
 * without the function) there is none (undefined), and only the account is counted.
 */
export function visitorAddress(headers: Record<string, string>): string | undefined {
  const viewer = headers[viewerAddressHeader]?.trim();
  return viewer && isIP(viewer) ? countedNetwork(viewer) : undefined;
}

/**
 * An IPv6 client counts as its /64 network (`2001:db8:1:2::/64`): one subscriber usually has
 * a whole /64, and could otherwise take a fresh address for every few guesses. IPv4, also
 * written IPv4-mapped (`::ffff:192.0.2.1`), stays the one address.
 */
function countedNetwork(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (isIP(address) !== 6) return address;
  // An embedded IPv4 tail (`::1.2.3.4`) fills two groups; only the first four matter here.
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const written = [...groupsOf(head), ...groupsOf(tail)];
  const zeros = tail === undefined ? [] : Array<string>(8 - written.length).fill('0');
  const groups = [...groupsOf(head), ...zeros, ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
