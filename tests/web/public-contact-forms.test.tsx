import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { messages } from '../../shared/validation.ts';
import type { ContactOutcome } from '../../web/features/contact/contact-action.server.ts';
import { contactFormClientAction } from '../../web/features/contact/contact-client-action.ts';
import { ContactForm } from '../../web/features/contact/contact-form.tsx';
import { messageTone } from '../../web/features/contact/message-tone.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';

const valid = {
  name: 'Asha',
  contact: '9876543210',
  email: 'asha@example.com',
  message: 'Need 200 harnesses.',
};

function fill(values: Partial<typeof valid>) {
  const labels = { name: 'Name *', contact: 'Contact *', email: 'Email *', message: 'Message *' } as const;
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
  }
}

const submit = () =>
  fireEvent.submit(screen.getByRole('button', { name: /send message/i }).closest('form') as HTMLFormElement);
const status = () => screen.getAllByRole('status').at(-1) as HTMLElement;

/**
 * The page's action (in the app, contact-client-action.ts calling the server's), answering when
 * the test says so and recording the form data it got.
 */
function controlledAction() {
  const sent: Record<string, FormDataEntryValue>[] = [];
  let answer: (outcome: ContactOutcome) => void = () => {};
  const action = vi.fn(async ({ request }: { request: Request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return new Promise<ContactOutcome>((resolve) => {
      answer = resolve;
    });
  });
  return {
    action,
    sent,
    succeed: () => answer({ result: 'sent' }),
    fail: () => answer({ result: 'failed' }),
  };
}

/** The form in a page whose route has `action`, as home, about and /contact have. */
function renderForm(variant: 'page' | 'teaser', action: ReturnType<typeof controlledAction>['action']) {
  const Stub = createRoutesStub([{ path: '/', action, Component: () => <ContactForm variant={variant} /> }]);
  render(<Stub initialEntries={['/']} />);
}

/** The form of `variant` filled with the valid values and sent; its action answers when told. */
function sendValid(variant: 'page' | 'teaser') {
  const api = controlledAction();
  renderForm(variant, api.action);
  fill(valid);
  submit();
  return api;
}

/** Sends the valid values and has the action fail (the error the form logs kept off the output). */
async function sendAndFail(variant: 'page' | 'teaser') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = sendValid(variant);
  await screen.findByRole('button', { name: /^sending\.\.\.$/i });
  api.fail();
}

cleanUpAfterEach();

describe('the form of a product page (Enquire about this product)', () => {
  it('names the product and sends its id with the optional quantity and destination', async () => {
    const api = controlledAction();
    const Stub = createRoutesStub([
      {
        path: '/',
        action: api.action,
        Component: () => <ContactForm variant="page" product={{ id: 3, name: 'Full Body Harness' }} />,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.getByText('Full Body Harness')).toBeTruthy();
    fill(valid);
    fireEvent.change(screen.getByLabelText('Quantity (optional)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Destination country (optional)'), {
      target: { value: 'Germany' },
    });
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({ ...valid, productId: '3', quantity: '500', country: 'Germany' });
    api.succeed();
    await waitFor(() =>
      expect(status().textContent).toBe("Message sent successfully! We'll get back to you soon."),
    );
    expect((screen.getByLabelText('Quantity (optional)') as HTMLInputElement).value).toBe('');
  });

  it('the client action sends the product and the filled details to the API, and leaves out blank ones', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ _id: '1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...valid,
      productId: '3',
      quantity: '',
      country: 'Germany',
    }))
      form.set(name, value);
    form.set('fillMs', '5000');
    const outcome = await contactFormClientAction({
      request: new Request('http://localhost/product/3', { method: 'POST', body: form }),
    });
    expect(outcome).toEqual({ result: 'sent' });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ ...valid, productId: '3', country: 'Germany' });
    expect(body).not.toHaveProperty('quantity');
  });
});

