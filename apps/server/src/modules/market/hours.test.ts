import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localMinuteOfWeek,
  SCHEDULE_IDS,
  TradingHours,
  tradingHours,
  type ScheduleId,
} from './hours.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string): number => Date.parse(iso);
const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());

/** Asserts the state flips exactly at `boundary`: one ms before it is `before`, at it is not. */
function flipsAt(id: ScheduleId, boundary: string, before: boolean): void {
  const h = tradingHours(id);
  const t = at(boundary);
  expect(h.isOpen(t - 1), `${id} just before ${boundary}`).toBe(before);
  expect(h.isOpen(t), `${id} at ${boundary}`).toBe(!before);
  // From a fresh object too, so that no cached answer is involved.
  const fresh = new TradingHours(h.schedule);
  expect(fresh.isOpen(t), `${id} at ${boundary} (fresh)`).toBe(!before);
  expect(new TradingHours(h.schedule).isOpen(t - 1), `${id} before ${boundary} (fresh)`).toBe(
    before,
  );
}

/** Asserts nextChange from each of `from` is exactly `expected`. */
function nextIs(id: ScheduleId, from: string[], expected: string): void {
  const h = tradingHours(id);
  for (const f of from) expect(iso(h.nextChange(at(f))), `${id} from ${f}`).toBe(expected);
}

// ---------------------------------------------------------------------------------------------
// An independent oracle for 2026: UTC offsets written out from the published DST rules (no
// Intl), and each venue's hours written as plain conditions.

const US_DST = [at('2026-03-08T07:00:00Z'), at('2026-11-01T06:00:00Z')] as const;
const EU_DST = [at('2026-03-29T01:00:00Z'), at('2026-10-25T01:00:00Z')] as const;
const inRange = (t: number, [a, b]: readonly [number, number]): boolean => t >= a && t < b;

/** Valid from late 2025 to early 2027. */
function offsetMinutes(zone: 'ny' | 'london' | 'berlin' | 'hk' | 'tokyo', t: number): number {
  switch (zone) {
    case 'ny':
      return inRange(t, US_DST) ? -240 : -300;
    case 'london':
      return inRange(t, EU_DST) ? 60 : 0;
    case 'berlin':
      return inRange(t, EU_DST) ? 120 : 60;
    case 'hk':
      return 480;
    case 'tokyo':
      return 540;
  }
}

/** Local day of week (0 = Sunday) and minute of day. */
function local(zone: Parameters<typeof offsetMinutes>[0], t: number): { d: number; m: number } {
  const localMs = t + offsetMinutes(zone, t) * MIN;
  const days = Math.floor(localMs / DAY);
  return {
    d: (((days + 4) % 7) + 7) % 7, // 1970-01-01 was a Thursday
    m: Math.floor((localMs - days * DAY) / MIN),
  };
}

const hm = (h: number, m = 0): number => h * 60 + m;
const weekday = (d: number): boolean => d >= 1 && d <= 5;

function bruteOpen(id: ScheduleId, t: number): boolean {
  switch (id) {
    case 'always':
      return true;
    case 'forex': {
      const { d, m } = local('ny', t);
      if (d === 6) return false;
      if (d === 0) return m >= hm(17);
      if (d === 5) return m < hm(17);
      return true;
    }
    case 'metals':
    case 'cme': {
      const { d, m } = local('ny', t);
      if (d === 6) return false;
      if (d === 0) return m >= hm(18);
      if (d === 5) return m < hm(17);
      return m < hm(17) || m >= hm(18);
    }
    case 'ice': {
      const { d, m } = local('london', t);
      if (d === 0) return m >= hm(23);
      if (d === 1) return m < hm(23);
      if (d >= 2 && d <= 5) return m >= hm(1) && m < hm(23);
      return false;
    }
    case 'us-equity': {
      const { d, m } = local('ny', t);
      return weekday(d) && m >= hm(9, 30) && m < hm(16);
    }
    case 'lse': {
      const { d, m } = local('london', t);
      return weekday(d) && m >= hm(8) && m < hm(16, 30);
    }
    case 'xetra': {
      const { d, m } = local('berlin', t);
      return weekday(d) && m >= hm(9) && m < hm(17, 30);
    }
    case 'hkex': {
      const { d, m } = local('hk', t);
      return weekday(d) && ((m >= hm(9, 30) && m < hm(12)) || (m >= hm(13) && m < hm(16)));
    }
    case 'tse': {
      const { d, m } = local('tokyo', t);
      return weekday(d) && ((m >= hm(9) && m < hm(11, 30)) || (m >= hm(12, 30) && m < hm(15, 30)));
    }
  }
}

