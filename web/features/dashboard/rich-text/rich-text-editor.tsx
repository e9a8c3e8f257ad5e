/**
 * The blog editor: Quill 2 through react-quill-new with the spec's toolbar. This module is
 * the only one that imports Quill and its CSS, and it is loaded with React.lazy when the
 * blog modal opens, so neither reaches any other page.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { toStoredHtml } from './editor-html.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { imageSrc, linkHref } from './editor-urls.ts';
import { editorFormats, type Quill, SchemeLink } from './quill-formats.ts';
import './editor.css';

export const editorPlaceholder = 'Start writing your post here...';

interface RichTextEditorProps {
  /** Stored HTML to start from (a blog being edited), or ''. */
  initialHtml: string;
  /** Receives the stored (clean) HTML after every change, and whether the admin made it. */
  onChange: (html: string, byUser: boolean) => void;
  /** Id of the visible label of the editor. */
  labelId: string;
}

/** `this` of a toolbar handler is Quill's toolbar module. */
interface ToolbarContext {
  quill: Quill;
}

function insertLink(this: ToolbarContext, value: boolean) {
  const { quill } = this;
  if (!value) {
    quill.format('link', false, 'user');
    return;
  }
  const href = linkHref(window.prompt('Enter the link URL'));
  if (!href) return;
  const range = quill.getSelection(true);
  if (range.length === 0) {
    quill.insertText(range.index, href, 'link', href, 'user');
    quill.setSelection(range.index + href.length, 0, 'user');
  } else {
    quill.formatText(range.index, range.length, 'link', href, 'user');
  }
}

function removeLink(this: ToolbarContext) {
  const { quill } = this;
  const range = quill.getSelection(true);
  if (range.length > 0) {
    quill.formatText(range.index, range.length, 'link', false, 'user');
    return;
  }
  // A caret inside a link: unlink the whole link.
  const [link, offset] = quill.scroll.descendant(SchemeLink, range.index);
  if (link) quill.formatText(range.index - offset, link.length(), 'link', false, 'user');
}

function insertImage(this: ToolbarContext) {
  const { quill } = this;
  const src = imageSrc(window.prompt('Enter the image URL'));
  if (!src) return;
  const range = quill.getSelection(true);
  quill.insertEmbed(range.index, 'image', src, 'user');
  quill.setSelection(range.index + 1, 0, 'user');
}

function insertDivider(this: ToolbarContext) {
  const { quill } = this;
  const range = quill.getSelection(true);
  quill.insertEmbed(range.index, 'divider', true, 'user');
  quill.setSelection(range.index + 1, 0, 'user');
}

const inlineCodeIcon =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" fill="none" d="M6 3C4 3 5 8 3 9c2 1 1 6 3 6M12 3c2 0 1 5 3 6-2 1-1 6-3 6"/></svg>';

export default function RichTextEditor({ initialHtml, onChange, labelId }: RichTextEditorProps) {
  const toolbarId = `editor-toolbar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const editorRef = useRef<ReactQuill>(null);
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${toolbarId}`,
        handlers: { link: insertLink, unlink: removeLink, image: insertImage, divider: insertDivider },
      },
      history: { delay: 500, maxStack: 100, userOnly: true },
      // Dropped or pasted files would become base64 images: the cover image is uploaded instead.
      uploader: { mimetypes: [] },
    }),
    [toolbarId],
  );

  useEffect(() => {
    // Snow draws inline code and code block with one icon: inline code gets braces.
    const toolbar = document.getElementById(toolbarId);
    const inlineCode = toolbar?.querySelector('button.ql-code');
    if (inlineCode) inlineCode.innerHTML = inlineCodeIcon;
    // Quill redraws the block-type <select> as spans: it copies the select's label onto a plain
    // span (where ARIA allows none) and leaves the button that opens it and the choices unnamed.
    for (const picker of toolbar?.querySelectorAll('.ql-picker') ?? []) {
      const name = picker.getAttribute('aria-label');
      if (!name) continue;
      picker.removeAttribute('aria-label');
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name);
      for (const item of picker.querySelectorAll('.ql-picker-item')) {
        item.setAttribute('aria-label', item.getAttribute('data-label') ?? '');
      }
    }
    const root = editorRef.current?.getEditor().root;
    // Snow's link tooltip brings an unlabelled text field.
    root?.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');
    root?.setAttribute('role', 'textbox');
    root?.setAttribute('aria-multiline', 'true');
    root?.setAttribute('aria-labelledby', labelId);
  }, [labelId, toolbarId]);

  return (
    <div className="dash-editor">
      <EditorToolbar id={toolbarId} />
      <ReactQuill
        ref={editorRef}
        theme="snow"
        modules={modules}
        formats={editorFormats}
        defaultValue={initialHtml}
        placeholder={editorPlaceholder}
        useSemanticHTML={false}
        onChange={(html, _delta, source) => onChange(toStoredHtml(html), source === 'user')}
      />
    </div>
  );
}
