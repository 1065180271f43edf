import { useState, type ComponentType, type ReactNode } from 'react';
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
 * A page that can create what it lists: the header's button (`icon`, `createLabel`) opens
 * `form` in a card under the header until the form closes itself; then `detail` (the selected
 * item, if any) and the list (`children`) in a card.
 */
export function CreatingPage({
  title,
  actions,
  icon: Icon,
  createLabel,
  form,
  detail,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  icon: ComponentType<{ 'aria-hidden': 'true'; className: string }>;
  createLabel: string;
  form: (close: () => void) => ReactNode;
  detail: ReactNode;
  children: ReactNode;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <PageHeader title={title}>
        {(actions || !creating) && (
          <>
            {actions}
            {!creating && (
              <Button onClick={() => setCreating(true)}>
                <Icon aria-hidden="true" className="size-4" />
                {createLabel}
              </Button>
            )}
          </>
        )}
      </PageHeader>
      {creating && <Card>{form(() => setCreating(false))}</Card>}
      {detail}
      <Card>{children}</Card>
    </div>
  );
}
