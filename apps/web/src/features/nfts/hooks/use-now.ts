import { useSyncExternalStore } from 'react';

/**
 * The time now, to the second, for countdowns: one timer for every countdown on the page
 * (a grid of live auctions ticks together), running only while one is shown.
 */

const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = 0;

/** The current second (ms): stable between two reads within a second. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = currentSecond();
    timer = setInterval(() => {
      now = currentSecond();
      for (const each of listeners) each();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The ticking second while the timer runs; else the current one. */
const snapshot = () => (timer === undefined ? currentSecond() : now);

function noSubscription(): () => void {
  return () => undefined;
}

/** Milliseconds since the epoch (whole seconds), updated each second while `active`. */
export function useNow(active = true): number {
  return useSyncExternalStore(active ? subscribe : noSubscription, snapshot);
}

/** Whole seconds from `now` until `at` (an ISO time), never below zero. */
export function secondsUntil(at: string, now: number): number {
  const end = new Date(at).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Seconds as days and a clock: { days: 1, clock: "03:04:05" }. */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return { days, clock };
}
