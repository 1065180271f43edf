import {
  ASSET_SCALE,
  Code,
  NETWORKS,
  getNetwork,
  isValidTxHash,
  normalizeTxHash,
  type Asset,
  type DepositItem,
  type DepositNetwork,
  type DepositPage,
  type NetworkId,
  type RechargeFields,
} from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { uniqueViolation } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { amountParameter, countParameter, internalParameter } from '../../platform/parameters.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import { PlatformAccount, post, unitsOf } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { NotificationService } from '../notifications/index.js';
import { audit } from '../audit/index.js';
import { type Staff } from '../staff/index.js';
import { rows } from '../../platform/db/rows.js';
import { RATE_INSTRUMENT, usdtUnits } from './conversion.js';

/**
 * Crypto deposits (spec sections 3, 5, 7 and 9; domain.md): a claim with a proof image waits
 * for a staff review and is credited to the real book only when approved. BTC and ETH are
 * credited in USDT at the market price of the moment of approval, recorded with the entry.
 */

export const depositAddressParameter = (network: NetworkId) => `deposit.address.${network}`;

export interface ValidClaim {
  network: NetworkId;
  asset: Asset;
  chain: string;
  amount: bigint;
  txHash: string;
  last6: string;
  receivingAddress: string;
  /** The claim's value in USDT units now (BTC and ETH at the last recorded price). */
  valueUsdt: bigint;
}

/** The limits' defaults (the seeded parameters; a parameter set in the back office wins). */
export const DEPOSIT_LIMITS = {
  maxClaimUsdt: '1000000',
  dailyMaxUsdt: '2000000',
  pendingMax: 5,
  fourEyesUsdt: '10000',
} as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const USDT = ASSET_SCALE.USDT;
/**
 * Serialises one user's claims and approvals (a transaction-scoped advisory lock on a key of
 * their own), so that the pending and daily limits hold under races.
 */
const lockUserDeposits = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposits:${userId}`}, 0))`);

interface DepositRow {
  proof_key: string;
  id: string;
  user_id: string;
  network: NetworkId;
  asset: Asset;
  amount: string;
  tx_hash: string;
  sender_tail: string;
  receiving_address: string;
  status: DepositItem['status'];
  credited_usdt: string | null;
  rate: string | null;
  reason: string | null;
  created_at: string | Date;
  reviewed_at: string | Date | null;
  claimed_usdt: string | null;
  first_approved_by: string | null;
  first_approved_at: string | Date | null;
  first_received: string | null;
}

function toItem(r: DepositRow): DepositItem {
  const scale = ASSET_SCALE[r.asset];
  return {
    id: r.id,
    network: r.network,
    asset: r.asset,
    amount: fromUnits(unitsOf(r.amount, scale), scale),
    txHash: r.tx_hash,
    last6: r.sender_tail,
    receivingAddress: r.receiving_address,
    status: r.status,
    creditedUsdt: r.credited_usdt === null ? null : usdt(r.credited_usdt),
    rate: r.rate === null ? null : plain(r.rate),
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
  };
}

const depositColumns = sql`id::text, user_id::text, network, asset, amount::text, tx_hash,
  sender_tail, receiving_address, status, credited_usdt::text, rate::text, reason, created_at,
  reviewed_at, proof_key, claimed_usdt::text, first_approved_by::text, first_approved_at,
  first_received::text`;

/**
 * A deposit as staff review it: whose it is, the proof image's key (GET /files/{key}) and its
 * approvals: above `deposit.fourEyesUsdt` (`twoApprovers`) two different staff members
 * approve; after the first it stays pending with `firstApprovedBy` and `firstReceived` set.
 */
export interface StaffDepositItem extends DepositItem {
  userId: string;
  proofKey: string;
  claimedUsdt: string | null;
  twoApprovers: boolean;
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
  firstReceived: string | null;
}

function staffItem(r: DepositRow, fourEyes: bigint): StaffDepositItem {
  const scale = ASSET_SCALE[r.asset];
  const claimed = r.claimed_usdt === null ? null : unitsOf(r.claimed_usdt, USDT);
  return {
    ...toItem(r),
    userId: r.user_id,
    proofKey: r.proof_key,
    claimedUsdt: claimed === null ? null : fromUnits(claimed, USDT),
    twoApprovers: r.first_approved_by !== null || (claimed !== null && claimed > fourEyes),
    firstApprovedBy: r.first_approved_by,
    firstApprovedAt:
      r.first_approved_at === null ? null : new Date(r.first_approved_at).toISOString(),
    firstReceived:
      r.first_received === null ? null : fromUnits(unitsOf(r.first_received, scale), scale),
  };
}

