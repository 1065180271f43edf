import { PERIOD_MS, type CandlePeriod } from '@swx/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Candle } from './candles.js';
import { candles, instruments, watchlist } from './tables.js';
import type { InstrumentSpec } from './types.js';
import { fromUnits, toUnits } from '../../platform/units.js';

/** An instrument as stored: the catalogue's fields and its id. */
export interface InstrumentRow extends InstrumentSpec {
  id: number;
  enabled: boolean;
}

/** Inserts catalogue instruments that are not stored yet; stored ones (and staff edits) stay. */
export async function seedInstruments(db: Db, catalogue: readonly InstrumentSpec[]): Promise<void> {
  if (catalogue.length === 0) return;
  await db
    .insert(instruments)
    .values(
      catalogue.map((s, i) => ({
        code: s.code,
        type: s.type,
        appName: s.appName,
        precision: s.precision,
        qtyPrecision: s.qtyPrecision,
        startPrice: s.startPrice,
        contractSize: s.contractSize,
        schedule: s.schedule,
        venue: s.venue,
        description: s.description,
        icon: s.icon ?? null,
        feedSymbol: s.feedSymbol ?? null,
        sort: i,
      })),
    )
    .onConflictDoNothing({ target: instruments.code });
}

export async function loadInstruments(db: Db): Promise<InstrumentRow[]> {
  const rows = await db
    .select()
    .from(instruments)
    .orderBy(asc(instruments.sort), asc(instruments.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    type: r.type as InstrumentSpec['type'],
    appName: r.appName,
    precision: r.precision,
    qtyPrecision: r.qtyPrecision,
    startPrice: r.startPrice,
    contractSize: r.contractSize,
    schedule: r.schedule as InstrumentSpec['schedule'],
    venue: r.venue,
    description: r.description,
    ...(r.icon ? { icon: r.icon } : {}),
    ...(r.feedSymbol ? { feedSymbol: r.feedSymbol } : {}),
    enabled: r.enabled,
  }));
}

/** A stored NUMERIC as units; stored values always have at most `scale` decimals. */
export function units(value: string, scale: number): bigint {
  const u = toUnits(value, scale);
  if (u === undefined) throw new Error(`stored value ${value} does not fit scale ${scale}`);
  return u;
}

/** A stored candle as its raw select answers it. */
export interface CandleRow {
  instrument_id: number;
  period: string;
  t: string | number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

function rowToCandle(r: CandleRow, inst: InstrumentRow): Candle {
  return {
    t: Number(r.t),
    o: units(r.open, inst.precision),
    h: units(r.high, inst.precision),
    l: units(r.low, inst.precision),
    c: units(r.close, inst.precision),
    v: units(r.volume, inst.qtyPrecision),
  };
}

/** Rows of `db.execute`, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const candleColumns = sql`instrument_id, period, (extract(epoch from open_time) * 1000)::bigint as t, open::text, high::text, low::text, close::text, volume::text`;

export interface StoredState {
  /** The latest candle of every period. */
  latest: Map<number, Map<CandlePeriod, Candle>>;
  /** 5-minute candles from 24 hours (and one candle) back, oldest first. */
  recent5m: Map<number, Candle[]>;
  /** The last 100 15-minute candles, oldest first. */
  recent15m: Map<number, Candle[]>;
  /** The last recorded tick (price and time), where one is still kept. */
  lastTick: Map<number, { price: bigint; time: number }>;
}

/** What the engine needs to continue from the stored candles after a start. */
export async function loadState(
  db: Db,
  list: readonly InstrumentRow[],
  now: number,
): Promise<StoredState> {
  const byId = new Map(list.map((i) => [i.id, i]));
  const latest = new Map<number, Map<CandlePeriod, Candle>>();
  const recent5m = new Map<number, Candle[]>();
  const recent15m = new Map<number, Candle[]>();
  const latestRows = rowsOf<CandleRow>(
    await db.execute(sql`
      select distinct on (instrument_id, period) ${candleColumns}
      from candles order by instrument_id, period, open_time desc`),
  );
  for (const r of latestRows) {
    const inst = byId.get(r.instrument_id);
    if (!inst) continue;
    let m = latest.get(inst.id);
    if (!m) latest.set(inst.id, (m = new Map()));
    m.set(r.period as CandlePeriod, rowToCandle(r, inst));
  }
  const since = new Date(now - 86_400_000 - 2 * PERIOD_MS['5m']);
  const fiveRows = rowsOf<CandleRow>(
    await db.execute(sql`
      (select ${candleColumns} from candles where period = '5m' and open_time >= ${since.toISOString()})
      union all
      (select distinct on (instrument_id) ${candleColumns} from candles
        where period = '5m' and open_time < ${since.toISOString()}
        order by instrument_id, open_time desc)
      order by instrument_id, t`),
  );
  for (const r of fiveRows) {
    const inst = byId.get(r.instrument_id);
    if (!inst) continue;
    let a = recent5m.get(inst.id);
    if (!a) recent5m.set(inst.id, (a = []));
    a.push(rowToCandle(r, inst));
  }
  const fifteenRows = rowsOf<CandleRow>(
    await db.execute(sql`
      select * from (
        select ${candleColumns}, row_number() over (partition by instrument_id order by open_time desc) as n
        from candles where period = '15m') r
      where n <= 100 order by instrument_id, t`),
  );
  for (const r of fifteenRows) {
    const inst = byId.get(r.instrument_id);
    if (!inst) continue;
    let a = recent15m.get(inst.id);
    if (!a) recent15m.set(inst.id, (a = []));
    a.push(rowToCandle(r, inst));
  }
  // One index lookup per instrument (the primary key), not a scan of the ticks.
  const tickRows = rowsOf<{ id: number; price: string; at: string }>(
    await db.execute(sql`
      select i.id, t.price::text as price, (extract(epoch from t.at) * 1000)::bigint::text as at
      from instruments i
      cross join lateral (
        select price, at from market_ticks where instrument_id = i.id order by at desc limit 1
      ) t`),
  );
  const lastTick = new Map<number, { price: bigint; time: number }>();
  for (const r of tickRows) {
    const inst = byId.get(r.id);
    const price = inst && toUnits(r.price, inst.precision);
    if (price !== undefined) lastTick.set(r.id, { price, time: Number(r.at) });
  }
  return { latest, recent5m, recent15m, lastTick };
}

