import { type FieldMetadata, useInputControl } from '@conform-to/react';
import RichTextEditor from './rich-text-editor.tsx';

/**
 * The editor bound to its form field: what RichTextField loads when it shows. The form
 * library's control for custom inputs comes with it, so a screen whose only custom input is
 * the editor loads neither before its first paint (issue 37's dashboard budget).
 */
export default function RichTextControl({
  field,
  initialHtml,
  labelId,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a text field of any form
  field: FieldMetadata<string | undefined, any>;
  initialHtml: string;
  labelId: string;
}) {
  const control = useInputControl(field);
  return (
    <RichTextEditor
      initialHtml={initialHtml}
      labelId={labelId}
      onChange={(html, byUser) => byUser && control.change(html)}
    />
  );
}
