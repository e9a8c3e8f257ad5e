import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { EnquiredProduct } from '../../../shared/api-types.ts';
import { contactFormPagePath } from '../../../shared/site-pages.ts';
import type { ContactOutcome } from './contact-action.server.ts';
import type { ContactField, ContactValues, EnquiryValues } from './contact-message.ts';
import { messageTone } from './message-tone.ts';
import './contact-form.css';

/**
 * The two contact forms of the spec differ only in their words and two rules:
 * - `teaser` (home, about): fields required by the browser, 'SENDING...' on the button;
 * - `page` (/contact): blank fields checked by us ('Please fill in all fields.'), 'Sending...'
 *   shown as a message, and editing any field clears the message.
 */
const variants = {
  teaser: {
    submit: 'SEND MESSAGE',
    sending: 'SENDING...',
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    browserRequired: true,
    clearMessageOnEdit: false,
  },
  page: {
    submit: 'Send Message',
    sending: 'Sending...',
    success: "Message sent successfully! We'll get back to you soon.",
    failure: 'Something went wrong. Please try again later.',
    browserRequired: false,
    clearMessageOnEdit: true,
  },
} as const;

const emptyContactValues: ContactValues = { name: '', contact: '', email: '', message: '' };

/**
 * The validation schema (valibot) loads on the first focus or submit, keeping it out of the
 * first page load of the home, about and contact pages.
 */
const loadContactMessage = () => import('./contact-message.ts');

const labels: Record<ContactField, string> = {
  name: 'Name *',
  contact: 'Contact *',
  email: 'Email *',
  message: 'Message *',
};

interface ContactFormProps {
  variant: keyof typeof variants;
  heading?: string;
  /**
   * The product an enquiry is about (a product page's "Enquire about this product"): the form
   * names it, sends its id, and asks for an optional quantity and destination country.
   */
  product?: EnquiredProduct;
}

