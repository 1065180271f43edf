import { AdminPaths } from '@swx/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { QueryBlock } from '../../components/data-table';
import { PoolFigure, PoolFundings, type FundedPool } from '../../components/pool-fundings';
import { formatAmount } from '../../lib/money';
import { loanKeys, poolQuery } from './api';

const waiting = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

/** The loan pool as a pool staff fund with four eyes. */
const LOAN_POOL: FundedPool = {
  name: 'loan pool',
  keys: loanKeys.pool,
  paths: {
    list: AdminPaths.loanFundings,
    approve: AdminPaths.approveLoanFunding,
    reject: AdminPaths.rejectLoanFunding,
  },
};

/**
 * The loan pool against what it has lent and promised (applications not yet decided), the
 * interest it has earned, and its fundings (a second staff member decides).
 */
export function PoolPanel() {
  const overview = useQuery(poolQuery());
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <QueryBlock query={overview}>
        {(o) => (
          <section aria-label="Loan pool overview" className="grid grid-cols-4 gap-3">
            <PoolFigure
              label="Can lend now"
              value={`${formatAmount(o.available)} USDT`}
              note={`Pool ${formatAmount(o.pool)} USDT, less ${formatAmount(o.committed)} USDT applied for`}
            />
            <PoolFigure
              label="Lent, not repaid"
              value={`${formatAmount(o.outstandingPrincipal)} USDT`}
              note={`Of which overdue ${formatAmount(o.overduePrincipal)} USDT`}
            />
            <PoolFigure
              label="Interest earned"
              value={`${formatAmount(o.interestIncome)} USDT`}
              note={`${o.loans.repaid} loans repaid`}
            />
            <PoolFigure
              label="Waiting"
              value={waiting(o.loans.pending_review + o.loans.signed)}
              note={
                `${o.loans.repaying} repaying, ${o.loans.expired} overdue; ` +
                `${o.pendingFundings} fundings pending; two staff above ${formatAmount(o.fourEyesUsdt)} USDT`
              }
            />
          </section>
        )}
      </QueryBlock>
      <PoolFundings pool={LOAN_POOL} title="Pool fundings" />
    </div>
  );
}
