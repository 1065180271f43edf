import { z } from 'zod';
import { Code } from './codes.js';
import { email } from './schemas.js';

/**
 * Support chat (issue 21): one conversation at a time between a customer (signed in, or a
 * visitor known by an email and the token they were given) and the operator's agents. The
 * customer's side is under /support; the agents' side is in the staff API.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };

/** The longest message, in characters. */
export const SUPPORT_MESSAGE_MAX = 2000;
/** The most messages a conversation answers with (the newest; older ones stay in the transcript). */
export const SUPPORT_MESSAGES_SHOWN = 200;
/**
 * How long one typing signal counts: the sender's app signals again while typing goes on
 * (SUPPORT_TYPING_REPEAT_MS), and the server writes at most one signal per SUPPORT_TYPING_REPEAT_MS.
 */
export const SUPPORT_TYPING_MS = 6000;
export const SUPPORT_TYPING_REPEAT_MS = 3000;
/** The header a visitor's requests carry their conversation token in. */
export const SUPPORT_VISITOR_HEADER = 'x-support-visitor';

/** What a conversation is about (the contact form's topics; the widget opens as `other`). */
export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'trading',
  'verification',
  'loans',
  'nfts',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Waiting for an agent, with an agent, or closed (a new message opens a new conversation). */
export const SUPPORT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Who wrote a message: the customer, an agent, or the platform (claimed, closed, reopened). */
export const SUPPORT_AUTHORS = ['customer', 'agent', 'system'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** What a system message says (the app words it in the reader's language). */
export const SUPPORT_EVENTS = ['claimed', 'transferred', 'closed', 'reopened'] as const;
export type SupportEvent = (typeof SUPPORT_EVENTS)[number];

/** A conversation or message id: a positive integer as a string. */
export const supportId = z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid);

export const supportMessage = z.object({
  id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The agent's display name (agents' and system messages), null for the customer's. */
  agent: z.string().nullable(),
  /** The text; empty for an image alone or a system message. */
  body: z.string(),
  /** A system message's event. */
  event: z.enum(SUPPORT_EVENTS).nullable(),
  /** The attached image's key (GET /support/image/{key}), if any. */
  image: z.string().nullable(),
  /** The sender's own id for the message (the customer's app matches its pending copy). */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  topic: z.enum(SUPPORT_TOPICS),
  /** The agent answering, once one has claimed the conversation. */
  agent: z.string().nullable(),
  createdAt: z.string(),
  /** The newest messages, oldest first. */
  messages: z.array(supportMessage),
  /** The newest of the customer's messages an agent has read (the "read" state). */
  agentReadUpTo: z.string().nullable(),
  /** Agents' messages the customer has not read yet. */
  unread: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/** GET /support/getConversation: the current conversation (or the last one), or none yet. */
export const supportConversationResult = z.object({
  conversation: supportConversation.nullable(),
});

/** GET /support/getStatus: whether an agent is online now, and the usual first reply time. */
export const supportStatusResult = z.object({
  agentsOnline: z.boolean(),
  /** The median minutes to an agent's first reply over the last 7 days; null without data. */
  replyMinutes: z.number().int().nullable(),
});

/** POST /support/startVisitor: a visitor gives an email to chat without an account. */
export const startVisitorBody = z.strictObject({ email }, invalid);
export const startVisitorResult = z.object({
  /** Sent back in the `x-support-visitor` header; kept by the visitor's browser. */
  token: z.string(),
});

const messageText = z
  .string(invalid)
  .trim()
  .min(1, invalid)
  .max(SUPPORT_MESSAGE_MAX, invalid)
  // Line breaks and tabs are text; other control characters are not.
  .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\t]/g, '')), invalid);

/** The sender's id for a message: a retry with the same id answers the same message. */
const clientId = z.uuid(invalid);

/** POST /support/sendMessage: opens a conversation when none is open. */
export const sendSupportMessageBody = z.strictObject(
  { body: messageText, clientId, topic: z.enum(SUPPORT_TOPICS, invalid).optional() },
  invalid,
);
export const sendSupportMessageResult = z.object({
  conversationId: z.string(),
  message: supportMessage,
});

/** The fields of POST /support/sendImage (multipart, beside the `image` file). */
export const sendSupportImageFields = z.strictObject(
  { clientId, body: messageText.optional() },
  invalid,
);

/** POST /support/markRead: the customer has read the agents' messages up to `upTo`. */
export const markSupportReadBody = z.strictObject(
  { conversationId: supportId, upTo: supportId },
  invalid,
);

/** POST /support/typing: the customer is typing in their conversation (not closed). */
export const supportTypingBody = z.strictObject({ conversationId: supportId }, invalid);

/** How long a code mailed to prove a visitor's email is accepted, and its wrong tries. */
export const SUPPORT_CODE_TTL_MS = 10 * 60_000;
export const SUPPORT_CODE_MAX_TRIES = 5;
/** Transcripts (and codes for them) one owner may ask for per hour. */
export const SUPPORT_TRANSCRIPTS_PER_HOUR = 5;

/**
 * POST /support/sendTranscript: mails the conversation to the owner's email. A signed-in
 * customer's is their account's; a visitor's is used once proven: the first request mails a
 * code (`codeSent`), the request with that code mails the transcript (`sent`).
 */
export const sendSupportTranscriptBody = z.strictObject(
  {
    conversationId: supportId,
    code: z
      .string(invalid)
      .regex(/^\d{6}$/, invalid)
      .optional(),
  },
  invalid,
);
export const sendSupportTranscriptResult = z.object({
  status: z.enum(['sent', 'codeSent']),
  /** Where it went. */
  email: z.string(),
});
export type SendSupportTranscriptResult = z.infer<typeof sendSupportTranscriptResult>;

export const supportImageParams = z.strictObject(
  { key: z.string(invalid).min(1, invalid).max(64, invalid) },
  invalid,
);

/**
 * The live frame of topic `support.<id>` (the owner's connections only): enough to tell the
 * widget whether to fetch the conversation again, and the agent's read state and typing.
 */
export interface SupportLive {
  id: string;
  status: SupportStatus;
  agent: string | null;
  /** The newest message the customer can see (null: none yet). */
  lastMessageId: string | null;
  agentReadUpTo: string | null;
  unread: number;
  /** For how many more milliseconds the agent counts as typing (0: not typing). */
  agentTypingMs: number;
}
