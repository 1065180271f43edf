import { cx } from '../../lib/cx';
import { Card } from './card';

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

/** Two product cards while the products on sale load (a title, a text, the action). */
export function ProductCardsSkeleton({ testId }: { testId: string }) {
  return (
    <div className="grid gap-4 desk:grid-cols-2" aria-hidden="true" data-testid={testId}>
      {[0, 1].map((n) => (
        <Card key={n} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}
