import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Button } from '@swx/ui';

type Tone = 'info' | 'danger' | 'success' | 'warning';

const tones: Record<Tone, string> = {
  info: 'border-line bg-accent-soft text-fg',
  danger: 'border-line bg-danger-soft text-danger',
  success: 'border-line bg-success-soft text-success',
  warning: 'border-line bg-warning-soft text-warning',
};

/** A message block; `role="alert"` for errors, `status` for the rest. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const Icon =
    tone === 'danger' || tone === 'warning'
      ? AlertTriangle
      : tone === 'success'
        ? CheckCircle2
        : Info;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', tones[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export function Badge({
  tone = 'info',
  children,
}: {
  tone?: Tone | 'neutral';
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'neutral' ? 'bg-hover text-fg-muted' : tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-hover', className)} />;
}

/** Loading rows shaped like a list. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2 p-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 p-4">
      <Alert tone="danger">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section className={cx('rounded-lg border border-line bg-surface shadow-card', className)}>
      {children}
    </section>
  );
}
