import { describe, expect, it } from 'vitest';
import { storedEmails } from '../../local/local-mailbox.ts';
import { addDays } from '../../shared/insights.ts';
import { digestEvent, digestWeeks } from '../../shared/monday-digest.ts';
import { addCounters, type CounterWrite, counterWrite } from './insight-counter-items.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * Issue 36 item 4 (docs/decisions/072) on the real local stack: the Monday digest's figures
 * are those of the counters of last week (Monday to Sunday, India time) against the week
 * before (written here with the layout of shared/insight-counters.ts), mailed to the enquiry
 * address through the local SES, escaped; and it warns when no enquiry came for 7 days.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
const visitor = visitorAddresses('127.54.0');

const { last, before } = digestWeeks(new Date());
const injectedPage = '/blog/<script>alert(1)</script>';
const counters: CounterWrite[] = [
  counterWrite(last.from, 'total', 'all', { views: 40, visitors: 10, enquiries: 2 }),
  counterWrite(last.to, 'total', 'all', { views: 60, visitors: 20, enquiries: 3 }),
  counterWrite(before.from, 'total', 'all', { views: 30, visitors: 9, enquiries: 7 }),
  // The Monday after last week is this week: not in the digest.
  counterWrite(addDays(last.to, 1), 'total', 'all', { views: 900, enquiries: 90 }),
  counterWrite(last.from, 'page', '/marketplace/india/goa/north-goa', { views: 80, enquiries: 4 }),
  counterWrite(last.to, 'page', injectedPage, { views: 5, enquiries: 1 }),
  counterWrite(last.to, 'product', '1', { enquiries: 3 }),
  counterWrite(last.to, 'country', 'DE', { views: 70, enquiries: 4 }),
  counterWrite(last.to, 'channel', 'search', { views: 50, enquiries: 3 }),
];

/** The digests in the local mailbox (the enquiry mails go to the same address). */
const digests = async () =>
  (await storedEmails(stack.mail.endpoint, stack.enquiryEmail)).filter((mail) =>
    mail.subject.includes('Weekly digest'),
  );

async function sendDigest(now?: Date) {
  const sentBefore = (await digests()).length;
  if (now) {
    const { sendMondayDigest } = await import('../../functions/lib/mail/monday-digest.ts');
    await sendMondayDigest(now);
  } else {
    const { handler } = await import('../../functions/monday-digest.ts');
    await handler(digestEvent);
  }
  const mails = await digests();
  expect(mails).toHaveLength(sentBefore + 1);
  return mails[sentBefore];
}

describe('the Monday digest on the local stack', () => {
  it("mails last week's figures against the week before, to the enquiry address, escaped", async () => {
    await addCounters(stack, counters);
    const mail = await sendDigest();
    const { body: product } = await admin.request<{ name: string }>('GET', '/api/admin/products/1');
    expect(mail.destination.to).toEqual([stack.enquiryEmail]);
    expect(mail.from).toBe(stack.mailFrom);
    const text = mail.body.text ?? '';
    expect(text).toContain('Enquiries: 5 (down from 7 the week before)');
    expect(text).toContain('Page views: 100 (up from 30 the week before)');
    expect(text).toContain('- /marketplace/india/goa/north-goa: 80 views, 4 enquiries');
    expect(text).toContain(`- ${product.name}: 3 enquiries`);
    expect(text).toContain('- DE: 70 views, 4 enquiries');
    expect(text).toContain('- search: 50 views, 3 enquiries');
    expect(text).toContain(`${stack.url}/dashboard/insights`);
    expect(mail.subject).toMatch(/Weekly digest, .*: 5 enquiries$/);
    // A path a visitor made up is text in the HTML, never markup.
    expect(mail.body.html).not.toContain('<script>');
    expect(mail.body.html).toContain('/blog/&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('warns when no enquiry has come yet, and not once one came in the last 7 days', async () => {
    const quiet = await sendDigest();
    expect(quiet.body.text).toMatch(
      /^Warning: No enquiry has come yet\. Please check that the contact form works\./,
    );
    expect(quiet.subject).toMatch(/^No enquiries for 7 days: /);
    const sent = await new ApiClient(stack.url).request('POST', '/api/cnt/contact', {
      body: { name: 'Lena', contact: '9876543210', email: 'lena@example.com', message: 'digest test' },
      from: visitor(),
    });
    expect(sent.status).toBe(201);
    const lively = await sendDigest();
    expect(lively.body.text).not.toContain('Warning');
    expect(lively.subject).toMatch(/^Weekly digest/);
  });

  it('warns when the newest enquiry is 7 days old or more, naming its time', async () => {
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    const mail = await sendDigest(eightDaysOn);
    expect(mail.body.text).toMatch(
      /^Warning: No enquiry has come for 7 days or more \(the last one: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST\)\./,
    );
  });
});
