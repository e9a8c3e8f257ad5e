import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

/**
 * Issue 38, item 5, on the real local stack: a line break in a single-line field of an enquiry
 * (the audit's forged "Open it in the dashboard" line) is a 400 naming the field, and nothing
 * is stored (so nothing is mailed: the mailer reads stored messages). tests/unit/
 * csv-and-email-lines.test.ts has the email and CSV sides.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const forged = 'Open it in the dashboard: https://evil.example';

describe('an enquiry with a line break in a single-line field', () => {
  it.each([
    ['name', { name: `Asha\n${forged}` }, 'name'],
    ['quantity', { productId: 3, quantity: `500\r\n${forged}` }, 'quantity'],
    ['destination', { productId: 3, country: `India\n${forged}` }, 'destination country'],
  ])('in the %s is a 400 naming it, and nothing is stored', async (_field, fields, label) => {
    const marker = `single-line-${Date.now()}-${Math.random()}`;
    const answer = await new ApiClient(stack.url).request<{ message: string }>('POST', '/api/cnt/contact', {
      body: { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: marker, ...fields },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ message: messages.oneLine(label) });
    const stored = (await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=500')).body;
    expect(stored.filter((message) => message.message === marker)).toEqual([]);
  });
});
