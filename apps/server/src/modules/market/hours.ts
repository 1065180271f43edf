/**
 * Trading hours: each schedule is a set of weekly windows written in the exchange's own time
 * zone, so daylight saving and time zones come from the platform's time zone data (Intl)
 * rather than from offsets typed in here. Public holidays are not modelled (docs/adr/0007).
 */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MINUTES_PER_WEEK = 7 * 1440;
const MINUTE_MS = 60_000;

export interface Window {
  /** "Mon 09:30": day and local time the window opens. */
  from: string;
  /** "Mon 16:00": when it closes (exclusive); earlier than `from` wraps over the week's end. */
  to: string;
}

export interface Schedule {
  timeZone: string;
  /** Empty: always open. */
  windows: readonly Window[];
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const everyWeekday = (open: string, close: string): Window[] =>
  weekdays.map((d) => ({ from: `${d} ${open}`, to: `${d} ${close}` }));
/** Sunday evening to Friday with a daily break: CME Globex and spot metals. */
const globex = (): Window[] =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'].map((d, i) => ({
    from: `${d} 18:00`,
    to: `${weekdays[i]} 17:00`,
  }));

export const SCHEDULES = {
  /** Crypto: around the clock. */
  always: { timeZone: 'UTC', windows: [] },
  /** Spot forex: Sunday 17:00 to Friday 17:00 New York time. */
  forex: { timeZone: 'America/New_York', windows: [{ from: 'Sun 17:00', to: 'Fri 17:00' }] },
  /** Spot metals: Sunday 18:00 to Friday 17:00 New York time, a break 17:00–18:00 daily. */
  metals: { timeZone: 'America/New_York', windows: globex() },
  /** CME Globex futures: as metals (Chicago's session written in New York time). */
  cme: { timeZone: 'America/New_York', windows: globex() },
  /** ICE Futures Europe (Brent): 01:00–23:00 London, opening Sunday 23:00. */
  ice: {
    timeZone: 'Europe/London',
    windows: [{ from: 'Sun 23:00', to: 'Mon 23:00' }, ...everyWeekday('01:00', '23:00').slice(1)],
  },
  /** NYSE and NASDAQ regular session. */
  'us-equity': { timeZone: 'America/New_York', windows: everyWeekday('09:30', '16:00') },
  /** London Stock Exchange. */
  lse: { timeZone: 'Europe/London', windows: everyWeekday('08:00', '16:30') },
  /** Xetra (Frankfurt). */
  xetra: { timeZone: 'Europe/Berlin', windows: everyWeekday('09:00', '17:30') },
  /** Hong Kong Exchanges: morning and afternoon sessions. */
  hkex: {
    timeZone: 'Asia/Hong_Kong',
    windows: [...everyWeekday('09:30', '12:00'), ...everyWeekday('13:00', '16:00')],
  },
  /** Tokyo Stock Exchange: morning and afternoon sessions. */
  tse: {
    timeZone: 'Asia/Tokyo',
    windows: [...everyWeekday('09:00', '11:30'), ...everyWeekday('12:30', '15:30')],
  },
} as const satisfies Record<string, Schedule>;

export type ScheduleId = keyof typeof SCHEDULES;
export const SCHEDULE_IDS = Object.keys(SCHEDULES) as ScheduleId[];

function minuteOfWeek(text: string): number {
  const match = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`bad session time ${text}`);
  const day = DAYS.indexOf(match[1] as (typeof DAYS)[number]);
  return day * 1440 + Number(match[2]) * 60 + Number(match[3]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local minute of the week (Sunday 00:00 is 0) of an instant in a time zone. */
export function localMinuteOfWeek(timeZone: string, time: number): number {
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatter(timeZone).formatToParts(time)) {
    if (part.type === 'weekday') day = DAYS.indexOf(part.value as (typeof DAYS)[number]);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day * 1440 + hour * 60 + minute;
}

interface CompiledWindow {
  from: number;
  to: number;
}

/** A schedule ready for fast questions; answers are cached until the state can next change. */
export class TradingHours {
  private readonly windows: CompiledWindow[];
  private cache: { open: boolean; from: number; until: number } | undefined;

  constructor(readonly schedule: Schedule) {
    this.windows = schedule.windows.map((w) => ({
      from: minuteOfWeek(w.from),
      to: minuteOfWeek(w.to),
    }));
  }

  get alwaysOpen(): boolean {
    return this.windows.length === 0;
  }

  private openAtMinute(m: number): boolean {
    return this.windows.some((w) =>
      w.from < w.to ? m >= w.from && m < w.to : m >= w.from || m < w.to,
    );
  }

  isOpen(time: number): boolean {
    if (this.alwaysOpen) return true;
    const c = this.cache;
    if (c && time >= c.from && time < c.until) return c.open;
    const open = this.openAtMinute(localMinuteOfWeek(this.schedule.timeZone, time));
    const from = Math.floor(time / MINUTE_MS) * MINUTE_MS;
    this.cache = { open, from, until: this.nextChange(time) ?? Number.MAX_SAFE_INTEGER };
    return open;
  }

  /** The first instant after `time` at which the session opens or closes; null if always open. */
  nextChange(time: number): number | null {
    if (this.alwaysOpen) return null;
    const zone = this.schedule.timeZone;
    const now = localMinuteOfWeek(zone, time);
    const boundaries = this.windows.flatMap((w) => [w.from, w.to]);
    const delta = Math.min(
      ...boundaries.map((b) => (b - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK),
    );
    const target = (now + delta) % MINUTES_PER_WEEK;
    let candidate = Math.floor(time / MINUTE_MS) * MINUTE_MS + delta * MINUTE_MS;
    // Across a daylight-saving change the local clock moved: correct by the difference (the
    // target may not exist on a spring-forward night, then the next minute that does counts).
    const seen: number[] = [];
    let converged = false;
    for (let i = 0; i < 3; i += 1) {
      const local = localMinuteOfWeek(zone, candidate);
      let diff = target - local;
      if (diff > MINUTES_PER_WEEK / 2) diff -= MINUTES_PER_WEEK;
      if (diff < -MINUTES_PER_WEEK / 2) diff += MINUTES_PER_WEEK;
      if (diff === 0) {
        converged = true;
        break;
      }
      seen.push(candidate);
      candidate += diff * MINUTE_MS;
    }
    if (!converged) {
      // The target minute does not exist that night: the change happens at the first minute
      // that is past it, found by walking the (at most two hours) between the guesses.
      const ahead = (m: number) => (m - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      const from = Math.min(...seen, candidate) - 60 * MINUTE_MS;
      const to = Math.max(...seen, candidate) + 60 * MINUTE_MS;
      for (
        let t = Math.max(from, Math.floor(time / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
        t <= to;
        t += MINUTE_MS
      ) {
        if (ahead(localMinuteOfWeek(zone, t)) >= delta) {
          candidate = t;
          break;
        }
      }
    }
    if (candidate <= time) candidate = Math.floor(time / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    return candidate;
  }
}

const compiled = new Map<ScheduleId, TradingHours>();
export function tradingHours(id: ScheduleId): TradingHours {
  let hours = compiled.get(id);
  if (!hours) {
    hours = new TradingHours(SCHEDULES[id]);
    compiled.set(id, hours);
  }
  return hours;
}
