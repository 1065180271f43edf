import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * A sheet (mobile) or dialog (desktop) around a request (a deposit, a withdrawal, closing or
 * changing a position). It cannot be closed while the request is on its way; closing it
 * forgets the last answer, so that it opens on a fresh form. `children` gets that close.
 */
export function RequestDialog({
  open,
  onClose,
  request,
  title,
  description,
  testId,
  dismissible,
  children,
}: {
  open: boolean;
  onClose(): void;
  request: { isPending: boolean; reset(): void };
  title: string;
  description?: string;
  testId: string;
  /** False while what it shows must be closed by its own button (see Dialog). */
  dismissible?: boolean;
  children(close: () => void): ReactNode;
}) {
  function close() {
    if (request.isPending) return;
    request.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      sheet
      title={title}
      description={description}
      testId={testId}
      dismissible={dismissible}
    >
      {children(close)}
    </Dialog>
  );
}
