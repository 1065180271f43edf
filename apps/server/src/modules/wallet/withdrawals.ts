import {
  FINE_SCALE,
  ASSET_SCALE,
  Code,
  addressKey,
  getNetwork,
  isValidAddress,
  isValidTxHash,
  normalizeTxHash,
  type WithdrawalBody,
  type WithdrawalItem,
  type WithdrawalPage,
  type WithdrawalQuote,
} from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { AppError } from '../../platform/http/errors.js';
import { amountParameter, internalParameter } from '../../platform/parameters.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import { PlatformAccount, holdLegs, post, releaseLegs, unitsOf } from '../ledger/index.js';
import type { KycService } from '../kyc/index.js';
import type { NotificationService } from '../notifications/index.js';
import { audit } from '../audit/index.js';
import { type Staff } from '../staff/index.js';
import { rows } from '../../platform/db/rows.js';
import type { AddressBook } from './address-book.js';

/**
 * Withdrawals (domain.md): pending review (the amount, fee included, moves from available to
 * held) → approved → completed with the payout hash (held leaves: the amount received to the
 * withdrawals clearing account, the fee to fees) | rejected or failed (the hold goes back to
 * available). Verified identity and the real book required. The fee is the larger of
 * `withdrawal.feeRate` × amount (rounded up: owed by the user) and `withdrawal.feeMinUsdt`;
 * both are stored with the request as agreed.
 */

const USDT_SCALE = ASSET_SCALE.USDT;
/** Rates are read at the contract's fine scale. */
const RATE_SCALE = FINE_SCALE;

interface WithdrawalRow {
  id: string;
  user_id: string;
  network: WithdrawalItem['network'];
  asset: string;
  address: string;
  amount: string;
  fee: string;
  receive: string;
  status: WithdrawalItem['status'];
  payout_hash: string | null;
  reason: string | null;
  created_at: string | Date;
  closed_at: string | Date | null;
  first_approved_by: string | null;
  first_approved_at: string | Date | null;
}

function toItem(r: WithdrawalRow): WithdrawalItem {
  return {
    id: r.id,
    network: r.network,
    asset: r.asset,
    address: r.address,
    amount: usdt(r.amount),
    fee: usdt(r.fee),
    receive: usdt(r.receive),
    status: r.status,
    payoutHash: r.payout_hash,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    closedAt: r.closed_at === null ? null : new Date(r.closed_at).toISOString(),
  };
}

const columns = sql`id::text, user_id::text, network, asset, address, amount::text, fee::text,
  receive::text, status, payout_hash, reason, created_at, closed_at, first_approved_by::text,
  first_approved_at`;

/** The reason of a withdrawal rejected because its owner cancelled the address by mail. */
const OWNER_CANCELLED = 'The address was cancelled from the security mail';

/** The default of `withdrawal.maxUsdt`. */
const MAX_DEFAULT = '1000000';
/** The default of `withdrawal.fourEyesUsdt`. */
const FOUR_EYES_DEFAULT = '10000';

/** A withdrawal as staff see it: with its approvals. */
export interface StaffWithdrawalItem extends WithdrawalItem {
  userId: string;
  /** Whether this one needs two different approvers (above `withdrawal.fourEyesUsdt`). */
  twoApprovers: boolean;
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
}

function staffItem(r: WithdrawalRow, twoApprovers: boolean): StaffWithdrawalItem {
  return {
    ...toItem(r),
    userId: r.user_id,
    twoApprovers,
    firstApprovedBy: r.first_approved_by,
    firstApprovedAt:
      r.first_approved_at === null ? null : new Date(r.first_approved_at).toISOString(),
  };
}

interface Terms {
  amount: bigint;
  fee: bigint;
  receive: bigint;
  feeRate: string;
  feeMin: string;
}

export class WithdrawalService {
  constructor(
    private readonly deps: {
      db: Db;
      kyc: KycService;
      notifications: Pick<NotificationService, 'add'>;
      addressBook: Pick<AddressBook, 'check'>;
      now: () => Date;
    },
  ) {}

