/**
 * A row of toggle buttons that picks one of `options` (the products pages' category
 * filters); the pressed one is `selected`.
 */
export function FilterBar<Option extends string>({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly Option[];
  selected: Option;
  onSelect: (option: Option) => void;
}) {
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="button button--outline"
          aria-pressed={selected === option}
          onClick={() => onSelect(option)}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
