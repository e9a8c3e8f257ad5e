import { expect } from 'vitest';
import type { ContactMessage } from '../../shared/api-types.ts';
import type { ApiClient } from '../api/test-stack.ts';

/** Every contact message, newest first, read 500 at a time by following the x-next-cursor header. */
export async function allContacts(admin: ApiClient): Promise<ContactMessage[]> {
  const messages: ContactMessage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await admin.request<ContactMessage[]>('GET', `/api/cnt/contact?limit=500${query}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(500);
    messages.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return messages;
}
