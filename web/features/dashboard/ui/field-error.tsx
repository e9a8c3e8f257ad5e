/**
 * A field's message from the form library, under the field: `getInputProps` points the
 * input's `aria-describedby` at it and marks the input `aria-invalid` (docs/decisions/061).
 */
export function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="dash-field__error" role="alert">
      {field.errors[0]}
    </p>
  );
}
