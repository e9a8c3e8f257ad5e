import sanitizeHtml from 'sanitize-html';
import {
  allowedAttributes,
  allowedClasses,
  allowedStyles,
  allowedTags,
  droppedWithContent,
  imageSchemes,
  linkRel,
  linkSchemes,
  linkTarget,
} from '../../shared/blog-html-policy.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(allowedClasses).map(([tag, patterns]) => [tag, [...patterns]]),
  ),
  allowedStyles: Object.fromEntries(
    Object.entries(allowedStyles).map(([tag, properties]) => [
      tag,
      Object.fromEntries(Object.entries(properties).map(([name, patterns]) => [name, [...patterns]])),
    ]),
  ),
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: { img: [...imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: [...droppedWithContent],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: linkTarget, rel: linkRel } }),
  },
};

/** Cleans a blog post's HTML with the shared allowlist before it is stored. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}
