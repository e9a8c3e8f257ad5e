import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldError } from '../ui/field-error.tsx';
import '../shell/dashboard.css';
import './accounts.css';

/** The card of a page reached without a session: the login, and the password links' pages. */
export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="dash-login">
      <main className="dash-login__card">
        <img src="/favicon.svg" alt="" width="56" height="56" className="dash-login__logo" />
        <h1 className="dash-login__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** The email an admin logs in with (the browser offers it as the username), its message under it. */
export function LoginEmailField({ field }: { field: FieldMetadata<string> }) {
  return (
    <div className="dash-field">
      <label htmlFor={field.id}>Email</label>
      <input {...getInputProps(field, { type: 'email' })} autoComplete="username" />
      <FieldError field={field} />
    </div>
  );
}

/**
 * The end of a signed-out card's form: why the last try failed (hidden while the next one is on
 * its way), then the submit button, which says `busyLabel` meanwhile.
 */
export function CardFormSubmit({
  error,
  busy,
  disabled = busy,
  label,
  busyLabel,
}: {
  error: string | undefined;
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error && !busy && (
        <p className="dash-error-box" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="dash-button dash-button--primary dash-button--block"
        disabled={disabled}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
