/**
 * `encodeURIComponent` for text that came from storage: it throws a URIError on text that
 * is not well-formed UTF-16 (a lone surrogate), and one such stored value must degrade
 * only the link it is in, never the screen that lists it (issue 23, N1). The broken
 * character becomes U+FFFD, as a browser shows it.
 */
export const encodeUriText = (text: string): string => encodeURIComponent(String(text).toWellFormed());
