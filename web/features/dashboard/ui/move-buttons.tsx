type Direction = 'up' | 'down';

interface MoveButtonsProps {
  /** The item as the buttons name it: "photo 2" makes "Move photo 2 up". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  /** The buttons' ids, for a list that puts the focus back on one after a change. */
  idOf?: (direction: Direction) => string;
}

/**
 * Move up and Move down of an item of an ordered list, for the keyboard and a phone (a drag,
 * where a list has one, is extra). The end's button is aria-disabled rather than disabled: it
 * keeps the focus a move gave it, and a press does nothing.
 */
export function MoveButtons({ name, index, count, onMove, idOf }: MoveButtonsProps) {
  const button = (direction: Direction, to: number) => {
    const atEnd = to < 0 || to >= count;
    return (
      <button
        type="button"
        id={idOf?.(direction)}
        className="dash-button dash-button--small dash-button--secondary"
        onClick={() => !atEnd && onMove(to)}
        aria-disabled={atEnd || undefined}
        aria-label={`Move ${name} ${direction}`}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
      </button>
    );
  };
  return (
    <>
      {button('up', index - 1)}
      {button('down', index + 1)}
    </>
  );
}
