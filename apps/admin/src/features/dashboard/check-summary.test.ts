import { describe, expect, it } from 'vitest';
import type { LedgerCheck } from './api';
import { checkSummary } from './check-summary';

const CLEAN: LedgerCheck = {
  ok: true,
  at: '2026-11-28T12:00:00.000Z',
  journals: 40,
  entries: 90,
  accounts: 12,
  unbalancedJournals: 0,
  mismatchedAccounts: 0,
  negativeCustomerAccounts: 0,
  brokenRunningBalances: 0,
  smart: {
    ok: true,
    plans: 3,
    earning: 2,
    mismatchedPlans: 0,
    negativeAccounts: 0,
    accrualMismatches: 0,
    orphanAccounts: 0,
  },
  loans: { ok: true, loans: 4, mismatchedLoans: 0, negativePool: false },
  nfts: {
    ok: true,
    items: 5,
    mismatchedItems: 0,
    mismatchedHolds: 0,
    mismatchedPayouts: 0,
    negativeCharities: 0,
  },
};

describe('the ledger check in words', () => {
  it('says every product’s check passed', () => {
    expect(checkSummary(CLEAN)).toBe(
      'Ledger check passed: 40 journals, 90 entries, 12 accounts checked. 3 smart plans ' +
        '(2 earning) match their accounts. 4 loans match their journals. 5 NFTs, their holds ' +
        'and charity payouts match their journals.',
    );
  });

  it('names the loan and NFT findings, not only the ledger’s and the plans’', () => {
    const text = checkSummary({
      ...CLEAN,
      ok: false,
      loans: { ok: false, loans: 4, mismatchedLoans: 1, negativePool: true },
      nfts: { ...CLEAN.nfts!, ok: false, mismatchedPayouts: 2 },
    });
    expect(text).toContain(
      'Loan check found problems: 1 of 4 loans disagree with their journals, and the loan pool ' +
        'is below zero.',
    );
    expect(text).toContain('2 charities whose payouts disagree');
    expect(text.startsWith('Ledger check passed')).toBe(true);
  });
});
