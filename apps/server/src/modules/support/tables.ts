import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUPPORT_AUTHORS, SUPPORT_EVENTS, SUPPORT_STATUSES, SUPPORT_TOPICS } from '@swx/contract';
import { languageCheck, textList } from '../../platform/db/checks.js';
import { createdAt, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Support chat (issue 21). A conversation belongs to a user or to a visitor (an email and the
 * SHA-256 of the token they were given); at most one of each owner's conversations is not
 * closed. Messages are append-only; an agent's internal note is a message the customer never
 * sees. Transcripts are deleted after the retention parameter once closed.
 */

export const supportVisitors = pgTable(
  'support_visitors',
  {
    id: identityId(),
    email: text('email').notNull(),
    /** SHA-256 (hex) of the token the visitor's browser keeps. */
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    /** When the visitor proved the email is theirs (a code mailed to it): transcripts go there. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** The code last mailed to prove the email: its SHA-256, expiry and wrong tries. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamptz('code_expires_at'),
    codeTries: integer('code_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_visitors_token_key').on(t.tokenHash),
    index('support_visitors_email_idx').on(t.email),
    languageCheck(t.language, 'support_visitors_language'),
  ],
);

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: identityId(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => supportVisitors.id),
    topic: text('topic').notNull(),
    status: text('status').notNull().default('waiting'),
    /** The reader's language when the conversation opened (mail and canned replies). */
    language: text('language').notNull(),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => staffUsers.id),
    /** The customer's newest message an agent has read, and the agents' one the customer has. */
    agentReadUpTo: bigint('agent_read_up_to', { mode: 'number' }),
    customerReadUpTo: bigint('customer_read_up_to', { mode: 'number' }),
    /** The newest agent message mailed to the customer (replies left unread are mailed). */
    mailedUpTo: bigint('mailed_up_to', { mode: 'number' }),
    /** When the customer last wrote while no agent had answered since (the queue's wait). */
    waitingSince: timestamptz('waiting_since'),
    firstReplyAt: timestamptz('first_reply_at'),
    /**
     * Until when the assigned agent and the customer count as typing (each keystroke burst
     * moves it SUPPORT_TYPING_MS ahead; a message sent clears it).
     */
    agentTypingUntil: timestamptz('agent_typing_until'),
    customerTypingUntil: timestamptz('customer_typing_until'),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_conversations_owner', sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
    check('support_conversations_topic', sql`${t.topic} in ${textList(SUPPORT_TOPICS)}`),
    check('support_conversations_status', sql`${t.status} in ${textList(SUPPORT_STATUSES)}`),
    check(
      'support_conversations_closed',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`,
    ),
    languageCheck(t.language, 'support_conversations_language'),
    // One conversation not closed per owner: a second opener waits on the first's row.
    uniqueIndex('support_conversations_user_open_key')
      .on(t.userId)
      .where(sql`${t.status} <> 'closed' and ${t.userId} is not null`),
    uniqueIndex('support_conversations_visitor_open_key')
      .on(t.visitorId)
      .where(sql`${t.status} <> 'closed' and ${t.visitorId} is not null`),
    index('support_conversations_user_idx').on(t.userId, t.id),
    index('support_conversations_visitor_idx').on(t.visitorId, t.id),
    index('support_conversations_queue_idx')
      .on(t.status, t.waitingSince)
      .where(sql`${t.status} <> 'closed'`),
    index('support_conversations_closed_idx')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: identityId(),
    conversationId: idOf('conversation_id', () => supportConversations.id),
    author: text('author').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffUsers.id),
    body: text('body').notNull().default(''),
    event: text('event'),
    imageKey: text('image_key'),
    /** An agent's note to colleagues: never shown to the customer. */
    internal: boolean('internal').notNull().default(false),
    /** The sender's id for the message: a retry answers the first one. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_messages_author', sql`${t.author} in ${textList(SUPPORT_AUTHORS)}`),
    check(
      'support_messages_event',
      sql`(${t.author} = 'system') = (${t.event} is not null) and (${t.event} is null or ${t.event} in ${textList(SUPPORT_EVENTS)})`,
    ),
    check('support_messages_staff', sql`(${t.author} = 'customer') = (${t.staffId} is null)`),
    check('support_messages_internal', sql`not ${t.internal} or ${t.author} = 'agent'`),
    check(
      'support_messages_content',
      sql`${t.author} = 'system' or length(${t.body}) > 0 or ${t.imageKey} is not null`,
    ),
    check('support_messages_body_length', sql`char_length(${t.body}) <= 2000`),
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('support_messages_client_key')
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/** When each agent last had the console open: "an agent is online now". */
export const supportPresence = pgTable('support_presence', {
  staffId: bigint('staff_id', { mode: 'number' })
    .primaryKey()
    .references(() => staffUsers.id),
  seenAt: timestamptz('seen_at').notNull(),
});

/**
 * Canned replies: answers agents insert and edit before sending, one language each (the
 * console offers the conversation's language first). Changes are audited.
 */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: identityId(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id),
    updatedAt: timestamptz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_canned_replies_title_key').on(t.language, t.title),
    languageCheck(t.language, 'support_canned_replies_language'),
  ],
);
