import { useEffect } from 'react';
import { useChatOwner } from '../api/support';
import { useChat } from '../use-chat';

/**
 * Keeps the count of agents' messages the customer has not read, for the support buttons'
 * badge: the conversation of the signed-in account or of this browser's visitor, current over
 * its live topic. Renders nothing.
 */
export function UnreadWatcher({ onUnread }: { onUnread(unread: number): void }) {
  const owner = useChatOwner();
  const { conversation } = useChat(owner, false);
  const unread = owner.kind === 'none' ? 0 : (conversation?.unread ?? 0);
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return null;
}
