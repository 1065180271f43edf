import type { LiveServerMessage, MarketStatus, MarketTypeId } from '@swx/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { live, type Connection, type LivePrice, type LiveQuote } from './live-client';

const subscribeStore = (listener: () => void) => live.onChange(listener);

/** Keeps a market type's list live while the component is mounted. */
export function useLiveMarket(type: MarketTypeId | undefined): void {
  useEffect(() => (type === undefined ? undefined : live.subscribe(`market.${type}`)), [type]);
}

/** The live price of an instrument (undefined until the first update). */
export function useLivePrice(code: string): LivePrice | undefined {
  return useSyncExternalStore(
    subscribeStore,
    () => live.price(code),
    () => undefined,
  );
}

export function useLiveStatus(code: string) {
  return useSyncExternalStore(
    subscribeStore,
    () => live.status(code),
    () => undefined,
  );
}

/** Calls `handler` with a topic's frames (at most once per animation frame per topic). */
export function useLiveTopic(
  topic: string | undefined,
  handler: (message: LiveServerMessage) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return live.subscribe(topic, (m) => latest.current(m));
  }, [topic]);
}

/** The live connection as the reader is told it: live, connecting, reconnecting or offline. */
export function useConnection(): Connection {
  return useSyncExternalStore(
    subscribeStore,
    () => live.connection(),
    () => 'connecting',
  );
}

/** Whether a page wants prices now (a banner about the connection matters only then). */
export function useWatching(): boolean {
  return useSyncExternalStore(
    subscribeStore,
    () => live.watching(),
    () => false,
  );
}

/**
 * A price on screen is fresh while the connection is live and its tick arrived at most this
 * long ago (issue 17): older, it is greyed out and orders against it are disabled. Below the
 * server's smallest quote age limit (5 s seeded, docs/adr/0023), so that a price the ticket
 * accepts still reaches the server young enough.
 */
export const QUOTE_FRESH_MS = 3000;

/** The current time, updated every `intervalMs` while mounted (for ages on screen). */
export function useClock(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface QuoteState {
  /** The latest tick from the instrument's ticker (undefined before the first). */
  quote: LiveQuote | undefined;
  /** Live connection and a tick younger than QUOTE_FRESH_MS. */
  fresh: boolean;
  connection: Connection;
}

/** Follows an instrument's ticker: its latest tick and whether it is fresh enough to trade on. */
export function useQuote(code: string | undefined): QuoteState {
  useLiveTopic(code ? `ticker.${code}` : undefined, noop);
  const quote = useSyncExternalStore(
    subscribeStore,
    () => (code ? live.quote(code) : undefined),
    () => undefined,
  );
  const connection = useConnection();
  const now = useClock();
  // A tick that arrives between two clock updates is fresh at once.
  const age = quote ? Math.max(now, quote.receivedAt) - quote.receivedAt : Infinity;
  return { quote, fresh: connection === 'live' && age <= QUOTE_FRESH_MS, connection };
}

function noop() {}

/**
 * The trading state as the reader may act on it: an open market whose prices are not live on
 * this screen (connection lost or offline, or the last tick older than QUOTE_FRESH_MS) is
 * paused here too ('stale'), so that its badge, its prices and its order buttons say so. Before
 * the first tick over a live connection the server's state stands (the confirmation still waits
 * for a fresh price).
 */
export function tradableStatus(
  status: MarketStatus | undefined,
  { quote, fresh, connection }: QuoteState,
): MarketStatus | undefined {
  if (status !== 'open') return status;
  const lost = connection === 'offline' || connection === 'reconnecting';
  return lost || (quote !== undefined && !fresh) ? 'stale' : status;
}