describe('the oracle itself', () => {
  it('knows a few instants', () => {
    expect(bruteOpen('us-equity', at('2026-01-15T14:30:00Z'))).toBe(true);
    expect(bruteOpen('us-equity', at('2026-01-15T14:29:00Z'))).toBe(false);
    expect(bruteOpen('lse', at('2026-07-15T07:00:00Z'))).toBe(true);
    expect(local('ny', at('2026-01-18T04:59:00Z'))).toEqual({ d: 6, m: hm(23, 59) });
  });
});

// ---------------------------------------------------------------------------------------------

describe('localMinuteOfWeek', () => {
  it('counts from Sunday 00:00 local time', () => {
    // Sunday 2026-01-18 00:00 New York (EST) is 05:00Z.
    expect(localMinuteOfWeek('America/New_York', at('2026-01-18T05:00:00Z'))).toBe(0);
    expect(localMinuteOfWeek('America/New_York', at('2026-01-18T04:59:00Z'))).toBe(7 * 1440 - 1);
    // Thursday 2026-01-15 09:30 EST.
    expect(localMinuteOfWeek('America/New_York', at('2026-01-15T14:30:00Z'))).toBe(
      4 * 1440 + hm(9, 30),
    );
    // Wednesday 2026-07-15 09:30 EDT.
    expect(localMinuteOfWeek('America/New_York', at('2026-07-15T13:30:59Z'))).toBe(
      3 * 1440 + hm(9, 30),
    );
    // Midnight is hour 0, not 24.
    expect(localMinuteOfWeek('UTC', at('2026-01-13T00:00:00Z'))).toBe(2 * 1440);
    expect(localMinuteOfWeek('Asia/Tokyo', at('2026-01-12T15:00:00Z'))).toBe(2 * 1440);
  });

  it('agrees with the oracle at random instants (property)', () => {
    const zones = [
      ['America/New_York', 'ny'],
      ['Europe/London', 'london'],
      ['Europe/Berlin', 'berlin'],
      ['Asia/Hong_Kong', 'hk'],
      ['Asia/Tokyo', 'tokyo'],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
        fc.constantFrom(...zones),
        (t, [zone, short]) => {
          const { d, m } = local(short, t);
          expect(localMinuteOfWeek(zone, t)).toBe(d * 1440 + m);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('US equities', () => {
  it('open at 09:30 New York in winter (EST) and summer (EDT)', () => {
    const h = tradingHours('us-equity');
    expect(h.isOpen(at('2026-01-15T14:30:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-15T14:29:00Z'))).toBe(false);
    expect(h.isOpen(at('2026-01-15T14:29:59.999Z'))).toBe(false);
    expect(h.isOpen(at('2026-07-15T13:30:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-07-15T13:29:59.999Z'))).toBe(false);
    // 13:30Z in winter is 08:30 New York: closed.
    expect(h.isOpen(at('2026-01-15T13:30:00Z'))).toBe(false);
    flipsAt('us-equity', '2026-01-15T14:30:00Z', false);
    flipsAt('us-equity', '2026-07-15T13:30:00Z', false);
  });

  it('close at 16:00 New York', () => {
    const h = tradingHours('us-equity');
    expect(h.isOpen(at('2026-01-15T20:59:59.999Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-15T21:00:00Z'))).toBe(false);
    expect(h.isOpen(at('2026-07-15T19:59:59.999Z'))).toBe(true);
    expect(h.isOpen(at('2026-07-15T20:00:00Z'))).toBe(false);
    // 20:30Z in winter is 15:30 New York: open.
    expect(h.isOpen(at('2026-01-15T20:30:00Z'))).toBe(true);
    flipsAt('us-equity', '2026-01-15T21:00:00Z', true);
    flipsAt('us-equity', '2026-07-15T20:00:00Z', true);
  });

  it('are closed on Saturday and Sunday', () => {
    const h = tradingHours('us-equity');
    for (const t of [
      '2026-01-17T15:00:00Z', // Saturday 10:00 EST
      '2026-01-18T15:00:00Z', // Sunday 10:00 EST
      '2026-07-18T14:00:00Z', // Saturday 10:00 EDT
      '2026-07-19T18:00:00Z', // Sunday 14:00 EDT
    ])
      expect(h.isOpen(at(t)), t).toBe(false);
  });

  it('nextChange finds the open, the close and the Monday after a weekend', () => {
    nextIs(
      'us-equity',
      ['2026-01-15T10:00:00Z', '2026-01-15T14:29:59.999Z'],
      '2026-01-15T14:30:00.000Z',
    );
    nextIs(
      'us-equity',
      ['2026-01-15T14:30:00Z', '2026-01-15T20:59:00Z'],
      '2026-01-15T21:00:00.000Z',
    );
    nextIs(
      'us-equity',
      ['2026-01-16T21:00:00Z', '2026-01-18T12:00:00Z'],
      '2026-01-19T14:30:00.000Z',
    );
    nextIs('us-equity', ['2026-07-15T05:00:00Z'], '2026-07-15T13:30:00.000Z');
    // Friday before the March change (EST) to Monday after it (EDT).
    nextIs(
      'us-equity',
      ['2026-03-06T21:00:00Z', '2026-03-08T03:00:00Z'],
      '2026-03-09T13:30:00.000Z',
    );
    // Friday before the November change (EDT) to Monday after it (EST).
    nextIs(
      'us-equity',
      ['2026-10-30T20:00:00Z', '2026-11-01T05:30:00Z'],
      '2026-11-02T14:30:00.000Z',
    );
  });
});

describe('forex', () => {
  it('opens Sunday 17:00 and closes Friday 17:00 New York', () => {
    const h = tradingHours('forex');
    // Winter: Sunday 2026-01-18 17:00 EST = 22:00Z.
    flipsAt('forex', '2026-01-18T22:00:00Z', false);
    // Friday 2026-01-16 17:00 EST = 22:00Z.
    flipsAt('forex', '2026-01-16T22:00:00Z', true);
    // Summer: Sunday 2026-07-19 17:00 EDT = 21:00Z; Friday 2026-07-17 17:00 EDT = 21:00Z.
    flipsAt('forex', '2026-07-19T21:00:00Z', false);
    flipsAt('forex', '2026-07-17T21:00:00Z', true);
    // Open all week in between, midnight included; closed all Saturday.
    expect(h.isOpen(at('2026-01-14T05:00:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-15T00:00:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-17T12:00:00Z'))).toBe(false);
    expect(h.isOpen(at('2026-01-18T21:59:59.999Z'))).toBe(false);
  });

  it('follows the March change (Sunday 2026-03-08)', () => {
    // Friday 2026-03-06 is still EST: closes 22:00Z.
    flipsAt('forex', '2026-03-06T22:00:00Z', true);
    // Sunday 2026-03-08 is EDT from 02:00 local: opens 17:00 EDT = 21:00Z.
    flipsAt('forex', '2026-03-08T21:00:00Z', false);
    // Friday 2026-03-13 closes at 21:00Z.
    flipsAt('forex', '2026-03-13T21:00:00Z', true);
    nextIs('forex', ['2026-03-06T20:00:00Z'], '2026-03-06T22:00:00.000Z');
    nextIs(
      'forex',
      [
        '2026-03-06T22:00:00Z',
        '2026-03-07T12:00:00Z',
        '2026-03-08T06:30:00Z',
        '2026-03-08T07:30:00Z',
      ],
      '2026-03-08T21:00:00.000Z',
    );
    nextIs('forex', ['2026-03-08T21:00:00Z', '2026-03-10T12:00:00Z'], '2026-03-13T21:00:00.000Z');
  });

  it('follows the November change (Sunday 2026-11-01)', () => {
    // Friday 2026-10-30 is still EDT: closes 21:00Z.
    flipsAt('forex', '2026-10-30T21:00:00Z', true);
    // Sunday 2026-11-01 is EST from 02:00 local: opens 17:00 EST = 22:00Z.
    flipsAt('forex', '2026-11-01T22:00:00Z', false);
    expect(tradingHours('forex').isOpen(at('2026-11-01T21:30:00Z'))).toBe(false);
    nextIs('forex', ['2026-10-30T20:00:00Z'], '2026-10-30T21:00:00.000Z');
    nextIs(
      'forex',
      [
        '2026-10-30T21:00:00Z',
        '2026-10-31T12:00:00Z',
        '2026-11-01T05:30:00Z',
        '2026-11-01T06:30:00Z',
      ],
      '2026-11-01T22:00:00.000Z',
    );
    // The next Friday (EST): 22:00Z.
    nextIs('forex', ['2026-11-01T22:00:00Z'], '2026-11-06T22:00:00.000Z');
  });

  it('nextChange answers the exact Friday close and Sunday open', () => {
    nextIs(
      'forex',
      ['2026-11-20T20:00:00Z', '2026-11-20T21:59:59.999Z'],
      '2026-11-20T22:00:00.000Z',
    );
    nextIs(
      'forex',
      ['2026-11-20T22:00:00Z', '2026-11-21T12:00:00Z', '2026-11-22T21:59:00Z'],
      '2026-11-22T22:00:00.000Z',
    );
    nextIs('forex', ['2026-11-22T22:00:00Z'], '2026-11-27T22:00:00.000Z');
  });
});

describe('metals and CME', () => {
  it('break daily 17:00–18:00 New York', () => {
    for (const id of ['metals', 'cme'] as const) {
      // Wednesday 2026-01-14 (EST): closed 22:00Z–23:00Z.
      flipsAt(id, '2026-01-14T22:00:00Z', true);
      flipsAt(id, '2026-01-14T23:00:00Z', false);
      expect(tradingHours(id).isOpen(at('2026-01-14T22:30:00Z'))).toBe(false);
      // Wednesday 2026-07-15 (EDT): closed 21:00Z–22:00Z.
      flipsAt(id, '2026-07-15T21:00:00Z', true);
      flipsAt(id, '2026-07-15T22:00:00Z', false);
      nextIs(id, ['2026-07-15T12:00:00Z'], '2026-07-15T21:00:00.000Z');
      nextIs(id, ['2026-07-15T21:00:00Z', '2026-07-15T21:59:00Z'], '2026-07-15T22:00:00.000Z');
    }
  });

  it('open Sunday 18:00 and close Friday 17:00 New York', () => {
    const h = tradingHours('metals');
    flipsAt('metals', '2026-01-16T22:00:00Z', true); // Friday 17:00 EST
    flipsAt('metals', '2026-01-18T23:00:00Z', false); // Sunday 18:00 EST
    // Sunday 17:30 New York: forex is open, metals are not.
    expect(h.isOpen(at('2026-01-18T22:30:00Z'))).toBe(false);
    expect(tradingHours('forex').isOpen(at('2026-01-18T22:30:00Z'))).toBe(true);
    // Friday 17:00 to Sunday 18:00 across the March change.
    nextIs('metals', ['2026-03-06T22:00:00Z', '2026-03-07T12:00:00Z'], '2026-03-08T22:00:00.000Z');
    nextIs('cme', ['2026-10-30T21:00:00Z'], '2026-11-01T23:00:00.000Z');
  });
});

describe('ICE Futures Europe', () => {
  it('opens Sunday 23:00 London and breaks 23:00–01:00 on weekdays', () => {
    flipsAt('ice', '2026-01-18T23:00:00Z', false); // Sunday 23:00 GMT
    flipsAt('ice', '2026-01-19T23:00:00Z', true); // Monday 23:00 GMT
    flipsAt('ice', '2026-01-20T01:00:00Z', false); // Tuesday 01:00 GMT
    flipsAt('ice', '2026-07-19T22:00:00Z', false); // Sunday 23:00 BST
    flipsAt('ice', '2026-07-21T00:00:00Z', false); // Tuesday 01:00 BST
    flipsAt('ice', '2026-07-24T22:00:00Z', true); // Friday 23:00 BST
  });
});

describe('Asian sessions', () => {
  it('HKEX breaks for lunch 12:00–13:00 Hong Kong', () => {
    const h = tradingHours('hkex');
    flipsAt('hkex', '2026-01-15T01:30:00Z', false); // 09:30 HKT
    flipsAt('hkex', '2026-01-15T04:00:00Z', true); // 12:00 HKT
    flipsAt('hkex', '2026-01-15T05:00:00Z', false); // 13:00 HKT
    flipsAt('hkex', '2026-01-15T08:00:00Z', true); // 16:00 HKT
    expect(h.isOpen(at('2026-01-15T04:30:00Z'))).toBe(false);
    expect(h.isOpen(at('2026-07-15T04:30:00Z'))).toBe(false); // no DST in Hong Kong
    expect(h.isOpen(at('2026-07-15T03:59:00Z'))).toBe(true);
    nextIs('hkex', ['2026-01-15T02:00:00Z'], '2026-01-15T04:00:00.000Z');
    nextIs('hkex', ['2026-01-15T04:00:00Z'], '2026-01-15T05:00:00.000Z');
    // Friday afternoon close to Monday morning open.
    nextIs('hkex', ['2026-01-16T08:00:00Z'], '2026-01-19T01:30:00.000Z');
    // Saturday morning in Hong Kong: closed.
    expect(h.isOpen(at('2026-01-17T02:00:00Z'))).toBe(false);
  });

  it('Tokyo breaks 11:30–12:30', () => {
    const h = tradingHours('tse');
    flipsAt('tse', '2026-01-15T00:00:00Z', false); // 09:00 JST
    flipsAt('tse', '2026-01-15T02:30:00Z', true); // 11:30 JST
    flipsAt('tse', '2026-01-15T03:30:00Z', false); // 12:30 JST
    flipsAt('tse', '2026-01-15T06:30:00Z', true); // 15:30 JST
    expect(h.isOpen(at('2026-01-15T03:00:00Z'))).toBe(false);
    // Monday 09:00 JST is Monday 00:00Z: open; Sunday 23:59Z is Monday 08:59 JST: closed.
    expect(h.isOpen(at('2026-01-19T00:00:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-18T23:59:59.999Z'))).toBe(false);
    nextIs('tse', ['2026-01-16T06:30:00Z'], '2026-01-19T00:00:00.000Z');
  });
});

describe('European sessions', () => {
  it('London opens 08:00 and closes 16:30 in GMT and in BST', () => {
    flipsAt('lse', '2026-01-15T08:00:00Z', false);
    flipsAt('lse', '2026-01-15T16:30:00Z', true);
    flipsAt('lse', '2026-07-15T07:00:00Z', false);
    flipsAt('lse', '2026-07-15T15:30:00Z', true);
  });

  it('Xetra opens 09:00 and closes 17:30 in CET and in CEST', () => {
    flipsAt('xetra', '2026-01-15T08:00:00Z', false);
    flipsAt('xetra', '2026-01-15T16:30:00Z', true);
    flipsAt('xetra', '2026-07-15T07:00:00Z', false);
    flipsAt('xetra', '2026-07-15T15:30:00Z', true);
  });

  it('follow the European changes, not the American ones', () => {
    // 2026-03-09 to 2026-03-27: New York is on EDT, Europe still on winter time.
    flipsAt('lse', '2026-03-16T08:00:00Z', false);
    flipsAt('xetra', '2026-03-16T08:00:00Z', false);
    flipsAt('us-equity', '2026-03-16T13:30:00Z', false);
    flipsAt('lse', '2026-03-27T16:30:00Z', true);
    // Monday 2026-03-30: Europe on summer time.
    flipsAt('lse', '2026-03-30T07:00:00Z', false);
    flipsAt('xetra', '2026-03-30T07:00:00Z', false);
    flipsAt('xetra', '2026-03-30T15:30:00Z', true);
    nextIs(
      'lse',
      ['2026-03-27T16:30:00Z', '2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z'],
      '2026-03-30T07:00:00.000Z',
    );
    nextIs('xetra', ['2026-03-27T16:30:00Z', '2026-03-28T12:00:00Z'], '2026-03-30T07:00:00.000Z');
    // 2026-10-26 to 2026-10-30: Europe back on winter time, New York still on EDT.
    flipsAt('lse', '2026-10-23T15:30:00Z', true); // Friday, BST
    flipsAt('lse', '2026-10-26T08:00:00Z', false); // Monday, GMT
    flipsAt('xetra', '2026-10-26T08:00:00Z', false);
    flipsAt('us-equity', '2026-10-26T13:30:00Z', false);
    nextIs(
      'lse',
      ['2026-10-23T15:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'],
      '2026-10-26T08:00:00.000Z',
    );
    nextIs('xetra', ['2026-10-23T15:30:00Z'], '2026-10-26T08:00:00.000Z');
  });
});

describe('crypto', () => {
  it('is always open and never changes', () => {
    const h = tradingHours('always');
    expect(h.alwaysOpen).toBe(true);
    for (const t of [
      '2026-01-17T12:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-12-25T00:00:00Z',
    ])
      expect(h.isOpen(at(t))).toBe(true);
    expect(h.nextChange(at('2026-01-17T12:00:00Z'))).toBeNull();
  });
});

describe('custom schedules', () => {
  it('refuses a malformed session time', () => {
    expect(
      () => new TradingHours({ timeZone: 'UTC', windows: [{ from: 'Mon 9:30', to: 'Mon 16:00' }] }),
    ).toThrow();
    expect(
      () =>
        new TradingHours({ timeZone: 'UTC', windows: [{ from: 'Xyz 09:30', to: 'Mon 16:00' }] }),
    ).toThrow();
  });

  it('a window whose end is earlier than its start wraps over the week end', () => {
    const h = new TradingHours({
      timeZone: 'UTC',
      windows: [{ from: 'Sat 22:00', to: 'Sun 02:00' }],
    });
    expect(h.isOpen(at('2026-01-17T21:59:00Z'))).toBe(false);
    expect(h.isOpen(at('2026-01-17T22:00:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-18T01:59:00Z'))).toBe(true);
    expect(h.isOpen(at('2026-01-18T02:00:00Z'))).toBe(false);
    expect(iso(h.nextChange(at('2026-01-18T00:00:00Z')))).toBe('2026-01-18T02:00:00.000Z');
  });

  it('a boundary in the skipped spring-forward hour moves to the first minute that exists', () => {
    // On 2026-03-08 New York clocks go from 01:59:59 EST (06:59:59Z) to 03:00 EDT (07:00Z):
    // "Sun 02:30" does not exist that day; the session opens when the clock shows 03:00.
    const h = new TradingHours({
      timeZone: 'America/New_York',
      windows: [{ from: 'Sun 02:30', to: 'Sun 12:00' }],
    });
    expect(h.isOpen(at('2026-03-08T06:59:59.999Z'))).toBe(false);
    expect(h.isOpen(at('2026-03-08T07:00:00Z'))).toBe(true);
    expect(iso(h.nextChange(at('2026-03-08T06:00:00Z')))).toBe('2026-03-08T07:00:00.000Z');
    // The week before, without a change, 02:30 EST is 07:30Z.
    expect(iso(h.nextChange(at('2026-03-01T06:00:00Z')))).toBe('2026-03-01T07:30:00.000Z');
  });
});

// ---------------------------------------------------------------------------------------------

describe('against the oracle (property)', () => {
  const YEAR_FROM = at('2026-01-01T00:00:00Z');
  const YEAR_TO = at('2027-01-01T00:00:00Z');
  const scheduled = SCHEDULE_IDS.filter((id) => id !== 'always');

  it('lists every schedule the oracle knows', () => {
    expect([...SCHEDULE_IDS].sort()).toEqual(
      [
        'always',
        'cme',
        'forex',
        'hkex',
        'ice',
        'lse',
        'metals',
        'tse',
        'us-equity',
        'xetra',
      ].sort(),
    );
  });

  it('isOpen agrees with the oracle at random instants of 2026', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEDULE_IDS),
        fc.integer({ min: YEAR_FROM, max: YEAR_TO }),
        (id, t) => {
          expect(tradingHours(id).isOpen(t)).toBe(bruteOpen(id, t));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('isOpen agrees with the oracle over a walk of nearby instants (cache)', () => {
    // Many questions close together in time, forwards and sometimes back, as the feed asks them.
    fc.assert(
      fc.property(
        fc.constantFrom(...scheduled),
        fc.integer({ min: YEAR_FROM, max: YEAR_TO }),
        fc.array(fc.integer({ min: -2 * HOUR, max: 6 * HOUR }), { minLength: 1, maxLength: 40 }),
        (id, start, moves) => {
          const h = tradingHours(id);
          let t = start;
          for (const dt of moves) {
            t += dt;
            expect(h.isOpen(t), `${id} at ${iso(t)}`).toBe(bruteOpen(id, t));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('nextChange is exactly the next boundary: constant before it, flipped at it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...scheduled),
        fc.integer({ min: YEAR_FROM, max: YEAR_TO }),
        (id, t) => {
          const h = tradingHours(id);
          const next = h.nextChange(t);
          expect(next).not.toBeNull();
          const n = next!;
          expect(n).toBeGreaterThan(t);
          expect(n % MIN).toBe(0);
          const state = bruteOpen(id, t);
          expect(h.isOpen(t)).toBe(state);
          // The oracle stays constant on every minute up to the boundary...
          for (let m = Math.floor(t / MIN) * MIN + MIN; m < n; m += MIN)
            if (bruteOpen(id, m) !== state)
              expect.fail(`${id} from ${iso(t)}: changed at ${iso(m)} before ${iso(n)}`);
          // ...and flips at it.
          expect(bruteOpen(id, n), `${id} from ${iso(t)}`).toBe(!state);
          // isOpen agrees at a few sample points.
          expect(h.isOpen(n - 1)).toBe(state);
          expect(h.isOpen(Math.floor((t + n) / 2))).toBe(state);
          expect(h.isOpen(n)).toBe(!state);
          expect(h.isOpen(t)).toBe(state);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('nextChange walks every boundary of the DST weeks in order', () => {
    // From each boundary, the next one; all of them flip the oracle and nothing in between does.
    for (const id of scheduled) {
      const h = tradingHours(id);
      for (const [from, to] of [
        ['2026-03-05T00:00:00Z', '2026-04-02T00:00:00Z'],
        ['2026-10-22T00:00:00Z', '2026-11-05T00:00:00Z'],
      ] as const) {
        let t = at(from);
        let count = 0;
        while (t < at(to)) {
          const n = h.nextChange(t)!;
          const state = bruteOpen(id, t);
          for (let m = Math.floor(t / MIN) * MIN + MIN; m < n; m += MIN)
            if (bruteOpen(id, m) !== state) expect.fail(`${id}: missed ${iso(m)}`);
          expect(bruteOpen(id, n), `${id} at ${iso(n)}`).toBe(!state);
          t = n;
          count += 1;
        }
        expect(count).toBeGreaterThan(0);
      }
    }
  });
});