export interface CandleWrite {
  inst: InstrumentRow;
  period: CandlePeriod;
  candle: Candle;
}

export interface TickWrite {
  inst: InstrumentRow;
  price: bigint;
  volume: bigint;
  time: number;
}

/** Unnest-based bulk writes: one statement per table, whatever the number of rows. */
export async function writeMarketData(
  db: Db,
  ticks: readonly TickWrite[],
  writes: readonly CandleWrite[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (ticks.length > 0) {
      await tx.execute(sql`
        insert into market_ticks (instrument_id, at, price, volume)
        select * from unnest(
          ${`{${ticks.map((t) => t.inst.id).join(',')}}`}::int[],
          ${`{${ticks.map((t) => `"${new Date(t.time).toISOString()}"`).join(',')}}`}::timestamptz[],
          ${`{${ticks.map((t) => fromUnits(t.price, t.inst.precision)).join(',')}}`}::numeric[],
          ${`{${ticks.map((t) => fromUnits(t.volume, t.inst.qtyPrecision)).join(',')}}`}::numeric[])`);
    }
    if (writes.length > 0) await upsertCandles(tx, writes);
  });
}

/**
 * Inserts candles; a stored one of the same instrument, period and time is widened to cover
 * both (its open kept, the range merged, the later close). One leader only ever widens its own
 * candle; a new leader's candle began with the ticks it saw, which may not reach back to the
 * stored open, so replacing the range would break the candle (candles_range_check).
 */
export async function upsertCandles(db: Db, writes: readonly CandleWrite[]): Promise<void> {
  const CHUNK = 20_000;
  for (let i = 0; i < writes.length; i += CHUNK) {
    const part = writes.slice(i, i + CHUNK);
    const col = (f: (w: CandleWrite) => string) => `{${part.map(f).join(',')}}`;
    await db.execute(sql`
      insert into candles (instrument_id, period, open_time, open, high, low, close, volume)
      select * from unnest(
        ${col((w) => String(w.inst.id))}::int[],
        ${col((w) => w.period)}::text[],
        ${col((w) => `"${new Date(w.candle.t).toISOString()}"`)}::timestamptz[],
        ${col((w) => fromUnits(w.candle.o, w.inst.precision))}::numeric[],
        ${col((w) => fromUnits(w.candle.h, w.inst.precision))}::numeric[],
        ${col((w) => fromUnits(w.candle.l, w.inst.precision))}::numeric[],
        ${col((w) => fromUnits(w.candle.c, w.inst.precision))}::numeric[],
        ${col((w) => fromUnits(w.candle.v, w.inst.qtyPrecision))}::numeric[])
      on conflict (instrument_id, period, open_time) do update set
        high = greatest(candles.high, excluded.high), low = least(candles.low, excluded.low),
        close = excluded.close, volume = greatest(candles.volume, excluded.volume)`);
  }
}

/** Whether any candle is stored for the instrument (history generated or feed recorded). */
export async function instrumentsWithCandles(db: Db): Promise<Set<number>> {
  const rows = rowsOf<{ instrument_id: number }>(
    await db.execute(sql`select distinct instrument_id from candles where period = '1d'`),
  );
  return new Set(rows.map((r) => Number(r.instrument_id)));
}

/** Candles of one period, the newest `limit` in the range, oldest first. */
export async function queryCandles(
  db: Db,
  inst: InstrumentRow,
  period: CandlePeriod,
  range: { start?: number; end?: number; limit: number },
): Promise<Candle[]> {
  const conditions = [eq(candles.instrumentId, inst.id), eq(candles.period, period)];
  if (range.start !== undefined) conditions.push(gte(candles.openTime, new Date(range.start)));
  if (range.end !== undefined) conditions.push(lte(candles.openTime, new Date(range.end)));
  const rows = await db
    .select()
    .from(candles)
    .where(and(...conditions))
    .orderBy(desc(candles.openTime))
    .limit(range.limit);
  return rows.reverse().map((r) => ({
    t: r.openTime.getTime(),
    o: units(r.open, inst.precision),
    h: units(r.high, inst.precision),
    l: units(r.low, inst.precision),
    c: units(r.close, inst.precision),
    v: units(r.volume, inst.qtyPrecision),
  }));
}

/** Deletes one instrument's ticks older than `before` (through the primary key's order). */
export async function pruneTicks(db: Db, instrumentId: number, before: Date): Promise<void> {
  await db.execute(
    sql`delete from market_ticks where instrument_id = ${instrumentId} and at < ${before.toISOString()}`,
  );
}

export async function listWatchlist(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: watchlist.instrumentId })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.addedAt));
  return rows.map((r) => r.id);
}

export async function addToWatchlist(db: Db, userId: number, instrumentId: number): Promise<void> {
  await db.insert(watchlist).values({ userId, instrumentId }).onConflictDoNothing();
}

export async function removeFromWatchlist(
  db: Db,
  userId: number,
  instrumentId: number,
): Promise<void> {
  await db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.instrumentId, instrumentId)));
}

export async function countWatchlist(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchlist)
    .where(eq(watchlist.userId, userId));
  return row?.n ?? 0;
}
