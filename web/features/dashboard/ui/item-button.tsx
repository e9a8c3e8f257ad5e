/**
 * A button acting on one item of a list or page: it reads "Edit" on screen and "Edit Bedding"
 * to a screen reader, so a list of them is not a list of identical names.
 */
export function ItemButton({
  action,
  item,
  onClick,
  danger = false,
  small = true,
}: {
  action: string;
  item: string;
  onClick: () => void;
  /** A delete or remove: the danger outline. */
  danger?: boolean;
  /** A row's button; a page's own actions are full size. */
  small?: boolean;
}) {
  const classes = [
    'dash-button',
    small && 'dash-button--small',
    danger ? 'dash-button--danger-outline' : 'dash-button--secondary',
  ];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} onClick={onClick}>
      {action}
      <span className="dash-visually-hidden"> {item}</span>
    </button>
  );
}
