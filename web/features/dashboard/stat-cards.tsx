import type { Counts } from '../../../shared/api-types.ts';

const cards = [
  { key: 'blogs', label: 'Blog count', icon: '✎' },
  { key: 'countries', label: 'Country', icon: '🌍' },
  { key: 'states', label: 'State', icon: '🗺' },
  { key: 'districts', label: 'District', icon: '📍' },
] as const;

export function StatCards({ counts }: { counts: Counts }) {
  return (
    <ul className="dash-stats">
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
