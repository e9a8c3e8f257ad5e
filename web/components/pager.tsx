import { PageLink } from './page-link.tsx';

/** The page of a list after `cursor`, keeping the list's other parameters (its category). */
export function nextPagePath(listPath: string, cursor: string): string {
  const [path, query = ''] = listPath.split('?');
  const params = new URLSearchParams(query);
  params.set('cursor', cursor);
  return `${path}?${params}`;
}

export interface PagerProps {
  /** Names the links' landmark, e.g. "More posts". */
  label: string;
  /** The list's first page, with its parameters: `/exp?category=bedding`. */
  listPath: string;
  isFirstPage: boolean;
  nextCursor?: string;
  firstText: string;
  nextText: string;
}

/**
 * Links between the pages of a list read a page at a time (blog posts, products): back to
 * the first page, and on to the next one while there is one. Nothing on a list of one page.
 */
export function Pager({ label, listPath, isFirstPage, nextCursor, firstText, nextText }: PagerProps) {
  if (isFirstPage && !nextCursor) return null;
  return (
    <nav className="pager" aria-label={label}>
      {!isFirstPage && (
        <PageLink to={listPath} className="button button--outline">
          {firstText}
        </PageLink>
      )}
      {nextCursor && (
        <PageLink to={nextPagePath(listPath, nextCursor)} className="button" inView="pager">
          {nextText}
        </PageLink>
      )}
    </nav>
  );
}
