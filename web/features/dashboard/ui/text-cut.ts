/** The spec's title cuts: 25 characters on blog cards, 60 on the overview, then '...'. */
export const blogCardTitleLength = 25;
export const overviewTitleLength = 60;

export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A blog's badge: its first tag, or 'Blog'. */
export const blogBadge = (tags: readonly string[] | undefined): string => tags?.[0] || 'Blog';
/** A blog's author line, 'Admin' when none was given. */
export const blogAuthor = (author: string | undefined): string => author || 'Admin';
