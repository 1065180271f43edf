import { Code } from '@swx/contract';
import type {
  SupportAgent,
  SupportDeskConversation,
  SupportQueueItem,
  SupportQueuePage,
  SupportQueueQuery,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { audit, type Actor } from '../audit/index.js';
import type { FileStore } from '../../platform/uploads/index.js';
import {
  AGENT_ONLINE_MS,
  MESSAGE_COLUMNS,
  messageView,
  RETENTION_DAYS_KEY,
  typingMsLeft,
  typingUpdate,
  type ConversationRow,
  type MessageRow,
  type SupportService,
} from './service.js';
import type { Mailer } from '../../platform/mail.js';
import { countParameter } from '../../platform/parameters.js';
import { mailUnreadReplies } from './mail.js';

/** The staff who may answer support chat (the `support.chat` permission's roles). */
export const AGENT_ROLES = ['support', 'superadmin'] as const;

interface QueueRow {
  id: string;
  status: SupportQueueItem['status'];
  topic: SupportQueueItem['topic'];
  language: SupportQueueItem['language'];
  customer: string;
  user_id: string | null;
  agent: string | null;
  assignee_id: string | null;
  waiting_since: string | Date | null;
  last_message_at: string | Date;
  preview: string | null;
  unread: string;
  created_at: string | Date;
}

/**
 * Support chat, the agents' side (issue 21): the queue with waiting times, a conversation
 * with its notes and its customer, claiming (one agent wins), transferring, replying, notes,
 * closing and reopening, the read state and the transcripts' retention. Every staff message
 * and action is written with its audit entry in one transaction.
 */
export class SupportDesk {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      support: SupportService;
      store: FileStore;
      mailer: Mailer;
      /** The site's origin, for the link in mail. */
      publicUrl: string;
    },
  ) {}

  /** Mails customers the replies they left unread for a few minutes (mail.ts). */
  mailUnreadReplies(): Promise<number> {
    return mailUnreadReplies(this.deps);
  }

  /** The agent has the console open (the widget says an agent is online). */
  async seen(staffId: number): Promise<void> {
    await this.deps.db.execute(sql`
      insert into support_presence (staff_id, seen_at)
      values (${staffId}, ${this.deps.now().toISOString()})
      on conflict (staff_id) do update set seen_at = excluded.seen_at`);
  }

  /** The agents a conversation can be handed to, online ones first, then by name. */
  async agents(): Promise<SupportAgent[]> {
    const since = new Date(this.deps.now().getTime() - AGENT_ONLINE_MS).toISOString();
    const found = rows<{ id: string; username: string; online: boolean }>(
      await this.deps.db.execute(sql`
        select s.id::text, s.username, coalesce(p.seen_at > ${since}, false) as online
        from staff_users s
        left join support_presence p on p.staff_id = s.id
        where s.status = 'active' and s.role in ('support', 'superadmin')
        order by online desc, s.username
        limit 200`),
    );
    return found.map((a) => ({ id: Number(a.id), username: a.username, online: a.online }));
  }

  /**
   * The queue: `waiting` (no agent yet, longest wait first), `mine` (the caller's open ones),
   * `open` (every open one), `closed` (newest first); `q` searches the customer's name or
   * email and the messages' text.
   */
  async queue(staffId: number, query: SupportQueueQuery): Promise<SupportQueuePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const view = query.view ?? 'waiting';
    const filter = {
      waiting: sql`c.status = 'waiting'`,
      mine: sql`c.status = 'open' and c.assignee_id = ${staffId}`,
      open: sql`c.status = 'open'`,
      closed: sql`c.status = 'closed'`,
    }[view];
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const search = like
      ? sql`and (u.username ilike ${like} or u.email ilike ${like} or v.email ilike ${like}
              or exists (select 1 from support_messages sm
                         where sm.conversation_id = c.id and sm.body ilike ${like}))`
      : sql``;
    const order =
      view === 'waiting'
        ? sql`c.waiting_since asc nulls last, c.id`
        : view === 'closed'
          ? sql`c.closed_at desc, c.id desc`
          : sql`c.waiting_since asc nulls last, c.last_message_at desc, c.id`;
    const from = sql`
      from support_conversations c
      left join users u on u.id = c.user_id
      left join support_visitors v on v.id = c.visitor_id
      left join staff_users s on s.id = c.assignee_id
      where ${filter} ${search}`;
    const [count] = rows<{ n: string }>(
      await this.deps.db.execute(sql`select count(*)::text as n ${from}`),
    );
    const found = rows<QueueRow>(
      await this.deps.db.execute(sql`
        select c.id::text, c.status, c.topic, c.language,
               coalesce(u.username, v.email) as customer, c.user_id::text,
               s.username as agent, c.assignee_id::text, c.waiting_since, c.last_message_at,
               c.created_at,
               (select case when m.body <> '' then left(m.body, 140) else null end
                from support_messages m
                where m.conversation_id = c.id and m.author = 'customer'
                order by m.id desc limit 1) as preview,
               (select count(*)::text from support_messages m
                where m.conversation_id = c.id and m.author = 'customer'
                  and m.id > coalesce(c.agent_read_up_to, 0)) as unread
        ${from}
        order by ${order}
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
    );
    const now = this.deps.now().getTime();
    return {
      total: Number(count!.n),
      page,
      pageSize,
      items: found.map((row) => ({
        id: row.id,
        status: row.status,
        topic: row.topic,
        language: row.language,
        customer: row.customer,
        userId: row.user_id,
        agent: row.agent,
        mine: row.assignee_id !== null && Number(row.assignee_id) === staffId,
        waitingSeconds:
          row.waiting_since === null
            ? null
            : Math.max(0, Math.floor((now - new Date(row.waiting_since).getTime()) / 1000)),
        lastMessageAt: iso(row.last_message_at),
        preview: row.preview,
        unread: Number(row.unread),
        createdAt: iso(row.created_at),
      })),
    };
  }

  /** A conversation with every message, notes included, and who the customer is. */
  async conversation(id: string, db: Db = this.deps.db): Promise<SupportDeskConversation> {
    const [row] = rows<
      ConversationRow & {
        user_id: string | null;
        username: string | null;
        email: string;
        assignee_id: string | null;
        waiting_since: string | Date | null;
        closed_at: string | Date | null;
        customer_typing_until: string | Date | null;
      }
    >(
      await db.execute(sql`
        select c.id::text, c.status, c.topic, c.language, s.username as agent,
               c.assignee_id::text, c.agent_read_up_to::text, c.customer_read_up_to::text,
               c.customer_typing_until,
               c.created_at, c.waiting_since, c.closed_at, c.user_id::text, u.username,
               coalesce(u.email, v.email) as email
        from support_conversations c
        left join users u on u.id = c.user_id
        left join support_visitors v on v.id = c.visitor_id
        left join staff_users s on s.id = c.assignee_id
        where c.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    const messages = rows<MessageRow>(
      await db.execute(sql`
        select ${MESSAGE_COLUMNS}
        from support_messages m left join staff_users s on s.id = m.staff_id
        where m.conversation_id = ${id}
        order by m.id`),
    );
    return {
      id: row.id,
      status: row.status,
      topic: row.topic,
      language: row.language,
      agent: row.agent,
      assigneeId: row.assignee_id,
      createdAt: iso(row.created_at),
      closedAt: row.closed_at === null ? null : iso(row.closed_at),
      waitingSince: row.waiting_since === null ? null : iso(row.waiting_since),
      customer: { userId: row.user_id, username: row.username, email: row.email },
      customerReadUpTo: row.customer_read_up_to,
      customerTypingMs:
        row.status === 'closed' ? 0 : typingMsLeft(row.customer_typing_until, this.deps.now()),
      messages: messages.map((m) => ({ ...messageView(m), internal: m.internal })),
    };
  }

  /** Takes a waiting conversation: of two agents at once, one wins; the other gets 10044. */
  claim(actor: Actor, id: string): Promise<SupportDeskConversation> {
    return this.change(actor, id, 'support.claim', async (tx, at) => {
      const claimed = rows<{ id: string }>(
        await tx.execute(sql`
          update support_conversations
          set assignee_id = ${actor.staffId}, status = 'open'
          where id = ${id} and status = 'waiting' and assignee_id is null
          returning id::text`),
      );
      if (claimed.length === 0) throw new AppError(Code.ALREADY_DECIDED);
      await this.system(tx, id, actor.staffId, 'claimed', at);
    });
  }

  /** Hands an open conversation to another agent (active, allowed to answer chat). */
  transfer(actor: Actor, id: string, toStaffId: number): Promise<SupportDeskConversation> {
    return this.change(actor, id, 'support.transfer', async (tx, at) => {
      const [agent] = rows<{ id: string }>(
        await tx.execute(sql`
          select id::text from staff_users
          where id = ${toStaffId} and status = 'active'
            and role in ('support', 'superadmin')`),
      );
      if (!agent) throw new AppError(Code.INVALID_PARAMS);
      const moved = rows<{ id: string }>(
        await tx.execute(sql`
          update support_conversations
          set assignee_id = ${toStaffId}, status = 'open'
          where id = ${id} and status <> 'closed' and assignee_id is distinct from ${toStaffId}
          returning id::text`),
      );
      if (moved.length === 0) throw new AppError(Code.ALREADY_DECIDED);
      await this.system(tx, id, actor.staffId, 'transferred', at);
    });
  }

  /**
   * An agent's reply (the customer sees it) or note (only staff do). Replying takes a waiting
   * conversation; one another agent holds is theirs (10043) until transferred.
   */
  async reply(
    actor: Actor,
    id: string,
    input: { body: string; internal: boolean; imageKey?: string },
  ): Promise<SupportDeskConversation> {
    let notified: number | null = null;
    const after = await this.change(
      actor,
      id,
      input.internal ? 'support.note' : 'support.reply',
      async (tx, at) => {
        const [row] = rows<{ status: string; assignee_id: string | null }>(
          await tx.execute(sql`
          select status, assignee_id::text from support_conversations
          where id = ${id} for update`),
        );
        if (!row) throw new AppError(Code.NOT_FOUND);
        if (row.status === 'closed') throw new AppError(Code.ALREADY_DECIDED);
        if (!input.internal) {
          if (row.assignee_id !== null && Number(row.assignee_id) !== actor.staffId) {
            throw new AppError(Code.FORBIDDEN);
          }
          if (row.assignee_id === null) {
            await tx.execute(sql`
            update support_conversations set assignee_id = ${actor.staffId}, status = 'open'
            where id = ${id}`);
            await this.system(tx, id, actor.staffId, 'claimed', at);
          }
        }
        const [message] = rows<{ id: string }>(
          await tx.execute(sql`
          insert into support_messages
            (conversation_id, author, staff_id, body, image_key, internal, created_at)
          values (${id}, 'agent', ${actor.staffId}, ${input.body}, ${input.imageKey ?? null},
                  ${input.internal}, ${at.toISOString()})
          returning id::text`),
        );
        if (!input.internal && message) {
          notified = await this.deps.support.notifyReply(tx, id, message.id, input.body);
          await tx.execute(sql`
          update support_conversations
          set waiting_since = null, last_message_at = ${at.toISOString()},
              agent_typing_until = null,
              first_reply_at = coalesce(first_reply_at, ${at.toISOString()}),
              agent_read_up_to = (select max(id) from support_messages
                                  where conversation_id = ${id} and author = 'customer')
          where id = ${id}`);
        }
      },
    );
    if (notified !== null) this.deps.support.announceUser(notified);
    return after;
  }

  /** Closes a conversation; the customer's next message opens a new one. */
  close(actor: Actor, id: string): Promise<SupportDeskConversation> {
    return this.change(actor, id, 'support.close', async (tx, at) => {
      const closed = rows<{ id: string }>(
        await tx.execute(sql`
          update support_conversations
          set status = 'closed', closed_at = ${at.toISOString()}, waiting_since = null
          where id = ${id} and status <> 'closed'
          returning id::text`),
      );
      if (closed.length === 0) throw new AppError(Code.ALREADY_DECIDED);
      await this.system(tx, id, actor.staffId, 'closed', at);
    });
  }

  /** Reopens a closed conversation with the caller as its agent, unless a newer one is open. */
  reopen(actor: Actor, id: string): Promise<SupportDeskConversation> {
    return this.change(actor, id, 'support.reopen', async (tx, at) => {
      const [row] = rows<{ user_id: string | null; visitor_id: string | null }>(
        await tx.execute(sql`
          select user_id::text, visitor_id::text from support_conversations
          where id = ${id} and status = 'closed' for update`),
      );
      if (!row) throw new AppError(Code.ALREADY_DECIDED);
      // The owner's row orders this with their own sending (service.ts locks it too).
      await tx.execute(
        row.user_id !== null
          ? sql`select 1 from users where id = ${row.user_id} for update`
          : sql`select 1 from support_visitors where id = ${row.visitor_id} for update`,
      );
      const [other] = rows<{ id: string }>(
        await tx.execute(sql`
          select id::text from support_conversations
          where status <> 'closed'
            and ${row.user_id !== null ? sql`user_id = ${row.user_id}` : sql`visitor_id = ${row.visitor_id}`}`),
      );
      if (other) throw new AppError(Code.ALREADY_DECIDED);
      await tx.execute(sql`
        update support_conversations
        set status = 'open', closed_at = null, assignee_id = ${actor.staffId}
        where id = ${id}`);
      await this.system(tx, id, actor.staffId, 'reopened', at);
    });
  }

  /**
   * The agent is typing a reply: the customer's widget shows it. Only in a conversation
   * that is waiting or the caller's (another agent's: 10043; closed: 10044). A signal is not
   * a message or a decision, so it is not audited.
   */
  async typing(actor: Actor, id: string): Promise<void> {
    const { db, now } = this.deps;
    const [row] = rows<{ status: string; assignee_id: string | null }>(
      await db.execute(sql`
        select status, assignee_id::text from support_conversations where id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status === 'closed') throw new AppError(Code.ALREADY_DECIDED);
    if (row.assignee_id !== null && Number(row.assignee_id) !== actor.staffId) {
      throw new AppError(Code.FORBIDDEN);
    }
    const written = rows<{ id: string }>(await db.execute(typingUpdate('agent', id, now())));
    if (written.length > 0) this.deps.support.announce(id);
  }

  /** The agent has read the customer's messages up to `upTo` (never moves back). */
  async markRead(id: string, upTo: string): Promise<void> {
    const updated = rows<{ id: string }>(
      await this.deps.db.execute(sql`
        update support_conversations
        set agent_read_up_to = greatest(coalesce(agent_read_up_to, 0), ${upTo}::bigint)
        where id = ${id}
        returning id::text`),
    );
    if (updated.length === 0) throw new AppError(Code.NOT_FOUND);
    this.deps.support.announce(id);
  }

  /** Whether an image belongs to a support message (agents see every conversation's). */
  async isImage(key: string): Promise<boolean> {
    const [row] = rows<{ id: string }>(
      await this.deps.db.execute(
        sql`select id::text from support_messages where image_key = ${key} limit 1`,
      ),
    );
    return row !== undefined;
  }

  /**
   * Deletes conversations closed longer ago than the retention parameter, with their
   * messages and images. Answers how many conversations went.
   */
  async purge(limit = 500): Promise<number> {
    const { db, now, store } = this.deps;
    const days = await countParameter(db, RETENTION_DAYS_KEY, 365);
    const before = new Date(now().getTime() - days * 86_400_000).toISOString();
    const images = await db.transaction(async (tx) => {
      const gone = rows<{ id: string }>(
        await tx.execute(sql`
          select id::text from support_conversations
          where status = 'closed' and closed_at < ${before}
          order by closed_at limit ${limit}
          for update skip locked`),
      );
      if (gone.length === 0) return null;
      const ids = gone.map((g) => g.id);
      const keys = rows<{ image_key: string }>(
        await tx.execute(sql`
          delete from support_messages
          where conversation_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})
          returning image_key`),
      )
        .map((r) => r.image_key)
        .filter((k): k is string => k !== null);
      await tx.execute(sql`
        delete from support_conversations
        where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`);
      return { count: ids.length, keys };
    });
    if (!images) return 0;
    // After the commit: a failed delete leaves a file nothing points at, never the reverse.
    await Promise.all(images.keys.map((key) => store.delete(key).catch(() => undefined)));
    return images.count;
  }

  /** A system message (claimed, transferred, closed, reopened) by the acting agent. */
  private async system(tx: Db, id: string, staffId: number, event: string, at: Date) {
    await tx.execute(sql`
      insert into support_messages (conversation_id, author, staff_id, event, created_at)
      values (${id}, 'system', ${staffId}, ${event}, ${at.toISOString()})`);
    await tx.execute(sql`
      update support_conversations set last_message_at = ${at.toISOString()} where id = ${id}`);
  }

  /** Runs an agent's action with its audit entry in one transaction, then tells the room. */
  private async change(
    actor: Actor,
    id: string,
    action: string,
    work: (tx: Db, at: Date) => Promise<void>,
  ): Promise<SupportDeskConversation> {
    const { db, now } = this.deps;
    const after = await db.transaction(async (tx) => {
      const at = now();
      const before = await this.conversation(id, tx);
      await work(tx, at);
      const changed = await this.conversation(id, tx);
      const last = changed.messages.at(-1);
      await audit(
        tx,
        {
          ...actor,
          action,
          targetType: 'support_conversation',
          targetId: id,
          before: { status: before.status, assigneeId: before.assigneeId },
          after: {
            status: changed.status,
            assigneeId: changed.assigneeId,
            messageId: last?.id ?? null,
            body: last?.author === 'agent' ? last.body : undefined,
            image: last?.author === 'agent' ? (last.image ?? undefined) : undefined,
          },
        },
        at,
      );
      return changed;
    });
    this.deps.support.announce(id);
    return after;
  }
}
