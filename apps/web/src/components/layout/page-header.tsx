import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/**
 * A page's heading on the desktop layout. On mobile the header bar shows the title (as the
 * page's h1), so this one is not rendered there.
 */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="mb-6 hidden items-end justify-between gap-4 desk:flex">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-fg-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
