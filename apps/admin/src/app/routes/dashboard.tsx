import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, Skeleton } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { KYC_TARGET_MS, ageMs, formatAge } from '../../lib/format';
import { hasPermission, useSession } from '../../lib/session';
import { depositsQuery, kycQuery, withdrawalsQuery } from '../../features/queues/api';
import { useNow } from '../../features/queues/use-now';

/** The queues' first page of one item: the total and the oldest (the lists are oldest first). */
const HEAD = 1;

interface Head {
  total: number;
  oldestAt: string | undefined;
}

function QueueCard({
  title,
  to,
  query,
  targetMs,
}: {
  title: string;
  to: string;
  query: UseQueryResult<Head>;
  targetMs?: number;
}) {
  const now = useNow();
  const age = query.data?.oldestAt ? ageMs(query.data.oldestAt, now) : undefined;
  return (
    <Card className="flex flex-col gap-2 p-5">
      <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
      {query.isPending ? (
        <>
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-4 w-40" />
        </>
      ) : query.isError ? (
        <p className="text-sm text-danger">{errorMessage(query.error)}</p>
      ) : (
        <>
          <p className="tabular text-3xl font-semibold" data-testid={`count-${to.slice(1)}`}>
            {query.data.total}
          </p>
          <p className="text-sm text-fg-muted">
            {age === undefined ? (
              'Nothing waiting.'
            ) : (
              <>
                Oldest waiting <span className="tabular">{formatAge(age)}</span>
                {targetMs !== undefined && age > targetMs && (
                  <span className="text-warning"> · over target</span>
                )}
              </>
            )}
          </p>
        </>
      )}
      <Link to={to} className="mt-1 text-sm font-medium text-accent-text hover:underline">
        Open queue
      </Link>
    </Card>
  );
}

export function DashboardPage() {
  const { staff } = useSession();
  const canKyc = hasPermission(staff, 'kyc.review');
  const canDeposits = hasPermission(staff, 'deposits.review');
  const canWithdrawals = hasPermission(staff, 'withdrawals.review');
  const kyc = useQuery({
    ...kycQuery('pending', HEAD),
    enabled: canKyc,
    select: (page): Head => ({ total: page.total, oldestAt: page.items[0]?.submittedAt }),
  });
  const deposits = useQuery({
    ...depositsQuery('pending', HEAD),
    enabled: canDeposits,
    select: (page): Head => ({ total: page.total, oldestAt: page.items[0]?.createdAt }),
  });
  const withdrawals = useQuery({
    ...withdrawalsQuery('pending', HEAD),
    enabled: canWithdrawals,
    select: (page): Head => ({ total: page.total, oldestAt: page.items[0]?.createdAt }),
  });
  const none = !canKyc && !canDeposits && !canWithdrawals;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Pending work</h1>
      {none ? (
        <p className="text-sm text-fg-muted">
          Your role reviews none of the queues. Sections you may open are in the sidebar.
        </p>
      ) : (
        <div className="grid grid-cols-3 gap-4">
          {canKyc && (
            <QueueCard
              title="Identity verifications"
              to="/kyc"
              query={kyc}
              targetMs={KYC_TARGET_MS}
            />
          )}
          {canDeposits && <QueueCard title="Deposits" to="/deposits" query={deposits} />}
          {canWithdrawals && (
            <QueueCard title="Withdrawals" to="/withdrawals" query={withdrawals} />
          )}
        </div>
      )}
    </div>
  );
}
