import { cx } from '../../lib/cx';

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-hover', className)} />;
}
