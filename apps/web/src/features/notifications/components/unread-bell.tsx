import type { ReactNode } from 'react';
import { useUnreadCount } from '../api/notifications';

/** Renders the bell with the signed-in account's unread count (kept live by the channel). */
export function UnreadBell({ children }: { children(unread: number): ReactNode }) {
  return children(useUnreadCount().data ?? 0);
}
