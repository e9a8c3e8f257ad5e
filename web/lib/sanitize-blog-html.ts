import DOMPurify, { type Config } from 'dompurify';
import {
  allowedAttributes,
  allowedClasses,
  allowedStyles,
  allowedTags,
  droppedWithContent,
  imageSchemes,
  isAllowedUrl,
  linkRel,
  linkSchemes,
  linkTarget,
} from '../../shared/blog-html-policy.ts';

/**
 * The browser's second cleaning of blog HTML before it is shown (the server cleaned it on
 * save). DOMPurify's hooks apply the per-element parts of the shared allowlist that its
 * configuration cannot express. Import this only where a blog is shown (never at the top
 * of a public route module): DOMPurify needs a DOM.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...new Set(Object.values(allowedAttributes).flat())],
  FORBID_CONTENTS: [...droppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

function keepClasses(tag: string, value: string): string {
  const patterns = allowedClasses[tag] ?? [];
  return value
    .split(/\s+/)
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)))
    .join(' ');
}

function keepStyles(tag: string, value: string): string {
  const properties = allowedStyles[tag] ?? {};
  return value
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(
      ([name, setting]) =>
        name && setting && properties[name.toLowerCase()]?.some((pattern) => pattern.test(setting)),
    )
    .map(([name, setting]) => `${name.toLowerCase()}: ${setting}`)
    .join('; ');
}

function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!allowedAttributes[tag]?.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    let value = data.attrValue;
    if (data.attrName === 'class') value = keepClasses(tag, value);
    else if (data.attrName === 'style') value = keepStyles(tag, value);
    else if (data.attrName === 'href') value = isAllowedUrl(value, linkSchemes) ? value : '';
    else if (data.attrName === 'src') value = isAllowedUrl(value, imageSchemes) ? value : '';
    if (!value) data.keepAttr = false;
    else data.attrValue = value;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') {
      node.setAttribute('target', linkTarget);
      node.setAttribute('rel', linkRel);
    }
  });
  return instance;
}

/** Blog HTML safe to put into the page. */
export function sanitizeBlogHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, config) as string;
}
