import { z } from 'zod';
import { Code } from './codes.js';
import type { NftLive } from './nft.js';
import type { SupportLive } from './support.js';

/**
 * Market data: the instrument catalogue, prices, candles and the live channel (spec sections 1,
 * 3 and 7; docs/adr/0007). Prices, percentages and volumes are decimal strings.
 */

/** Market types (spec section 1). ETFs are listed with stocks. */
export const MarketType = {
  forex: 1,
  crypto: 2,
  stocks: 3,
  futures: 4,
  metal: 5,
} as const;
export type MarketTypeName = keyof typeof MarketType;
export type MarketTypeId = (typeof MarketType)[MarketTypeName];
export const MARKET_TYPE_IDS: readonly MarketTypeId[] = [1, 2, 3, 4, 5];
export const MARKET_TYPE_NAMES: Readonly<Record<MarketTypeId, MarketTypeName>> = {
  1: 'forex',
  2: 'crypto',
  3: 'stocks',
  4: 'futures',
  5: 'metal',
};

/** Candle periods, shortest first. */
export const CANDLE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];
const MINUTE = 60_000;
export const PERIOD_MS: Readonly<Record<CandlePeriod, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

/** Most candles one `getKValueByCodeAndDate` call returns; a larger `limit` is refused. */
export const KLINE_MAX_POINTS = 1000;
export const KLINE_DEFAULT_POINTS = 300;
/** Points in an item's `hundred` series (spec section 3: up to 100 are used for the chart). */
export const HUNDRED_POINTS = 100;
/** The `hundred` series is the closes of this period's candles, ending with the live price. */
export const HUNDRED_PERIOD: CandlePeriod = '15m';

/** Whether an instrument can be traded now: in its session and with a fresh price. */
export const MARKET_STATUSES = ['open', 'closed', 'stale'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

const invalid = { error: String(Code.INVALID_PARAMS) };

export const instrumentCode = z
  .string(invalid)
  .trim()
  .min(1, invalid)
  .max(24, invalid)
  .regex(/^[A-Za-z0-9._-]+$/, invalid)
  .transform((v) => v.toUpperCase());

export const marketTypeId = z.coerce
  .number(invalid)
  .int(invalid)
  .min(1, invalid)
  .max(5, invalid)
  .transform((v) => v as MarketTypeId);

export const marketListQuery = z.strictObject({ type: marketTypeId }, invalid);

export const marketInfoParams = z.strictObject(
  { id: z.coerce.number(invalid).int(invalid).min(1, invalid).max(2_147_483_647, invalid) },
  invalid,
);

const epochMs = z.coerce
  .number(invalid)
  .int(invalid)
  .min(0, invalid)
  .max(8_640_000_000_000, invalid);

/**
 * Candle query. Without a range it answers the latest `limit` candles; with `endTime` it pages
 * back in time (candles opening at or before it); `startTime` bounds the oldest.
 */
export const klineQuery = z
  .strictObject(
    {
      code: instrumentCode,
      period: z.enum(CANDLE_PERIODS, invalid),
      startTime: epochMs.optional(),
      endTime: epochMs.optional(),
      limit: z.coerce
        .number(invalid)
        .int(invalid)
        .min(1, invalid)
        .max(KLINE_MAX_POINTS, invalid)
        .default(KLINE_DEFAULT_POINTS),
    },
    invalid,
  )
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, {
    error: String(Code.INVALID_PARAMS),
  });
export type KlineQuery = z.infer<typeof klineQuery>;

const decimal = z.string();

/** One candle: opening time (ms since the epoch, UTC) and decimal strings. */
export const candle = z.object({
  t: z.number().int(),
  o: decimal,
  h: decimal,
  l: decimal,
  c: decimal,
  v: decimal,
});
export type Candle = z.infer<typeof candle>;

export const klineResult = z.object({
  code: z.string(),
  period: z.enum(CANDLE_PERIODS),
  /** Oldest first. */
  candles: z.array(candle),
});
export type KlineResult = z.infer<typeof klineResult>;

/** A market item (spec section 3) with the fields the pages need beside the spec's. */
export const marketItem = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.number().int(),
  appName: z.string(),
  /** Path of the instrument's logo (an SVG served by this API). */
  logo: z.string(),
  /** The latest price. */
  price: decimal,
  /** The latest price too: the spec's item carries both names (docs/adr/0007). */
  nowPrice: decimal,
  /** Change over the last 24 hours in percent, two decimals ("-1.25"). */
  zdf: decimal,
  /** Recent prices, oldest first, at most 100, ending with the latest price; empty: no data. */
  hundred: z.array(decimal),
  /** Traded quantity over the last 24 hours (to five minutes), in the instrument's unit. */
  volume24h: decimal,
  /** Decimals of this instrument's prices. */
  precision: z.number().int(),
  status: z.enum(MARKET_STATUSES),
  /** True when the price comes from the simulated feed, which the interface labels. */
  simulated: z.boolean(),
});
export type MarketItem = z.infer<typeof marketItem>;
export const marketList = z.array(marketItem);

