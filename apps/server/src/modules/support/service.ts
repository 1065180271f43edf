import { createHash, randomBytes } from 'node:crypto';
import {
  Code,
  SUPPORT_MESSAGES_SHOWN,
  SUPPORT_TYPING_MS,
  SUPPORT_TYPING_REPEAT_MS,
  type Language,
  type SupportAuthor,
  type SupportConversation,
  type SupportEvent,
  type SupportMessage,
  type SupportStatus,
  type SupportLive,
  type SupportTopic,
} from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { iso, rows } from '../../platform/db/rows.js';
import type { IdEvents } from '../../platform/events.js';
import type { NotificationService } from '../notifications/index.js';
import { AppError } from '../../platform/http/errors.js';
import { countParameter } from '../../platform/parameters.js';

/**
 * Support chat (issue 21), the customer's side: a visitor's identity, the current
 * conversation and its messages, sending (one conversation not closed per owner, limits per
 * minute and per day, a retry with the same client id answers the first message), the read
 * state and the usual reply time. The agents' side is `SupportDesk` (desk.ts).
 */

/** Who a conversation belongs to: a signed-in customer or a visitor. */
export type SupportOwner = { kind: 'user'; id: number } | { kind: 'visitor'; id: number };

export const MESSAGES_PER_MINUTE_KEY = 'support.messagesPerMinute';
export const CONVERSATIONS_PER_DAY_KEY = 'support.conversationsPerDay';
export const RETENTION_DAYS_KEY = 'support.retentionDays';

/** An agent counts as online this long after the console last asked for the queue. */
export const AGENT_ONLINE_MS = 2 * 60_000;

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: SupportAuthor;
  agent: string | null;
  body: string;
  event: SupportEvent | null;
  image_key: string | null;
  internal: boolean;
  client_id: string | null;
  created_at: string | Date;
}

export interface ConversationRow {
  id: string;
  status: SupportStatus;
  topic: SupportTopic;
  language: Language;
  agent: string | null;
  agent_read_up_to: string | null;
  customer_read_up_to: string | null;
  created_at: string | Date;
}

/** Milliseconds left of a typing signal at `now` (0 once it ran out, or without one). */
export function typingMsLeft(until: string | Date | null, now: Date): number {
  if (until === null) return 0;
  return Math.max(0, new Date(until).getTime() - now.getTime());
}

/**
 * Moves `column` (a typing-until time) SUPPORT_TYPING_MS past `at`, unless a signal less
 * than SUPPORT_TYPING_REPEAT_MS old already covers it: a conversation takes at most one write
 * per repeat, however often a client signals.
 */
export function typingUpdate(column: 'agent' | 'customer', id: string, at: Date): SQL {
  const name = sql.raw(`${column}_typing_until`);
  const until = new Date(at.getTime() + SUPPORT_TYPING_MS).toISOString();
  const fresh = new Date(at.getTime() + SUPPORT_TYPING_MS - SUPPORT_TYPING_REPEAT_MS).toISOString();
  return sql`
    update support_conversations set ${name} = ${until}
    where id = ${id} and (${name} is null or ${name} < ${fresh})
    returning id::text`;
}

export function messageView(row: MessageRow): SupportMessage {
  return {
    id: String(row.id),
    author: row.author,
    agent: row.agent,
    body: row.body,
    event: row.event,
    image: row.image_key,
    clientId: row.client_id,
    createdAt: iso(row.created_at),
  };
}

/** The columns of a message as views read them, with the agent's name. */
export const MESSAGE_COLUMNS = sql`m.id::text, m.conversation_id::text, m.author,
  s.username as agent, m.body, m.event, m.image_key, m.internal, m.client_id, m.created_at`;

