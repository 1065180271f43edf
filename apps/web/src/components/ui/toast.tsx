import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastApi {
  show(message: string, tone?: ToastTone): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const TOAST_DURATION_MS = 4000;
const TOASTS_MAX = 3;

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;
const iconColour = { success: 'text-success', error: 'text-danger', info: 'text-accent-text' };

/**
 * One note: it goes after `TOAST_DURATION_MS`, counted again from when the focus leaves it, so
 * that a keyboard or screen-reader user who moves to it keeps it (WCAG 2.2.1). Pointing at it
 * does not hold it: a note that appears under a resting pointer (a button just pressed at the
 * bottom of a sheet) would stay over what is below it.
 */
function Toast({ item, onDismiss }: { item: ToastItem; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const { id } = item;
  useEffect(() => {
    if (focused) return;
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [focused, id, onDismiss]);
  const Icon = icons[item.tone];
  return (
    <div
      role="status"
      data-paused={focused}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="pointer-events-auto flex w-full max-w-sm animate-enter items-center gap-3 rounded-lg border border-line bg-raised px-4 py-3 text-sm text-fg shadow-pop"
    >
      <Icon aria-hidden="true" className={cx('size-4 shrink-0', iconColour[item.tone])} />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{item.message}</span>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={t('common.close')}
        className="-me-2 flex size-11 items-center desk:size-8 justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Brief notes in a polite live region (copy done, logged out...), centred at the bottom: on the
 * mobile layout above the tab bar (4 rem and the safe area), never over it; on the desktop clear
 * of the top bar's live price and the order ticket at the side.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show(message, tone = 'info') {
        const id = nextId.current++;
        setItems((current) => [...current, { id, tone, message }].slice(-TOASTS_MAX));
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 px-4 pb-[calc(4.75rem+env(safe-area-inset-bottom))] desk:pb-6"
      >
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
