/**
 * The contact screen's calls. Pages of contact messages: The next cursor travels in the `x-next-cursor` response
 * header, which `apiRequest` does not expose, so this reads the raw Response itself.
 */
import type { ContactMessage, ContactStatus, Page } from '../../../../shared/api-types.ts';
import { callApi, refusal, routeUrl } from '../../../lib/api-client.ts';

export const contactPageSize = 100;
/** The API's largest page: used when every message is wanted (CSV export). */
export const largestContactPage = 500;

export async function fetchContactPage(
  options: {
    cursor?: string;
    limit?: number;
    status?: ContactStatus;
    /** Only the enquiries about this product (its id). */
    product?: number;
    signal?: AbortSignal;
  } = {},
): Promise<Page<ContactMessage>> {
  const query = new URLSearchParams({ limit: String(options.limit ?? contactPageSize) });
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.status) query.set('status', options.status);
  if (options.product) query.set('product', String(options.product));
  const response = await fetch(routeUrl('contact-list', {}, query), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: options.signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response, body);
  const nextCursor = response.headers.get('x-next-cursor') ?? undefined;
  return { items: Array.isArray(body) ? (body as ContactMessage[]) : [], nextCursor };
}

/** Every message, page after page (for the export). */
export async function fetchAllContacts(signal?: AbortSignal): Promise<ContactMessage[]> {
  const all: ContactMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchContactPage({ cursor, limit: largestContactPage, signal });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export const contactApi = {
  deleteContact: (id: string) => callApi('contact-delete', { parameters: { id } }),
  contact: (id: string, signal?: AbortSignal) => callApi('contact-get', { parameters: { id }, signal }),
  setContactStatus: (id: string, status: ContactStatus) =>
    callApi('contact-status', { parameters: { id }, body: { status } }),
};