describe('the contact page form', () => {
  it('checks blanks first, then the contact number, then the email, with the shared messages', async () => {
    const api = controlledAction();
    renderForm('page', api.action);
    fill({ name: 'Asha', contact: '12', email: 'bad' });
    submit();
    await waitFor(() => expect(status().textContent).toBe(messages.fillAllFields));
    expect(screen.getByLabelText('Message *').getAttribute('aria-invalid')).toBe('true');
    // The first refused field takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Message *'));

    fill({ message: '   ' });
    submit();
    await waitFor(() => expect(status().textContent).toBe(messages.fillAllFields));

    fill({ message: 'Hello' });
    submit();
    const contactError = await screen.findByText(contactFormMessages.contactNumber);
    expect(contactError.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByLabelText('Contact *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Contact *').getAttribute('aria-describedby')).toBe(contactError.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Contact *'));
    // The message sits beside its own field only, and the status line says nothing more.
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('false');
    expect(status().textContent).toBe('');

    fill({ contact: '98765 43210' });
    submit();
    expect(await screen.findByText(contactFormMessages.contactNumber)).toBeTruthy();

    fill({ contact: '9876543210' });
    submit();
    expect(await screen.findByText(messages.email)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email *'));
    expect(screen.queryByText(contactFormMessages.contactNumber)).toBeNull();
    expect(api.sent).toHaveLength(0);
  });

  it("shows 'Sending...', disables the button, then the success message and empty fields", async () => {
    const api = sendValid('page');
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(status().textContent).toBe('Sending...');
    expect(status().className).toContain('--info');
    // The four fields, the empty trap field and how long the form was open (ADR 023), and the
    // visit kept in memory (docs/decisions/068): here no site layout started one, so the
    // page itself, no referrer, one page seen.
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          ...valid,
          website: '',
          fillMs: expect.stringMatching(/^\d+$/),
          landingPage: `${location.pathname}${location.search}`,
          referrer: '',
          formPage: `${location.pathname}${location.search}`,
          pagesSeen: '1',
        },
      ]),
    );
    api.succeed();
    await waitFor(() =>
      expect(status().textContent).toBe("Message sent successfully! We'll get back to you soon."),
    );
    expect(status().className).toContain('--success');
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the typed text on failure, says so in red, and editing clears the message', async () => {
    await sendAndFail('page');
    await waitFor(() => expect(status().textContent).toBe('Something went wrong. Please try again later.'));
    expect(status().className).toContain('--error');
    expect((screen.getByLabelText('Message *') as HTMLTextAreaElement).value).toBe(valid.message);
    fill({ name: 'Asha K' });
    expect(status().textContent).toBe('');
  });
});

/**
 * The contact page's answer to the browser's own POST (contact-action.server.ts), as its HTML:
 * what a visitor without JavaScript (or before hydration) reads.
 */
