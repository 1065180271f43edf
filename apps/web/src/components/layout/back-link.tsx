import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The way back to the list a detail page came from, on the desktop layout (on mobile the header
 * bar has the back button).
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="hidden items-center gap-1 self-start text-sm text-fg-muted hover:text-fg desk:inline-flex"
    >
      <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
