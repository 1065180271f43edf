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
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { uniqueViolation } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { internalParameter } from '../../platform/parameters.js';
import { fromUnits, toUnits } from '../../platform/units.js';
import { PlatformAccount, post, unitsOf } from '../ledger/ledger.js';
import type { MarketService } from '../market/service.js';
import type { NotificationService } from '../notifications/service.js';
import { audit, type Staff } from '../staff/service.js';

/**
 * Crypto deposits (spec sections 3, 5, 7 and 9; domain.md): a claim with a proof image waits
 * for a staff review and is credited to the real book only when approved. BTC and ETH are
 * credited in USDT at the market price of the moment of approval, recorded with the entry.
 */

export const depositAddressParameter = (network: NetworkId) => `deposit.address.${network}`;
/** The instrument whose price converts a deposit's asset to USDT. */
const RATE_INSTRUMENT: Partial<Record<Asset, string>> = { BTC: 'BTCUSDT', ETH: 'ETHUSDT' };

export interface ValidClaim {
  network: NetworkId;
  asset: Asset;
  chain: string;
  amount: bigint;
  txHash: string;
  last6: string;
  receivingAddress: string;
}

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
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

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
    creditedUsdt:
      r.credited_usdt === null
        ? null
        : fromUnits(unitsOf(r.credited_usdt, ASSET_SCALE.USDT), ASSET_SCALE.USDT),
    rate: r.rate === null ? null : trimZeros(r.rate),
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
  };
}

const depositColumns = sql`id::text, user_id::text, network, asset, amount::text, tx_hash,
  sender_tail, receiving_address, status, credited_usdt::text, rate::text, reason, created_at,
  reviewed_at, proof_key`;

/** A deposit as staff review it: whose it is and the proof image's key (GET /files/{key}). */
export interface StaffDepositItem extends DepositItem {
  userId: string;
  proofKey: string;
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
    return {
      network: network.id,
      asset: network.asset,
      chain: network.chain,
      amount,
      txHash: normalizeTxHash(network.id, fields.txHash)!,
      last6: fields.last6,
      receivingAddress: configured.address,
    };
  }

  /** Records a validated claim with its stored proof, in `tx`. */
  async claim(tx: Db, userId: number, claim: ValidClaim, proofKey: string): Promise<DepositItem> {
    try {
      // A savepoint: a duplicate hash must not abort the caller's transaction.
      return await tx.transaction(async (sp) => {
        const [row] = rows<DepositRow>(
          await sp.execute(sql`
            insert into deposits (user_id, network, asset, chain, amount, tx_hash, sender_tail,
                                  proof_key, receiving_address, created_at)
            values (${userId}, ${claim.network}, ${claim.asset}, ${claim.chain},
                    ${fromUnits(claim.amount, ASSET_SCALE[claim.asset])}, ${claim.txHash},
                    ${claim.last6}, ${proofKey}, ${claim.receivingAddress},
                    ${this.deps.now().toISOString()})
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
      (r) => ({ ...toItem(r), userId: r.user_id, proofKey: r.proof_key }),
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
   * Approves a pending deposit: credits the real book with `received` (the amount that
   * actually arrived, the claimed one by default) converted to USDT, in one transaction with
   * the deposit row and the audit record. Decided once: a second decision gets 10044.
   */
  /**
   * What approving a pending deposit would credit now: the amount received (default: the
   * claimed one) and, for BTC and ETH, the current recorded price. Nothing is written; the
   * price may move before the approval, which uses the price of its own moment.
   */
  async quote(
    id: number,
    received: string | undefined,
  ): Promise<{ asset: string; received: string; rate: string | null; creditedUsdt: string }> {
    const [row] = rows<DepositRow>(
      await this.deps.db.execute(sql`select ${depositColumns} from deposits where id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(Code.ALREADY_DECIDED);
    const { amount, credited, rate } = this.conversion(row, received);
    return {
      asset: row.asset,
      received: fromUnits(amount, ASSET_SCALE[row.asset]),
      rate: rate ?? null,
      creditedUsdt: fromUnits(credited, ASSET_SCALE.USDT),
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
      // Units of the asset × price units → USDT units, rounded down (owed to the user).
      const shift = scale + precision - ASSET_SCALE.USDT;
      credited = (amount * quote.price) / 10n ** BigInt(shift);
    }
    if (credited <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    return { amount, credited, rate };
  }

  async approve(
    tx: Db,
    staff: Staff,
    id: number,
    received: string | undefined,
    ip: string,
  ): Promise<{ item: DepositItem; userId: number }> {
    const row = await this.lockPending(tx, id);
    const { amount, credited, rate } = this.conversion(row, received);
    const scale = ASSET_SCALE[row.asset];
    const userId = Number(row.user_id);
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
    const now = this.deps.now();
    const [updated] = rows<DepositRow>(
      await tx.execute(sql`
        update deposits set status = 'approved', credited_usdt = ${fromUnits(credited, ASSET_SCALE.USDT)},
          rate = ${rate ?? null}, journal_id = ${posted.journalId}, reviewed_at = ${now.toISOString()},
          reviewed_by = ${staff.id}
        where id = ${id} returning ${depositColumns}`),
    );
    const item = toItem(updated!);
    await audit(
      tx,
      {
        staffId: staff.id,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: id,
        before: { status: row.status, amount: toItem(row).amount },
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
    const [updated] = rows<DepositRow>(
      await tx.execute(sql`
        update deposits set status = 'rejected', reason = ${reason}, reviewed_at = ${now.toISOString()},
          reviewed_by = ${staff.id}
        where id = ${id} returning ${depositColumns}`),
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
    const item = toItem(updated!);
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
