/**
 * The spec's toolbar, in its order. Quill's toolbar module wires every `ql-<format>`
 * control inside this element; the Snow theme draws the icons it knows, the others
 * (highlight, horizontal rule, unlink) carry their own. Every control has a label.
 */
const alignments = [
  ['', 'Align left'],
  ['center', 'Align center'],
  ['right', 'Align right'],
  ['justify', 'Align justify'],
] as const;

export function EditorToolbar({ id }: { id: string }) {
  return (
    <div id={id} className="dash-editor__toolbar" role="toolbar" aria-label="Formatting">
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label="Block type">
          <option value="">Paragraph</option>
          <option value="1">Heading 1</option>
          <option value="2">Heading 2</option>
          <option value="3">Heading 3</option>
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label="Bold" />
        <button type="button" className="ql-italic" aria-label="Italic" />
        <button type="button" className="ql-strike" aria-label="Strikethrough" />
        <button type="button" className="ql-code" aria-label="Inline code" />
        <button type="button" className="ql-underline" aria-label="Underline" />
        <button type="button" className="ql-script" value="super" aria-label="Superscript" />
        <button type="button" className="ql-script" value="sub" aria-label="Subscript" />
        <button type="button" className="ql-highlight" aria-label="Highlight">
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <rect className="ql-fill" x="2" y="12" width="14" height="4" rx="1" opacity="0.45" />
            <path className="ql-stroke" d="M5 11 9 3l4 8M6.5 8h5" fill="none" />
          </svg>
        </button>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-code-block" aria-label="Code block" />
        <button type="button" className="ql-list" value="bullet" aria-label="Bullet list" />
        <button type="button" className="ql-list" value="ordered" aria-label="Ordered list" />
        <button type="button" className="ql-blockquote" aria-label="Blockquote" />
        <button type="button" className="ql-divider" aria-label="Horizontal rule">
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <line className="ql-stroke" x1="2" y1="9" x2="16" y2="9" />
          </svg>
        </button>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-image" aria-label="Image by URL" />
        <button type="button" className="ql-link" aria-label="Link" />
        <button type="button" className="ql-unlink" aria-label="Unlink">
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <path
              className="ql-stroke"
              d="M7 11 5.5 12.5a2.1 2.1 0 0 1-3-3L4 8M11 7l1.5-1.5a2.1 2.1 0 0 1 3 3L14 10M3 3l12 12"
              fill="none"
            />
          </svg>
        </button>
      </span>
      <span className="ql-formats">
        {alignments.map(([value, label]) => (
          <button key={label} type="button" className="ql-align" value={value} aria-label={label} />
        ))}
      </span>
    </div>
  );
}
