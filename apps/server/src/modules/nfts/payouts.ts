import { ASSET_SCALE, Code } from '@swx/contract';
import type { CharityAdmin, CharityPayout, CharityPayoutBody } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { pageOf, type Page } from '../../platform/db/paging.js';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { usdt } from '../../platform/units.js';
import { audit, type Actor } from '../audit/index.js';
import {
  FundsShortfall,
  PlatformAccount,
  decisionColumns,
  decisionOf,
  lockForDecision,
  post,
  recordDecision,
  unitsOf,
  type DecisionRow,
  type FourEyesDecision,
} from '../ledger/index.js';
import type { NftService } from './service.js';

/**
 * Payouts to charities (docs/adr/0026): one staff member records a transfer made to a charity
 * with its reference, a different one approves it, which posts one `nft.payout` journal from
 * the charity's payable account to the withdrawals clearing account (money that has left the
 * platform) in the decision's transaction. A payout can never exceed what the charity is owed:
 * asking checks it against the balance less the payouts already waiting, and the ledger refuses
 * a payable account below zero at approval. Every step is audited.
 */

const USDT = ASSET_SCALE.USDT;

interface PayoutRow extends DecisionRow {
  id: string;
  charity_id: number;
  charity_name: string;
  amount: string;
  transfer_ref: string;
  reason: string;
}

const columns = sql`p.id::text, p.charity_id, p.amount::text, p.transfer_ref, p.reason,
  coalesce((select t.name from charity_texts t where t.charity_id = p.charity_id
    and t.language = 'en'), c.slug) as charity_name, ${decisionColumns('p')}`;
const from = sql`nft_payouts p join charities c on c.id = p.charity_id
  join staff_users s on s.id = p.requested_by`;

function toPayout(r: PayoutRow): CharityPayout {
  return {
    id: r.id,
    charityId: r.charity_id,
    charityName: r.charity_name,
    amount: usdt(r.amount),
    transferRef: r.transfer_ref,
    reason: r.reason,
    ...decisionOf(r),
  };
}

export class CharityPayouts {
  constructor(
    private readonly deps: { db: Db; now: () => Date; nfts: Pick<NftService, 'charities'> },
  ) {}

  /** Every charity with its items and its account's figures (English names), read in `db`. */
  async charities(db: Db = this.deps.db): Promise<CharityAdmin[]> {
    const figures = await this.deps.nfts.charities('en', db);
    const counts = new Map(
      rows<{ id: number; items: string; pending: string }>(
        await db.execute(sql`
          select c.id,
            (select count(*)::text from nft_items i where i.charity_id = c.id) as items,
            (select coalesce(sum(p.amount), 0)::text from nft_payouts p
              where p.charity_id = c.id and p.status = 'pending') as pending
          from charities c`),
      ).map((r) => [r.id, r]),
    );
    return figures.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      link: c.link,
      sample: c.sample,
      items: Number(counts.get(c.id)?.items ?? 0),
      donated: c.donated,
      paidOut: c.paidOut,
      payable: c.pending,
      pendingPayouts: usdt(counts.get(c.id)?.pending ?? '0'),
    }));
  }

  list(query: {
    status?: CharityPayout['status'] | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<CharityPayout>> {
    const status = query.status ?? 'pending';
    return pageOf<PayoutRow, CharityPayout>(
      this.deps.db,
      {
        columns,
        from,
        where: sql`p.status = ${status}`,
        order: status === 'pending' ? sql`p.id asc` : sql`p.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toPayout,
    );
  }

  private async one(db: Db, id: number): Promise<CharityPayout> {
    const [row] = rows<PayoutRow>(
      await db.execute(sql`select ${columns} from ${from} where p.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return toPayout(row);
  }

  /**
   * Records a payout waiting for a second staff member: 404 for no such charity, 10011 when it
   * exceeds what the charity is owed less the payouts already waiting, 10026 for a transfer
   * reference already recorded.
   */
  async request(actor: Actor, body: CharityPayoutBody): Promise<CharityPayout> {
    const { db, now } = this.deps;
    try {
      return await db.transaction(async (tx) => {
        // One request at a time per charity: two could otherwise each fit what is owed.
        const [charity] = rows<{ owed: string }>(
          await tx.execute(sql`
            select (
              coalesce((select a.balance from ledger_accounts a where a.user_id is null
                and a.book = 'real' and a.asset = 'USDT'
                and a.kind = 'charity:' || c.id || ':payable'), 0)
              - (select coalesce(sum(p.amount), 0) from nft_payouts p
                  where p.charity_id = c.id and p.status = 'pending'))::text as owed
            from charities c where c.id = ${body.charityId} for update`),
        );
        if (!charity) throw new AppError(Code.NOT_FOUND);
        if (unitsOf(body.amount, USDT) > unitsOf(charity.owed, USDT)) {
          throw new AppError(Code.INSUFFICIENT_BALANCE);
        }
        const [row] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into nft_payouts (charity_id, amount, transfer_ref, reason, requested_by,
              requested_at)
            values (${body.charityId}, ${body.amount}, ${body.transferRef}, ${body.reason},
              ${actor.staffId}, ${now().toISOString()})
            returning id::text`),
        );
        const payout = await this.one(tx, Number(row!.id));
        await audit(
          tx,
          {
            ...actor,
            action: 'nft.payout.request',
            targetType: 'nft_payout',
            targetId: payout.id,
            reason: body.reason,
            after: {
              charityId: payout.charityId,
              amount: payout.amount,
              transferRef: payout.transferRef,
              status: 'pending',
            },
          },
          now(),
        );
        return payout;
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }

  /**
   * Approves (posting the `nft.payout` journal) or rejects a pending payout, once (10044);
   * never by whoever recorded it (10058). One beyond the charity's balance answers 10011 and
   * stays pending.
   */
  async decide(actor: Actor, id: number, decision: FourEyesDecision): Promise<CharityPayout> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      await lockForDecision(tx, 'nft_payouts', id, actor.staffId);
      const before = await this.one(tx, id);
      const decided = { staffId: actor.staffId, at: now() };
      if (decision.approve) {
        const amount = unitsOf(before.amount, USDT);
        let journalId: number | string;
        try {
          ({ journalId } = await post(tx, {
            book: 'real',
            reason: 'nft.payout',
            ref: { type: 'nft_payout', id },
            legs: [
              {
                account: { charity: before.charityId, part: 'payable' },
                asset: 'USDT',
                amount: -amount,
              },
              {
                account: { platform: PlatformAccount.withdrawalsClearing },
                asset: 'USDT',
                amount,
              },
            ],
          }));
        } catch (error) {
          if (error instanceof FundsShortfall) throw new AppError(Code.INSUFFICIENT_BALANCE);
          throw error;
        }
        await recordDecision(tx, 'nft_payouts', id, decided, { approve: true, journalId });
      } else {
        await recordDecision(tx, 'nft_payouts', id, decided, decision);
      }
      const after = await this.one(tx, id);
      await audit(
        tx,
        {
          ...actor,
          action: `nft.payout.${decision.approve ? 'approve' : 'reject'}`,
          targetType: 'nft_payout',
          targetId: id,
          reason: decision.approve ? null : decision.reason,
          before: { status: before.status },
          after: {
            status: after.status,
            charityId: after.charityId,
            amount: after.amount,
            transferRef: after.transferRef,
            journalId: after.journalId,
          },
        },
        now(),
      );
      return after;
    });
  }
}
