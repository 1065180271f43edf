import { cx } from '../lib/cx';

/** A status filter (of a queue, the adjustments, the notices): a row of toggle buttons. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Status"
      className="inline-flex rounded-md border border-line bg-field p-0.5"
    >
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={status === value}
          onClick={() => onChange(status)}
          className={cx(
            'h-8 rounded-sm px-3 text-sm capitalize',
            status === value
              ? 'bg-raised font-medium text-fg shadow-card'
              : 'text-fg-muted hover:text-fg',
          )}
        >
          {status.replaceAll('_', ' ')}
        </button>
      ))}
    </div>
  );
}
