export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="dash-spinner" role="status" aria-live="polite">
      <span className="dash-spinner__wheel" aria-hidden="true" />
      <span className="dash-visually-hidden">{label}</span>
    </div>
  );
}
