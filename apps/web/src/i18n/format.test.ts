import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DECIMALS,
  displayDecimals,
  formatDate,
  formatDateTime,
  formatExactMoney,
  formatMoment,
  formatMoney,
} from './format';

describe('formatMoney', () => {
  it('shows USDT with exactly two decimals, BTC up to 8 and ETH up to 6', () => {
    expect(formatMoney('100000.000000', 'en', 'USDT')).toBe('100,000.00');
    expect(formatMoney('100', 'en', 'USDT')).toBe('100.00');
    expect(formatMoney('99364.372182', 'en', 'USDT')).toBe('99,364.37');
    expect(formatMoney('1076.8488', 'en', 'USDT')).toBe('1,076.85');
    expect(formatMoney('0.02000000', 'en', 'BTC')).toBe('0.02');
    expect(formatMoney('0.00012345', 'en', 'BTC')).toBe('0.00012345');
    expect(formatMoney('1.123456789012345678', 'en', 'ETH')).toBe('1.123457');
    expect(formatMoney('1.5', 'en', 'ETH')).toBe('1.50');
    // An asset this build does not know: up to 8.
    expect(formatMoney('2.123456789', 'en', 'SOL')).toBe('2.12345679');
    expect(DISPLAY_DECIMALS).toEqual({ USDT: 2, BTC: 8, ETH: 6 });
    expect(displayDecimals('SOL')).toBe(8);
  });

  it('rounds half away from zero, from the string, never through a float', () => {
    expect(formatMoney('0.005', 'en', 'USDT')).toBe('0.01');
    expect(formatMoney('-0.005', 'en', 'USDT')).toBe('-0.01');
    expect(formatMoney('2.345', 'en', 'USDT')).toBe('2.35');
    expect(formatMoney('2.344999', 'en', 'USDT')).toBe('2.34');
    // 1.005 is 1.00499999999999989… as a float: a float would round it down.
    expect(formatMoney('1.005', 'en', 'USDT')).toBe('1.01');
    // More digits than a float holds: every shown digit kept.
    expect(formatMoney('12345678901234567.125', 'en', 'USDT')).toBe('12,345,678,901,234,567.13');
  });

  it('groups and separates by locale with Latin digits', () => {
    expect(formatMoney('100000.5', 'de', 'USDT')).toBe('100.000,50');
    expect(formatMoney('100000.5', 'fr', 'USDT')).toMatch(/^100\s000,50$/u);
    expect(formatMoney('100000.5', 'ar', 'USDT')).toMatch(/100,000\.50/);
    expect(formatMoney('100000.5', 'ar', 'USDT')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('signs credits when asked, debits always, and zero never', () => {
    expect(formatMoney('100000.000000', 'en', 'USDT', { signed: true })).toBe('+100,000.00');
    expect(formatMoney('2.992', 'en', 'USDT', { signed: true })).toBe('+2.99');
    expect(formatMoney('-5.000000', 'en', 'USDT', { signed: true })).toBe('-5.00');
    expect(formatMoney('-5.000000', 'en', 'USDT')).toBe('-5.00');
    expect(formatMoney('0.000000', 'en', 'USDT', { signed: true })).toBe('0.00');
    expect(formatMoney('-0.000000', 'en', 'USDT', { signed: true })).toBe('0.00');
    expect(formatMoney('-0.000000', 'en', 'USDT')).toBe('0.00');
  });

  it('keeps the sign of an amount that rounds to zero: never a plain 0.00 for a gain or loss', () => {
    expect(formatMoney('0.000001', 'en', 'USDT', { signed: true })).toBe('+0.00');
    expect(formatMoney('0.004999', 'en', 'USDT', { signed: true })).toBe('+0.00');
    expect(formatMoney('-0.000001', 'en', 'USDT', { signed: true })).toBe('-0.00');
    expect(formatMoney('-0.000001', 'en', 'USDT')).toBe('-0.00');
    expect(formatExactMoney('0.000001', 'en', 'USDT', { signed: true })).toBe('+0.000001');
  });
});

describe('formatExactMoney', () => {
  it('keeps every digit the ledger keeps, with at least two decimals', () => {
    expect(formatExactMoney('99364.372182', 'en', 'USDT')).toBe('99,364.372182');
    expect(formatExactMoney('100000.000000', 'en', 'USDT')).toBe('100,000.00');
    expect(formatExactMoney('-2.992', 'en', 'USDT', { signed: true })).toBe('-2.992');
    expect(formatExactMoney('0.100000000000000001', 'en', 'ETH')).toBe('0.100000000000000001');
    expect(formatExactMoney('12345678901234567.123456', 'en', 'USDT')).toBe(
      '12,345,678,901,234,567.123456',
    );
    expect(formatExactMoney('1234.5', 'de', 'USDT')).toBe('1.234,50');
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the locale, with Latin digits in Arabic', () => {
    const time = '2026-11-22T17:16:52.004Z';
    expect(formatDateTime(time, 'en')).toMatch(/2026/);
    expect(formatDateTime(time, 'ar')).toMatch(/2026/);
    expect(formatDateTime(time, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDateTime('not a time', 'en')).toBe('');
  });
});

describe('formatMoment', () => {
  it('shows the seconds that decide an order, where the date and time leave them out', () => {
    const time = '2026-11-22T17:16:52.004Z';
    expect(formatMoment(time, 'en')).toMatch(/:52/);
    expect(formatDateTime(time, 'en')).not.toMatch(/:52/);
    expect(formatDate(time, 'en')).not.toMatch(/:/);
    expect(formatMoment(time, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatMoment('not a time', 'en')).toBe('');
  });
});
