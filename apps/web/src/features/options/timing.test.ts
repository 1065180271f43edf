import { describe, expect, it } from 'vitest';
import {
  countdownAnnouncement,
  countdownText,
  orderPhase,
  periodUnit,
  priceDigits,
  secondsLeft,
  standing,
} from './timing';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

describe('the countdown', () => {
  it('counts whole seconds up to expiry, rounded up, never below zero', () => {
    expect(secondsLeft(at(60_000), T0)).toBe(60);
    expect(secondsLeft(at(59_001), T0)).toBe(60);
    expect(secondsLeft(at(1), T0)).toBe(1);
    expect(secondsLeft(at(0), T0)).toBe(0);
    expect(secondsLeft(at(-5000), T0)).toBe(0);
  });

  it('reads as a clock', () => {
    expect(countdownText(60)).toBe('1:00');
    expect(countdownText(59)).toBe('0:59');
    expect(countdownText(545)).toBe('9:05');
    expect(countdownText(3723)).toBe('1:02:03');
    expect(countdownText(0)).toBe('0:00');
  });

  it('is announced once a minute at most', () => {
    expect(countdownAnnouncement(600)).toEqual({ minutes: 10 });
    expect(countdownAnnouncement(119)).toEqual({ minutes: 1 });
    expect(countdownAnnouncement(61)).toEqual({ minutes: 1 });
    expect(countdownAnnouncement(59)).toBe('underMinute');
  });

  it('turns to settling at expiry until the server has settled the order', () => {
    const order = { status: 'open' as const, expiresAt: at(2000) };
    expect(orderPhase(order, T0)).toBe('running');
    expect(orderPhase(order, T0 + 1999)).toBe('running');
    expect(orderPhase(order, T0 + 2000)).toBe('settling');
    expect(orderPhase({ ...order, status: 'settled' }, T0)).toBe('settled');
    expect(orderPhase({ ...order, status: 'void' }, T0 + 9000)).toBe('void');
  });
});

describe('standing', () => {
  it('compares the live price with the open price exactly', () => {
    expect(standing('up', '65000.10', '65000.11')).toBe('winning');
    expect(standing('up', '65000.10', '65000.09')).toBe('losing');
    expect(standing('down', '65000.10', '65000.09')).toBe('winning');
    expect(standing('down', '65000.10', '65000.11')).toBe('losing');
    expect(standing('up', '65000.1', '65000.100')).toBe('level');
    expect(standing('down', '0.100000000000000001', '0.1')).toBe('winning');
  });
});

describe('periods and prices', () => {
  it('names a period in its largest whole unit', () => {
    expect(periodUnit(60)).toEqual({ value: 1, unit: 'minute' });
    expect(periodUnit(600)).toEqual({ value: 10, unit: 'minute' });
    expect(periodUnit(45)).toEqual({ value: 45, unit: 'second' });
    expect(periodUnit(90)).toEqual({ value: 90, unit: 'second' });
    expect(periodUnit(7200)).toEqual({ value: 2, unit: 'hour' });
  });

  it('shows prices with the most decimals any of them has', () => {
    expect(priceDigits('65000.1', '65000.12')).toBe(2);
    expect(priceDigits('1.08', null, undefined)).toBe(2);
    expect(priceDigits('100')).toBe(0);
  });
});