/** `[alias.]user_id = id` or `[alias.]visitor_id = id`: the owner's conversations. */
export function ownedBy(owner: SupportOwner, alias?: 'c'): SQL {
  const column = owner.kind === 'user' ? 'user_id' : 'visitor_id';
  return sql`${sql.raw(alias ? `${alias}.${column}` : column)} = ${owner.id}`;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SupportService {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      /** Tells every instance that a conversation changed (after the commit). */
      events: IdEvents;
      /** Agents' replies raise a signed-in customer's bell; reading them here clears it. */
      notifications: Pick<NotificationService, 'add' | 'announce' | 'markReadWhere'>;
    },
  ) {}

  /** A visitor who gave an email: the token their browser keeps (only its hash is stored). */
  async startVisitor(email: string, language: Language): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.deps.db.execute(sql`
      insert into support_visitors (email, token_hash, language, created_at)
      values (${email}, ${hashToken(token)}, ${language}, ${this.deps.now().toISOString()})`);
    return token;
  }

  /** The visitor a token belongs to, if any. */
  async visitorOf(token: string): Promise<number | undefined> {
    if (token.length === 0 || token.length > 100) return undefined;
    const [row] = rows<{ id: string }>(
      await this.deps.db.execute(
        sql`select id::text from support_visitors where token_hash = ${hashToken(token)}`,
      ),
    );
    return row ? Number(row.id) : undefined;
  }

  /** Whether an agent is online now, and the median minutes to a first reply over 7 days. */
  async status(): Promise<{ agentsOnline: boolean; replyMinutes: number | null }> {
    const now = this.deps.now();
    const [row] = rows<{ online: boolean; minutes: string | null }>(
      await this.deps.db.execute(sql`
        select
          exists (select 1 from support_presence p
                  join staff_users s on s.id = p.staff_id and s.status = 'active'
                  where p.seen_at > ${new Date(now.getTime() - AGENT_ONLINE_MS).toISOString()})
            as online,
          (select ceil(percentile_cont(0.5) within group (
                    order by extract(epoch from first_reply_at - created_at)) / 60)::text
           from support_conversations
           where first_reply_at is not null
             and created_at > ${new Date(now.getTime() - 7 * 86_400_000).toISOString()})
            as minutes`),
    );
    return {
      agentsOnline: row!.online,
      replyMinutes: row!.minutes === null ? null : Math.max(1, Number(row!.minutes)),
    };
  }

  /** The owner's conversation not closed, else their newest one, or null. */
  async conversation(
    owner: SupportOwner,
    db: Db = this.deps.db,
  ): Promise<SupportConversation | null> {
    const [row] = rows<ConversationRow>(
      await db.execute(sql`
        select c.id::text, c.status, c.topic, c.language, s.username as agent,
               c.agent_read_up_to::text, c.customer_read_up_to::text, c.created_at
        from support_conversations c
        left join staff_users s on s.id = c.assignee_id
        where ${ownedBy(owner, 'c')}
        order by (c.status = 'closed'), c.id desc
        limit 1`),
    );
    if (!row) return null;
    return this.view(row, db);
  }

  /** A conversation as its customer sees it: no internal notes, the newest messages. */
  private async view(row: ConversationRow, db: Db): Promise<SupportConversation> {
    const messages = rows<MessageRow>(
      await db.execute(sql`
        select * from (
          select ${MESSAGE_COLUMNS}
          from support_messages m left join staff_users s on s.id = m.staff_id
          where m.conversation_id = ${row.id} and not m.internal
          order by m.id desc limit ${SUPPORT_MESSAGES_SHOWN}) newest
        order by id::bigint`),
    );
    const readUpTo = row.customer_read_up_to === null ? 0 : Number(row.customer_read_up_to);
    return {
      id: row.id,
      status: row.status,
      topic: row.topic,
      agent: row.agent,
      createdAt: iso(row.created_at),
      messages: messages.map(messageView),
      agentReadUpTo: row.agent_read_up_to,
      unread: messages.filter((m) => m.author === 'agent' && Number(m.id) > readUpTo).length,
    };
  }

  /**
   * Sends the owner's message (text, an image, or both), opening a conversation when none is
   * open. Per owner one at a time (the owner's row is locked); a retry with the same client id
   * answers the first message and writes nothing.
   */
  async send(
    owner: SupportOwner,
    input: { body?: string; clientId: string; topic?: SupportTopic; imageKey?: string },
    language: Language,
  ): Promise<{ conversationId: string; message: SupportMessage; created: boolean }> {
    const { db, now } = this.deps;
    const result = await db.transaction(async (tx) => {
      await tx.execute(
        owner.kind === 'user'
          ? sql`select 1 from users where id = ${owner.id} for update`
          : sql`select 1 from support_visitors where id = ${owner.id} for update`,
      );
      const [retry] = rows<MessageRow>(
        await tx.execute(sql`
          select ${MESSAGE_COLUMNS}
          from support_messages m left join staff_users s on s.id = m.staff_id
          join support_conversations c on c.id = m.conversation_id
          where ${ownedBy(owner, 'c')} and m.client_id = ${input.clientId}
            and m.author = 'customer'
          limit 1`),
      );
      if (retry) {
        return {
          conversationId: retry.conversation_id,
          message: messageView(retry),
          created: false,
        };
      }
      const at = now();
      const minuteAgo = new Date(at.getTime() - 60_000).toISOString();
      const [recent] = rows<{ n: string }>(
        await tx.execute(sql`
          select count(*)::text as n from support_messages m
          join support_conversations c on c.id = m.conversation_id
          where ${ownedBy(owner, 'c')} and m.author = 'customer' and m.created_at > ${minuteAgo}`),
      );
      if (Number(recent!.n) >= (await countParameter(tx, MESSAGES_PER_MINUTE_KEY, 12))) {
        throw new AppError(Code.SUPPORT_TOO_FAST, { retryAfterSec: 60 });
      }
      let [open] = rows<{ id: string }>(
        await tx.execute(sql`
          select id::text from support_conversations
          where ${ownedBy(owner)} and status <> 'closed'`),
      );
      if (!open) {
        const dayAgo = new Date(at.getTime() - 86_400_000).toISOString();
        const [today] = rows<{ n: string }>(
          await tx.execute(sql`
            select count(*)::text as n from support_conversations
            where ${ownedBy(owner)} and created_at > ${dayAgo}`),
        );
        if (Number(today!.n) >= (await countParameter(tx, CONVERSATIONS_PER_DAY_KEY, 5))) {
          throw new AppError(Code.SUPPORT_LIMIT_REACHED);
        }
        [open] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into support_conversations
              (user_id, visitor_id, topic, status, language, waiting_since, last_message_at,
               created_at)
            values (${owner.kind === 'user' ? owner.id : null},
                    ${owner.kind === 'visitor' ? owner.id : null},
                    ${input.topic ?? 'other'}, 'waiting', ${language}, ${at.toISOString()},
                    ${at.toISOString()}, ${at.toISOString()})
            returning id::text`),
        );
      }
      const conversationId = open!.id;
      const [message] = rows<MessageRow>(
        await tx.execute(sql`
          insert into support_messages
            (conversation_id, author, body, image_key, client_id, created_at)
          values (${conversationId}, 'customer', ${input.body ?? ''}, ${input.imageKey ?? null},
                  ${input.clientId}, ${at.toISOString()})
          returning id::text, conversation_id::text, author, null as agent, body, event,
                    image_key, internal, client_id, created_at`),
      );
      // The customer waits from their first message after an agent's answer.
      await tx.execute(sql`
        update support_conversations
        set last_message_at = ${at.toISOString()},
            waiting_since = coalesce(waiting_since, ${at.toISOString()}),
            customer_typing_until = null
        where id = ${conversationId}`);
      return { conversationId, message: messageView(message!), created: true };
    });
    if (result.created) this.announce(result.conversationId);
    return result;
  }

  /**
   * The customer is typing in their conversation (not closed; anyone else's: 404). The
   * agents' console reads it with the conversation.
   */
  async typing(owner: SupportOwner, conversationId: string): Promise<void> {
    const { db, now } = this.deps;
    const [row] = rows<{ id: string }>(
      await db.execute(sql`
        select id::text from support_conversations
        where id = ${conversationId} and ${ownedBy(owner)} and status <> 'closed'`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    await db.execute(typingUpdate('customer', conversationId, now()));
  }

  /** The customer has read the agents' messages up to `upTo` (never moves back). */
  async markRead(owner: SupportOwner, conversationId: string, upTo: string): Promise<void> {
    const updated = rows<{ id: string }>(
      await this.deps.db.execute(sql`
        update support_conversations
        set customer_read_up_to = greatest(coalesce(customer_read_up_to, 0), ${upTo}::bigint)
        where id = ${conversationId} and ${ownedBy(owner)}
        returning id::text`),
    );
    if (updated.length === 0) throw new AppError(Code.NOT_FOUND);
    this.announce(conversationId);
    if (owner.kind === 'user') {
      await this.deps.notifications.markReadWhere(
        owner.id,
        'support.reply',
        { key: 'conversationId', value: conversationId },
        { key: 'messageId', max: upTo },
      );
    }
  }

  /**
   * An agent's reply `messageId` in `tx`: a signed-in customer's bell gets a notification
   * (cleared when they read the reply in the chat). Answers the user to announce after the
   * commit, or null for a visitor.
   */
  async notifyReply(
    tx: Db,
    conversationId: string,
    messageId: string,
    body: string,
  ): Promise<number | null> {
    const [row] = rows<{ user_id: string | null }>(
      await tx.execute(sql`
        select user_id::text from support_conversations where id = ${conversationId}`),
    );
    if (!row?.user_id) return null;
    const userId = Number(row.user_id);
    await this.deps.notifications.add(tx, userId, 'support.reply', {
      conversationId,
      messageId,
      preview: preview(body),
    });
    return userId;
  }

  /** Tells a user's connections of their news (after the transaction that wrote it). */
  announceUser(userId: number): void {
    this.deps.notifications.announce(userId);
  }

  /** Whether an image belongs to a message the owner can see. */
  async ownsImage(owner: SupportOwner, key: string): Promise<boolean> {
    const [row] = rows<{ id: string }>(
      await this.deps.db.execute(sql`
        select m.id::text from support_messages m
        join support_conversations c on c.id = m.conversation_id
        where m.image_key = ${key} and not m.internal and ${ownedBy(owner, 'c')}
        limit 1`),
    );
    return row !== undefined;
  }

  /** The frame of live topic `support.<id>`: what changed, not the messages themselves. */
  async live(key: string): Promise<{ t: 'support'; conversation: SupportLive } | undefined> {
    if (!/^[1-9]\d{0,17}$/.test(key)) return undefined;
    const [row] = rows<{
      id: string;
      status: SupportStatus;
      agent: string | null;
      last: string | null;
      agent_read_up_to: string | null;
      unread: string;
      agent_typing_until: string | Date | null;
    }>(
      await this.deps.db.execute(sql`
        select c.id::text, c.status, s.username as agent, c.agent_read_up_to::text,
               c.agent_typing_until,
               (select max(m.id)::text from support_messages m
                where m.conversation_id = c.id and not m.internal) as last,
               (select count(*)::text from support_messages m
                where m.conversation_id = c.id and m.author = 'agent' and not m.internal
                  and m.id > coalesce(c.customer_read_up_to, 0)) as unread
        from support_conversations c left join staff_users s on s.id = c.assignee_id
        where c.id = ${key}`),
    );
    if (!row) return undefined;
    return {
      t: 'support',
      conversation: {
        id: row.id,
        status: row.status,
        agent: row.agent,
        lastMessageId: row.last,
        agentReadUpTo: row.agent_read_up_to,
        unread: Number(row.unread),
        agentTypingMs:
          row.status === 'closed' ? 0 : typingMsLeft(row.agent_typing_until, this.deps.now()),
      },
    };
  }

  /** Whose connections may follow `support.<id>`. */
  async ownerOf(
    key: string,
  ): Promise<{ userId: number | null; visitorId: number | null } | undefined> {
    if (!/^[1-9]\d{0,17}$/.test(key)) return undefined;
    const [row] = rows<{ user_id: string | null; visitor_id: string | null }>(
      await this.deps.db.execute(sql`
        select user_id::text, visitor_id::text from support_conversations where id = ${key}`),
    );
    if (!row) return undefined;
    return {
      userId: row.user_id === null ? null : Number(row.user_id),
      visitorId: row.visitor_id === null ? null : Number(row.visitor_id),
    };
  }

  /** Tells every instance that the conversation changed (its live topic is sent again). */
  announce(conversationId: string): void {
    this.deps.events.publish(Number(conversationId));
  }
}

/** The start of a reply as a notification shows it: one line, at most 120 characters. */
export function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
