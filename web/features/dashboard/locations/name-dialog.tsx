import { getFormProps, getInputProps } from '@conform-to/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { countryRenameSchema } from '../../../../shared/countries.ts';
import type { renameSchema } from '../../../../shared/location-rules.ts';
import { DialogFormEnd } from '../ui/dialog-form-end.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { asInputText } from '../ui/form-fields.ts';
import { Modal } from '../ui/modal.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';

/** The shared schemas of a place's name: any name, or a country's from the built-in list. */
export type NameSchema = typeof renameSchema | typeof countryRenameSchema;

interface NameDialogProps {
  title: string;
  label: string;
  initialName?: string;
  /**
   * Sent as hidden fields with `name` to the page's clientAction (e.g. `{ intent: 'rename',
   * id, version }`; no `id` when adding); a failure's message is shown in the dialog, a
   * success closes it.
   */
  fields: Record<string, string>;
  /** The shared schema the action checks the name with (the form checks it first). */
  schema: NameSchema;
  onClose: () => void;
  /** Autocomplete (the country dialog): names to offer for the typed text. */
  suggest?: (typed: string) => string[];
}

/**
 * The add and rename dialog of countries, states and districts: one name field, Save and
 * Discard (both close it; closing unmounts it, which resets it). With `suggest`, the field is
 * a combobox whose list (arrow keys, Enter or click) fills the field and clears itself.
 */
export function NameDialog({
  title,
  label,
  initialName = '',
  fields,
  onClose,
  schema,
  suggest,
}: NameDialogProps) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const {
    form,
    fields: formFields,
    fetcher,
    problem,
    busy,
  } = useDashboardForm({
    schema,
    defaultValue: { name: asInputText(initialName) },
    onDone: (result) => result.ok && onClose(),
  });
  const name = formFields.name;

  // The name a pick put into the field: the form library's update of the field reports it as
  // typed, which must not open the list again.
  const picked = useRef<string | undefined>(undefined);

  function type(value: string) {
    if (!suggest || value === picked.current) return;
    picked.current = undefined;
    setSuggestions(suggest(value));
    setActive(-1);
  }

  function pick(value: string) {
    picked.current = value;
    form.update({ name: name.name, value });
    setSuggestions([]);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!suggestions.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      // The first Escape closes the list, the next one the dialog.
      event.stopPropagation();
      setSuggestions([]);
    }
  }

  const listOpen = suggestions.length > 0;
  return (
    <Modal title={title} onClose={onClose}>
      <fetcher.Form method="post" {...getFormProps(form)} className="dash-form">
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <div className="dash-field dash-combobox">
          <label htmlFor={name.id}>{label}</label>
          <input
            {...getInputProps(name, { type: 'text' })}
            data-autofocus
            autoComplete="off"
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            {...(suggest && {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': listOpen,
              'aria-controls': listId,
              'aria-activedescendant': active >= 0 ? `${listId}-${active}` : undefined,
            })}
          />
          {suggest && (
            <div
              id={listId}
              role="listbox"
              aria-label={`${label} suggestions`}
              className="dash-combobox__list"
              hidden={!listOpen}
            >
              {suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay unfocused; the input's aria-activedescendant points at them
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter drive this list
                <div
                  key={suggestion}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="dash-combobox__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                >
                  {suggestion}
                </div>
              ))}
            </div>
          )}
          <FieldError field={name} />
        </div>
        <DialogFormEnd problem={problem} busy={busy} isNew={!fields.id} onDiscard={onClose} />
      </fetcher.Form>
    </Modal>
  );
}
