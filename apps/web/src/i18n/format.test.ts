import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoment, formatMoney } from './format';

describe('formatMoney', () => {
  it('keeps every digit of the decimal string, with at least two decimals', () => {
    expect(formatMoney('100000.000000', 'en', 6)).toBe('100,000.00');
    expect(formatMoney('12.345678', 'en', 6)).toBe('12.345678');
    expect(formatMoney('0.000001', 'en', 6)).toBe('0.000001');
    // More digits than a float holds: formatted from the string, not through a number.
    expect(formatMoney('12345678901234567.123456', 'en', 6)).toBe('12,345,678,901,234,567.123456');
    expect(formatMoney('0.100000000000000001', 'en', 18)).toBe('0.100000000000000001');
  });

  it('groups and separates by locale with Latin digits', () => {
    expect(formatMoney('100000.5', 'de', 6)).toBe('100.000,50');
    expect(formatMoney('100000.5', 'fr', 6)).toMatch(/^100\s000,50$/u);
    expect(formatMoney('100000.5', 'ar', 6)).toMatch(/100,000\.50/);
  });

  it('signs credits when asked, debits always, and zero never', () => {
    expect(formatMoney('100000.000000', 'en', 6, { signed: true })).toBe('+100,000.00');
    expect(formatMoney('-5.000000', 'en', 6, { signed: true })).toBe('-5.00');
    expect(formatMoney('-5.000000', 'en', 6)).toBe('-5.00');
    expect(formatMoney('0.000000', 'en', 6, { signed: true })).toBe('0.00');
    expect(formatMoney('-0.000000', 'en', 6, { signed: true })).toBe('0.00');
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
