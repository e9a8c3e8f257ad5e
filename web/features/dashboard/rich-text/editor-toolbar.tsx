import type { ReactNode } from 'react';

/**
 * The spec's toolbar, in its order. Quill's toolbar module wires every `ql-<format>`
 * control inside this element; the Snow theme draws the icons it knows, the others
 * (highlight, horizontal rule, unlink) carry their own. Every control has a label, shown
 * as a tooltip too.
 */
interface Tool {
  format: string;
  value?: string;
  label: string;
  icon?: ReactNode;
}

const stroke = (d: string) => (
  <svg viewBox="0 0 18 18" aria-hidden="true">
    <path className="ql-stroke" d={d} fill="none" />
  </svg>
);

const groups: Tool[][] = [
  [
    { format: 'bold', label: 'Bold' },
    { format: 'italic', label: 'Italic' },
    { format: 'strike', label: 'Strikethrough' },
    { format: 'code', label: 'Inline code' },
    { format: 'underline', label: 'Underline' },
    { format: 'script', value: 'super', label: 'Superscript' },
    { format: 'script', value: 'sub', label: 'Subscript' },
    {
      format: 'highlight',
      label: 'Highlight',
      icon: (
        <svg viewBox="0 0 18 18" aria-hidden="true">
          <rect className="ql-fill" x="2" y="12" width="14" height="4" rx="1" opacity="0.45" />
          <path className="ql-stroke" d="M5 11 9 3l4 8M6.5 8h5" fill="none" />
        </svg>
      ),
    },
  ],
  [
    { format: 'code-block', label: 'Code block' },
    { format: 'list', value: 'bullet', label: 'Bullet list' },
    { format: 'list', value: 'ordered', label: 'Ordered list' },
    { format: 'blockquote', label: 'Blockquote' },
    { format: 'divider', label: 'Horizontal rule', icon: stroke('M2 9h14') },
  ],
  [
    { format: 'image', label: 'Image by URL' },
    { format: 'link', label: 'Link' },
    {
      format: 'unlink',
      label: 'Unlink',
      icon: stroke('M7 11 5.5 12.5a2.1 2.1 0 0 1-3-3L4 8M11 7l1.5-1.5a2.1 2.1 0 0 1 3 3L14 10M3 3l12 12'),
    },
  ],
  [
    { format: 'align', value: '', label: 'Align left' },
    { format: 'align', value: 'center', label: 'Align center' },
    { format: 'align', value: 'right', label: 'Align right' },
    { format: 'align', value: 'justify', label: 'Align justify' },
  ],
];

export function EditorToolbar({ id }: { id: string }) {
  return (
    <div id={id} className="dash-editor__toolbar" role="toolbar" aria-label="Formatting">
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label="Block type" title="Block type">
          <option value="">Paragraph</option>
          <option value="1">Heading 1</option>
          <option value="2">Heading 2</option>
          <option value="3">Heading 3</option>
        </select>
      </span>
      {groups.map((tools) => (
        <span key={tools[0].label} className="ql-formats">
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={`ql-${tool.format}`}
              value={tool.value}
              aria-label={tool.label}
              title={tool.label}
            >
              {tool.icon}
            </button>
          ))}
        </span>
      ))}
    </div>
  );
}
