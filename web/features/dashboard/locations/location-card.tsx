import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LastChangeNote } from '../shell/activity-context.tsx';
import { ItemButton } from '../ui/item-button.tsx';

interface LocationCardProps {
  /** The place's id: its last recorded change is shown under it. */
  id?: string;
  name: string;
  /** The page one level down; district cards have none. */
  to?: string;
  /** Link state for the page one level down. */
  state?: unknown;
  flagCode?: string;
  children?: ReactNode;
  onRename: () => void;
  onDelete: () => void;
}

/** A country, state or district card with its rename and delete buttons. */
export function LocationCard({
  id,
  name,
  to,
  state,
  flagCode,
  children,
  onRename,
  onDelete,
}: LocationCardProps) {
  return (
    <li className="dash-card dash-location">
      <div className="dash-location__head">
        {flagCode && (
          <img src={`/flags/${flagCode}.svg`} alt="" width="40" height="30" className="dash-location__flag" />
        )}
        {to ? (
          <Link to={to} state={state} className="dash-location__name dash-card__link">
            {name}
          </Link>
        ) : (
          <span className="dash-location__name">{name}</span>
        )}
      </div>
      {children}
      {id && <LastChangeNote id={id} />}
      <div className="dash-card__actions">
        <ItemButton action="Rename" item={name} onClick={onRename} />
        <ItemButton action="Delete" item={name} onClick={onDelete} danger />
      </div>
    </li>
  );
}
