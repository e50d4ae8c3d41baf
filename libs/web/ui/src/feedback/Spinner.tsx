export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="rd-spinner" role="status" aria-live="polite">
      <span className="rd-spinner__circle" aria-hidden="true" />
      <span className="rd-visually-hidden">{label}</span>
    </div>
  );
}
