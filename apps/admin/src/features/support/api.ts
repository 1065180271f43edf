import {
  AdminPaths,
  adminPath,
  type AdminPath,
  supportAgents,
  supportCannedReplies,
  supportCannedReply,
  supportDeskConversation,
  supportQueuePage,
  type SupportCannedBody,
  type SupportCannedReply,
  type SupportDeskConversation,
  type SupportQueueItem,
  type SupportQueuePage,
  type SupportQueueView,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, imageDataUrl, queryString } from '../../lib/api';

/**
 * The agent console's calls (apps/server/src/modules/support/staff-routes.ts). The queue and
 * the open conversation are asked for again every few seconds: that is how the console stays
 * current, and how the customers' widget knows an agent is online.
 */

export type {
  SupportCannedBody,
  SupportCannedReply,
  SupportDeskConversation,
  SupportQueueItem,
  SupportQueuePage,
  SupportQueueView,
};

export const SUPPORT_POLL_MS = 4000;

export const supportKeys = {
  all: ['support'] as const,
  queue: (view: SupportQueueView, q: string) => ['support', 'queue', view, q] as const,
  conversation: (id: string) => ['support', 'conversation', id] as const,
};

export function supportQueueQuery(view: SupportQueueView, q: string) {
  const search = q.trim().length >= 2 ? q.trim() : undefined;
  return queryOptions({
    queryKey: supportKeys.queue(view, search ?? ''),
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.supportQueue}${queryString({ view, q: search, pageSize: 50 })}`, {
        signal,
        schema: supportQueuePage,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: SUPPORT_POLL_MS,
  });
}

export function supportConversationQuery(id: string) {
  return queryOptions({
    queryKey: supportKeys.conversation(id),
    queryFn: ({ signal }) =>
      api('GET', adminPath(AdminPaths.supportConversation, { id }), {
        signal,
        schema: supportDeskConversation,
      }),
    refetchInterval: SUPPORT_POLL_MS,
  });
}

type Action = 'claim' | 'close' | 'reopen';
const ACTION_PATHS: Record<Action, AdminPath> = {
  claim: AdminPaths.supportClaim,
  close: AdminPaths.supportClose,
  reopen: AdminPaths.supportReopen,
};

export function act(id: string, action: Action): Promise<SupportDeskConversation> {
  return api('POST', adminPath(ACTION_PATHS[action], { id }), {
    schema: supportDeskConversation,
  });
}

export function reply(
  id: string,
  body: string,
  internal: boolean,
): Promise<SupportDeskConversation> {
  return api('POST', adminPath(AdminPaths.supportReply, { id }), {
    body: { body, internal },
    schema: supportDeskConversation,
  });
}

/** The image field of an image reply (apps/server/src/modules/support/staff-routes.ts). */
export const REPLY_IMAGE_FIELD = 'image';

/** Replies with `file` (a PNG or a JPEG) and an optional text, sent as multipart. */
export function replyImage(id: string, file: File, body: string): Promise<SupportDeskConversation> {
  const form = new FormData();
  if (body !== '') form.append('body', body);
  form.append(REPLY_IMAGE_FIELD, file);
  return api('POST', adminPath(AdminPaths.supportReplyImage, { id }), {
    body: form,
    schema: supportDeskConversation,
  });
}

/** Tells the customer the agent is typing (their widget shows it for a few seconds). */
export function signalTyping(id: string): Promise<unknown> {
  return api('POST', adminPath(AdminPaths.supportTyping, { id }));
}

/** The agents a conversation can be handed to. */
export function supportAgentsQuery() {
  return queryOptions({
    queryKey: ['support', 'agents'] as const,
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.supportAgents, { signal, schema: supportAgents }),
    staleTime: 30_000,
  });
}

export function transfer(id: string, staffId: number): Promise<SupportDeskConversation> {
  return api('POST', adminPath(AdminPaths.supportTransfer, { id }), {
    body: { staffId },
    schema: supportDeskConversation,
  });
}

export const cannedKey = ['support', 'canned'] as const;

export function cannedQuery() {
  return queryOptions({
    queryKey: cannedKey,
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.supportCanned, { signal, schema: supportCannedReplies }),
    staleTime: 60_000,
  });
}

/** Adds a canned reply, or changes the one with `id`. */
export function saveCanned(body: SupportCannedBody, id?: string): Promise<SupportCannedReply> {
  return api(
    'POST',
    id ? adminPath(AdminPaths.supportCannedOne, { id }) : AdminPaths.supportCanned,
    {
      body,
      schema: supportCannedReply,
    },
  );
}

export function deleteCanned(id: string): Promise<unknown> {
  return api('POST', adminPath(AdminPaths.supportCannedDelete, { id }));
}

export function markRead(id: string, upTo: string): Promise<unknown> {
  return api('POST', adminPath(AdminPaths.supportRead, { id }), { body: { upTo } });
}

export function supportImage(key: string, signal?: AbortSignal): Promise<string> {
  return imageDataUrl(adminPath(AdminPaths.supportImage, { key }), signal);
}
