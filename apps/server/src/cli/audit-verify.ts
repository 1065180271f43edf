/**
 * `npm run audit:verify`: walks the audit log's hash chain (docs/adr/0010) in the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when it uses
 * the embedded database). Prints how many rows were checked, and exits 1 at the first row whose
 * content or link was changed, or after a removed row.
 */
import { verifyAuditChain } from '../modules/audit/index.js';
import { runCheck } from './check.js';

await runCheck(async (db) => {
  const result = await verifyAuditChain(db);
  const ok = result.brokenAt === undefined;
  return {
    report: JSON.stringify(result),
    verdict: ok
      ? `audit chain intact: ${result.rows} rows`
      : `AUDIT CHAIN BROKEN at row ${result.brokenAt} (after ${result.rows} intact rows)`,
    ok,
  };
});
