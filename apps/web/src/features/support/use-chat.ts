import {
  SUPPORT_TYPING_REPEAT_MS,
  type SupportAuthor,
  type SupportConversation,
  type SupportEvent,
  type SupportLive,
  type SupportMessage,
} from '@swx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorCode } from '../../lib/api-client';
import { dataUrlOf } from '../../lib/data-url';
import { errorMessage, type Message } from '../../lib/messages';
import { live } from '../../lib/live/live-client';
import {
  markRead,
  sendImage,
  sendMessage,
  signalTyping,
  supportKeys,
  useConversation,
  visitorToken,
  type ChatOwner,
} from './api/support';

/**
 * The chat as the widget shows it: the conversation from the server, kept current by its live
 * topic, with the messages still on their way appended (each with its own id, so that a retry
 * is the same message and the server's copy replaces the pending one).
 */

/** Where a customer's message is: on its way, failed (with the code), sent, or read by an agent. */
export type Delivery = 'sending' | 'failed' | 'sent' | 'read';

export interface ChatLine {
  /** Stable across the pending copy and the server's: the client id, else the message id. */
  key: string;
  id: string | null;
  author: SupportAuthor;
  agent: string | null;
  body: string;
  event: SupportEvent | null;
  image: string | null;
  /** A pending image's local preview (an object URL). */
  localImage: string | null;
  createdAt: string | null;
  /** Customer messages only. */
  delivery: Delivery | null;
  /** Why a failed message failed. */
  failure: Message | null;
}

interface Pending {
  clientId: string;
  body: string;
  file: File | null;
  localImage: string | null;
  failure: Message | null;
}

/** Whether message id `a` is at most `b` (ids are integers as strings of any length). */
function atMost(a: string, b: string): boolean {
  return a.length < b.length || (a.length === b.length && a <= b);
}

/** Whether a live frame says something the cached conversation does not. */
export function isNews(cached: SupportConversation | null | undefined, frame: SupportLive) {
  if (!cached || cached.id !== frame.id) return true;
  return (
    (cached.messages.at(-1)?.id ?? null) !== frame.lastMessageId ||
    cached.status !== frame.status ||
    cached.agent !== frame.agent ||
    cached.agentReadUpTo !== frame.agentReadUpTo ||
    cached.unread !== frame.unread
  );
}

/** The lines of a conversation with the pending messages after them. */
export function chatLines(
  conversation: SupportConversation | null | undefined,
  pending: readonly Pending[],
  sending: ReadonlySet<string>,
): ChatLine[] {
  const messages: readonly SupportMessage[] = conversation?.messages ?? [];
  const readUpTo = conversation?.agentReadUpTo ?? null;
  const delivered = new Set(messages.map((m) => m.clientId).filter((c) => c !== null));
  const lines: ChatLine[] = messages.map((m) => ({
    key: m.clientId ?? m.id,
    id: m.id,
    author: m.author,
    agent: m.agent,
    body: m.body,
    event: m.event,
    image: m.image,
    localImage: null,
    createdAt: m.createdAt,
    delivery: m.author !== 'customer' ? null : readUpTo && atMost(m.id, readUpTo) ? 'read' : 'sent',
    failure: null,
  }));
  for (const p of pending) {
    if (delivered.has(p.clientId)) continue;
    lines.push({
      key: p.clientId,
      id: null,
      author: 'customer',
      agent: null,
      body: p.body,
      event: null,
      image: null,
      localImage: p.localImage,
      createdAt: null,
      delivery: sending.has(p.clientId) || p.failure === null ? 'sending' : 'failed',
      failure: p.failure,
    });
  }
  return lines;
}

