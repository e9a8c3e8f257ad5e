import { Link } from 'react-router';

/** A field of the site still holding a placeholder: what it is, its part of the Site screen, and the link to it. */
export interface LaunchChecklistItem {
  label: string;
  part: string;
  href: string;
}

/**
 * "Before launch": every field of the site settings still holding a placeholder or an example
 * address, each a link to its field on the Site screen. Nothing when none is left.
 */
export function LaunchChecklist({ items }: { items: readonly LaunchChecklistItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="dash-panel dash-launch-checklist" aria-labelledby="overview-launch">
      <h2 id="overview-launch" className="dash-panel__title">
        Before launch
      </h2>
      <p className="dash-launch-checklist__intro">
        {items.length === 1 ? 'This field still holds' : `These ${items.length} fields still hold`} a
        placeholder or an example address. Fill {items.length === 1 ? 'it' : 'them'} in before the site goes
        live.
      </p>
      <ul className="dash-launch-checklist__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="dash-link">
              {item.label}
            </Link>{' '}
            <span className="dash-launch-checklist__part">({item.part})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
