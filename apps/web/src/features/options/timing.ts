import type { OptionsDirection, OptionsOrder } from '@swx/contract';
import { useEffect, useState } from 'react';
import { compareDecimal } from '../../lib/decimal';

/**
 * Where an order stands in time and against the market: the countdown to expiry, the
 * "settling" wait after it (the server settles one to two seconds later, on the recorded
 * tick), and whether the live price would win, lose or draw now.
 */

/** running: before expiry; settling: expired, waiting for the server; then its end state. */
export type OrderPhase = 'running' | 'settling' | 'settled' | 'void';

export function orderPhase(order: Pick<OptionsOrder, 'status' | 'expiresAt'>, nowMs: number) {
  if (order.status !== 'open') return order.status;
  return secondsLeft(order.expiresAt, nowMs) > 0 ? 'running' : 'settling';
}

/** Whole seconds until expiry (rounded up: "0:01" until the very moment), never below 0. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const left = new Date(expiresAt).getTime() - nowMs;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / 1000) : 0;
}

/** A countdown as a clock: 0:59, 9:05, 1:02:03 (digits are the same in every language). */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * What a screen reader hears about the time left: whole minutes while a minute or more
 * remains, then "under a minute". It changes at most once a minute (never every second).
 */
export function countdownAnnouncement(seconds: number): { minutes: number } | 'underMinute' {
  return seconds >= 60 ? { minutes: Math.floor(seconds / 60) } : 'underMinute';
}

export type Standing = 'winning' | 'losing' | 'level';

/** Whether the order would win, lose or draw if it settled at `price` now. */
export function standing(direction: OptionsDirection, openPrice: string, price: string): Standing {
  const move = compareDecimal(price, openPrice);
  if (move === 0) return 'level';
  return move > 0 === (direction === 'up') ? 'winning' : 'losing';
}

/** A period as a value and a unit for Intl: 60 → 1 minute, 45 → 45 seconds, 3600 → 1 hour. */
export function periodUnit(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' } {
  if (seconds >= 3600 && seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hour' };
  if (seconds >= 60 && seconds % 60 === 0) return { value: seconds / 60, unit: 'minute' };
  return { value: seconds, unit: 'second' };
}

/** Decimals to show prices with when the instrument's precision is not at hand. */
export function priceDigits(...prices: Array<string | null | undefined>): number {
  return Math.max(
    0,
    ...prices.map((p) => (p && p.includes('.') ? p.length - p.indexOf('.') - 1 : 0)),
  );
}

/** The time now, refreshed every second while `active` (one clock per list, not per row). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    // Catch up at once when the clock starts again (a row became open, a page came back).
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [active]);
  return now;
}
