import type { FieldMetadata } from '@conform-to/react';
import {
  type ChangeEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '../../../lib/when-idle.ts';
import { FieldError } from '../ui/field-error.tsx';
import { EditorStandIn } from './editor-stand-in.tsx';
import './editor-stand-in.css';

// Quill and its CSS (with the field's control) load with the form that shows the editor, never
// before; with them the conversion of the stand-in's typed text (a module of the editor's).
const loadEditorHtml = () => import('./editor-html.ts');
const loadControl = () =>
  Promise.all([import('./rich-text-control.tsx'), loadEditorHtml()]).then(([control, html]) => ({
    Control: control.default,
    textAsStoredHtml: html.textAsStoredHtml,
  }));
type Loaded = Awaited<ReturnType<typeof loadControl>>;

/** As the editor's control changes the field: its value, then the input event the form listens to. */
function setField(input: HTMLTextAreaElement | null, html: string) {
  if (!input) return;
  input.value = html;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The hidden field that holds a form's rich text, from `html` (its default) on. */
export function RichTextHolder({
  name,
  html,
  ref,
}: {
  name: string;
  html: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return <textarea ref={ref} hidden name={name} defaultValue={html} />;
}

/**
 * A rich text of a form (a product's description, an About section's text) in the rich-text
 * editor, held by a hidden field: only what the admin types there changes the form (the
 * editor's own tidying of the stored HTML is no change).
 *
 * The editor (Quill, its module's evaluation and its start are the form's longest tasks on a
 * slow phone) loads with the form but mounts once the browser is idle after it, so the form is
 * interactive first (issue 37); a stand-in of its size holds its place (EditorStandIn). A touch
 * on the stand-in mounts it at once; what is typed in the stand-in meanwhile is the field's value
 * at once, and the editor takes it over with the caret where it was.
 *
 * The field is a textarea, which keeps the HTML's line breaks (between tags, in a `<pre>`) where
 * a one-line input strips them: the form's default is `asTextareaText` of the stored HTML
 * (ui/form-fields.ts), so a text that holds one opens unchanged and is sent as stored.
 */
export function RichTextField({
  field,
  initialHtml,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a text field of any form
  field: FieldMetadata<string | undefined, any>;
  initialHtml: string;
  label: ReactNode;
}) {
  const labelId = useId();
  const hidden = useRef<HTMLTextAreaElement>(null);
  const standIn = useRef<HTMLTextAreaElement>(null);
  // The text last typed in the stand-in, for the field's start it was typed over.
  const lastTyped = useRef<{ key: string | undefined; text: string }>(undefined);
  const [control, setControl] = useState<Loaded | { failed: unknown }>();
  const [wanted, setWanted] = useState(false);
  // A field filled again by name (a restored draft copy, docs/decisions/069) has a key of its
  // own: the editor starts again from its new value.
  const storedHtml = field.key === undefined ? initialHtml : (field.initialValue ?? '');

  useEffect(() => {
    let current = true;
    loadControl().then(
      (loaded) => current && setControl(loaded),
      // A module that cannot be loaded is the screen's error, as a lazy component's is.
      (failed: unknown) => current && setControl({ failed }),
    );
    return () => {
      current = false;
    };
  }, []);
  const loaded = control !== undefined && 'Control' in control;
  useEffect(() => (loaded && !wanted ? whenIdle(() => setWanted(true)) : undefined), [loaded, wanted]);

  const Control = loaded && wanted ? control.Control : undefined;
  // Read as the editor replaces the stand-in: the text typed there and where its caret was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in is read when the editor (re)starts
  const start = useMemo(() => {
    const text = standIn.current;
    const typed = lastTyped.current?.key === field.key ? lastTyped.current?.text : undefined;
    return {
      typedHtml: typed !== undefined && loaded ? control.textAsStoredHtml(typed) : undefined,
      focusAt: text && document.activeElement === text ? (text.selectionStart ?? undefined) : undefined,
    };
  }, [Control, field.key, storedHtml]);
  // The editor takes the typed text over: the field holds it now, and no conversion still on its
  // way from the stand-in may replace what is typed in the editor next.
  useLayoutEffect(() => {
    if (!Control || start.typedHtml === undefined) return;
    lastTyped.current = undefined;
    setField(hidden.current, start.typedHtml);
  }, [Control, start]);
  if (control && 'failed' in control) throw control.failed;

  async function type(event: ChangeEvent<HTMLTextAreaElement>) {
    const typed = { key: field.key, text: event.target.value };
    lastTyped.current = typed;
    const html = (await loadEditorHtml()).textAsStoredHtml(typed.text);
    if (lastTyped.current === typed) setField(hidden.current, html);
  }

  return (
    <div className="dash-field">
      <span id={labelId} className="dash-field__label">
        {label}
      </span>
      <RichTextHolder ref={hidden} name={field.name} html={field.initialValue} />
      {Control ? (
        <Control
          key={field.key}
          field={field}
          initialHtml={start.typedHtml ?? storedHtml}
          labelId={labelId}
          focusAt={start.focusAt}
        />
      ) : (
        <EditorStandIn
          key={field.key}
          html={storedHtml}
          labelId={labelId}
          textRef={standIn}
          onType={type}
          onWanted={() => setWanted(true)}
        />
      )}
      <FieldError field={field} />
    </div>
  );
}
