import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldError } from '../ui/field-error.tsx';

/**
 * A password the admin already has (the browser offers the saved one): to log in, and to
 * confirm it is them before a change to their own or another admin's account. Its message,
 * if any, is under it (the input points at it).
 */
export function CurrentPasswordField({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <div className="dash-field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: 'password' })} autoComplete="current-password" />
      <FieldError field={field} />
    </div>
  );
}
