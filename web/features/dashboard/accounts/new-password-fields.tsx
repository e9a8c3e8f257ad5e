import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldError } from '../ui/field-error.tsx';

/**
 * The new password and its repetition, as the change-password form and the reset and
 * invitation page ask for them: 12 to 128 characters (the rule the API and the CLI check, the
 * shared schema's), the repetition the same (password-schemas.ts); each message under its field.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: FieldMetadata<string>;
  confirm: FieldMetadata<string>;
}) {
  return (
    <>
      <div className="dash-field">
        <label htmlFor={password.id}>New password</label>
        <input {...getInputProps(password, { type: 'password' })} autoComplete="new-password" />
        <FieldError field={password} />
      </div>
      <div className="dash-field">
        <label htmlFor={confirm.id}>New password again</label>
        <input {...getInputProps(confirm, { type: 'password' })} autoComplete="new-password" />
        <FieldError field={confirm} />
      </div>
    </>
  );
}
