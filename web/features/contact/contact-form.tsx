import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { ContactField, ContactValues } from './contact-message.ts';
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
 * The validation schema (valibot) and the API client load on the first focus or submit,
 * keeping them out of the first page load of the home, about and contact pages.
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
}

export function ContactForm({ variant, heading }: ContactFormProps) {
  const words = variants[variant];
  const id = useId();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [status, setStatus] = useState('');
  const [fieldError, setFieldError] = useState<{ field: ContactField; message: string } | null>(null);
  const [blankFields, setBlankFields] = useState<ContactField[]>([]);
  const [sending, setSending] = useState(false);
  // Before hydration a submit would be the browser's own: a GET putting the message in the URL.
  const hydrated = useHydrated();
  // Spam traps (docs/decisions/023): when the form appeared, and a field only bots fill.
  const shownAt = useRef(0);
  const trap = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldError?.field === field) setFieldError(null);
    setBlankFields((current) => current.filter((name) => name !== field));
    if (words.clearMessageOnEdit) setStatus('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFieldError(null);
    setBlankFields([]);
    const { validateContactMessage, sendContactMessage } = await loadContactMessage();
    const result = validateContactMessage(values);
    if (!result.ok) {
      if (result.field) {
        setFieldError({ field: result.field, message: result.message });
        setStatus('');
      } else {
        setBlankFields((Object.keys(values) as ContactField[]).filter((name) => !values[name].trim()));
        setStatus(result.message);
      }
      return;
    }
    setSending(true);
    setStatus(variant === 'page' ? words.sending : '');
    try {
      await sendContactMessage(result.input, {
        website: trap.current?.value ?? '',
        fillMs: Date.now() - shownAt.current,
      });
      setValues(emptyContactValues);
      // The next message from this page is timed from now.
      shownAt.current = Date.now();
      setStatus(words.success);
    } catch (error) {
      console.error('Error sending the contact message:', error);
      setStatus(words.failure);
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField, multiline = false) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = fieldError?.field === name ? fieldError.message : '';
    const common = {
      id: inputId,
      name,
      value: values[name],
      onChange,
      required: words.browserRequired,
      'aria-invalid': Boolean(error) || blankFields.includes(name),
      'aria-describedby': errorId,
      disabled: sending,
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
  };

  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={loadContactMessage}
      noValidate={!words.browserRequired}
      aria-busy={sending}
    >
      {heading && <h2>{heading}</h2>}
      <div className="contact-form__fields">
        {field('name')}
        {field('contact')}
        {field('email')}
        {field('message', true)}
      </div>
      {/* Off screen, out of the tab order and hidden from screen readers: only a bot fills it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input ref={trap} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={`contact-form__status contact-form__status--${messageTone(status)}`} role="status">
        {status}
      </p>
      <button type="submit" className="button" disabled={sending || !hydrated}>
        {sending ? words.sending : words.submit}
      </button>
    </form>
  );
}
