import { PageLink } from './page-link.tsx';

export interface FilterOption {
  label: string;
  /** The page showing this filter's products. */
  to: string;
  current: boolean;
}

/**
 * A row of filters that each lead to their own page (the catalogue's category views): links,
 * so they work before and without JavaScript and search engines follow them; the current one
 * says so to screen readers. The scroll stays where it is, as a toggle would leave it.
 */
export function FilterBar({ label, options }: { label: string; options: readonly FilterOption[] }) {
  return (
    <nav className="filter-bar" aria-label={label}>
      <ul>
        {options.map((option) => (
          <li key={option.to}>
            <PageLink
              to={option.to}
              className="button button--outline"
              aria-current={option.current ? 'page' : undefined}
              preventScrollReset
            >
              {option.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
