import { useState, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { Card } from './feedback';

/** A page's title with its actions beside it. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/**
 * A page that can create what it lists: the header's button (`create`: icon and label) opens
 * `form` in a card under the header until the form closes itself; `children` follow.
 */
export function CreatingPage({
  title,
  actions,
  create,
  form,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  create: ReactNode;
  form: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <PageHeader title={title}>
        {(actions || !creating) && (
          <>
            {actions}
            {!creating && <Button onClick={() => setCreating(true)}>{create}</Button>}
          </>
        )}
      </PageHeader>
      {creating && <Card>{form(() => setCreating(false))}</Card>}
      {children}
    </div>
  );
}
