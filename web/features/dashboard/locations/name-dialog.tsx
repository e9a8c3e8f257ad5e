import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { messages } from '../../../../shared/validation.ts';
import { type FormProblem, noProblem, problemAfterTyping } from '../ui/action-result.ts';
import { DialogFormEnd } from '../ui/dialog-form-end.tsx';
import { Modal } from '../ui/modal.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';

interface NameDialogProps {
  title: string;
  label: string;
  initialName?: string;
  /**
   * Sent with the trimmed `name` to the page's clientAction (e.g. `{ intent: 'rename', id,
   * version }`; no `id` when adding); a failure's message is shown in the dialog, a success
   * closes it.
   */
  fields: Record<string, string>;
  onClose: () => void;
  /** Autocomplete (the country dialog): names to offer for the typed text. */
  suggest?: (typed: string) => string[];
  /** A message when the name may not be saved, checked before any request. */
  validate?: (name: string) => string | undefined;
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
  suggest,
  validate,
}: NameDialogProps) {
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const fetcher = useActionFetcher((result) => (result.ok ? onClose() : setProblem(result)));
  const busy = fetcher.state !== 'idle';

  function type(value: string) {
    setName(value);
    setProblem(problemAfterTyping);
    if (suggest) {
      setSuggestions(suggest(value));
      setActive(-1);
    }
  }

  function pick(value: string) {
    setName(value);
    setSuggestions([]);
    setActive(-1);
    setProblem(problemAfterTyping);
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

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const invalid = validate?.(trimmed) ?? (trimmed ? undefined : messages.nameRequired);
    setProblem(invalid ? { error: invalid } : noProblem);
    if (invalid || busy) return;
    fetcher.submit({ ...fields, name: trimmed }, { method: 'post' });
  }

  const listOpen = suggestions.length > 0;
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={save} noValidate className="dash-form">
        <div className="dash-field dash-combobox">
          <label htmlFor={inputId}>{label}</label>
          <input
            id={inputId}
            data-autofocus
            autoComplete="off"
            value={name}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem.error ? true : undefined}
            aria-describedby={problem.error ? errorId : undefined}
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
        </div>
        <DialogFormEnd
          problem={problem}
          errorId={errorId}
          busy={busy}
          isNew={!fields.id}
          onDiscard={onClose}
        />
      </form>
    </Modal>
  );
}
