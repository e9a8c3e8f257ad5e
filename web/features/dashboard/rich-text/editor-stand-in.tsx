import { type ChangeEvent, type Ref, useMemo } from 'react';
import { editorPlaceholder } from './editor-placeholder.ts';

/**
 * The buttons of each group of the toolbar (editor-toolbar.tsx's groups, after its block-type
 * picker): the stand-in's toolbar wraps as the editor's does, so it has the editor's height.
 */
const toolbarGroups = [8, 5, 3, 4];

/** The text of each line of stored HTML (an inert document: nothing in it loads or runs). */
function linesOf(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines = [...body.querySelectorAll('p, h1, h2, h3, li, blockquote, pre')]
    .filter((line) => !line.parentElement?.closest('p, h1, h2, h3, li, blockquote, pre'))
    .map((line) => line.textContent ?? '');
  return lines.length > 0 ? lines : [body.textContent ?? ''];
}

/**
 * What the rich-text field shows until the editor has mounted (it loads once the form is
 * interactive, issue 37), in the editor's place and size, the toolbar's included, so that
 * nothing moves when it mounts: a field to type in when there is no text yet (RichTextField
 * hands what is typed to the editor), else the stored text, read-only (its formatting is the
 * editor's to keep; a touch on it mounts the editor at once).
 */
export function EditorStandIn({
  html,
  labelId,
  textRef,
  onType,
  onWanted,
}: {
  html: string;
  labelId: string;
  textRef: Ref<HTMLTextAreaElement>;
  onType: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onWanted: () => void;
}) {
  // Stored blank text is '' (editor-html.ts, toStoredHtml).
  const lines = useMemo(() => (html.trim() === '' ? undefined : linesOf(html)), [html]);
  return (
    <div className="dash-editor dash-editor--stand-in" onPointerDown={onWanted}>
      <div className="dash-editor__stand-in-toolbar">
        <span className="dash-editor__stand-in-tools">
          <i className="dash-editor__stand-in-picker" />
        </span>
        {toolbarGroups.map((buttons, group) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <span key={group} className="dash-editor__stand-in-tools">
            {Array.from({ length: buttons }, (_, button) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <i key={button} />
            ))}
          </span>
        ))}
      </div>
      {lines ? (
        <div className="dash-editor__stand-in-text">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one stored text, never reordered
            <p key={index}>{line}</p>
          ))}
        </div>
      ) : (
        <textarea
          ref={textRef}
          className="dash-editor__stand-in-text"
          aria-labelledby={labelId}
          placeholder={editorPlaceholder}
          onChange={onType}
          onFocus={onWanted}
        />
      )}
    </div>
  );
}
