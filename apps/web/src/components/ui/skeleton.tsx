import { cx } from '../../lib/cx';

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-hover', className)} />;
}

/**
 * The placeholder of a picture (an avatar, an icon) beside two lines of text, in the frame of
 * the caller's row. `fill`: the lines take the width left.
 */
export function MediaSkeleton({
  media,
  lines,
  fill = false,
}: {
  media: string;
  lines: readonly [string, string];
  fill?: boolean;
}) {
  return (
    <>
      <Skeleton className={media} />
      <div className={cx('flex flex-col gap-2', fill && 'flex-1')}>
        <Skeleton className={lines[0]} />
        <Skeleton className={lines[1]} />
      </div>
    </>
  );
}
