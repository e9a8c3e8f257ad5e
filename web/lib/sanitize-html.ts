import DOMPurify, { type Config } from 'dompurify';
import * as htmlPolicy from '../../shared/html-policy.ts';

/**
 * The browser's second cleaning of blog HTML before it is shown (the server cleaned it on
 * save). DOMPurify's hooks apply the per-element parts of the shared allowlist that its
 * configuration cannot express. Import this only where a blog is shown (never at the top
 * of a public route module): DOMPurify needs a DOM.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;

const config: Config = {
  ALLOWED_TAGS: [...htmlPolicy.allowedTags],
  ALLOWED_ATTR: [...new Set(Object.values(htmlPolicy.allowedAttributes).flat())],
  FORBID_CONTENTS: [...htmlPolicy.droppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = htmlPolicy.allowedAttributeValue(
      node.nodeName.toLowerCase(),
      data.attrName,
      data.attrValue,
    );
    if (!value) data.keepAttr = false;
    else data.attrValue = value;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') {
      node.setAttribute('target', htmlPolicy.linkTarget);
      node.setAttribute('rel', htmlPolicy.linkRel);
    }
  });
  return instance;
}

/** Blog HTML safe to put into the page. */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, config) as string;
}
