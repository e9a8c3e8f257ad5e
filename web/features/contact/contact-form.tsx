import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { EnquiredProduct } from '../../../shared/api-types.ts';
import { contactFormPagePath } from '../../../shared/site-pages.ts';
import { visitFormFields } from '../../lib/visit.ts';
import type { ContactOutcome } from './contact-action.server.ts';
import { ContactFieldInput, EnquiryDetailInput, enquiryDetails } from './contact-fields.tsx';
import type { ContactField } from './contact-message.ts';
import { answerNotice, edited, firstInvalid, problemNotice, quiet, variants } from './contact-notice.ts';
import { messageTone } from './message-tone.ts';
import './contact-form.css';

/** The shared schema (valibot) loads on the first focus or submit, out of the pages' first load. */
const loadContactMessage = () => import('./contact-message.ts');

interface ContactFormProps {
  variant: keyof typeof variants;
  heading?: string;
  /**
   * The product an enquiry is about (a product page's "Enquire about this product"): the form
   * names it, sends its id, and asks for an optional quantity and destination country.
   */
  product?: EnquiredProduct;
}

/**
 * A contact form. Its fields are the browser's own, so it posts natively before or without
 * JavaScript; once the app runs, it checks their FormData with the shared schema and sends it
 * through the page's clientAction. Not on Conform: the public JS budget (docs/decisions/061).
 */
export function ContactForm({ variant, heading, product: shownProduct }: ContactFormProps) {
  const words = variants[variant];
  const id = useId();
  // The contact page's action (contact-action.server.ts) answers the browser's own POST, before
  // or without JavaScript, from any of the forms: the contact page comes back with its outcome
  // (docs/decisions/042). It is the one page path CloudFront lets a POST reach (docs/decisions/046).
  const posted = useActionData<ContactOutcome>();
  const postedInvalid = posted?.result === 'invalid' ? posted : undefined;
  // A product page's enquiry posted here keeps its product on an error.
  const product = shownProduct ?? postedInvalid?.product;
  const [notice, setNotice] = useState(() => (posted ? answerNotice(posted, words) : quiet));
  // Each message sent from this page starts the fields again (keyed by it), empty: what a
  // refused post typed is their start only until then.
  const [sentCount, setSentCount] = useState(0);
  const start = sentCount === 0 ? postedInvalid : undefined;
  const startFocus = start && firstInvalid(answerNotice(start, words));
  const fetcher = useFetcher<ContactOutcome>();
  const sending = fetcher.state !== 'idle';
  // Spam traps (docs/decisions/023): when the form appeared, and a field only bots fill.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  // The action's answer to the app's submission.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    setNotice(answerNotice(answer, words));
    if (answer.result !== 'sent') return;
    setSentCount((count) => count + 1);
    // The next message from this page is timed from now.
    shownAt.current = Date.now();
  }, [answer, words]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The app checks the fields before anything is sent, as the spec's form does.
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const { validateContactMessage, readContactForm, fillTimeField } = await loadContactMessage();
    const { values, details } = readContactForm(formData);
    const result = validateContactMessage(values, product ? details : {});
    if (!result.ok) {
      const refused = problemNotice(result, values);
      setNotice(refused);
      // The first refused field takes the focus; screen readers read its message with it.
      const field = firstInvalid(refused);
      if (field) form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setNotice(quiet);
    formData.set(fillTimeField, String(Date.now() - shownAt.current));
    // Where the buyer came from (docs/decisions/068): from memory, added only now, so a form
    // posted without JavaScript carries none and its Referer speaks instead.
    for (const [field, value] of Object.entries(visitFormFields())) formData.set(field, value);
    fetcher.submit(formData, { method: 'post' });
  };

  // One of the spec's four fields, with what the form says about it.
  const contactInput = (name: ContactField) => (
    <ContactFieldInput
      formId={id}
      name={name}
      defaultValue={start?.values[name]}
      autoFocus={startFocus === name}
      onEdit={() => setNotice((current) => edited(current, name, words))}
      required={words.browserRequired}
      error={notice.fieldError?.field === name ? notice.fieldError.message : ''}
      blank={notice.blanks.includes(name)}
      readOnly={sending}
    />
  );
  const status = sending ? (variant === 'page' ? words.sending : '') : notice.status;

  return (
    <fetcher.Form
      method="post"
      action={contactFormPagePath}
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={loadContactMessage}
      noValidate={!words.browserRequired}
      aria-busy={sending}
    >
      {heading && <h2>{heading}</h2>}
      {product && (
        <p className="contact-form__product">
          Product: <strong>{product.name}</strong>
          <input type="hidden" name="productId" value={product.id} />
        </p>
      )}
      <div className="contact-form__fields" key={sentCount}>
        {contactInput('name')}
        {contactInput('contact')}
        {contactInput('email')}
        {product &&
          enquiryDetails.map((detail) => (
            <EnquiryDetailInput
              key={detail.name}
              formId={id}
              detail={detail}
              defaultValue={start?.details[detail.name]}
              readOnly={sending}
            />
          ))}
        {contactInput('message')}
      </div>
      {/* Off screen, out of the tab order and hidden from screen readers: only a bot fills it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={`contact-form__status contact-form__status--${messageTone(status)}`} role="status">
        {status}
      </p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? words.sending : words.submit}
      </button>
    </fetcher.Form>
  );
}
