import { ASSET_SCALE, dayInterest, type NotificationKind, type SmartPayout } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { assert } from '../../platform/assert.js';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import { fromUnits, usdt } from '../../platform/units.js';
import { postMany, unitsOf, type Leg, type Posting } from '../ledger/index.js';
import type { NotificationService } from '../notifications/index.js';
import { utcDay, utcMidnight } from './schedule.js';
import { planNo } from './service.js';

/**
 * The accrual engine (docs/adr/0024). A round claims up to `limit` earning plans whose next
 * accrual time has come (`FOR UPDATE SKIP LOCKED`: every instance runs rounds, each plan is
 * claimed by one) and accrues one day of each: an accrual row (unique per plan and day), one
 * journal from the plan's reserved account to the user (daily payout) or to the plan's accrued
 * account (payout at maturity), and on the last day the maturity journal (principal and unpaid
 * interest to available, status profit shared). A plan behind by several days (downtime) is
 * claimed again by the next round, one day at a time, each day at its own scheduled time. The
 * round is set-based: a fixed number of statements however many plans it accrues.
 */

const USDT = ASSET_SCALE.USDT;
/**
 * Plans accrued per round (one transaction). Sized by `npm run bench:smart` for the embedded
 * database, whose statements run on this thread: rounds of 500 held the event loop 56 ms at p99
 * (5,000 plans); rounds of 200 kept it at 40 ms (5,000 plans) and 43 ms (100,000 plans, at 0.89
 * of hand-written SQL's rate).
 */
export const ACCRUE_BATCH = 200;
/** Users whose daily digest one transaction writes (a run's users go in batches of this). */
export const DIGEST_BATCH = 1000;

interface DueRow {
  id: string;
  user_id: string;
  principal: string;
  term_days: number;
  payout: SmartPayout;
  total_interest: string;
  days_accrued: number;
  accrued_interest: string;
  next_accrual_at: string | Date;
}

const dueColumns = sql`id::text, user_id::text, principal::text, term_days, payout,
  total_interest::text, days_accrued, accrued_interest::text, next_accrual_at`;

interface Accrued {
  plan: DueRow;
  day: number;
  at: Date;
  amount: bigint;
  matured: boolean;
  /** Index of the accrual's journal among the round's postings (none for a zero day). */
  journal: number | null;
}

