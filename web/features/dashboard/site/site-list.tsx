import type { DefaultValue, FieldMetadata, FormMetadata } from '@conform-to/react';
import { useEffect, useState } from 'react';
import type { SitePartName } from '../../../../shared/site-parts.ts';
import { FieldError } from '../ui/field-error.tsx';
import { MoveButtons } from '../ui/move-buttons.tsx';
import { siteFieldId } from './site-parts.ts';

/** The control that takes the focus after a change of the list. */
type Focus = { index: number; button: 'up' | 'down' } | { index: number; first: true } | 'add';

interface SiteListOptions<Entry> {
  // The form library's types of a list and its form, loose: each section's own are narrower.
  // biome-ignore lint/suspicious/noExplicitAny: any part's form
  form: FormMetadata<any, string[]>;
  field: FieldMetadata<Entry[] | undefined>;
  part: SitePartName;
  /** The entries' name, e.g. 'testimonial': "Testimonial 2 removed.". */
  thing: string;
  /** The path in the part of the field a new entry's focus goes to, after its index: 'name'. */
  firstField: string;
  /** A new entry's fields. */
  empty: (count: number) => Entry;
}

/**
 * A list of a part's form (testimonials, banners, About sections, breeds): add, move up and
 * down, remove, then Save. Moving keeps the focus on the moved entry's button and says where
 * it went; a new entry's first field takes the focus, a removal's focus goes to Add.
 */
export function useSiteList<Entry>({ form, field, part, thing, firstField, empty }: SiteListOptions<Entry>) {
  const [focus, setFocus] = useState<Focus>();
  const [said, setSaid] = useState('');
  const items = field.getFieldList();
  const count = items.length;
  const listId = siteFieldId(part, field.name);
  const buttonId = (index: number, button: 'up' | 'down') => `${listId}-${index}-${button}`;
  const addId = `${listId}-add`;
  const title = thing[0].toUpperCase() + thing.slice(1);

  // After the list has drawn its change: the moved entry's button, a new one's field, or Add.
  useEffect(() => {
    if (!focus) return;
    const id =
      focus === 'add'
        ? addId
        : 'first' in focus
          ? siteFieldId(part, `${field.name}.${focus.index}.${firstField}`)
          : buttonId(focus.index, focus.button);
    document.getElementById(id)?.focus();
    setFocus(undefined);
  });

  return {
    items,
    count,
    said,
    addId,
    title,
    move(index: number, to: number) {
      form.reorder({ name: field.name, from: index, to });
      // The moved entry's same button keeps the focus (the end's is aria-disabled: MoveButtons).
      setFocus({ index: to, button: to < index ? 'up' : 'down' });
      setSaid(`${title} moved to position ${to + 1} of ${count}.`);
    },
    add() {
      form.insert({ name: field.name, defaultValue: empty(count) as DefaultValue<Entry> });
      setFocus({ index: count, first: true });
      setSaid('');
    },
    remove(index: number) {
      form.remove({ name: field.name, index });
      setFocus('add');
      setSaid(`${title} ${index + 1} removed.`);
    },
    buttonId,
  };
}

type SiteList = ReturnType<typeof useSiteList>;

/** An entry's Move up, Move down and Remove buttons (Remove left out where the list must keep one). */
export function SiteListEntryActions({
  list,
  index,
  canRemove = true,
}: {
  list: SiteList;
  index: number;
  canRemove?: boolean;
}) {
  const name = `${list.title.toLowerCase()} ${index + 1}`;
  return (
    <div className="dash-site-entry__actions">
      <MoveButtons
        name={name}
        index={index}
        count={list.count}
        onMove={(to) => list.move(index, to)}
        idOf={(direction) => list.buttonId(index, direction)}
      />
      {canRemove && (
        <button
          type="button"
          className="dash-button dash-button--small dash-button--danger-outline"
          onClick={() => list.remove(index)}
        >
          Remove<span className="dash-visually-hidden"> {name}</span>
        </button>
      )}
    </div>
  );
}

/** What the list said of its last change (for screen readers), its Add button and the list's message. */
export function SiteListFooter({
  list,
  field,
  max,
}: {
  list: SiteList;
  field: { errorId: string; errors?: string[] };
  max: number;
}) {
  return (
    <>
      <p className="dash-visually-hidden" role="status">
        {list.said}
      </p>
      <div>
        <button
          type="button"
          id={list.addId}
          className="dash-button dash-button--secondary"
          onClick={list.add}
          disabled={list.count >= max}
        >
          Add {list.title.toLowerCase()}
        </button>
      </div>
      <FieldError field={field} />
    </>
  );
}
