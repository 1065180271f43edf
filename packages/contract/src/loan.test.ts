import { describe, expect, it } from 'vitest';
import {
  chargeableDaysAt,
  divideHalfEven,
  interestExact,
  interestFor,
  interestRounded,
  loanDayAt,
  loanDueAt,
  loanFigures,
  ratePercent,
  renderAgreement,
  LOAN_DAY_MS,
} from './loan.js';

/** The loan arithmetic the server charges and the web app shows (issue 19, docs/adr/0025). */

const at = (iso: string) => new Date(iso);

describe('loan arithmetic', () => {
  it('rounds half to even', () => {
    expect([5n, 15n, 25n, 26n, 14n, 35n].map((n) => divideHalfEven(n, 10n))).toEqual([
      0n,
      2n,
      2n,
      3n,
      1n,
      4n,
    ]);
    // 0.000001 USDT × 0.0005 × 1 day = 0.0000000005 USDT: half of a unit, rounds to the even 0.
    expect(interestFor(1n, '0.5', 1)).toBe(0n);
    expect(interestFor(3n, '0.5', 1)).toBe(2n);
  });

  it('prices the term beyond the interest-free days', () => {
    expect(
      loanFigures({
        principal: 1_000_000_000n,
        dailyRate: '0.0005',
        termDays: 30,
        interestFreeDays: 7,
      }),
    ).toEqual({ totalInterest: 11_500_000n, repaymentAmount: 1_011_500_000n, chargeableDays: 23 });
    expect(
      loanFigures({
        principal: 1_000_000_000n,
        dailyRate: '0.0005',
        termDays: 7,
        interestFreeDays: 7,
      }),
    ).toEqual({ totalInterest: 0n, repaymentAmount: 1_000_000_000n, chargeableDays: 0 });
  });

  it('counts a day once begun: day 7 is free, day 8 is charged', () => {
    const out = at('2026-03-01T10:00:00Z');
    const after = (ms: number) => new Date(out.getTime() + ms);
    expect(loanDayAt(out, out)).toBe(0);
    expect(loanDayAt(out, after(1))).toBe(1);
    expect(chargeableDaysAt(out, after(7 * LOAN_DAY_MS), 30, 7)).toBe(0);
    expect(chargeableDaysAt(out, after(7 * LOAN_DAY_MS + 1), 30, 7)).toBe(1);
    // Never beyond the due date.
    expect(chargeableDaysAt(out, after(90 * LOAN_DAY_MS), 30, 7)).toBe(23);
  });

  it('counts a leap day as a day', () => {
    const out = at('2028-02-25T12:00:00Z');
    expect(loanDueAt(out, 7).toISOString()).toBe('2028-03-03T12:00:00.000Z');
    expect(loanDayAt(out, at('2028-03-01T11:59:59Z'))).toBe(5);
  });

  it('never charges more for partial periods than for the whole', () => {
    // 900.5 USDT on day 9 after 1000 for day 8: exact sums, one rounding.
    const exact =
      interestExact(1_000_000_000n, '0.0005', 1) + interestExact(900_500_000n, '0.0005', 1);
    expect(interestRounded(exact)).toBe(950_250n);
    expect(interestRounded(exact)).toBeLessThanOrEqual(interestFor(1_000_000_000n, '0.0005', 2));
  });

  it('fills an agreement and refuses an unknown field', () => {
    const values = {
      date: '2026-11-27',
      lender: 'SWX',
      borrower: 'Ada Lovelace',
      birthdate: '1990-12-10',
      country: 'GB',
      address: 'London',
      documentType: 'passport',
      product: 'Starter loan',
      amount: '1000.00',
      termDays: '30',
      dailyRate: ratePercent('0.0005'),
      interestFreeDays: '7',
      totalInterest: '11.50',
      repaymentAmount: '1011.50',
    };
    expect(renderAgreement('{{borrower}} borrows {{amount}} at {{dailyRate}}', values)).toBe(
      'Ada Lovelace borrows 1000.00 at 0.05%',
    );
    expect(() => renderAgreement('{{salary}}', values)).toThrow(/salary/);
  });
});
