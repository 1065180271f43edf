import {
  ASSET_SCALE,
  Code,
  closeResult,
  openTerms,
  reasonableStop,
  type CodeValue,
  type Book,
  type CloseReason,
  type ContractPosition,
  type ContractPositionPage,
  type ContractProduct,
  type ModifyContractBody,
  type OpenContractBody,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import type { IdEvents } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import { PlatformAccount, post, unitsOf, type Leg } from '../ledger/index.js';
import type { InstrumentState, MarketService } from '../market/index.js';
import type { NotificationService } from '../notifications/index.js';
import { TriggerEngine, type Triggered } from './triggers.js';
import { checkQuote, quoteFacts, type QuoteTerms } from './quotes.js';
import { iso, rows } from '../../platform/db/rows.js';

const USDT = ASSET_SCALE.USDT;

/**
 * Leveraged contracts (domain.md; docs/adr/0012). Opening holds the margin and takes the fee;
 * closing (by the user, a stop loss, a take profit or liquidation) releases the margin with the
 * profit or loss against the book's contracts pool, at the price of a recorded tick; the loss
 * never exceeds the margin. The trigger engine watches every open position on the instance
 * that leads the feed; every instance keeps it loaded (a change anywhere is announced) so that
 * a new leader starts watching at once.
 */

/** Instruments quoted in US dollars (or Tether): their profit and loss is in USDT. */
const USD_VENUES = new Set(['NASDAQ', 'NYSE', 'NYSE Arca', 'CME Globex', 'ICE Futures Europe']);
const MAX_LEVERAGE_BY_TYPE: Record<number, number> = { 1: 100, 2: 50, 3: 20, 4: 50, 5: 100 };
export const CONTRACT_DEFAULTS = {
  feeRate: '0.001',
  liquidationLevel: '0.2',
  minLots: '0.01',
  maxLots: '100',
  maxStopDistance: '0.9',
};
/** Lots are traded in hundredths. */
export const LOTS_SCALE = 2;

export function isUsdQuoted(row: { code: string; type: number; venue: string }): boolean {
  if (row.type === 2) return row.code.endsWith('USDT');
  if (row.type === 1 || row.type === 5) return row.code.endsWith('USD');
  return USD_VENUES.has(row.venue);
}

/** A contract's settings row, decimals as text. */
export interface SettingsRow extends QuoteTerms {
  instrument_id: number;
  max_leverage: number;
  fee_rate: string;
  liquidation_level: string;
  min_lots: string;
  max_lots: string;
  max_stop_distance: string;
}

interface PositionRow {
  id: string;
  user_id: string;
  book: Book;
  instrument_id: number;
  code: string;
  precision: number;
  side: ContractPosition['side'];
  lots: string;
  leverage: number;
  contract_size: string;
  open_price: string;
  open_tick_at: string | Date;
  opened_at: string | Date;
  quoted_price: string | null;
  quoted_at: string | Date | null;
  margin: string;
  fee: string;
  fee_rate: string;
  liquidation_level: string;
  liquidation_price: string;
  stop_loss: string | null;
  take_profit: string | null;
  status: ContractPosition['status'];
  close_reason: CloseReason | null;
  close_price: string | null;
  close_tick_at: string | Date | null;
  closed_at: string | Date | null;
  profit: string | null;
  returned: string | null;
}

const columns = sql`c.id::text, c.user_id::text, c.book, c.instrument_id, i.code, i.precision,
  c.side, c.lots::text, c.leverage, c.contract_size::text, c.open_price::text, c.open_tick_at,
  c.opened_at, c.quoted_price::text, c.quoted_at, c.margin::text, c.fee::text, c.fee_rate::text, c.liquidation_level::text,
  c.liquidation_price::text, c.stop_loss::text, c.take_profit::text, c.status, c.close_reason,
  c.close_price::text, c.close_tick_at, c.closed_at, c.profit::text, c.returned::text`;
const from = sql`contract_positions c join instruments i on i.id = c.instrument_id`;

export function positionNo(id: string): string {
  return `CT${id.padStart(10, '0')}`;
}

function toPosition(r: PositionRow): ContractPosition {
  return {
    id: r.id,
    orderNo: positionNo(r.id),
    book: r.book,
    instrumentId: r.instrument_id,
    code: r.code,
    side: r.side,
    lots: plain(r.lots),
    leverage: r.leverage,
    contractSize: plain(r.contract_size),
    openPrice: plain(r.open_price),
    openTickAt: iso(r.open_tick_at),
    openedAt: iso(r.opened_at),
    quotedPrice: r.quoted_price === null ? null : plain(r.quoted_price),
    quotedAt: r.quoted_at === null ? null : iso(r.quoted_at),
    margin: usdt(r.margin),
    fee: usdt(r.fee),
    feeRate: plain(r.fee_rate),
    liquidationLevel: plain(r.liquidation_level),
    liquidationPrice: plain(r.liquidation_price),
    stopLoss: r.stop_loss === null ? null : plain(r.stop_loss),
    takeProfit: r.take_profit === null ? null : plain(r.take_profit),
    status: r.status,
    closeReason: r.close_reason,
    closePrice: r.close_price === null ? null : plain(r.close_price),
    closeTickAt: r.close_tick_at === null ? null : iso(r.close_tick_at),
    closedAt: r.closed_at === null ? null : iso(r.closed_at),
    profit: r.profit === null ? null : usdt(r.profit),
    returned: r.returned === null ? null : usdt(r.returned),
  };
}

/** A price as units of the instrument's precision; `code` when it has more decimals. */
function priceUnits(text: string, precision: number, code: CodeValue): bigint {
  const units = toUnits(text, precision);
  if (units === undefined || units <= 0n) throw new AppError(code);
  return units;
}

export interface ContractDeps {
  db: Db;
  market: Pick<MarketService, 'engine' | 'tradableQuote' | 'isLeader'>;
  notifications: Pick<NotificationService, 'add' | 'announce'>;
  events: IdEvents;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

export class ContractService {
  readonly triggers = new TriggerEngine();
  /** Closes waiting to run, in order; one position at most once. */
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<number>();
  private readonly refreshing = new Set<Promise<void>>();

  constructor(private readonly deps: ContractDeps) {}

  /** Seeds the settings of every USD-quoted instrument without them (idempotent). */
  async seedSettings(): Promise<void> {
    const instruments = rows<{ id: number; code: string; type: number; venue: string }>(
      await this.deps.db.execute(sql`select id, code, type, venue from instruments`),
    );
    const offered = instruments.filter(isUsdQuoted);
    if (offered.length === 0) return;
    const d = CONTRACT_DEFAULTS;
    await this.deps.db.execute(sql`
      insert into contract_settings (instrument_id, max_leverage, fee_rate, liquidation_level,
        min_lots, max_lots, max_stop_distance)
      select x.id, x.leverage, ${d.feeRate}, ${d.liquidationLevel}, ${d.minLots}, ${d.maxLots},
             ${d.maxStopDistance}
      from unnest(${`{${offered.map((r) => r.id).join(',')}}`}::int[],
                  ${`{${offered.map((r) => MAX_LEVERAGE_BY_TYPE[r.type] ?? 20).join(',')}}`}::int[])
        as x(id, leverage)
      on conflict (instrument_id) do nothing`);
  }

  /** Loads every open position and follows the changes announced from now on (at start). */
  async start(): Promise<void> {
    this.deps.events.subscribe((id) => this.track(id));
    await this.load();
  }

  /** Watches every open position as stored (again). */
  async load(): Promise<void> {
    const open = rows<PositionRow>(
      await this.deps.db.execute(sql`select ${columns} from ${from} where c.status = 'open'`),
    );
    for (const r of open) this.watch(r);
  }

  private track(id: number): void {
    const done = this.refresh(id).finally(() => this.refreshing.delete(done));
    this.refreshing.add(done);
  }

  /** Waits for the announced changes being read and the closes already queued. */
  async idle(): Promise<void> {
    while (this.refreshing.size > 0) await Promise.all([...this.refreshing]);
    await this.queue;
  }

  private state(code: string): InstrumentState {
    const state = this.deps.market.engine.byCode.get(code);
    if (!state) throw new AppError(Code.OPTIONS_PRODUCT_INCORRECT);
    return state;
  }

  private async settings(instrumentId: number, db: Db): Promise<SettingsRow> {
    const [row] = rows<SettingsRow>(
      await db.execute(sql`
        select instrument_id, max_leverage, fee_rate::text, liquidation_level::text,
               min_lots::text, max_lots::text, max_stop_distance::text, quote_max_age_ms,
               price_tolerance::text
        from contract_settings where instrument_id = ${instrumentId} and enabled`),
    );
    if (!row) throw new AppError(Code.OPTIONS_PRODUCT_INCORRECT);
    return row;
  }

  async product(code: string, db: Db = this.deps.db): Promise<ContractProduct> {
    const state = this.state(code);
    const s = await this.settings(state.id, db);
    return {
      instrumentId: state.id,
      code,
      contractSize: plain(state.row.contractSize),
      maxLeverage: s.max_leverage,
      feeRate: plain(s.fee_rate),
      liquidationLevel: plain(s.liquidation_level),
      minLots: plain(s.min_lots),
      maxLots: plain(s.max_lots),
      lotsScale: LOTS_SCALE,
      maxStopDistance: plain(s.max_stop_distance),
      quoteMaxAgeMs: s.quote_max_age_ms,
      priceTolerance: plain(s.price_tolerance),
    };
  }

  /**
   * Opens a position in `tx`: settings, lots, leverage, stops, a fresh price that honours the
   * confirmed quote if one was sent (quotes.ts), the hold.
   */
  async open(
    tx: Db,
    userId: number,
    book: Book,
    body: OpenContractBody,
  ): Promise<ContractPosition> {
    const state = this.state(body.code);
    const s = await this.settings(state.id, tx);
    const lots = toUnits(body.lots, LOTS_SCALE);
    if (
      lots === undefined ||
      lots < unitsOf(s.min_lots, LOTS_SCALE) ||
      lots > unitsOf(s.max_lots, LOTS_SCALE)
    ) {
      throw new AppError(Code.LOTS_INCORRECT);
    }
    if (body.leverage > s.max_leverage) {
      throw new AppError(Code.LEVERAGE_INCORRECT, { maximum: String(s.max_leverage) });
    }
    const precision = state.row.precision;
    const stopLoss =
      body.stopLoss === undefined
        ? undefined
        : priceUnits(body.stopLoss, precision, Code.STOP_LOSS_UNREASONABLE);
    const takeProfit =
      body.takeProfit === undefined
        ? undefined
        : priceUnits(body.takeProfit, precision, Code.TAKE_PROFIT_UNREASONABLE);
    const now = this.deps.now();
    const confirmed = body.quote && quoteFacts(body.quote, precision, now.getTime());
    const quote = this.deps.market.tradableQuote(state.id);
    checkQuote(confirmed, quote.price, s);
    const check = (kind: 'stopLoss' | 'takeProfit', price: bigint | undefined, code: CodeValue) => {
      if (price === undefined) return;
      const ok = reasonableStop({
        kind,
        side: body.side,
        price,
        reference: quote.price,
        entry: quote.price,
        maxDistance: s.max_stop_distance,
      });
      if (!ok) throw new AppError(code);
    };
    check('stopLoss', stopLoss, Code.STOP_LOSS_UNREASONABLE);
    check('takeProfit', takeProfit, Code.TAKE_PROFIT_UNREASONABLE);
    const terms = openTerms({
      side: body.side,
      price: quote.price,
      precision,
      lots: body.lots,
      contractSize: state.row.contractSize,
      leverage: body.leverage,
      feeRate: s.fee_rate,
      liquidationLevel: s.liquidation_level,
    });
    const price = (units: bigint | undefined) =>
      units === undefined ? null : fromUnits(units, precision);
    const [row] = rows<{ id: string }>(
      await tx.execute(sql`
        insert into contract_positions (user_id, book, instrument_id, side, lots, leverage,
          contract_size, open_price, open_tick_at, opened_at, quoted_price, quoted_at, margin,
          fee, fee_rate, liquidation_level, liquidation_price, stop_loss, take_profit)
        values (${userId}, ${book}, ${state.id}, ${body.side}, ${fromUnits(lots, LOTS_SCALE)},
          ${body.leverage}, ${state.row.contractSize}, ${price(quote.price)},
          ${new Date(quote.time).toISOString()}, ${now.toISOString()}, ${price(confirmed?.price)},
          ${body.quote ? new Date(body.quote.time).toISOString() : null},
          ${fromUnits(terms.margin, USDT)},
          ${fromUnits(terms.fee, USDT)}, ${s.fee_rate}, ${s.liquidation_level},
          ${price(terms.liquidationPrice)}, ${price(stopLoss)}, ${price(takeProfit)})
        returning id::text`),
    );
    const legs: Leg[] = [
      {
        account: { userId, kind: 'available' },
        asset: 'USDT',
        amount: -(terms.margin + terms.fee),
      },
      { account: { userId, kind: 'held' }, asset: 'USDT', amount: terms.margin },
    ];
    if (terms.fee > 0n) {
      legs.push({ account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: terms.fee });
    }
    await post(tx, {
      book,
      reason: 'contract.open',
      userId,
      ref: { type: 'contract_position', id: row!.id },
      legs,
    });
    return this.get(userId, row!.id, tx);
  }

  /**
   * Announces a change of a position to every instance (after its transaction committed); this
   * instance reads it at once rather than waiting for its own announcement.
   */
  announce(id: string): void {
    this.track(Number(id));
    this.deps.events.publish(Number(id));
  }

  /** Changes the stop loss and take profit of an open position of the user's. */
  async modify(tx: Db, userId: number, body: ModifyContractBody): Promise<ContractPosition> {
    const row = await this.locked(tx, userId, body.id);
    const state = this.deps.market.engine.byId.get(row.instrument_id);
    if (!state) throw new AppError(Code.TRADING_UNAVAILABLE);
    const s = await this.settings(row.instrument_id, tx);
    const quote = this.deps.market.tradableQuote(row.instrument_id);
    const entry = unitsOf(row.open_price, row.precision);
    const parse = (text: string | null, code: CodeValue, kind: 'stopLoss' | 'takeProfit') => {
      if (text === null) return null;
      const units = priceUnits(text, row.precision, code);
      const ok = reasonableStop({
        kind,
        side: row.side,
        price: units,
        reference: quote.price,
        entry,
        maxDistance: s.max_stop_distance,
      });
      if (!ok) throw new AppError(code);
      return fromUnits(units, row.precision);
    };
    const stopLoss = parse(body.stopLoss, Code.STOP_LOSS_UNREASONABLE, 'stopLoss');
    const takeProfit = parse(body.takeProfit, Code.TAKE_PROFIT_UNREASONABLE, 'takeProfit');
    await tx.execute(sql`
      update contract_positions set stop_loss = ${stopLoss}, take_profit = ${takeProfit}
      where id = ${row.id}`);
    return this.get(userId, row.id, tx);
  }

  /** Closes an open position of the user's at the current (recorded) price. */
  async closeByUser(tx: Db, userId: number, id: string): Promise<ContractPosition> {
    const row = await this.locked(tx, userId, id);
    const quote = this.deps.market.tradableQuote(row.instrument_id);
    await this.close(tx, row, 'user', quote.price, quote.time);
    return this.get(userId, row.id, tx);
  }

  /** The user's open position, locked; 404 for another's, 10057 when already closed. */
  private async locked(tx: Db, userId: number, id: string): Promise<PositionRow> {
    const [row] = rows<PositionRow>(
      await tx.execute(sql`
        select ${columns} from ${from}
        where c.id = ${id} and c.user_id = ${userId} for update of c`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'open') throw new AppError(Code.POSITION_CLOSED);
    return row;
  }

  private async close(
    tx: Db,
    row: PositionRow,
    reason: CloseReason,
    price: bigint,
    tickTime: number,
  ): Promise<void> {
    const userId = Number(row.user_id);
    const margin = unitsOf(row.margin, USDT);
    const { profit, returned } = closeResult({
      side: row.side,
      open: unitsOf(row.open_price, row.precision),
      close: price,
      precision: row.precision,
      lots: row.lots,
      contractSize: row.contract_size,
      margin,
    });
    await tx.execute(sql`
      update contract_positions set status = 'closed', close_reason = ${reason},
        close_price = ${fromUnits(price, row.precision)},
        close_tick_at = ${new Date(tickTime).toISOString()},
        closed_at = ${this.deps.now().toISOString()},
        profit = ${fromUnits(profit, USDT)}, returned = ${fromUnits(returned, USDT)}
      where id = ${row.id}`);
    const legs: Leg[] = [{ account: { userId, kind: 'held' }, asset: 'USDT', amount: -margin }];
    if (returned > 0n) {
      legs.push({ account: { userId, kind: 'available' }, asset: 'USDT', amount: returned });
    }
    // The pool takes a loss and pays a profit.
    if (returned !== margin) {
      legs.push({
        account: { platform: PlatformAccount.contractsPool },
        asset: 'USDT',
        amount: margin - returned,
      });
    }
    await post(tx, {
      book: row.book,
      reason: 'contract.close',
      userId,
      ref: { type: 'contract_position', id: row.id },
      legs,
    });
    await this.deps.notifications.add(tx, userId, 'contract.closed', {
      positionId: row.id,
      orderNo: positionNo(row.id),
      book: row.book,
      side: row.side,
      reason,
      closePrice: fromUnits(price, row.precision),
      profit: fromUnits(profit, USDT),
      returned: fromUnits(returned, USDT),
    });
  }

  /** One of the user's positions; another user's (or none) answers 404. */
  async get(userId: number, id: string, db: Db = this.deps.db): Promise<ContractPosition> {
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<PositionRow>(
      await db.execute(
        sql`select ${columns} from ${from} where c.id = ${id} and c.user_id = ${userId}`,
      ),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return toPosition(row);
  }

  list(
    userId: number,
    book: Book,
    query: { state?: 'open' | 'history'; code?: string; page?: number; pageSize?: number },
  ): Promise<ContractPositionPage> {
    return pageOf<PositionRow, ContractPosition>(
      this.deps.db,
      {
        columns,
        from,
        where: allOf([
          sql`c.user_id = ${userId}`,
          sql`c.book = ${book}`,
          query.state === 'open' && sql`c.status = 'open'`,
          query.state === 'history' && sql`c.status = 'closed'`,
          query.code !== undefined && sql`i.code = ${query.code}`,
        ]),
        order: sql`c.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toPosition,
    );
  }

  // ---- the trigger engine ------------------------------------------------------------------

  private watch(r: PositionRow): void {
    if (r.status !== 'open') {
      this.triggers.remove(Number(r.id));
      return;
    }
    this.triggers.upsert({
      id: Number(r.id),
      instrumentId: r.instrument_id,
      side: r.side,
      stopLoss: r.stop_loss === null ? undefined : unitsOf(r.stop_loss, r.precision),
      takeProfit: r.take_profit === null ? undefined : unitsOf(r.take_profit, r.precision),
      liquidation: unitsOf(r.liquidation_price, r.precision),
    });
  }

  /** Re-reads a position that changed (on any instance) into the engine. */
  async refresh(id: number): Promise<void> {
    try {
      const [row] = rows<PositionRow>(
        await this.deps.db.execute(sql`select ${columns} from ${from} where c.id = ${id}`),
      );
      if (!row) return;
      this.watch(row);
      // Ticks that came while the change was on its way were not checked against it: the
      // latest one is, now.
      const last = this.deps.market.engine.byId.get(row.instrument_id)?.last;
      if (row.status === 'open' && last) this.onTick(row.instrument_id, last.price, last.time);
    } catch (error) {
      this.deps.log.error(
        { err: error, positionId: id },
        'contracts: refreshing a position failed',
      );
    }
  }

  /**
   * A tick taken by the market engine: on the leader, the positions it crosses are closed at
   * its price, in the order they were found, each in its own transaction.
   */
  onTick(instrumentId: number, price: bigint, time: number): void {
    if (!this.deps.market.isLeader) return;
    const crossed = this.triggers.cross(instrumentId, price);
    for (const hit of crossed) {
      if (this.queued.has(hit.id)) continue;
      this.queued.add(hit.id);
      this.queue = this.queue.then(() => this.closeTriggered(hit, price, time));
    }
  }

  private async closeTriggered(hit: Triggered, price: bigint, time: number): Promise<void> {
    let closedUser: number | undefined;
    try {
      closedUser = await this.deps.db.transaction(async (tx) => {
        const [row] = rows<PositionRow>(
          await tx.execute(sql`
            select ${columns} from ${from} where c.id = ${hit.id} for update of c`),
        );
        if (!row || row.status !== 'open') return undefined;
        // The stored stops decide (a change may not have reached this engine yet).
        const stop = row.stop_loss === null ? undefined : unitsOf(row.stop_loss, row.precision);
        const take = row.take_profit === null ? undefined : unitsOf(row.take_profit, row.precision);
        const liquidation = unitsOf(row.liquidation_price, row.precision);
        const long = row.side === 'long';
        const hits = (level: bigint | undefined, down: boolean) =>
          level !== undefined && (down ? price <= level : price >= level);
        let reason: CloseReason | undefined;
        const lossSideDown = long;
        const stopFirst = stop !== undefined && (long ? stop >= liquidation : stop <= liquidation);
        if (stopFirst && hits(stop, lossSideDown)) reason = 'stop_loss';
        else if (hits(liquidation, lossSideDown)) reason = 'liquidation';
        else if (hits(take, !lossSideDown)) reason = 'take_profit';
        if (!reason) {
          this.watch(row);
          return undefined;
        }
        await this.close(tx, row, reason, price, time);
        return Number(row.user_id);
      });
    } catch (error) {
      this.deps.log.error(
        { err: error, positionId: hit.id },
        'contracts: closing a position failed',
      );
      // Watched again from the stored row: the next crossing tick tries again.
      await this.refresh(hit.id);
    } finally {
      this.queued.delete(hit.id);
    }
    if (closedUser !== undefined) {
      this.deps.notifications.announce(closedUser);
      this.deps.events.publish(hit.id);
    }
  }
}
