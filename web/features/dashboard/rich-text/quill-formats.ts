/**
 * The formats Quill 2 lacks or gets wrong for this product, registered once when the
 * editor chunk loads (this module imports quill: only the lazy editor chunk may import it).
 * - divider: a horizontal rule (`<hr>`), which Quill 2 does not have;
 * - highlight: `<mark>`, a semantic highlight the public page shows without Quill's CSS;
 * - link: the spec's schemes;
 * - image: web addresses only, never inline base64.
 */
import Quill from 'quill';
import { BlockEmbed } from 'quill/blots/block';
import Inline from 'quill/blots/inline';
import Image from 'quill/formats/image';
import Link, { sanitize } from 'quill/formats/link';
import { imageSchemes, linkSchemes } from '../../../../shared/html-policy.ts';

class DividerBlot extends BlockEmbed {
  static blotName = 'divider';
  static tagName = 'HR';
}

class HighlightBlot extends Inline {
  static blotName = 'highlight';
  static tagName = 'MARK';
}

class WebImage extends Image {
  static sanitize(url: string): string {
    return sanitize(url, [...imageSchemes]) ? url : '';
  }
}

export class SchemeLink extends Link {
  static PROTOCOL_WHITELIST = [...linkSchemes];
}

Quill.register(
  {
    'formats/divider': DividerBlot,
    'formats/highlight': HighlightBlot,
    'formats/image': WebImage,
    'formats/link': SchemeLink,
  },
  true,
);

/** The formats the editor allows (anything else pasted in is dropped). */
export const editorFormats = [
  'header',
  'bold',
  'italic',
  'strike',
  'code',
  'underline',
  'script',
  'highlight',
  'code-block',
  'list',
  'blockquote',
  'divider',
  'image',
  'link',
  'align',
];

export { Quill };
