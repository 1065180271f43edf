import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** A label and value row of a terms or receipt list. */
export function TermRow({
  label,
  children,
  strong = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-fg-muted">{label}</dt>
      <dd
        className={cx('min-w-0 text-end break-all tabular-nums', strong && 'font-semibold')}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
