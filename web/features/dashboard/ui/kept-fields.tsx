import { type FieldMetadata, getInputProps } from '@conform-to/react';

/**
 * What stands in for a lazily loaded part of a form until it arrives: its fields as hidden
 * inputs holding the values the form opened with, so a save sent meanwhile keeps them instead
 * of clearing them (nothing is lost while a screen's later parts load, issue 37).
 */
export function KeptFields({ fields }: { fields: readonly FieldMetadata<unknown>[] }) {
  return fields.map((field) => (
    // Conform's `key` is absent until the form resets a field (then it changes, so the input
    // takes the new value): the name is what sets the fields apart.
    <input {...getInputProps(field, { type: 'hidden' })} key={`${field.name}#${field.key ?? ''}`} />
  ));
}
