import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

interface LocationListProps {
  loading: boolean;
  failed: boolean;
  count: number;
  what: string;
  empty: string;
  children: ReactNode;
}

/** The grid of location cards with its loading, failure and empty states. */
export function LocationList({ loading, failed, count, what, empty, children }: LocationListProps) {
  if (loading && count === 0) return <Spinner />;
  if (failed && count === 0) {
    return (
      <p className="dash-error-box" role="alert">
        Could not load the {what}. Please reload the page.
      </p>
    );
  }
  if (count === 0) return <p className="dash-empty">{empty}</p>;
  return <ul className="dash-grid">{children}</ul>;
}
