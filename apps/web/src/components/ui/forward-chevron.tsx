import { ChevronRight } from 'lucide-react';
import { cx } from '../../lib/cx';

/** The "go on" chevron of a link or a row: pointing right, or left in a right-to-left language. */
export function ForwardChevron({ className }: { className: string }) {
  return <ChevronRight aria-hidden="true" className={cx(className, 'rtl:-scale-x-100')} />;
}
