import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUnits } from './money.js';
import {
  accruedAfter,
  annualRate,
  buySmartBody,
  dayInterest,
  exitFigures,
  exitSmartBody,
  smartTerms,
} from './smart.js';

/** The arithmetic of smart plans, shared by the server (which pays) and the app (which shows). */

const usdt = (text: string) => toUnits(text, 6)!;

describe('terms', () => {
  it('reserves principal × daily rate × term, rounded down to the micro-USDT', () => {
    expect(
      smartTerms({ principal: usdt('500'), dailyRate: '0.0003', termDays: 7, penaltyRate: '0.05' }),
    ).toEqual({ totalInterest: usdt('1.05'), penalty: usdt('25') });
    // 333.333333 × 0.0004 × 30 = 3.9999999996 → 3.999999.
    expect(
      smartTerms({
        principal: usdt('333.333333'),
        dailyRate: '0.0004',
        termDays: 30,
        penaltyRate: '0.05',
      }).totalInterest,
    ).toBe(usdt('3.999999'));
  });

  it('quotes the annual rate as 365 daily rates, simple', () => {
    expect(annualRate('0.0003')).toBe('0.1095');
    expect(annualRate('0.0005')).toBe('0.1825');
    expect(annualRate('0.01')).toBe('3.65');
  });

  it('spreads the total over the days so that they sum to it exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 400 }),
        (total, term) => {
          let sum = 0n;
          for (let day = 1; day <= term; day++) {
            const d = dayInterest(total, day, term);
            expect(d >= 0n).toBe(true);
            sum += d;
            expect(sum).toBe(accruedAfter(total, day, term));
          }
          expect(sum).toBe(total);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('early exit', () => {
  it('pays principal − penalty + unpaid interest and returns the unearned interest', () => {
    expect(
      exitFigures({
        principal: usdt('1000'),
        totalInterest: usdt('12'),
        termDays: 30,
        daysAccrued: 2,
        payout: 'maturity',
        penaltyRate: '0.05',
      }),
    ).toEqual({
      unpaidInterest: usdt('0.8'),
      penalty: usdt('50'),
      returned: usdt('950.8'),
      forfeited: usdt('11.2'),
    });
    // A daily plan's interest is already paid: kept, never taken back.
    expect(
      exitFigures({
        principal: usdt('1000'),
        totalInterest: usdt('12'),
        termDays: 30,
        daysAccrued: 2,
        payout: 'daily',
        penaltyRate: '0.05',
      }),
    ).toMatchObject({ unpaidInterest: 0n, returned: usdt('950'), forfeited: usdt('11.2') });
  });

  it('never pays less than principal − penalty, and the penalty never exceeds the principal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 365 }),
        fc.nat(),
        fc.constantFrom('daily', 'maturity') as fc.Arbitrary<'daily' | 'maturity'>,
        fc.constantFrom('0', '0.05', '0.5', '1', '1.5'),
        (principal, term, daysSeed, payout, penaltyRate) => {
          const daysAccrued = daysSeed % term;
          const { totalInterest } = smartTerms({
            principal,
            dailyRate: '0.0005',
            termDays: term,
            penaltyRate,
          });
          const f = exitFigures({
            principal,
            totalInterest,
            termDays: term,
            daysAccrued,
            payout,
            penaltyRate,
          });
          expect(f.penalty <= principal).toBe(true);
          expect(f.returned >= principal - f.penalty).toBe(true);
          // Everything the plan held goes somewhere: user, fees, reserve.
          const accrued = accruedAfter(totalInterest, daysAccrued, term);
          const held =
            principal + (payout === 'maturity' ? accrued : 0n) + (totalInterest - accrued);
          expect(f.returned + f.penalty + f.forfeited).toBe(held);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('requests', () => {
  const body = {
    productId: 1,
    days: 30,
    amount: '500',
    dailyRate: '0.0004',
    penaltyRate: '0.05',
  };
  it('answers 10013 for a malformed principal and 10012 for a malformed term', () => {
    const first = (b: unknown) => buySmartBody.safeParse(b).error?.issues[0]?.message;
    expect(buySmartBody.safeParse(body).success).toBe(true);
    for (const amount of ['0', '-5', '1e3', '1.0000001', '', '10000000000000']) {
      expect(first({ ...body, amount })).toBe('10013');
    }
    expect(first({ ...body, days: 1.5 })).toBe('10012');
    expect(buySmartBody.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
  it('takes an exit with its id and the quoted figures only', () => {
    expect(exitSmartBody.safeParse({ id: '7', returned: '950.8', penalty: '50' }).success).toBe(
      true,
    );
    expect(exitSmartBody.safeParse({ id: '0', returned: '1', penalty: '0' }).success).toBe(false);
    expect(exitSmartBody.safeParse({ id: '7', returned: '-1', penalty: '0' }).success).toBe(false);
  });
});
