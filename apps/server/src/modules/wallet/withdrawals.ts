import {
  FINE_SCALE,
  ASSET_SCALE,
  Code,
  addressKey,
  isConvertedWithdrawal,
  type Asset,
  type WithdrawalNetwork,
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
import { amountParameter, countParameter, internalParameter } from '../../platform/parameters.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import type { MarketService } from '../market/index.js';
import { PlatformAccount, holdLegs, post, releaseLegs, unitsOf } from '../ledger/index.js';
import type { KycService } from '../kyc/index.js';
import type { NotificationService } from '../notifications/index.js';
import { audit } from '../audit/index.js';
import { type Staff } from '../staff/index.js';
import { rows } from '../../platform/db/rows.js';
import type { AddressBook } from './address-book.js';
import { RATE_INSTRUMENT, usdtUnits } from './conversion.js';
import { quoteSigner, type QuoteSigner } from './withdrawal-quotes.js';

/**
 * Withdrawals (domain.md): pending review (the USDT it costs, fee included, moves from
 * available to held) → approved → completed with the payout hash (held leaves: the amount sent
 * to the withdrawals clearing account, the fee to fees) | rejected or failed (the hold goes back
 * to available). Verified identity and the real book required. The fee is the larger of
 * `withdrawal.feeRate` × amount (rounded up: owed by the user) and the network's minimum
 * (`withdrawal.feeMinUsdt` on the USDT networks, `withdrawal.feeMin.BTC` and `.ETH`, in the
 * asset); both are stored with the request as agreed.
 *
 * BTC and ETH are paid from the USDT balance (docs/adr/0032): the quote converts at the
 * recorded price and is signed; the request sends it back and is held at exactly its terms if
 * it has not expired (`withdrawal.quoteSeconds`) and the price has not moved beyond
 * `withdrawal.priceTolerance` since, or refused (10065, 10066, 10067).
 */

const USDT_SCALE = ASSET_SCALE.USDT;
/** Rates are read at the contract's fine scale. */
const RATE_SCALE = FINE_SCALE;

interface WithdrawalRow {
  id: string;
  user_id: string;
  network: WithdrawalItem['network'];
  asset: Asset;
  address: string;
  amount: string;
  fee: string;
  receive: string;
  usdt_amount: string;
  usdt_fee: string;
  rate: string | null;
  status: WithdrawalItem['status'];
  payout_hash: string | null;
  reason: string | null;
  created_at: string | Date;
  closed_at: string | Date | null;
  first_approved_by: string | null;
  first_approved_at: string | Date | null;
}

/** A stored amount in the asset's units, as exact text at its scale. */
const inAsset = (text: string, asset: Asset) =>
  fromUnits(unitsOf(text, ASSET_SCALE[asset]), ASSET_SCALE[asset]);

function toItem(r: WithdrawalRow): WithdrawalItem {
  return {
    id: r.id,
    network: r.network,
    asset: r.asset,
    address: r.address,
    amount: inAsset(r.amount, r.asset),
    fee: inAsset(r.fee, r.asset),
    receive: inAsset(r.receive, r.asset),
    usdtAmount: usdt(r.usdt_amount),
    rate: r.rate === null ? null : plain(r.rate),
    status: r.status,
    payoutHash: r.payout_hash,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    closedAt: r.closed_at === null ? null : new Date(r.closed_at).toISOString(),
  };
}

const columns = sql`id::text, user_id::text, network, asset, address, amount::text, fee::text,
  receive::text, usdt_amount::text, usdt_fee::text, rate::text, status, payout_hash, reason,
  created_at, closed_at, first_approved_by::text, first_approved_at`;

/** The reason of a withdrawal rejected because its owner cancelled the address by mail. */
const OWNER_CANCELLED = 'The address was cancelled from the security mail';

/** The default of `withdrawal.maxUsdt`. */
const MAX_DEFAULT = '1000000';
/** The default of `withdrawal.fourEyesUsdt`. */
const FOUR_EYES_DEFAULT = '10000';
/** The network's minimum fee: its parameter and default, in the network's asset. */
const FEE_MINIMUM: Readonly<Record<Asset, { key: string; fallback: string }>> = {
  USDT: { key: 'withdrawal.feeMinUsdt', fallback: '1' },
  BTC: { key: 'withdrawal.feeMin.BTC', fallback: '0.0002' },
  ETH: { key: 'withdrawal.feeMin.ETH', fallback: '0.003' },
};
/** The defaults of `withdrawal.quoteSeconds` and `withdrawal.priceTolerance`. */
const QUOTE_SECONDS_DEFAULT = 30;
const PRICE_TOLERANCE_DEFAULT = '0.005';

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

/** A recorded price of the asset in USDT: units at the instrument's precision. */
interface Rate {
  price: bigint;
  precision: number;
  /** From the simulated feed (the quote says so). */
  simulated: boolean;
  /** The tick's time, ms since the epoch. */
  at: number;
}

interface Terms {
  asset: Asset;
  /** In the asset's units. */
  amount: bigint;
  fee: bigint;
  receive: bigint;
  /** In USDT units: what the balance gives, and the fee's part of it. */
  usdtAmount: bigint;
  usdtFee: bigint;
  feeRate: string;
  feeMin: string;
  rate: Rate | null;
}

const assetOf = (network: WithdrawalNetwork): Asset => getNetwork(network)!.asset;

export class WithdrawalService {
  private readonly quotes: QuoteSigner;

  constructor(
    private readonly deps: {
      db: Db;
      kyc: KycService;
      market: Pick<MarketService, 'engine' | 'tradableQuote'>;
      notifications: Pick<NotificationService, 'add'>;
      addressBook: Pick<AddressBook, 'check'>;
      /** Signs BTC and ETH quotes (an instance secret, shared by every instance). */
      quoteKey: Buffer;
      now: () => Date;
    },
  ) {
    this.quotes = quoteSigner(deps.quoteKey);
  }

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
      asset: item.asset,
      amount: item.amount,
      fee: item.fee,
      receive: item.receive,
      usdtAmount: item.usdtAmount,
      network: item.network,
      ...extra,
    });
  }

  /**
   * Fee and amount received for `amount` of the network's asset with the current parameters,
   * and what it costs in USDT at `rate` (BTC, ETH; null for USDT); the cost at most
   * `withdrawal.maxUsdt` (10061).
   */
  private async terms(
    network: WithdrawalNetwork,
    amountText: string,
    rate: Rate | null,
    db: Db,
  ): Promise<Terms> {
    const asset = assetOf(network);
    const scale = ASSET_SCALE[asset];
    const amount = toUnits(amountText, scale);
    if (amount === undefined || amount <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    const rateText = (await internalParameter(db, 'withdrawal.feeRate')) ?? '0.01';
    const minimum = FEE_MINIMUM[asset];
    const minText = (await internalParameter(db, minimum.key)) ?? minimum.fallback;
    const feeRate = toUnits(rateText, RATE_SCALE);
    const min = toUnits(minText, scale);
    if (feeRate === undefined || min === undefined || feeRate < 0n || min < 0n) {
      throw new AppError(Code.PARAMETER_UNAVAILABLE);
    }
    const unit = 10n ** BigInt(RATE_SCALE);
    const proportional = (amount * feeRate + unit - 1n) / unit; // rounded up
    const fee = proportional > min ? proportional : min;
    const receive = amount - fee;
    if (receive <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    // The cost is owed by the user: rounded up, and the fee's part too.
    const cost = (units: bigint) =>
      rate === null ? units : usdtUnits(units, asset, rate.price, rate.precision, 'up');
    const usdtAmount = cost(amount);
    const maximum = await amountParameter(db, 'withdrawal.maxUsdt', USDT_SCALE, MAX_DEFAULT);
    if (usdtAmount > maximum) {
      throw new AppError(Code.AMOUNT_ABOVE_MAXIMUM, {
        maximum: plain(fromUnits(maximum, USDT_SCALE)),
        asset: 'USDT',
      });
    }
    return {
      asset,
      amount,
      fee,
      receive,
      usdtAmount,
      usdtFee: cost(fee),
      feeRate: plain(rateText),
      feeMin: plain(minText),
      rate,
    };
  }

  /** The asset's recorded price now (10015 when stale, closed or never recorded). */
  private currentRate(asset: Asset): Rate {
    const instrument = RATE_INSTRUMENT[asset];
    const state = instrument ? this.deps.market.engine.byCode.get(instrument) : undefined;
    if (!state) throw new AppError(Code.TRADING_UNAVAILABLE);
    const last = this.deps.market.tradableQuote(state.id);
    return {
      price: last.price,
      precision: state.row.precision,
      simulated: state.simulated,
      at: last.time,
    };
  }

  /**
   * The terms of a withdrawal before the user confirms. For BTC and ETH: at the recorded price
   * now, with a signed `quoteId` valid for `withdrawal.quoteSeconds`.
   */
  async quote(
    userId: number,
    network: WithdrawalNetwork,
    amount: string,
  ): Promise<WithdrawalQuote> {
    const db = this.deps.db;
    const converted = isConvertedWithdrawal(network);
    const t = await this.terms(
      network,
      amount,
      converted ? this.currentRate(assetOf(network)) : null,
      db,
    );
    const scale = ASSET_SCALE[t.asset];
    const quoted = {
      network,
      asset: t.asset,
      amount: fromUnits(t.amount, scale),
      fee: fromUnits(t.fee, scale),
      receive: fromUnits(t.receive, scale),
      feeRate: t.feeRate,
      feeMin: t.feeMin,
      usdtAmount: fromUnits(t.usdtAmount, USDT_SCALE),
      usdtFee: fromUnits(t.usdtFee, USDT_SCALE),
    };
    if (!t.rate) {
      return {
        ...quoted,
        rate: null,
        rateAt: null,
        simulated: false,
        priceTolerance: null,
        expiresAt: null,
        quoteId: null,
      };
    }
    const seconds = await countParameter(db, 'withdrawal.quoteSeconds', QUOTE_SECONDS_DEFAULT);
    const tolerance = await this.priceTolerance(db);
    const expiresAt = this.deps.now().getTime() + seconds * 1000;
    const rate = fromUnits(t.rate.price, t.rate.precision);
    return {
      ...quoted,
      rate,
      rateAt: new Date(t.rate.at).toISOString(),
      simulated: t.rate.simulated,
      priceTolerance: plain(fromUnits(tolerance, RATE_SCALE)),
      expiresAt: new Date(expiresAt).toISOString(),
      quoteId: this.quotes.sign({
        userId,
        network,
        amount: quoted.amount,
        fee: quoted.fee,
        rate,
        rateAt: t.rate.at,
        expiresAt,
      }),
    };
  }

  /** `withdrawal.priceTolerance` in units of the fine scale. */
  private priceTolerance(db: Db): Promise<bigint> {
    return amountParameter(db, 'withdrawal.priceTolerance', RATE_SCALE, PRICE_TOLERANCE_DEFAULT);
  }

  /**
   * The terms a BTC or ETH request confirmed, honoured as quoted: 10026 for a quote that is not
   * the caller's for this network and amount, 10065 once it expired, 10066 when the recorded
   * price now differs from the quoted one by more than the tolerance, 10067 when the fee the
   * current parameters give is not the one quoted.
   */
  private async quotedTerms(tx: Db, userId: number, body: WithdrawalBody): Promise<Terms> {
    const asset = assetOf(body.network);
    const scale = ASSET_SCALE[asset];
    const signed = body.quoteId === undefined ? undefined : this.quotes.read(body.quoteId);
    const amount = toUnits(body.amount, scale);
    if (
      !signed ||
      signed.userId !== userId ||
      signed.network !== body.network ||
      amount === undefined ||
      toUnits(signed.amount, scale) !== amount
    ) {
      throw new AppError(Code.INVALID_PARAMS);
    }
    if (this.deps.now().getTime() > signed.expiresAt) throw new AppError(Code.QUOTE_EXPIRED);
    const current = this.currentRate(asset);
    const price = toUnits(signed.rate, current.precision);
    if (price === undefined || price <= 0n) throw new AppError(Code.INVALID_PARAMS);
    const tolerance = await this.priceTolerance(tx);
    const moved = current.price > price ? current.price - price : price - current.price;
    if (moved * 10n ** BigInt(RATE_SCALE) > tolerance * price) {
      throw new AppError(Code.PRICE_MOVED, {
        price: fromUnits(current.price, current.precision),
      });
    }
    const t = await this.terms(
      body.network,
      body.amount,
      { price, precision: current.precision, simulated: current.simulated, at: signed.rateAt },
      tx,
    );
    if (toUnits(signed.fee, scale) !== t.fee) throw new AppError(Code.TERMS_CHANGED);
    return t;
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
    const t = isConvertedWithdrawal(body.network)
      ? await this.quotedTerms(tx, userId, body)
      : await this.terms(body.network, body.amount, null, tx);
    const scale = ASSET_SCALE[t.asset];
    const rate = t.rate === null ? null : fromUnits(t.rate.price, t.rate.precision);
    const rateAt = t.rate === null ? null : new Date(t.rate.at).toISOString();
    const [row] = rows<WithdrawalRow>(
      await tx.execute(sql`
        insert into withdrawals (user_id, network, asset, address, amount, fee, receive, fee_rate,
                                 fee_min, usdt_amount, usdt_fee, rate, rate_at, created_at)
        values (${userId}, ${body.network}, ${t.asset}, ${body.address},
                ${fromUnits(t.amount, scale)}, ${fromUnits(t.fee, scale)},
                ${fromUnits(t.receive, scale)}, ${t.feeRate}, ${t.feeMin},
                ${fromUnits(t.usdtAmount, USDT_SCALE)}, ${fromUnits(t.usdtFee, USDT_SCALE)},
                ${rate}, ${rateAt}, ${this.deps.now().toISOString()})
        returning ${columns}`),
    );
    await post(tx, {
      book: 'real',
      reason: 'withdrawal.hold',
      userId,
      ref: { type: 'withdrawal', id: row!.id },
      legs: holdLegs(userId, t.usdtAmount),
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
    const twoNeeded = unitsOf(row.usdt_amount, USDT_SCALE) > (await this.fourEyesThreshold(tx));
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
      (r) => staffItem(r, unitsOf(r.usdt_amount, USDT_SCALE) > threshold),
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
    const amount = unitsOf(row.usdt_amount, USDT_SCALE);
    const fee = unitsOf(row.usdt_fee, USDT_SCALE);
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
        legs: releaseLegs(userId, unitsOf(row.usdt_amount, USDT_SCALE)),
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
    const amount = unitsOf(row.usdt_amount, USDT_SCALE);
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
