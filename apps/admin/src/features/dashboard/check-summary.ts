import type { LedgerCheck } from './api';

/** What the ledger check found, in sentences: the ledger, then each product's own check. */
export function checkSummary(check: LedgerCheck): string {
  const counts = `${check.journals} journals, ${check.entries} entries, ${check.accounts} accounts`;
  const ledger =
    check.unbalancedJournals +
      check.mismatchedAccounts +
      check.negativeCustomerAccounts +
      check.brokenRunningBalances ===
    0
      ? `Ledger check passed: ${counts} checked.`
      : `Ledger check found problems in ${counts}: ${check.unbalancedJournals} unbalanced ` +
        `journals, ${check.mismatchedAccounts} mismatched accounts, ` +
        `${check.negativeCustomerAccounts} customer accounts below zero, ` +
        `${check.brokenRunningBalances} broken running balances.`;
  const { smart: s, loans: l, nfts: n } = check;
  const plans = `${s.plans} smart plans (${s.earning} earning)`;
  const smart = s.ok
    ? `${plans} match their accounts.`
    : `Smart plan check found problems in ${plans}: ${s.mismatchedPlans} plans whose accounts ` +
      `disagree, ${s.accrualMismatches} whose accruals disagree, ${s.negativeAccounts} accounts ` +
      `below zero, ${s.orphanAccounts} accounts holding money for an ended plan.`;
  const loans =
    l === undefined
      ? ''
      : l.ok
        ? ` ${l.loans} loans match their journals.`
        : ` Loan check found problems: ${l.mismatchedLoans} of ${l.loans} loans disagree with ` +
          `their journals${l.negativePool ? ', and the loan pool is below zero' : ''}.`;
  const nfts =
    n === undefined
      ? ''
      : n.ok
        ? ` ${n.items} NFTs, their holds and charity payouts match their journals.`
        : ` NFT check found problems: ${n.mismatchedItems} of ${n.items} NFTs whose tokens ` +
          `disagree with their journals, ${n.mismatchedHolds} customers whose bid holds ` +
          `disagree, ${n.mismatchedPayouts} charities whose payouts disagree, ` +
          `${n.negativeCharities} charity accounts below zero.`;
  return `${ledger} ${smart}${loans}${nfts}`;
}
