import {
  Paths,
  SUPPORT_VISITOR_HEADER,
  sendSupportMessageResult,
  sendSupportTranscriptResult,
  startVisitorResult,
  supportConversationResult,
  supportStatusResult,
  type SupportConversation,
  type SupportTopic,
} from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';

/**
 * Support chat, the customer's side (issue 21): a signed-in customer chats as themselves; a
 * visitor gives an email first and keeps the token they are given in this browser.
 */

// ---- the visitor's token -------------------------------------------------------------------

const visitorListeners = new Set<() => void>();

/** The visitor's token in this browser, or null (none yet, or forgotten). */
export const visitorToken = {
  get: (): string | null => storage.getSupportVisitor(),
  set(token: string | null): void {
    storage.setSupportVisitor(token);
    for (const listener of visitorListeners) listener();
  },
  subscribe(listener: () => void): () => void {
    visitorListeners.add(listener);
    return () => visitorListeners.delete(listener);
  },
};

export function useVisitorToken(): string | null {
  return useSyncExternalStore(visitorToken.subscribe, visitorToken.get, () => null);
}

/**
 * Who the chat is with: the signed-in account, a visitor with a token, or nobody yet (a
 * visitor who has not given an email).
 */
export type ChatOwner = { kind: 'user' } | { kind: 'visitor'; token: string } | { kind: 'none' };

export function useChatOwner(): ChatOwner {
  const { isLogin, user } = useSession();
  const token = useVisitorToken();
  if (isLogin && user) return { kind: 'user' };
  return token ? { kind: 'visitor', token } : { kind: 'none' };
}

/** The headers and 401 policy of a request as `owner`. */
function as(owner: ChatOwner): Pick<RequestOptions<never>, 'headers' | 'ignoreUnauthorized'> {
  // A visitor's 401 is their token forgotten by the server, not a signed-out account.
  return owner.kind === 'visitor'
    ? { headers: { [SUPPORT_VISITOR_HEADER]: owner.token }, ignoreUnauthorized: true }
    : {};
}

// ---- queries -------------------------------------------------------------------------------

export const supportKeys = {
  all: ['support'] as const,
  status: () => ['support', 'status'] as const,
  conversation: (owner: ChatOwner) =>
    ['support', 'conversation', owner.kind === 'visitor' ? owner.token : owner.kind] as const,
};

/** GET /support/getStatus: whether an agent is online, and the usual first reply time. */
export function useSupportStatus(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.status(),
    queryFn: ({ signal }) =>
      api.get(Paths.supportStatus, { schema: supportStatusResult, cache: false, signal }),
    enabled,
    staleTime: 60_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}

export function getConversation(
  owner: ChatOwner,
  signal?: AbortSignal,
): Promise<SupportConversation | null> {
  return api
    .get(Paths.supportConversation, {
      ...as(owner),
      schema: supportConversationResult,
      cache: false,
      signal,
    })
    .then((r) => r.conversation);
}

/** The owner's conversation (null before their first message); live updates refetch it. */
export function useConversation(owner: ChatOwner) {
  return useQuery({
    queryKey: supportKeys.conversation(owner),
    queryFn: ({ signal }) => getConversation(owner, signal),
    enabled: owner.kind !== 'none',
    staleTime: Infinity,
  });
}

// ---- actions -------------------------------------------------------------------------------

/** POST /support/startVisitor: the token this browser keeps for the visitor's chat. */
export async function startVisitor(email: string): Promise<string> {
  const { token } = await api.post(
    Paths.supportStartVisitor,
    { email },
    { schema: startVisitorResult, ignoreUnauthorized: true },
  );
  visitorToken.set(token);
  return token;
}

export function sendMessage(
  owner: ChatOwner,
  body: { body: string; clientId: string; topic?: SupportTopic },
) {
  return api.post(Paths.supportSend, body, { ...as(owner), schema: sendSupportMessageResult });
}

export function sendImage(owner: ChatOwner, image: File, clientId: string, body?: string) {
  const form = new FormData();
  form.set('clientId', clientId);
  if (body) form.set('body', body);
  form.set('image', image);
  return api.post(Paths.supportSendImage, form, { ...as(owner), schema: sendSupportMessageResult });
}

export function markRead(owner: ChatOwner, conversationId: string, upTo: string) {
  return api.post(Paths.supportMarkRead, { conversationId, upTo }, as(owner));
}

/**
 * Mails the conversation to the owner: at once to a signed-in customer or a proven visitor;
 * otherwise a code goes first (`codeSent`) and the call with it sends the transcript.
 */
export function sendTranscript(owner: ChatOwner, conversationId: string, code?: string) {
  return api.post(
    Paths.supportTranscript,
    code === undefined ? { conversationId } : { conversationId, code },
    { ...as(owner), schema: sendSupportTranscriptResult },
  );
}

/** Tells the agents the customer is typing in `conversationId`. */
export function signalTyping(owner: ChatOwner, conversationId: string) {
  return api.post(Paths.supportTyping, { conversationId }, as(owner));
}

/** An attached image as a blob (the request carries the owner's credentials). */
export async function imageBlob(owner: ChatOwner, key: string, signal?: AbortSignal) {
  const path = Paths.supportImage.replace(':key', encodeURIComponent(key));
  return (await api.download(path, { ...as(owner), signal })).blob;
}