export function useChat(owner: ChatOwner, open: boolean) {
  const queryClient = useQueryClient();
  const key = supportKeys.conversation(owner);
  const query = useConversation(owner);
  const conversation = query.data;
  const [pending, setPending] = useState<Pending[]>([]);
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());

  // A visitor's server-side token is gone (purged, or another browser's): ask for an email again.
  useEffect(() => {
    if (owner.kind === 'visitor' && query.isError && errorCode(query.error) === 401) {
      visitorToken.set(null);
    }
  }, [owner.kind, query.isError, query.error]);

  // The connection carries the visitor's token, so that their conversation's topic is theirs.
  const visitor = owner.kind === 'visitor' ? owner.token : null;
  useEffect(() => {
    if (visitor) live.setVisitor(visitor);
  }, [visitor]);

  const id = conversation?.id;
  const keyRef = useRef(key);
  keyRef.current = key;
  // The agent's typing, for as long as the newest frame said (counted from its arrival, so
  // that the reader's clock does not matter); a reply or a frame without it ends it.
  const [agentTyping, setAgentTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useEffect(() => {
    if (!id) return undefined;
    return live.subscribe(`support.${id}`, (message) => {
      if (message.t !== 'support') return;
      clearTimeout(typingTimer.current);
      const typingMs = message.conversation.agentTypingMs;
      setAgentTyping(typingMs > 0);
      if (typingMs > 0) typingTimer.current = setTimeout(() => setAgentTyping(false), typingMs);
      const cached = queryClient.getQueryData<SupportConversation | null>(keyRef.current);
      if (isNews(cached, message.conversation)) {
        void queryClient.invalidateQueries({ queryKey: keyRef.current });
      }
    });
  }, [id, queryClient]);

  // Read while open and in view: the agents' messages up to the newest.
  const lastAgent = conversation?.messages.findLast((m) => m.author === 'agent')?.id;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (!open || !id || !lastAgent || unread === 0) return undefined;
    const read = () => {
      if (document.visibilityState !== 'visible') return;
      queryClient.setQueryData<SupportConversation | null>(keyRef.current, (old) =>
        old ? { ...old, unread: 0 } : old,
      );
      void markRead(owner, id, lastAgent).catch(() => undefined);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
    // `owner` is the same as long as its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id, lastAgent, unread, queryClient, key.join('|')]);

  const deliver = useCallback(
    async (item: Pending) => {
      setSending((s) => new Set(s).add(item.clientId));
      try {
        const sent = item.file
          ? await sendImage(owner, item.file, item.clientId, item.body || undefined)
          : await sendMessage(owner, { body: item.body, clientId: item.clientId });
        const cached = queryClient.getQueryData<SupportConversation | null>(keyRef.current);
        if (cached && cached.id === sent.conversationId) {
          queryClient.setQueryData<SupportConversation>(keyRef.current, {
            ...cached,
            messages: cached.messages.some((m) => m.id === sent.message.id)
              ? cached.messages
              : [...cached.messages, sent.message],
          });
        }
        // A first message opens a conversation (or a new one after a closed one): fetch it.
        await queryClient.invalidateQueries({ queryKey: keyRef.current });
        setPending((list) => list.filter((p) => p.clientId !== item.clientId));
      } catch (error) {
        setPending((list) =>
          list.map((p) =>
            p.clientId === item.clientId ? { ...p, failure: errorMessage(error) } : p,
          ),
        );
      } finally {
        setSending((s) => {
          const next = new Set(s);
          next.delete(item.clientId);
          return next;
        });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, key.join('|')],
  );

  const send = useCallback(
    (body: string, file: File | null = null) => {
      const item: Pending = {
        clientId: crypto.randomUUID(),
        body,
        file,
        localImage: null,
        failure: null,
      };
      setPending((list) => [...list, item]);
      void deliver(item);
      // The image shows while it is on its way.
      if (file) {
        void dataUrlOf(file)
          .then((url) =>
            setPending((list) =>
              list.map((p) => (p.clientId === item.clientId ? { ...p, localImage: url } : p)),
            ),
          )
          .catch(() => undefined);
      }
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (!item) return;
      setPending((list) =>
        list.map((p) => (p.clientId === clientId ? { ...p, failure: null } : p)),
      );
      void deliver({ ...item, failure: null });
    },
    [pending, deliver],
  );

  // The customer's typing, told to the agents at most once per repeat while it goes on.
  const typingSent = useRef(0);
  const status = conversation?.status;
  const typing = useCallback(() => {
    if (!id || status === 'closed') return;
    const now = Date.now();
    if (now - typingSent.current < SUPPORT_TYPING_REPEAT_MS) return;
    typingSent.current = now;
    void signalTyping(owner, id).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, status, key.join('|')]);

  const lines = useMemo(
    () => chatLines(conversation, pending, sending),
    [conversation, pending, sending],
  );
  return {
    query,
    conversation: conversation ?? null,
    lines,
    send,
    retry,
    typing,
    agentTyping: agentTyping && status !== 'closed',
  };
}
