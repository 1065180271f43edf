import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
  supportId,
  supportMessage,
} from '../support.js';
import { invalid, pageOf, pageQuery } from './common.js';

/**
 * Support chat in the back office (apps/server/src/modules/support/desk.ts): the queue, a
 * conversation with its internal notes and its customer, and the agent's actions. Agents are
 * the `support` role and superadmins (`support.chat`).
 */

export const SUPPORT_QUEUE_VIEWS = ['waiting', 'mine', 'open', 'closed'] as const;
export type SupportQueueView = (typeof SUPPORT_QUEUE_VIEWS)[number];

export const supportQueueQuery = z.strictObject(
  {
    view: z.enum(SUPPORT_QUEUE_VIEWS, invalid).optional(),
    /** A customer's name or email, or words of a message. */
    q: z.string(invalid).trim().min(2, invalid).max(100, invalid).optional(),
    ...pageQuery,
  },
  invalid,
);
export type SupportQueueQuery = z.infer<typeof supportQueueQuery>;

export const supportQueueItem = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  topic: z.enum(SUPPORT_TOPICS),
  language: z.enum(LANGUAGES),
  /** The customer's username, or a visitor's email. */
  customer: z.string(),
  /** The customer's account (null for a visitor). */
  userId: z.string().nullable(),
  agent: z.string().nullable(),
  /** Whether the caller is the conversation's agent. */
  mine: z.boolean(),
  /** Seconds since the customer's oldest message no agent has answered; null when answered. */
  waitingSeconds: z.number().int().nullable(),
  lastMessageAt: z.string(),
  /** The start of the customer's newest message (null for an image alone). */
  preview: z.string().nullable(),
  /** The customer's messages no agent has read. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type SupportQueueItem = z.infer<typeof supportQueueItem>;
export const supportQueuePage = pageOf(supportQueueItem);
export type SupportQueuePage = z.infer<typeof supportQueuePage>;

export const supportDeskConversation = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  topic: z.enum(SUPPORT_TOPICS),
  language: z.enum(LANGUAGES),
  agent: z.string().nullable(),
  assigneeId: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  waitingSince: z.string().nullable(),
  customer: z.object({
    userId: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string(),
  }),
  /** The newest agent message the customer has read. */
  customerReadUpTo: z.string().nullable(),
  /** For how many more milliseconds the customer counts as typing (0: not typing). */
  customerTypingMs: z.number().int(),
  /** Every message, oldest first; `internal` ones are notes the customer never sees. */
  messages: z.array(supportMessage.extend({ internal: z.boolean() })),
});
export type SupportDeskConversation = z.infer<typeof supportDeskConversation>;

export const supportReplyBody = z.strictObject(
  {
    body: z.string(invalid).trim().min(1, invalid).max(SUPPORT_MESSAGE_MAX, invalid),
    /** A note to colleagues, not sent to the customer. */
    internal: z.boolean(invalid).optional(),
  },
  invalid,
);

/** The fields of an agent's image reply (multipart, beside the `image` file). */
export const supportReplyImageFields = z.strictObject(
  {
    body: z.string(invalid).trim().max(SUPPORT_MESSAGE_MAX, invalid).optional(),
  },
  invalid,
);

export const supportTransferBody = z.strictObject(
  {
    staffId: z
      .number(invalid)
      .int(invalid)
      .min(1, invalid)
      .max(2 ** 31 - 1, invalid),
  },
  invalid,
);

/** An agent a conversation can be handed to: active support staff and superadmins. */
export const supportAgent = z.object({
  id: z.number(),
  username: z.string(),
  /** Whether their console asked for the queue in the last two minutes. */
  online: z.boolean(),
});
export const supportAgents = z.array(supportAgent);
export type SupportAgent = z.infer<typeof supportAgent>;

/** The most canned replies kept (every language together). */
export const SUPPORT_CANNED_MAX = 500;
export const SUPPORT_CANNED_TITLE_MAX = 80;

/** A canned reply an agent inserts and edits before sending. */
export const supportCannedReply = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  /** The staff member who wrote it last. */
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type SupportCannedReply = z.infer<typeof supportCannedReply>;
export const supportCannedReplies = z.array(supportCannedReply);

/** A new canned reply, or a changed one (the same fields); a title is unique per language. */
export const supportCannedBody = z.strictObject(
  {
    language: z.enum(LANGUAGES, invalid),
    title: z.string(invalid).trim().min(1, invalid).max(SUPPORT_CANNED_TITLE_MAX, invalid),
    body: z.string(invalid).trim().min(1, invalid).max(SUPPORT_MESSAGE_MAX, invalid),
  },
  invalid,
);
export type SupportCannedBody = z.infer<typeof supportCannedBody>;

export const supportReadBody = z.strictObject({ upTo: supportId }, invalid);
