import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFirstPaintDone } from '../../lib/first-paint';

/**
 * The one support chat of the app: any support button opens it (top bar, mobile header,
 * footer, help pages), and so does `?chat=open` on any address (the link of a reply's
 * notification). Its code loads when first opened; the unread count of the chat loads after
 * the first paint and shows on the support buttons.
 */

const ChatWidget = lazy(() =>
  import('./chat-widget').then((m) => ({
    default: m.ChatWidget,
  })),
);
const UnreadWatcher = lazy(() =>
  import('../../features/support/components/unread-watcher').then((m) => ({
    default: m.UnreadWatcher,
  })),
);

interface State {
  open: boolean;
  unread: number;
}

let state: State = { open: false, unread: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openSupport(): void {
  set({ open: true });
}

/** Whether the chat is open now (a reply's toast would tell what the reader sees already). */
export function isSupportOpen(): boolean {
  return state.open;
}

export function closeSupport(): void {
  set({ open: false });
}

/** The agents' messages the customer has not read (0 before it is known). */
export function useSupportUnread(): number {
  return useSyncExternalStore(
    subscribe,
    () => state.unread,
    () => 0,
  );
}

const setUnread = (unread: number) => {
  if (unread !== state.unread) set({ unread });
};

export function SupportHost() {
  const open = useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
  // Mounted from the first opening on, so that closing restores focus to the button used.
  const [mounted, setMounted] = useState(false);
  const painted = useFirstPaintDone();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('chat') !== 'open') return;
    params.delete('chat');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    openSupport();
  }, [pathname, search, hash, navigate]);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <>
      {painted && (
        <Suspense fallback={null}>
          <UnreadWatcher onUnread={setUnread} />
        </Suspense>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onClose={closeSupport} />
        </Suspense>
      )}
    </>
  );
}