/** The caller's favourite instruments. */
export const watchlistResult = z.object({ ids: z.array(z.number().int()) });
export const watchlistBody = z.strictObject(
  { id: z.number(invalid).int(invalid).min(1, invalid).max(2_147_483_647, invalid) },
  invalid,
);

export const tradingHours = z.object({
  /** IANA time zone the sessions are written in. */
  timeZone: z.string(),
  /** Weekly sessions in that zone, e.g. "Mon 09:30–16:00"; empty: always open. */
  sessions: z.array(z.object({ from: z.string(), to: z.string() })),
  alwaysOpen: z.boolean(),
  /** When the session state next changes (ISO time), null when always open. */
  nextChange: z.string().nullable(),
});
export type TradingHours = z.infer<typeof tradingHours>;

export const marketInfo = marketItem.extend({
  open24h: decimal,
  high24h: decimal,
  low24h: decimal,
  /** Best bid and ask, null when the feed does not carry them. */
  bid: decimal.nullable(),
  ask: decimal.nullable(),
  contractSize: decimal,
  description: z.string(),
  /** Exchange or venue the instrument is quoted on. */
  venue: z.string(),
  tradingHours,
  /** Time of the latest tick (ISO), null before the first. */
  lastTickAt: z.string().nullable(),
});
export type MarketInfo = z.infer<typeof marketInfo>;

// ---- live channel --------------------------------------------------------------------------

/** The WebSocket endpoint of the live channel (same origin as the API). */
export const LIVE_PATH = '/swx/live';
/** Largest frame a client may send, in bytes; a larger one closes the connection (1009). */
export const LIVE_MAX_MESSAGE_BYTES = 1024;
/** Subscriptions one connection may hold at once. */
export const LIVE_MAX_SUBSCRIPTIONS = 32;
/** The server sends a heartbeat frame this often; a client hearing nothing for 2.5× reconnects. */
export const LIVE_HEARTBEAT_MS = 15_000;

/**
 * Topics: `market.<type>` (the list of a market type: arrays of {code, price, zdf}),
 * `ticker.<code>` (every tick of one instrument), `candle.<code>.<period>` (its current candle),
 * `nft.<id>` (a charity NFT's current bid, end and sales).
 */
export const liveTopic = z.union([
  z.string().regex(/^market\.[1-5]$/),
  z.string().regex(/^ticker\.[A-Z0-9._-]{1,24}$/),
  z.string().regex(new RegExp(`^candle\\.[A-Z0-9._-]{1,24}\\.(${CANDLE_PERIODS.join('|')})$`)),
  z.string().regex(/^nft\.[1-9]\d{0,17}$/),
  /** A support conversation: its owner's connections only (support.ts). */
  z.string().regex(/^support\.[1-9]\d{0,17}$/),
]);

export const liveClientMessage = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('subscribe'), topic: liveTopic }),
  z.strictObject({ op: z.literal('unsubscribe'), topic: liveTopic }),
  z.strictObject({ op: z.literal('ping'), id: z.number().int().optional() }),
  /** Identifies the connection's user (the login token): their notices are pushed to it. */
  z.strictObject({ op: z.literal('auth'), token: z.string().min(1).max(200) }),
  /** Identifies a support chat visitor (the token of POST /support/startVisitor). */
  z.strictObject({ op: z.literal('visitor'), token: z.string().min(1).max(100) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** One entry of a market list frame (spec section 3, live market update). */
export interface LiveMarketUpdate {
  code: string;
  price: string;
  zdf: string;
}

export type LiveServerMessage =
  /** Changed items of a market list; `snapshot` when it holds every item of the type. */
  | { t: 'market'; type: MarketTypeId; snapshot?: true; d: LiveMarketUpdate[] }
  /** Trading state changes of a market type's instruments. */
  | { t: 'status'; type: MarketTypeId; d: Array<{ code: string; status: MarketStatus }> }
  | {
      t: 'tick';
      code: string;
      price: string;
      zdf: string;
      bid: string | null;
      ask: string | null;
      time: number;
    }
  | { t: 'candle'; code: string; period: CandlePeriod; k: Candle }
  /** A charity NFT's state (topic `nft.<id>`). */
  | { t: 'nft'; item: NftLive }
  /** A support conversation changed (topic `support.<id>`): fetch it again when newer. */
  | { t: 'support'; conversation: SupportLive }
  | { t: 'subscribed'; topic: string }
  | { t: 'unsubscribed'; topic: string }
  | { t: 'hb'; time: number }
  | { t: 'pong'; id?: number }
  /** The connection now belongs to a user. */
  | { t: 'authed' }
  /** The connection now belongs to a support chat visitor. */
  | { t: 'visitor' }
  /** Something happened on the user's account: `unread` notifications are waiting. */
  | { t: 'notice'; unread: number }
  | { t: 'error'; code: number; msg: string; topic?: string };
