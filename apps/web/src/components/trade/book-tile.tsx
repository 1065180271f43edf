import type { Book } from '@swx/contract';
import { FlaskConical, Landmark } from 'lucide-react';
import { cx } from '../../lib/cx';

/** The icon of a book: a flask for the demo book (practice), a bank for the real one. */
export const BOOK_ICON = { demo: FlaskConical, real: Landmark } as const;

/** A book's icon on its tinted tile (the demo book in the warning tone, the real one in success). */
export function BookTile({ book }: { book: Book }) {
  const Icon = BOOK_ICON[book];
  return (
    <span
      className={cx(
        'flex size-9 shrink-0 items-center justify-center rounded-lg',
        book === 'demo' ? 'bg-warning-soft text-warning' : 'bg-success-soft text-success',
      )}
    >
      <Icon aria-hidden="true" className="size-4.5" />
    </span>
  );
}
