/**
 * What the contact screen loads, apart from the screen itself: its route's clientLoader imports
 * this module and no component, so the messages are asked for as soon as the route is matched,
 * not after the screen's modules have loaded (issue 37: a tap waits for one round trip).
 */
import {
  type ContactMessage,
  type ContactStatus,
  contactStatuses,
  type Page,
} from '../../../../shared/api-types.ts';
import { adminLoad } from '../shell/login-redirect.ts';
import { cursorOf } from '../ui/paging.ts';
import { contactApi, fetchContactPage } from './contact-api.ts';

/**
 * `?status=` and `?product=<id>` filter the list; `?message=<id>` opens that message (the
 * link in its email).
 */
export const statusParam = 'status';
export const productParam = 'product';
export const messageParam = 'message';

export interface ContactScreenData {
  list: Page<ContactMessage>;
  status?: ContactStatus;
  /** The product whose enquiries are listed (its id). */
  product?: number;
  /** The message the URL names, when it exists. */
  opened: ContactMessage | null;
}

export const asStatus = (value: string | null): ContactStatus | undefined =>
  (contactStatuses as readonly string[]).includes(value ?? '') ? (value as ContactStatus) : undefined;

const asProductId = (value: string | null): number | undefined =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/** The contact page's clientLoader: a page of messages (of one status), newest first; `?cursor=` the page after it. */
export function loadContactMessages({ request }: { request: Request }): Promise<ContactScreenData> {
  const url = new URL(request.url);
  const status = asStatus(url.searchParams.get(statusParam));
  const product = asProductId(url.searchParams.get(productParam));
  const openId = url.searchParams.get(messageParam);
  return adminLoad(request, 'contact messages', async () => {
    const [list, opened] = await Promise.all([
      fetchContactPage({ cursor: cursorOf(request), status, product, signal: request.signal }),
      openId ? contactApi.contact(openId, request.signal).catch(() => null) : null,
    ]);
    return { list, status, product, opened };
  });
}
