/**
 * `npm run reconcile`: the ledger's self-check (docs/adr/0008) against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when it uses the
 * embedded database, which one process at a time may open). Prints the report as JSON and
 * exits 1 when anything is off.
 */
import { reconcile } from '../modules/ledger/reconcile.js';
import { runCheck } from './check.js';

await runCheck(async (db) => {
  const report = await reconcile(db);
  return {
    report: JSON.stringify(report, null, 2),
    verdict: report.ok
      ? `ledger reconciled: ${report.journals} journals, ${report.entries} entries, ${report.accounts} accounts`
      : 'LEDGER DOES NOT RECONCILE: see the lists above',
    ok: report.ok,
  };
});
