import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A bottom sheet on narrow screens (thumb reach), a centred panel on the desktop layout. */
  sheet?: boolean;
  /**
   * The whole screen on narrow screens, a full-height side panel at the end edge on the
   * desktop layout; the children fill it and scroll themselves (a chat).
   */
  panel?: boolean;
  testId?: string;
  /**
   * False while the dialog shows what must not be lost by a stray Escape or click (recovery
   * codes shown once): no close button, Escape and the backdrop do nothing; the content closes
   * it with its own button.
   */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` element: focus is trapped and restored by the
 * browser, Escape closes it, the page behind is inert. A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  sheet = false,
  panel = false,
  testId,
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop (its content fills the box).
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
      className={cx(
        'w-full overflow-hidden border border-line bg-surface p-0 text-fg shadow-pop backdrop:bg-black/55 open:animate-enter',
        panel
          ? 'm-0 ms-auto h-dvh max-h-dvh max-w-none border-0 pb-[env(safe-area-inset-bottom)] desk:max-w-[26rem] desk:border-s'
          : 'm-auto max-h-[85dvh]',
        !panel &&
          (sheet
            ? 'mb-0 max-w-none rounded-t-xl pb-[env(safe-area-inset-bottom)] desk:mb-auto desk:max-w-md desk:rounded-xl desk:pb-0'
            : 'max-w-[calc(100vw-2rem)] rounded-xl sm:max-w-md'),
      )}
    >
      {open && (
        <div className={cx('flex flex-col', panel ? 'h-full' : 'max-h-[85dvh]')}>
          <div className="flex items-start gap-3 border-b border-line px-5 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-md font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-0.5 text-sm text-fg-muted">
                  {description}
                </p>
              )}
            </div>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common.close')}
                className="-me-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg desk:size-9"
              >
                <X aria-hidden="true" className="size-4.5" />
              </button>
            )}
          </div>
          {panel ? (
            <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          ) : (
            <div className="overflow-y-auto px-5 py-4">{children}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