/** The optional details of a product enquiry: the field, its label and its autocomplete. */
const enquiryDetails = [
  { name: 'quantity', label: 'Quantity (optional)', autoComplete: 'off' },
  { name: 'country', label: 'Destination country (optional)', autoComplete: 'country-name' },
] as const;
const emptyEnquiryDetails: EnquiryValues = { quantity: '', country: '' };

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
  const [values, setValues] = useState<ContactValues>(postedInvalid?.values ?? emptyContactValues);
  const [details, setDetails] = useState<EnquiryValues>(postedInvalid?.details ?? emptyEnquiryDetails);
  const [status, setStatus] = useState(() => (posted ? outcomeText(posted, words) : ''));
  const [fieldError, setFieldError] = useState<{ field: ContactField; message: string } | null>(() =>
    postedInvalid?.field ? { field: postedInvalid.field, message: postedInvalid.message } : null,
  );
  const [blankFields, setBlankFields] = useState<ContactField[]>(() =>
    postedInvalid && !postedInvalid.field ? blanksOf(postedInvalid.values) : [],
  );
  // Once the app runs, this page's own clientAction sends the form without leaving the page.
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
    if (answer.result === 'sent') {
      setValues(emptyContactValues);
      setDetails(emptyEnquiryDetails);
      // The next message from this page is timed from now.
      shownAt.current = Date.now();
    } else if (answer.result === 'invalid' && answer.field) {
      setFieldError({ field: answer.field, message: answer.message });
      setStatus('');
      return;
    }
    setStatus(outcomeText(answer, words));
  }, [answer, words]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldError?.field === field) setFieldError(null);
    setBlankFields((current) => current.filter((name) => name !== field));
    if (words.clearMessageOnEdit) setStatus('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The app checks the fields before anything is sent, as the spec's form does.
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setFieldError(null);
    setBlankFields([]);
    const { validateContactMessage, fillTimeField } = await loadContactMessage();
    const result = validateContactMessage(
      values,
      product ? { ...details, productId: String(product.id) } : {},
    );
    if (!result.ok) {
      if (result.field) {
        setFieldError({ field: result.field, message: result.message });
        setStatus('');
      } else {
        setBlankFields(blanksOf(values));
        setStatus(result.message);
      }
      return;
    }
    setStatus(variant === 'page' ? words.sending : '');
    const formData = new FormData(form);
    formData.set(fillTimeField, String(Date.now() - shownAt.current));
    fetcher.submit(formData, { method: 'post' });
  };

  // One of the spec's four fields, with its part of the form's state.
  const contactInput = (name: ContactField) => (
    <ContactFieldInput
      formId={id}
      name={name}
      value={values[name]}
      onChange={onChange}
      required={words.browserRequired}
      error={fieldError?.field === name ? fieldError.message : ''}
      blank={blankFields.includes(name)}
      readOnly={sending}
    />
  );

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
      <div className="contact-form__fields">
        {contactInput('name')}
        {contactInput('contact')}
        {contactInput('email')}
        {product &&
          enquiryDetails.map((detail) => (
            <EnquiryDetailInput
              key={detail.name}
              formId={id}
              detail={detail}
              value={details[detail.name] ?? ''}
              onChange={(value) => setDetails((current) => ({ ...current, [detail.name]: value }))}
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

interface ContactFieldInputProps {
  /** The form's `useId`: the input is `<formId>-<name>`, its message `<formId>-<name>-error`. */
  formId: string;
  name: ContactField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The teaser's fields are required by the browser; the page's blanks are checked by the app. */
  required: boolean;
  /** The field's own message, shown under it ('' for none). */
  error: string;
  /** Blank when the form said 'Please fill in all fields.': invalid, with no message of its own. */
  blank: boolean;
  readOnly: boolean;
}

/** A labelled field of the contact message (the message a textarea), with its error under it. */
function ContactFieldInput({
  formId,
  name,
  value,
  onChange,
  required,
  error,
  blank,
  readOnly,
}: ContactFieldInputProps) {
  const inputId = `${formId}-${name}`;
  const errorId = `${inputId}-error`;
  const multiline = name === 'message';
  const common = {
    id: inputId,
    name,
    value,
    onChange,
    required,
    'aria-invalid': Boolean(error) || blank,
    'aria-describedby': errorId,
    // Read-only, not disabled, while sending: a disabled field is left out of the form's data.
    readOnly,
  };
  return (
    <div className={`contact-form__field${multiline ? ' contact-form__field--wide' : ''}`}>
      <label htmlFor={inputId}>{labels[name]}</label>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <input
          {...common}
          // type=email would let the browser check the address before the contact number,
          // against the spec's order; inputMode still brings up the email keyboard.
          type={name === 'contact' ? 'tel' : 'text'}
          inputMode={name === 'contact' ? 'numeric' : name === 'email' ? 'email' : undefined}
          autoComplete={name === 'name' ? 'name' : name === 'contact' ? 'tel-national' : 'email'}
        />
      )}
      <p id={errorId} className="contact-form__field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

interface EnquiryDetailInputProps {
  /** The form's `useId`: the input is `<formId>-<name>`. */
  formId: string;
  detail: (typeof enquiryDetails)[number];
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}

/** An optional detail of a product enquiry (quantity, destination country). */
function EnquiryDetailInput({ formId, detail, value, onChange, readOnly }: EnquiryDetailInputProps) {
  const inputId = `${formId}-${detail.name}`;
  return (
    <div className="contact-form__field contact-form__field--optional">
      <label htmlFor={inputId}>{detail.label}</label>
      <input
        id={inputId}
        name={detail.name}
        type="text"
        maxLength={100}
        autoComplete={detail.autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
      />
    </div>
  );
}

const blanksOf = (values: ContactValues): ContactField[] =>
  (Object.keys(values) as ContactField[]).filter((name) => !values[name].trim());

/** The text a form shows for its action's answer, in the variant's words. */
function outcomeText(outcome: ContactOutcome, words: (typeof variants)[keyof typeof variants]): string {
  if (outcome.result === 'sent') return words.success;
  if (outcome.result === 'failed') return words.failure;
  return outcome.field ? '' : outcome.message;
}
