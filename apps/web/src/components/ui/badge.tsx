import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'accent' | 'warning' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-hover text-fg-muted',
  accent: 'bg-accent-soft text-accent-text',
  warning: 'bg-warning-soft text-warning',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
};

export function Badge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cx(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
