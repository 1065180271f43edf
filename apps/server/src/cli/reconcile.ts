/**
 * `npm run reconcile`: the ledger's self-check (docs/adr/0008), smart plans' (docs/adr/0024) and
 * loans' (docs/adr/0025) and charity NFTs' (docs/adr/0026)
 * against the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop the
 * server first when it uses the embedded database, which one process at a time may open).
 * Prints the reports as JSON and exits 1 when anything is off.
 */
import { reconcile } from '../modules/ledger/reconcile.js';
import { reconcileLoans } from '../modules/loans/reconcile.js';
import { reconcileNfts } from '../modules/nfts/reconcile.js';
import { reconcileSmart } from '../modules/smart/reconcile.js';
import { runCheck } from './check.js';

await runCheck(async (db) => {
  const ledger = await reconcile(db);
  const smart = await reconcileSmart(db);
  const loans = await reconcileLoans(db);
  const nfts = await reconcileNfts(db);
  const verdicts = [
    ledger.ok
      ? `ledger reconciled: ${ledger.journals} journals, ${ledger.entries} entries, ${ledger.accounts} accounts`
      : 'LEDGER DOES NOT RECONCILE: see the lists above',
    smart.ok
      ? `smart plans reconciled: ${smart.plans} plans, ${smart.earning} earning`
      : 'SMART PLANS DO NOT RECONCILE: see the lists above',
    loans.ok
      ? `loans reconciled: ${loans.loans} loans`
      : 'LOANS DO NOT RECONCILE: see the lists above',
    nfts.ok
      ? `charity NFTs reconciled: ${nfts.items} items`
      : 'CHARITY NFTS DO NOT RECONCILE: see the lists above',
  ];
  return {
    report: JSON.stringify({ ledger, smart, loans, nfts }, null, 2),
    verdict: verdicts.join('\n'),
    ok: ledger.ok && smart.ok && loans.ok && nfts.ok,
  };
});
