import { useId } from 'react';

/**
 * The new password and its repetition, as the change-password form and the reset and
 * invitation page ask for them: 12 to 128 characters (the rule the API and the CLI check),
 * `confirmPassword` for the repetition.
 */
export function NewPasswordFields({ name }: { name: 'password' | 'newPassword' }) {
  const id = useId();
  return (
    <>
      <div className="dash-field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          type="password"
          name={name}
          autoComplete="new-password"
          minLength={12}
          maxLength={128}
          required
        />
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-again`}>New password again</label>
        <input
          id={`${id}-again`}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
        />
      </div>
    </>
  );
}
