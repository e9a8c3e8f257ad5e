import type { ChangeEventHandler } from 'react';

/**
 * A password the admin already has (the browser offers the saved one): to log in, and to
 * confirm it is them before a change to their own or another admin's account.
 */
export function CurrentPasswordField({
  id,
  label,
  name,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** The form field's name; none when the page sends the value itself. */
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        name={name}
        autoComplete="current-password"
        value={value}
        onChange={onChange}
        required
      />
    </div>
  );
}
