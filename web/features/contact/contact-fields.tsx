import type { ContactField } from './contact-message.ts';

const labels: Record<ContactField, string> = {
  name: 'Name *',
  contact: 'Contact *',
  email: 'Email *',
  message: 'Message *',
};

interface ContactFieldInputProps {
  /** The form's `useId`: the input is `<formId>-<name>`, its message `<formId>-<name>-error`. */
  formId: string;
  name: ContactField;
  /** What the field starts with: what the visitor typed, when the page's action refused it. */
  defaultValue?: string;
  /** The field the page's action refused first: focused as the page opens, with or without JavaScript. */
  autoFocus: boolean;
  onEdit: () => void;
  /** The teaser's fields are required by the browser; the page's blanks are checked by the app. */
  required: boolean;
  /** The field's own message, shown under it ('' for none). */
  error: string;
  /** Blank when the form said 'Please fill in all fields.': invalid, with no message of its own. */
  blank: boolean;
  readOnly: boolean;
}

/**
 * A labelled field of the contact message (the message a textarea), with its error under it.
 * The browser keeps its value (the form is read as FormData when it is sent).
 */
export function ContactFieldInput({
  formId,
  name,
  defaultValue,
  autoFocus,
  onEdit,
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
    defaultValue,
    // A refused field is where the visitor goes next: focused, its message read with it.
    autoFocus,
    onChange: onEdit,
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

/** The optional details of a product enquiry: the field, its label and its autocomplete. */
export const enquiryDetails = [
  { name: 'quantity', label: 'Quantity (optional)', autoComplete: 'off' },
  { name: 'country', label: 'Destination country (optional)', autoComplete: 'country-name' },
] as const;

interface EnquiryDetailInputProps {
  /** The form's `useId`: the input is `<formId>-<name>`. */
  formId: string;
  detail: (typeof enquiryDetails)[number];
  defaultValue?: string;
  readOnly: boolean;
}

/** An optional detail of a product enquiry (quantity, destination country). */
export function EnquiryDetailInput({ formId, detail, defaultValue, readOnly }: EnquiryDetailInputProps) {
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
        defaultValue={defaultValue}
        readOnly={readOnly}
      />
    </div>
  );
}
