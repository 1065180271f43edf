import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { className: string; Icon: typeof Info }> = {
  error: { className: 'border-danger/30 bg-danger-soft text-fg', Icon: CircleAlert },
  success: { className: 'border-success/30 bg-success-soft text-fg', Icon: CircleCheck },
  info: { className: 'border-accent/30 bg-accent-soft text-fg', Icon: Info },
  warning: { className: 'border-warning/30 bg-warning-soft text-fg', Icon: TriangleAlert },
};

const iconColour: Record<AlertTone, string> = {
  error: 'text-danger',
  success: 'text-success',
  info: 'text-accent-text',
  warning: 'text-warning',
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Test id for end-to-end tests. */
  testId?: string;
}

/** An inline message. Errors are announced assertively (role alert), the rest politely. */
export function Alert({ tone = 'info', title, children, action, className, testId }: AlertProps) {
  const { className: toneClass, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cx('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', toneClass, className)}
    >
      <Icon aria-hidden="true" className={cx('mt-0.5 size-4 shrink-0', iconColour[tone])} />
      <div className="min-w-0 flex-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cx(title && 'mt-0.5 text-fg-muted')}>{children}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