export class AccrualEngine {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      notifications: Pick<NotificationService, 'addMany' | 'announce'>;
    },
  ) {}

  /**
   * Accrues one day of up to `limit` due plans in one transaction; answers how many plans it
   * accrued and the users concerned.
   */
  async round(limit = ACCRUE_BATCH): Promise<{ accrued: number; users: Set<number> }> {
    const now = this.deps.now();
    const users = new Set<number>();
    const accrued = await this.deps.db.transaction(async (tx) => {
      const due = rows<DueRow>(
        await tx.execute(sql`
          select ${dueColumns} from smart_orders
          where status = 'earning' and next_accrual_at <= ${now.toISOString()}
          order by next_accrual_at
          limit ${limit}
          for update skip locked`),
      );
      await this.accrue(tx, due, now);
      for (const plan of due) users.add(Number(plan.user_id));
      return due.length;
    });
    for (const a of users) this.deps.notifications.announce(a);
    return { accrued, users };
  }

  /**
   * Accrues, in `tx`, every day of the user's plan `id` that is due by now, one day at a time, exactly as
   * the rounds would (the same rows, journals and scheduled times): an early exit or its quote
   * first brings its plan up to date, so that a day due but not yet accrued by a round is
   * counted. Waits for a round that holds the plan. Answers how many days it accrued; the
   * caller announces and sends the digest after its commit.
   */
  async catchUp(tx: Db, userId: number, id: string): Promise<number> {
    const now = this.deps.now();
    for (let days = 0; ; days += 1) {
      const due = rows<DueRow>(
        await tx.execute(sql`
          select ${dueColumns} from smart_orders
          where id = ${id} and user_id = ${userId} and status = 'earning'
            and next_accrual_at <= ${now.toISOString()}
          for update`),
      );
      if (due.length === 0) return days;
      await this.accrue(tx, due, now);
    }
  }

  /** One day of each locked, due plan in `due`, in `tx` (set-based: a fixed number of statements). */
  private async accrue(tx: Db, due: DueRow[], now: Date): Promise<void> {
    if (due.length === 0) return;
    const postings: Posting[] = [];
    const done: Accrued[] = due.map((plan) => {
      const day = plan.days_accrued + 1;
      const total = unitsOf(plan.total_interest, USDT);
      const amount = dayInterest(total, day, plan.term_days);
      const matured = day === plan.term_days;
      const userId = Number(plan.user_id);
      const id = Number(plan.id);
      const ref = { type: 'smart_order', id: plan.id };
      let journal: number | null = null;
      if (amount > 0n) {
        journal = postings.length;
        postings.push({
          book: 'real',
          reason: 'smart.accrue',
          userId,
          ref,
          legs: [
            { account: { plan: id, part: 'reserved' }, asset: 'USDT', amount: -amount },
            plan.payout === 'daily'
              ? { account: { userId, kind: 'available' }, asset: 'USDT', amount }
              : { account: { plan: id, part: 'accrued' }, asset: 'USDT', amount },
          ],
        });
      }
      if (matured) postings.push(maturity(plan, total));
      return { plan, day, at: new Date(plan.next_accrual_at), amount, matured, journal };
    });
    const posted = await postMany(tx, postings);
    const updated = rows<{ id: string }>(
      await tx.execute(sql`
        update smart_orders o set days_accrued = v.day,
          accrued_interest = o.accrued_interest + v.amount::numeric,
          paid_interest = case when v.matured or o.payout = 'daily'
            then o.accrued_interest + v.amount::numeric else o.paid_interest end,
          next_accrual_at = case when v.matured then null
            else o.next_accrual_at + interval '1 day' end,
          status = case when v.matured then 'profit_shared' else 'earning' end,
          ended_at = case when v.matured then ${now.toISOString()}::timestamptz end
        from unnest(${pgArray(done.map((a) => a.plan.id))}::bigint[],
                    ${pgArray(done.map((a) => a.day))}::int[],
                    ${pgArray(done.map((a) => fromUnits(a.amount, USDT)))}::text[],
                    ${pgArray(done.map((a) => String(a.matured)))}::boolean[]) as v(id, day, amount, matured)
        where o.id = v.id and o.status = 'earning' and o.days_accrued = v.day - 1
        returning o.id::text`),
    );
    // Post-condition: each plan claimed moved forward exactly one day, by this call alone.
    assert(updated.length === done.length, () => `accrued ${updated.length} of ${done.length}`);
    await tx.execute(sql`
      insert into smart_accruals (order_id, day, accrual_at, amount, paid, user_id, journal_id)
      select * from unnest(
        ${pgArray(done.map((a) => a.plan.id))}::bigint[],
        ${pgArray(done.map((a) => a.day))}::int[],
        ${pgArray(done.map((a) => a.at.toISOString()))}::timestamptz[],
        ${pgArray(done.map((a) => fromUnits(a.amount, USDT)))}::numeric[],
        ${pgArray(done.map((a) => String(a.plan.payout === 'daily')))}::boolean[],
        ${pgArray(done.map((a) => a.plan.user_id))}::bigint[],
        ${pgArray(done.map((a) => (a.journal === null ? null : posted[a.journal]!.journalId)))}::bigint[])`);
    const matured = done.filter((a) => a.matured);
    if (matured.length > 0) {
      await this.deps.notifications.addMany(
        tx,
        matured.map((a) => ({
          userId: Number(a.plan.user_id),
          kind: 'smart.matured' as NotificationKind,
          params: {
            orderId: a.plan.id,
            orderNo: planNo(a.plan.id),
            amount: usdt(a.plan.principal),
            interest: usdt(a.plan.total_interest),
          },
        })),
      );
    }
  }

  /**
   * Runs rounds until no plan is due (catching up day by day after downtime), then sends the
   * daily earnings digest to the users it accrued for. Answers how many plan-days it accrued.
   *
   * A round that claims fewer than `limit` plans does not mean none is left: a plan behind by
   * several days is due again after its round (one day per round), so only a round that finds
   * nothing (or only plans another instance holds) ends the run. Each round moves at least one
   * plan forward by a day, so the run ends.
   */
  async runDue(limit = ACCRUE_BATCH): Promise<number> {
    const touched = new Set<number>();
    let total = 0;
    for (;;) {
      const { accrued, users } = await this.round(limit);
      if (accrued === 0) break;
      total += accrued;
      for (const u of users) touched.add(u);
      // Let other work run between rounds (the embedded database shares this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (touched.size > 0) await this.digest([...touched]);
    return total;
  }

  /**
   * One earnings notification per user and UTC day ("smart_digests"), sent once none of the
   * user's plans is still due: the sum of the day's accruals so far. A user whose plans another
   * instance is still accruing is left to that instance's digest. In batches of `batch` users,
   * one transaction each, yielding to other work between them: a run that accrued for every
   * user writes no single statement or transaction over all of them.
   */
  async digest(userIds: readonly number[], batch = DIGEST_BATCH): Promise<void> {
    assert(batch > 0, () => `digest batch ${batch}`);
    for (let first = 0; first < userIds.length; first += batch) {
      if (first > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.digestBatch(userIds.slice(first, first + batch));
    }
  }

  private async digestBatch(userIds: readonly number[]): Promise<void> {
    const now = this.deps.now();
    const day = utcDay(now);
    const midnight = utcMidnight(now);
    const sent = await this.deps.db.transaction(async (tx) => {
      const fresh = rows<{ user_id: string; total: string; plans: number }>(
        await tx.execute(sql`
          with ready as (
            select a.user_id, sum(a.amount) as total, count(distinct a.order_id)::int as plans
            from smart_accruals a
            where a.user_id = any(${pgArray(userIds)}::bigint[])
              and a.accrual_at >= ${midnight}::timestamptz
            group by a.user_id
            having sum(a.amount) > 0
              and not exists (select 1 from smart_orders o where o.user_id = a.user_id
                and o.status = 'earning' and o.next_accrual_at <= ${now.toISOString()})),
          inserted as (
            insert into smart_digests (user_id, day)
            select user_id, ${day} from ready
            on conflict do nothing
            returning user_id)
          select r.user_id::text, r.total::text, r.plans from ready r
          join inserted i using (user_id)`),
      );
      await this.deps.notifications.addMany(
        tx,
        fresh.map((r) => ({
          userId: Number(r.user_id),
          kind: 'smart.earned' as NotificationKind,
          params: {
            day,
            amount: usdt(r.total),
            plans: String(r.plans),
          },
        })),
      );
      return fresh.map((r) => Number(r.user_id));
    });
    for (const userId of sent) this.deps.notifications.announce(userId);
  }
}

/** The maturity journal: principal and the interest kept until maturity to available. */
function maturity(plan: DueRow, total: bigint): Posting {
  const id = Number(plan.id);
  const userId = Number(plan.user_id);
  const principal = unitsOf(plan.principal, USDT);
  const legs: Leg[] = [
    { account: { plan: id, part: 'principal' }, asset: 'USDT', amount: -principal },
  ];
  let back = principal;
  // A maturity plan's accrued account holds every day's interest by now (the last day's
  // accrual is posted just before this journal).
  if (plan.payout === 'maturity' && total > 0n) {
    legs.push({ account: { plan: id, part: 'accrued' }, asset: 'USDT', amount: -total });
    back += total;
  }
  legs.push({ account: { userId, kind: 'available' }, asset: 'USDT', amount: back });
  return {
    book: 'real',
    reason: 'smart.mature',
    userId,
    ref: { type: 'smart_order', id: plan.id },
    legs,
  };
}
