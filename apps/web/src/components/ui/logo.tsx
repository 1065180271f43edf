import { cx } from '../../lib/cx';

/** The SWX mark and wordmark (decorative: the link around it carries the name). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    // The mark keeps its shape in right-to-left languages.
    <span dir="ltr" className={cx('inline-flex items-center gap-2', className)} aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path
          d="M9 20.5c1.4 1.3 3.6 2 5.8 2 3.1 0 5.2-1.5 5.2-3.9 0-2.2-1.5-3.2-4.6-3.9-2.1-.5-2.8-.9-2.8-1.8s.9-1.5 2.4-1.5c1.5 0 2.9.5 4 1.3l1.4-2.4c-1.4-1-3.3-1.6-5.4-1.6-3 0-5.2 1.7-5.2 4.1 0 2.3 1.6 3.3 4.5 3.9 2.2.5 2.9.9 2.9 1.9 0 1-.9 1.6-2.6 1.6-1.7 0-3.3-.6-4.4-1.6z"
          className="fill-accent-fg"
        />
      </svg>
      {!compact && <span className="text-lg font-semibold tracking-tight text-fg">SWX</span>}
    </span>
  );
}
