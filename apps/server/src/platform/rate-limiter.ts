import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits (failed logins, code requests): a window opens at the
 * first hit and closes `windowMs` later. In memory for a single instance; in Redis when
 * configured, so that every instance shares the counts. Both read time from the given clock.
 */
export interface RateLimiter {
  /** Adds one to `key`'s window and returns the count after it and the ms until it closes. */
  hit(key: string, windowMs: number): Promise<WindowState>;
  /** The current count and the ms until the window closes (0 and 0 when none is open). */
  peek(key: string): Promise<WindowState>;
  reset(key: string): Promise<void>;
}

export interface WindowState {
  count: number;
  resetMs: number;
}

type Clock = () => Date;

/** The most windows the memory limiter keeps; beyond it expired ones go, then the oldest. */
const MEMORY_MAX_KEYS = 100_000;

export function memoryRateLimiter(now: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function live(key: string, t: number) {
    const w = windows.get(key);
    if (w && w.resetAt <= t) {
      windows.delete(key);
      return undefined;
    }
    return w;
  }
  function makeRoom(t: number) {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MEMORY_MAX_KEYS) break;
      windows.delete(key);
    }
  }
  return {
    async hit(key, windowMs) {
      const t = now().getTime();
      let w = live(key, t);
      if (!w) {
        if (windows.size >= MEMORY_MAX_KEYS) makeRoom(t);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - t };
    },
    async peek(key) {
      const t = now().getTime();
      const w = live(key, t);
      return w ? { count: w.count, resetMs: w.resetAt - t } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Opens or counts in a window atomically; the key expires with its window. */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
local count
if resetAt <= now then
  resetAt = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'r', resetAt, 'c', 1)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, resetAt - now))
return {count, resetAt - now}
`;

export function redisRateLimiter(redis: Redis, prefix: string, now: Clock): RateLimiter {
  return {
    async hit(key, windowMs) {
      const [count, resetMs] = (await redis.eval(
        HIT_SCRIPT,
        1,
        prefix + key,
        now().getTime(),
        windowMs,
      )) as [number, number];
      return { count, resetMs };
    },
    async peek(key) {
      const [resetAt, count] = await redis.hmget(prefix + key, 'r', 'c');
      const t = now().getTime();
      const r = Number(resetAt ?? 0);
      return r > t ? { count: Number(count ?? 0), resetMs: r - t } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