export class DepositService {
  constructor(
    private readonly deps: {
      db: Db;
      market: Pick<MarketService, 'tradableQuote' | 'engine'>;
      notifications: Pick<NotificationService, 'add'>;
      now: () => Date;
    },
  ) {}

  /** Networks with a receiving address configured (parameters `deposit.address.<network>`). */
  async networks(db: Db = this.deps.db): Promise<DepositNetwork[]> {
    const out: DepositNetwork[] = [];
    for (const n of NETWORKS) {
      const address = (await internalParameter(db, depositAddressParameter(n.id)))?.trim();
      if (address) {
        out.push({ id: n.id, name: n.name, asset: n.asset, minimum: n.minDeposit, address });
      }
    }
    return out;
  }

  /** Checks a claim's fields (everything but the proof image); nothing is written. */
  async validate(fields: RechargeFields): Promise<ValidClaim> {
    const network = getNetwork(fields.network);
    const configured = (await this.networks()).find((n) => n.id === fields.network);
    if (!network || !configured) throw new AppError(Code.WITHDRAWAL_METHOD_REQUIRED);
    const amount = toUnits(fields.amount, network.scale);
    if (amount === undefined || amount <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    if (amount < toUnits(network.minDeposit, network.scale)!) {
      throw new AppError(Code.DEPOSIT_BELOW_MINIMUM, {
        minimum: network.minDeposit,
        asset: network.asset,
      });
    }
    if (!isValidTxHash(network.id, fields.txHash)) throw new AppError(Code.TX_HASH_INVALID);
    const valueUsdt = this.estimate(network.asset, amount);
    const maximum = await this.limit('deposit.maxClaimUsdt', DEPOSIT_LIMITS.maxClaimUsdt);
    if (valueUsdt > maximum) {
      throw new AppError(Code.AMOUNT_ABOVE_MAXIMUM, {
        maximum: plain(fromUnits(maximum, USDT)),
        asset: 'USDT',
      });
    }
    return {
      network: network.id,
      asset: network.asset,
      chain: network.chain,
      amount,
      txHash: normalizeTxHash(network.id, fields.txHash)!,
      last6: fields.last6,
      receivingAddress: configured.address,
      valueUsdt,
    };
  }

  /**
   * What an amount of an asset is worth in USDT units now, for the limits: BTC and ETH at the
   * last recorded price (stale or not: an estimate; the approval converts at a fresh one).
   * Without any recorded price the claim cannot be valued: 10015.
   */
  private estimate(asset: Asset, amount: bigint): bigint {
    const instrument = RATE_INSTRUMENT[asset];
    if (!instrument) return amount;
    const state = this.deps.market.engine.byCode.get(instrument);
    if (!state?.last) throw new AppError(Code.TRADING_UNAVAILABLE);
    return usdtUnits(amount, asset, state.last.price, state.row.precision, 'down');
  }

  private limit(key: string, fallback: string): Promise<bigint> {
    return amountParameter(this.deps.db, key, USDT, fallback);
  }

  /**
   * The user's claims within 24 hours that still count (pending or approved), valued when
   * claimed, and the approvals credited to them within 24 hours.
   */
  private async lastDay(
    tx: Db,
    userId: number,
  ): Promise<{ claimed: bigint; credited: bigint; pending: number }> {
    const since = new Date(this.deps.now().getTime() - DAY_MS).toISOString();
    const [row] = rows<{ claimed: string; credited: string; pending: string }>(
      await tx.execute(sql`
        select coalesce(sum(claimed_usdt) filter (
                 where status <> 'rejected' and created_at > ${since}), 0)::text as claimed,
               coalesce(sum(credited_usdt) filter (
                 where status = 'approved' and reviewed_at > ${since}), 0)::text as credited,
               count(*) filter (where status = 'pending')::text as pending
        from deposits where user_id = ${userId}`),
    );
    return {
      claimed: unitsOf(row!.claimed, USDT),
      credited: unitsOf(row!.credited, USDT),
      pending: Number(row!.pending),
    };
  }

  /** Records a validated claim with its stored proof, in `tx`. */
  async claim(tx: Db, userId: number, claim: ValidClaim, proofKey: string): Promise<DepositItem> {
    // One claim of this user at a time: the counts below stay true until this one commits.
    await lockUserDeposits(tx, userId);
    const day = await this.lastDay(tx, userId);
    const pendingMax = await countParameter(tx, 'deposit.pendingMax', DEPOSIT_LIMITS.pendingMax);
    if (day.pending >= pendingMax) {
      throw new AppError(Code.PENDING_LIMIT_REACHED, { maximum: String(pendingMax) });
    }
    const dailyMax = await amountParameter(
      tx,
      'deposit.dailyMaxUsdt',
      USDT,
      DEPOSIT_LIMITS.dailyMaxUsdt,
    );
    if (day.claimed + claim.valueUsdt > dailyMax) {
      const left = dailyMax > day.claimed ? dailyMax - day.claimed : 0n;
      throw new AppError(Code.DAILY_LIMIT_REACHED, {
        limit: plain(fromUnits(dailyMax, USDT)),
        remaining: plain(fromUnits(left, USDT)),
        asset: 'USDT',
      });
    }
    try {
      // A savepoint: a duplicate hash must not abort the caller's transaction.
      return await tx.transaction(async (sp) => {
        const [row] = rows<DepositRow>(
          await sp.execute(sql`
            insert into deposits (user_id, network, asset, chain, amount, tx_hash, sender_tail,
                                  proof_key, receiving_address, created_at, claimed_usdt)
            values (${userId}, ${claim.network}, ${claim.asset}, ${claim.chain},
                    ${fromUnits(claim.amount, ASSET_SCALE[claim.asset])}, ${claim.txHash},
                    ${claim.last6}, ${proofKey}, ${claim.receivingAddress},
                    ${this.deps.now().toISOString()}, ${fromUnits(claim.valueUsdt, USDT)})
            returning ${depositColumns}`),
        );
        return toItem(row!);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'deposits_chain_tx_hash_key') {
        throw new AppError(Code.TX_HASH_CLAIMED);
      }
      throw error;
    }
  }

  /** The review queue (oldest first) with what staff need beside each claim. */
  async listForStaff(query: {
    status?: DepositItem['status'];
    network?: NetworkId;
    page?: number;
    pageSize?: number;
  }): Promise<{ items: StaffDepositItem[]; total: number; page: number; pageSize: number }> {
    const fourEyes = await this.limit('deposit.fourEyesUsdt', DEPOSIT_LIMITS.fourEyesUsdt);
    return pageOf<DepositRow, StaffDepositItem>(
      this.deps.db,
      {
        columns: depositColumns,
        from: sql`deposits`,
        where: allOf([
          query.status && sql`status = ${query.status}`,
          query.network && sql`network = ${query.network}`,
        ]),
        order: sql`deposits.id asc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (r) => staffItem(r, fourEyes),
    );
  }

  async list(
    query: {
      status?: DepositItem['status'];
      network?: NetworkId;
      page?: number;
      pageSize?: number;
    },
    userId?: number,
  ): Promise<DepositPage> {
    // The user's own list is newest first; a review queue oldest first.
    return pageOf<DepositRow, DepositItem>(
      this.deps.db,
      {
        columns: depositColumns,
        from: sql`deposits`,
        where: allOf([
          userId !== undefined && sql`user_id = ${userId}`,
          query.status && sql`status = ${query.status}`,
          query.network && sql`network = ${query.network}`,
        ]),
        order: userId === undefined ? sql`deposits.id asc` : sql`deposits.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toItem,
    );
  }

  /** The proof's owner, for the file endpoint. */
  async ownsFile(userId: number, key: string): Promise<boolean> {
    const found = rows(
      await this.deps.db.execute(
        sql`select 1 from deposits where user_id = ${userId} and proof_key = ${key}`,
      ),
    );
    return found.length > 0;
  }

  /** Writes `set` on deposit row `id` and answers the row as it then stands. */
  private async change(tx: Db, id: number, set: SQL): Promise<DepositRow> {
    const [updated] = rows<DepositRow>(
      await tx.execute(
        sql`update deposits set ${set} where id = ${id} returning ${depositColumns}`,
      ),
    );
    return updated!;
  }

  private async lockPending(tx: Db, id: number): Promise<DepositRow & { proof_key: string }> {
    const [row] = rows<DepositRow & { proof_key: string }>(
      await tx.execute(sql`
        select ${depositColumns}, proof_key from deposits where id = ${id} for update`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(Code.ALREADY_DECIDED);
    return row;
  }

  /**
   * What approving a pending deposit would credit now: the amount received (default: the
   * claimed one, or what the first approver saw received) and, for BTC and ETH, the current
   * recorded price; whether it needs a second approver. The limits are checked as the approval
   * would (10061, 10062). Nothing is written; the price may move before the approval, which
   * uses the price of its own moment.
   */
  async quote(
    id: number,
    received: string | undefined,
  ): Promise<{
    asset: string;
    received: string;
    rate: string | null;
    creditedUsdt: string;
    twoApprovers: boolean;
    firstApprovedBy: string | null;
  }> {
    const { db } = this.deps;
    const [row] = rows<DepositRow>(
      await db.execute(sql`select ${depositColumns} from deposits where id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(Code.ALREADY_DECIDED);
    const terms = await this.terms(db, row, received);
    return {
      asset: row.asset,
      received: fromUnits(terms.amount, ASSET_SCALE[row.asset]),
      rate: terms.rate ?? null,
      creditedUsdt: fromUnits(terms.credited, USDT),
      twoApprovers: terms.twoApprovers,
      firstApprovedBy: row.first_approved_by,
    };
  }

  /**
   * An approval's terms and limits: the amount received (a second approver approves what the
   * first saw received: another amount is 10049), what it credits, at most
   * `deposit.maxClaimUsdt` (10061) and, with the user's other approvals of the last 24 hours,
   * at most `deposit.dailyMaxUsdt` (10062); two approvers above `deposit.fourEyesUsdt`.
   */
  private async terms(
    db: Db,
    row: DepositRow,
    received: string | undefined,
  ): Promise<{
    amount: bigint;
    credited: bigint;
    rate: string | undefined;
    twoApprovers: boolean;
  }> {
    const scale = ASSET_SCALE[row.asset];
    const agreed = row.first_received === null ? undefined : unitsOf(row.first_received, scale);
    if (agreed !== undefined && received !== undefined && toUnits(received, scale) !== agreed) {
      throw new AppError(Code.AMOUNT_INCORRECT, { expected: fromUnits(agreed, scale) });
    }
    const { amount, credited, rate } = this.conversion(
      row,
      agreed === undefined ? received : fromUnits(agreed, scale),
    );
    const maximum = await amountParameter(
      db,
      'deposit.maxClaimUsdt',
      USDT,
      DEPOSIT_LIMITS.maxClaimUsdt,
    );
    if (credited > maximum) {
      throw new AppError(Code.AMOUNT_ABOVE_MAXIMUM, {
        maximum: plain(fromUnits(maximum, USDT)),
        asset: 'USDT',
      });
    }
    const dailyMax = await amountParameter(
      db,
      'deposit.dailyMaxUsdt',
      USDT,
      DEPOSIT_LIMITS.dailyMaxUsdt,
    );
    const day = await this.lastDay(db, Number(row.user_id));
    if (day.credited + credited > dailyMax) {
      throw new AppError(Code.DAILY_LIMIT_REACHED, {
        limit: plain(fromUnits(dailyMax, USDT)),
        remaining: plain(fromUnits(dailyMax > day.credited ? dailyMax - day.credited : 0n, USDT)),
        asset: 'USDT',
      });
    }
    const fourEyes = await amountParameter(
      db,
      'deposit.fourEyesUsdt',
      USDT,
      DEPOSIT_LIMITS.fourEyesUsdt,
    );
    return {
      amount,
      credited,
      rate,
      twoApprovers: row.first_approved_by !== null || credited > fourEyes,
    };
  }

  /** The USDT a deposit credits: the amount received, converted at the recorded price. */
  private conversion(
    row: DepositRow,
    received: string | undefined,
  ): { amount: bigint; credited: bigint; rate: string | undefined } {
    const scale = ASSET_SCALE[row.asset];
    const amount = received === undefined ? unitsOf(row.amount, scale) : toUnits(received, scale);
    if (amount === undefined || amount <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    let credited = amount;
    let rate: string | undefined;
    const instrument = RATE_INSTRUMENT[row.asset];
    if (instrument) {
      const state = this.deps.market.engine.byCode.get(instrument);
      if (!state) throw new AppError(Code.TRADING_UNAVAILABLE);
      const quote = this.deps.market.tradableQuote(state.id);
      const precision = state.row.precision;
      rate = fromUnits(quote.price, precision);
      // Rounded down: owed to the user.
      credited = usdtUnits(amount, row.asset, quote.price, precision, 'down');
    }
    if (credited <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    return { amount, credited, rate };
  }

  /**
   * Approves a pending deposit: credits the real book with the amount received converted to
   * USDT, in one transaction with the deposit row and the audit record, within the limits of
   * `terms`. Above `deposit.fourEyesUsdt` it takes two different staff members: the first
   * approval is recorded with the amount received and the claim stays pending; the same member
   * approving again answers 10058. Decided once: a second decision gets 10044.
   */
  async approve(
    tx: Db,
    staff: Staff,
    id: number,
    received: string | undefined,
    ip: string,
  ): Promise<{ item: StaffDepositItem; userId: number }> {
    const row = await this.lockPending(tx, id);
    const userId = Number(row.user_id);
    // The user's approvals are counted under the same lock as their claims.
    await lockUserDeposits(tx, userId);
    const { amount, credited, rate, twoApprovers } = await this.terms(tx, row, received);
    const scale = ASSET_SCALE[row.asset];
    // In the transaction: the embedded database has one connection, which it holds.
    const fourEyes = await amountParameter(
      tx,
      'deposit.fourEyesUsdt',
      USDT,
      DEPOSIT_LIMITS.fourEyesUsdt,
    );
    const now = this.deps.now();
    if (twoApprovers && row.first_approved_by === null) {
      const updated = await this.change(
        tx,
        id,
        sql`first_approved_by = ${staff.id}, first_approved_at = ${now.toISOString()},
          first_received = ${fromUnits(amount, scale)}`,
      );
      await audit(
        tx,
        {
          staffId: staff.id,
          action: 'deposit.approve.first',
          targetType: 'deposit',
          targetId: id,
          before: { status: row.status, amount: toItem(row).amount },
          after: {
            status: 'pending',
            received: fromUnits(amount, scale),
            creditedUsdt: fromUnits(credited, USDT),
            rate: rate ?? null,
          },
          ip,
        },
        now,
      );
      return { item: staffItem(updated, fourEyes), userId };
    }
    if (twoApprovers && Number(row.first_approved_by) === staff.id) {
      throw new AppError(Code.SECOND_APPROVER_REQUIRED);
    }
    const posted = await post(tx, {
      book: 'real',
      reason: 'deposit.credit',
      userId,
      ref: { type: 'deposit', id },
      legs: [
        { account: { userId, kind: 'available' }, asset: 'USDT', amount: credited, rate },
        {
          account: { platform: PlatformAccount.depositsClearing },
          asset: 'USDT',
          amount: -credited,
          rate,
        },
      ],
    });
    const updated = await this.change(
      tx,
      id,
      sql`status = 'approved', credited_usdt = ${fromUnits(credited, USDT)},
        rate = ${rate ?? null}, journal_id = ${posted.journalId},
        reviewed_at = ${now.toISOString()}, reviewed_by = ${staff.id}`,
    );
    const item = staffItem(updated, fourEyes);
    await audit(
      tx,
      {
        staffId: staff.id,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: id,
        before: {
          status: row.status,
          amount: toItem(row).amount,
          firstApprovedBy: row.first_approved_by,
        },
        after: {
          status: item.status,
          received: fromUnits(amount, scale),
          creditedUsdt: item.creditedUsdt,
          rate: item.rate,
          journalId: posted.journalId,
        },
        ip,
      },
      now,
    );
    await this.deps.notifications.add(tx, userId, 'deposit.approved', {
      depositId: item.id,
      amount: fromUnits(amount, scale),
      asset: row.asset,
      credited: item.creditedUsdt,
      rate: item.rate,
    });
    return { item, userId };
  }

  async reject(
    tx: Db,
    staff: Staff,
    id: number,
    reason: string,
    ip: string,
  ): Promise<{ item: DepositItem; userId: number }> {
    const row = await this.lockPending(tx, id);
    const now = this.deps.now();
    const updated = await this.change(
      tx,
      id,
      sql`status = 'rejected', reason = ${reason}, reviewed_at = ${now.toISOString()},
        reviewed_by = ${staff.id}`,
    );
    await audit(
      tx,
      {
        staffId: staff.id,
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: id,
        reason,
        before: { status: row.status },
        after: { status: 'rejected' },
        ip,
      },
      now,
    );
    const item = toItem(updated);
    const userId = Number(row.user_id);
    await this.deps.notifications.add(tx, userId, 'deposit.rejected', {
      depositId: item.id,
      amount: item.amount,
      asset: item.asset,
      reason,
    });
    return { item, userId };
  }
}
