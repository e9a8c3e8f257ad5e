import type { ReactNode } from 'react';

/**
 * A dashboard screen's heading row: its title (a text becomes the page's h1; a back heading
 * comes as it is) and, at the end, the screen's main actions.
 */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="dash-page__header">
      {typeof title === 'string' ? <h1 className="dash-page__title">{title}</h1> : title}
      {children}
    </div>
  );
}

/** A screen's main action in its header: the button that opens the form of a new item. */
export function NewItemButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="dash-button dash-button--primary" onClick={onClick}>
      {children}
    </button>
  );
}