async function answeredPage(
  outcome: ContactOutcome,
  product?: { id: number; name: string },
): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    {
      id: 'contact',
      path: '/contact',
      action: () => outcome,
      Component: () => <ContactForm variant="page" product={product} />,
    },
  ]);
  const context = await query(
    new Request('http://localhost/contact', { method: 'POST', body: new FormData() }),
  );
  if (context instanceof Response) throw new Error('the page answered with a redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

/** The page's HTML in the document, as a browser without JavaScript shows it, until the test ends. */
function show(html: string): void {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  onTestFinished(() => page.remove());
}

describe("the contact page's answer without JavaScript", () => {
  const typed = { name: 'Asha', contact: '12', email: 'asha@example.com', message: 'Need 200 harnesses.' };

  it("puts a field's message under it in the HTML, keeps the typed text and focuses the field", async () => {
    const html = await answeredPage({
      result: 'invalid',
      message: contactFormMessages.contactNumber,
      field: 'contact',
      values: typed,
      details: {},
    });
    show(html);
    const contact = screen.getByLabelText('Contact *') as HTMLInputElement;
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(contact.hasAttribute('autofocus')).toBe(true);
    const message = document.getElementById(contact.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(contactFormMessages.contactNumber);
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Message *') as HTMLTextAreaElement).value).toBe(typed.message);
    expect(screen.getByLabelText('Name *').hasAttribute('autofocus')).toBe(false);
    expect(status().textContent).toBe('');
  });

  it("says 'Please fill in all fields.' and marks the blanks, the first one focused, a product kept", async () => {
    const html = await answeredPage({
      result: 'invalid',
      message: messages.fillAllFields,
      values: { ...typed, name: ' ', message: '' },
      details: { productId: '3', quantity: '40 huts', country: '' },
      product: { id: 3, name: 'Full Body Harness' },
    });
    show(html);
    expect(status().textContent).toBe(messages.fillAllFields);
    expect(screen.getByLabelText('Name *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name *').hasAttribute('autofocus')).toBe(true);
    expect(screen.getByLabelText('Message *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Full Body Harness')).toBeTruthy();
    expect((screen.getByLabelText('Quantity (optional)') as HTMLInputElement).value).toBe('40 huts');
    expect((document.querySelector('input[name="productId"]') as HTMLInputElement).value).toBe('3');
  });

  it('once the page has hydrated with the answer, the app sends the corrected form, then empties the fields', async () => {
    const api = controlledAction();
    const Stub = createRoutesStub([
      { id: 'contact', path: '/', action: api.action, Component: () => <ContactForm variant="page" /> },
    ]);
    const refused: ContactOutcome = {
      result: 'invalid',
      message: contactFormMessages.contactNumber,
      field: 'contact',
      values: typed,
      details: {},
    };
    render(<Stub initialEntries={['/']} hydrationData={{ actionData: { contact: refused } }} />);
    expect(screen.getByText(contactFormMessages.contactNumber)).toBeTruthy();
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('Asha');
    fill({ contact: valid.contact });
    expect(screen.queryByText(contactFormMessages.contactNumber)).toBeNull();
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({ ...typed, contact: valid.contact });
    api.succeed();
    await waitFor(() =>
      expect(status().textContent).toBe("Message sent successfully! We'll get back to you soon."),
    );
    // Empty, not the refused post's text again.
    for (const label of ['Name *', 'Contact *', 'Email *', 'Message *']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe('');
    }
  });
});

describe('the home and about form', () => {
  it('leaves blanks to the browser and checks the contact number before the email', async () => {
    renderForm('teaser', controlledAction().action);
    for (const label of ['Name *', 'Contact *', 'Email *', 'Message *']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    fill({ ...valid, contact: 'abc', email: 'no-at-sign' });
    submit();
    expect(await screen.findByText(contactFormMessages.contactNumber)).toBeTruthy();
    expect(screen.queryByText(messages.email)).toBeNull();
  });

  it("says 'SENDING...' then 'Message sent successfully!'", async () => {
    const api = sendValid('teaser');
    expect(await screen.findByRole('button', { name: 'SENDING...' })).toBeTruthy();
    api.succeed();
    await waitFor(() => expect(status().textContent).toBe('Message sent successfully!'));
  });

  it("says 'Failed to send message. Please try again.' and keeps the text", async () => {
    await sendAndFail('teaser');
    await waitFor(() => expect(status().textContent).toBe('Failed to send message. Please try again.'));
    expect((screen.getByLabelText('Email *') as HTMLInputElement).value).toBe(valid.email);
  });
});

describe("the pages' client action (the app's way to send)", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return new Request('http://localhost/contact', { method: 'POST', body });
  };

  it('posts the fields and the traps to POST /api/cnt/contact and says sent', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"_id":"x"}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await contactFormClientAction({
      request: form({ ...valid, website: '', fillMs: '4200' }),
    });
    expect(outcome).toEqual({ result: 'sent' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/cnt/contact');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({
      ...valid,
      website: '',
      fillMs: 4200,
    });
  });

  it('turns a refusal, a limit or no answer into the failure text, not an error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answer of [
      () => Promise.resolve(new Response('{"message":"busy"}', { status: 503 })),
      () => Promise.resolve(new Response('{"message":"Something went wrong."}', { status: 429 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      expect(
        await contactFormClientAction({ request: form({ ...valid, website: '', fillMs: '4200' }) }),
      ).toEqual({
        result: 'failed',
      });
    }
  });
});

describe('the message colour rule', () => {
  it("is green for 'success' or 'sent', blue for 'Sending', red otherwise", () => {
    expect(messageTone('Message sent successfully!')).toBe('success');
    expect(messageTone('Sending...')).toBe('info');
    expect(messageTone(messages.fillAllFields)).toBe('error');
    expect(messageTone('Something went wrong. Please try again later.')).toBe('error');
  });
});
