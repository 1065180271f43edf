import { AdminPaths } from '@swx/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { QueryBlock } from '../../components/data-table';
import {
  PoolFigure as Figure,
  PoolFundings,
  type FundedPool,
} from '../../components/pool-fundings';
import { formatAmount } from '../../lib/money';
import { overviewQuery, smartKeys } from './api';

/** The yield reserve as a pool staff fund with four eyes. */
const YIELD_RESERVE: FundedPool = {
  name: 'yield reserve',
  keys: smartKeys.reserve,
  paths: {
    list: AdminPaths.smartFundings,
    approve: AdminPaths.approveSmartFunding,
    reject: AdminPaths.rejectSmartFunding,
  },
};

/** The reserve against what it has promised, and its fundings (a second staff member decides). */
export function ReservePanel() {
  const overview = useQuery(overviewQuery());
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <QueryBlock query={overview}>
        {(o) => (
          <section aria-label="Reserve overview" className="grid grid-cols-4 gap-3">
            <Figure
              label="Yield reserve"
              value={`${formatAmount(o.reserve)} USDT`}
              note="What can still be promised"
            />
            <Figure
              label="Promised, not yet earned"
              value={`${formatAmount(o.reserved)} USDT`}
              note={`Plus ${formatAmount(o.accruedUnpaid)} USDT accrued, paid at maturity`}
            />
            <Figure
              label="Principal in plans"
              value={`${formatAmount(o.principal)} USDT`}
              note={`${o.earningPlans} earning plans`}
            />
            <Figure
              label="Interest paid"
              value={`${formatAmount(o.paidInterest)} USDT`}
              note={
                `${o.plans.profit_shared} matured, ${o.plans.closed} exited, ` +
                `${o.plans.expired} expired; ${o.pendingFundings} fundings and ` +
                `${o.pendingExpirations} early ends pending`
              }
            />
          </section>
        )}
      </QueryBlock>
      <PoolFundings pool={YIELD_RESERVE} title="Reserve fundings" />
    </div>
  );
}
