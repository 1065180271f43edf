import type { NotificationItem, NotificationKind, NotificationPage } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { IdEvents } from '../../platform/events.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Notifications (issue 5): written in the transaction of what they tell, announced after it
 * commits to every instance (Redis pub/sub when configured), which pushes the unread count to
 * the user's live connections.
 */

interface Row {
  id: string;
  kind: NotificationKind;
  params: Record<string, string> | string;
  read_at: string | Date | null;
  created_at: string | Date;
}

export class NotificationService {
  constructor(private readonly deps: { db: Db; events: IdEvents; now: () => Date }) {}

  /** Writes a notification in `tx` (announce the user once `tx` has committed). */
  add(
    tx: Db,
    userId: number,
    kind: NotificationKind,
    params: Record<string, string | null | undefined>,
  ): Promise<void> {
    return this.addMany(tx, [{ userId, kind, params }]);
  }

  /** Writes notifications in `tx` in one statement (announce the users once it committed). */
  async addMany(
    tx: Db,
    items: ReadonlyArray<{
      userId: number;
      kind: NotificationKind;
      params: Record<string, string | null | undefined>;
    }>,
  ): Promise<void> {
    if (items.length === 0) return;
    const clean = (params: Record<string, string | null | undefined>) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
      );
    await tx.execute(sql`
      insert into notifications (user_id, kind, params, created_at)
      select u, k, p::jsonb, ${this.deps.now().toISOString()}
      from unnest(${pgArray(items.map((i) => i.userId))}::bigint[],
                  ${pgArray(items.map((i) => i.kind))}::text[],
                  ${pgArray(items.map((i) => clean(i.params)))}::text[]) as v(u, k, p)`);
  }

  /** Tells every instance that the user has news (after the transaction committed). */
  announce(userId: number): void {
    this.deps.events.publish(userId);
  }

  async unread(userId: number): Promise<number> {
    const [row] = rows<{ n: string }>(
      await this.deps.db.execute(
        sql`select count(*)::text as n from notifications where user_id = ${userId} and read_at is null`,
      ),
    );
    return Number(row!.n);
  }

  async list(
    userId: number,
    query: { unread?: 'true' | 'false'; page?: number; pageSize?: number },
  ): Promise<NotificationPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const filter = query.unread === 'true' ? sql`and read_at is null` : sql``;
    const [count] = rows<{ n: string }>(
      await this.deps.db.execute(
        sql`select count(*)::text as n from notifications where user_id = ${userId} ${filter}`,
      ),
    );
    const items = rows<Row>(
      await this.deps.db.execute(sql`
        select id::text, kind, params, read_at, created_at from notifications
        where user_id = ${userId} ${filter}
        order by notifications.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ).map((r): NotificationItem => ({
      id: r.id,
      kind: r.kind,
      params:
        typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params,
      read: r.read_at !== null,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return { items, total: Number(count!.n), unread: await this.unread(userId), page, pageSize };
  }

  /** Marks the user's notifications read (foreign ids are ignored); the unread count after. */
  async markRead(userId: number, which: { ids: string[] } | { all: true }): Promise<number> {
    const now = this.deps.now().toISOString();
    if ('all' in which) {
      await this.deps.db.execute(sql`
        update notifications set read_at = ${now} where user_id = ${userId} and read_at is null`);
    } else {
      await this.deps.db.execute(sql`
        update notifications set read_at = ${now}
        where user_id = ${userId} and read_at is null and id = any(${pgArray(which.ids)}::bigint[])`);
    }
    const unread = await this.unread(userId);
    this.announce(userId);
    return unread;
  }

  /**
   * Marks read the user's notifications of `kind` whose parameter `match.key` is `match.value`
   * and whose id parameter `upTo.key` is at most `upTo.max` (e.g. the replies of a support
   * conversation the user has just read there), announcing any change.
   */
  async markReadWhere(
    userId: number,
    kind: NotificationKind,
    match: { key: string; value: string },
    upTo: { key: string; max: string },
  ): Promise<void> {
    const changed = rows<{ id: string }>(
      await this.deps.db.execute(sql`
        update notifications set read_at = ${this.deps.now().toISOString()}
        where user_id = ${userId} and kind = ${kind} and read_at is null
          and params ->> ${match.key} = ${match.value}
          and (params ->> ${upTo.key})::bigint <= ${upTo.max}::bigint
        returning id::text`),
    );
    if (changed.length > 0) this.announce(userId);
  }
}
