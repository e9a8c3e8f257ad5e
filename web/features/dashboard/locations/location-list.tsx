import type { ReactNode } from 'react';

interface LocationListProps {
  count: number;
  empty: string;
  children: ReactNode;
}

/** The grid of location cards, or the page's empty-state text. */
export function LocationList({ count, empty, children }: LocationListProps) {
  if (count === 0) return <p className="dash-empty">{empty}</p>;
  return <ul className="dash-grid">{children}</ul>;
}
