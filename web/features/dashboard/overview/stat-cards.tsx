import type { ReactNode } from 'react';
import type { Counts } from '../../../../shared/api-types.ts';

/** Line icons drawn in the brand colour (no emoji: not every system has an emoji font). */
const icon = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="26"
    height="26"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const cards = [
  {
    key: 'blogs',
    label: 'Blog count',
    icon: icon(<path d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7" />),
  },
  {
    key: 'countries',
    label: 'Country',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>,
    ),
  },
  {
    key: 'states',
    label: 'State',
    icon: icon(<path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15" />),
  },
  {
    key: 'districts',
    label: 'District',
    icon: icon(
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>,
    ),
  },
] as const;

export function StatCards({ counts }: { counts: Counts }) {
  return (
    <ul className="list-grid dash-stats">
      {cards.map((card) => (
        <li key={card.key} className="dash-stat">
          <span className="dash-stat__icon" aria-hidden="true">
            {card.icon}
          </span>
          <span className="dash-stat__label">{card.label}</span>
          <span className="dash-stat__value">{counts[card.key]}</span>
        </li>
      ))}
    </ul>
  );
}