  private async tell(
    tx: Db,
    row: WithdrawalRow,
    kind:
      | 'withdrawal.requested'
      | 'withdrawal.approved'
      | 'withdrawal.completed'
      | 'withdrawal.rejected'
      | 'withdrawal.failed',
    extra: Record<string, string | null> = {},
  ): Promise<void> {
    const item = toItem(row);
    await this.deps.notifications.add(tx, Number(row.user_id), kind, {
      withdrawalId: item.id,
      amount: item.amount,
      fee: item.fee,
      receive: item.receive,
      network: item.network,
      ...extra,
    });
  }

  /**
   * Fee and amount received for `amount` USDT, with the current parameters; at most
   * `withdrawal.maxUsdt` (10061).
   */
  async terms(amountText: string, db: Db = this.deps.db): Promise<Terms> {
    const amount = toUnits(amountText, USDT_SCALE);
    if (amount === undefined || amount <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    const maximum = await amountParameter(db, 'withdrawal.maxUsdt', USDT_SCALE, MAX_DEFAULT);
    if (amount > maximum) {
      throw new AppError(Code.AMOUNT_ABOVE_MAXIMUM, {
        maximum: plain(fromUnits(maximum, USDT_SCALE)),
        asset: 'USDT',
      });
    }
    const rateText = (await internalParameter(db, 'withdrawal.feeRate')) ?? '0.01';
    const minText = (await internalParameter(db, 'withdrawal.feeMinUsdt')) ?? '1';
    const rate = toUnits(rateText, RATE_SCALE);
    const min = toUnits(minText, USDT_SCALE);
    if (rate === undefined || min === undefined || rate < 0n || min < 0n) {
      throw new AppError(Code.PARAMETER_UNAVAILABLE);
    }
    const unit = 10n ** BigInt(RATE_SCALE);
    const proportional = (amount * rate + unit - 1n) / unit; // rounded up
    const fee = proportional > min ? proportional : min;
    const receive = amount - fee;
    if (receive <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    return { amount, fee, receive, feeRate: plain(rateText), feeMin: plain(minText) };
  }

  async quote(network: WithdrawalQuote['network'], amount: string): Promise<WithdrawalQuote> {
    const t = await this.terms(amount);
    return {
      network,
      asset: 'USDT',
      amount: fromUnits(t.amount, USDT_SCALE),
      fee: fromUnits(t.fee, USDT_SCALE),
      receive: fromUnits(t.receive, USDT_SCALE),
      feeRate: t.feeRate,
      feeMin: t.feeMin,
    };
  }

  /** Checks what needs no transaction: the address for its network. */
  validate(body: WithdrawalBody): void {
    if (!getNetwork(body.network)) throw new AppError(Code.WITHDRAWAL_METHOD_REQUIRED);
    if (!isValidAddress(body.network, body.address)) throw new AppError(Code.ADDRESS_INVALID);
  }

  /**
   * Requests a withdrawal in `tx`: verified identity, an address the whitelist lets through,
   * then the hold (10011 if short).
   */
  async request(tx: Db, userId: number, body: WithdrawalBody): Promise<WithdrawalItem> {
    this.validate(body);
    if (!(await this.deps.kyc.isVerified(userId, tx))) {
      throw new AppError(Code.NOT_AUTHENTICATED_KYC);
    }
    await this.deps.addressBook.check(tx, userId, body.network, body.address);
    const t = await this.terms(body.amount, tx);
    const [row] = rows<WithdrawalRow>(
      await tx.execute(sql`
        insert into withdrawals (user_id, network, asset, address, amount, fee, receive, fee_rate,
                                 fee_min, created_at)
        values (${userId}, ${body.network}, 'USDT', ${body.address},
                ${fromUnits(t.amount, USDT_SCALE)}, ${fromUnits(t.fee, USDT_SCALE)},
                ${fromUnits(t.receive, USDT_SCALE)}, ${t.feeRate}, ${t.feeMin},
                ${this.deps.now().toISOString()})
        returning ${columns}`),
    );
    await post(tx, {
      book: 'real',
      reason: 'withdrawal.hold',
      userId,
      ref: { type: 'withdrawal', id: row!.id },
      legs: holdLegs(userId, t.amount),
    });
    await this.tell(tx, row!, 'withdrawal.requested');
    return toItem(row!);
  }

  async list(
    query: { status?: WithdrawalItem['status']; page?: number; pageSize?: number },
    userId?: number,
  ): Promise<WithdrawalPage> {
    // The user's own list is newest first; a review queue oldest first.
    return pageOf<WithdrawalRow, WithdrawalItem>(
      this.deps.db,
      {
        columns: columns,
        from: sql`withdrawals`,
        where: allOf([
          userId !== undefined && sql`user_id = ${userId}`,
          query.status && sql`status = ${query.status}`,
        ]),
        order: userId === undefined ? sql`withdrawals.id asc` : sql`withdrawals.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toItem,
    );
  }

  /** Writes `set` on withdrawal row `id` and answers the row as it then stands. */
  private async change(tx: Db, id: number, set: SQL): Promise<WithdrawalRow> {
    const [updated] = rows<WithdrawalRow>(
      await tx.execute(sql`update withdrawals set ${set} where id = ${id} returning ${columns}`),
    );
    return updated!;
  }

  private async lock(
    tx: Db,
    id: number,
    from: ReadonlyArray<WithdrawalItem['status']>,
  ): Promise<WithdrawalRow> {
    const [row] = rows<WithdrawalRow>(
      await tx.execute(sql`select ${columns} from withdrawals where id = ${id} for update`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (!from.includes(row.status)) throw new AppError(Code.ALREADY_DECIDED);
    return row;
  }

  private async record(
    tx: Db,
    staff: Staff,
    row: WithdrawalRow,
    action: string,
    after: Record<string, unknown>,
    reason: string | null,
    ip: string,
  ): Promise<void> {
    await audit(
      tx,
      {
        staffId: staff.id,
        action,
        targetType: 'withdrawal',
        targetId: row.id,
        reason,
        before: { status: row.status },
        after,
        ip,
      },
      this.deps.now(),
    );
  }

  /**
   * Approves a pending withdrawal. Above `withdrawal.fourEyesUsdt` (the amount the user asked
   * for, fee included) it takes two different staff members: the first approval is recorded
   * and the request stays pending; the same member approving again answers 10058.
   */
  async approve(
    tx: Db,
    staff: Staff,
    id: number,
    ip: string,
  ): Promise<{ item: StaffWithdrawalItem; userId: number }> {
    const row = await this.lock(tx, id, ['pending']);
    const now = this.deps.now().toISOString();
    const twoNeeded = unitsOf(row.amount, USDT_SCALE) > (await this.fourEyesThreshold(tx));
    if (twoNeeded && row.first_approved_by === null) {
      const updated = await this.change(
        tx,
        id,
        sql`first_approved_at = ${now}, first_approved_by = ${staff.id}`,
      );
      await this.record(
        tx,
        staff,
        row,
        'withdrawal.approve.first',
        { status: 'pending' },
        null,
        ip,
      );
      return { item: staffItem(updated, true), userId: Number(row.user_id) };
    }
    if (twoNeeded && Number(row.first_approved_by) === staff.id) {
      throw new AppError(Code.SECOND_APPROVER_REQUIRED);
    }
    const updated = await this.change(
      tx,
      id,
      sql`status = 'approved', approved_at = ${now}, approved_by = ${staff.id}`,
    );
    await this.record(tx, staff, row, 'withdrawal.approve', { status: 'approved' }, null, ip);
    await this.tell(tx, updated, 'withdrawal.approved');
    return { item: staffItem(updated, twoNeeded), userId: Number(row.user_id) };
  }

  /** The amount above which a withdrawal needs two approvers, in USDT units. */
  private async fourEyesThreshold(db: Db): Promise<bigint> {
    const text = (await internalParameter(db, 'withdrawal.fourEyesUsdt')) ?? FOUR_EYES_DEFAULT;
    return unitsOf(text, USDT_SCALE);
  }

  /** The review queue, oldest first, with what staff need to see of the approvals. */
  async listForStaff(query: {
    status?: WithdrawalItem['status'];
    page?: number;
    pageSize?: number;
  }): Promise<{ items: StaffWithdrawalItem[]; total: number; page: number; pageSize: number }> {
    const threshold = await this.fourEyesThreshold(this.deps.db);
    return pageOf<WithdrawalRow, StaffWithdrawalItem>(
      this.deps.db,
      {
        columns: columns,
        from: sql`withdrawals`,
        where: allOf([query.status && sql`status = ${query.status}`]),
        order: sql`withdrawals.id asc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (r) => staffItem(r, unitsOf(r.amount, USDT_SCALE) > threshold),
    );
  }

  /** The payout went out: the hold leaves the customer's books. */
  async complete(
    tx: Db,
    staff: Staff,
    id: number,
    payoutHash: string,
    ip: string,
  ): Promise<{ item: WithdrawalItem; userId: number }> {
    const row = await this.lock(tx, id, ['approved']);
    if (!isValidTxHash(row.network, payoutHash)) throw new AppError(Code.TX_HASH_INVALID);
    const hash = normalizeTxHash(row.network, payoutHash)!;
    const userId = Number(row.user_id);
    const amount = unitsOf(row.amount, USDT_SCALE);
    const fee = unitsOf(row.fee, USDT_SCALE);
    await post(tx, {
      book: 'real',
      reason: 'withdrawal.payout',
      userId,
      ref: { type: 'withdrawal', id },
      legs: [
        { account: { userId, kind: 'held' }, asset: 'USDT', amount: -amount },
        {
          account: { platform: PlatformAccount.withdrawalsClearing },
          asset: 'USDT',
          amount: amount - fee,
        },
        { account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: fee },
      ],
    });
    const now = this.deps.now().toISOString();
    const updated = await this.change(
      tx,
      id,
      sql`status = 'completed', payout_hash = ${hash}, closed_at = ${now},
        closed_by = ${staff.id}`,
    );
    await this.record(
      tx,
      staff,
      row,
      'withdrawal.complete',
      { status: 'completed', payoutHash: hash },
      null,
      ip,
    );
    await this.tell(tx, updated, 'withdrawal.completed', { payoutHash: hash });
    return { item: toItem(updated), userId };
  }

  /**
   * The owner cancelled a saved address from the security mail's link (someone else added it):
   * their withdrawals to it still waiting for review are rejected and their holds go back, in
   * the link's transaction. Approved ones are with the cashier already and stay for staff to
   * decide. Answers how many were rejected. No staff member decided, so none is recorded
   * (closed_by stays null and the staff audit has no line: the reason says who); the owner is
   * told by notification, announced when the link's transaction has committed.
   */
  async cancelPendingTo(tx: Db, userId: number, network: string, key: string): Promise<number> {
    const pending = rows<WithdrawalRow>(
      await tx.execute(sql`
        select ${columns} from withdrawals
        where user_id = ${userId} and network = ${network} and status = 'pending'
        order by id for update`),
    ).filter((r) => addressKey(r.network, r.address) === key);
    const now = this.deps.now().toISOString();
    for (const row of pending) {
      await post(tx, {
        book: 'real',
        reason: 'withdrawal.release',
        userId,
        ref: { type: 'withdrawal', id: row.id },
        legs: releaseLegs(userId, unitsOf(row.amount, USDT_SCALE)),
      });
      const updated = await this.change(
        tx,
        Number(row.id),
        sql`status = 'rejected', reason = ${OWNER_CANCELLED}, closed_at = ${now}`,
      );
      await this.tell(tx, updated, 'withdrawal.rejected', { reason: OWNER_CANCELLED });
    }
    return pending.length;
  }

  /** Rejected (pending) or failed (approved): the hold goes back to the real book. */
  async release(
    tx: Db,
    staff: Staff,
    id: number,
    outcome: 'rejected' | 'failed',
    reason: string,
    ip: string,
  ): Promise<{ item: WithdrawalItem; userId: number }> {
    const row = await this.lock(tx, id, outcome === 'rejected' ? ['pending'] : ['approved']);
    const userId = Number(row.user_id);
    const amount = unitsOf(row.amount, USDT_SCALE);
    await post(tx, {
      book: 'real',
      reason: 'withdrawal.release',
      userId,
      ref: { type: 'withdrawal', id },
      legs: releaseLegs(userId, amount),
    });
    const now = this.deps.now().toISOString();
    const updated = await this.change(
      tx,
      id,
      sql`status = ${outcome}, reason = ${reason}, closed_at = ${now},
        closed_by = ${staff.id}`,
    );
    await this.record(
      tx,
      staff,
      row,
      outcome === 'rejected' ? 'withdrawal.reject' : 'withdrawal.fail',
      { status: outcome },
      reason,
      ip,
    );
    await this.tell(
      tx,
      updated,
      outcome === 'rejected' ? 'withdrawal.rejected' : 'withdrawal.failed',
      {
        reason,
      },
    );
    return { item: toItem(updated), userId };
  }
}
