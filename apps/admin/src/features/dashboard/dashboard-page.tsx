import { useMutation, useQuery } from '@tanstack/react-query';
import { Clock, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@swx/ui';
import { QueryBlock } from '../../components/data-table';
import { Alert, Badge, Card } from '../../components/feedback';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api';
import { KYC_TARGET_MS, ageMs, formatAge, formatDateTime } from '../../lib/format';
import { hasPermission, useSession } from '../../lib/session';
import { useNow } from '../queues/use-now';
import { dashboardQuery, runLedgerCheck, type QueueHead } from './api';
import { checkSummary } from './check-summary';

function QueueCard({
  title,
  to,
  head,
  now,
  targetMs,
}: {
  title: string;
  to: string;
  head: QueueHead;
  now: number;
  targetMs?: number;
}) {
  const age = head.oldestAt ? ageMs(head.oldestAt, now) : undefined;
  const late = age !== undefined && targetMs !== undefined && age > targetMs;
  return (
    <Card className="flex flex-col gap-2 p-5">
      <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
      <p className="tabular text-3xl font-semibold">{head.size}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        {age === undefined ? (
          'Nothing waiting.'
        ) : (
          <>
            <span>
              Oldest waiting <span className="tabular">{formatAge(age)}</span>
            </span>
            {late && (
              <Badge tone="warning">
                <Clock aria-hidden="true" className="size-3" />
                Over the 48 h target
              </Badge>
            )}
          </>
        )}
      </p>
      <Link to={to} className="mt-1 text-sm font-medium text-accent-text hover:underline">
        Open queue
      </Link>
    </Card>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <h2 className="text-sm font-medium text-fg-muted">{label}</h2>
      <p className="tabular text-2xl font-semibold">{value}</p>
      <p className="text-sm text-fg-muted">{note}</p>
    </Card>
  );
}

export function DashboardPage() {
  const { staff } = useSession();
  const dashboard = useQuery(dashboardQuery());
  const now = useNow();
  return (
    <div className="flex flex-col gap-6 overflow-y-auto">
      <PageHeader title="Dashboard">
        {hasPermission(staff, 'audit.read') && <LedgerCheckButton />}
      </PageHeader>
      <QueryBlock query={dashboard}>
        {({ queues, today, openInterest, at }) => (
          <>
            <section aria-labelledby="queues-title" className="flex flex-col gap-3">
              <h2 id="queues-title" className="font-semibold">
                Queues
              </h2>
              <div className="grid grid-cols-4 gap-4">
                <QueueCard
                  title="Identity verifications"
                  to="/kyc"
                  head={queues.kyc}
                  now={now}
                  targetMs={KYC_TARGET_MS}
                />
                <QueueCard title="Deposits" to="/deposits" head={queues.deposits} now={now} />
                <QueueCard
                  title="Withdrawals to approve"
                  to="/withdrawals"
                  head={queues.withdrawalsToApprove}
                  now={now}
                />
                <QueueCard
                  title="Withdrawals to pay"
                  to="/withdrawals"
                  head={queues.withdrawalsToPay}
                  now={now}
                />
              </div>
            </section>
            <section aria-labelledby="money-title" className="flex flex-col gap-3">
              <h2 id="money-title" className="font-semibold">
                Today (UTC) and open interest (real book)
              </h2>
              <div className="grid grid-cols-3 gap-4">
                <Figure
                  label="Deposits credited"
                  value={`${today.depositsCredited.usdt} USDT`}
                  note={`${today.depositsCredited.count} deposits`}
                />
                <Figure
                  label="Withdrawals paid"
                  value={`${today.withdrawalsPaid.usdt} USDT`}
                  note={`${today.withdrawalsPaid.count} withdrawals`}
                />
                <Figure
                  label="Options staked"
                  value={`${openInterest.options.staked} USDT`}
                  note={`${openInterest.options.orders} open orders`}
                />
                <Figure
                  label="Contracts margin"
                  value={`${openInterest.contracts.margin} USDT`}
                  note={`${openInterest.contracts.positions} open positions`}
                />
                <Figure
                  label="Smart plans principal"
                  value={`${openInterest.smart.principal} USDT`}
                  note={`${openInterest.smart.plans} earning plans`}
                />
                <Figure
                  label="Yield reserve"
                  value={`${openInterest.smart.reserve} USDT`}
                  note={`${openInterest.smart.promised} USDT promised to earning plans`}
                />
              </div>
              <p className="text-xs text-fg-subtle">As of {formatDateTime(at)}.</p>
            </section>
          </>
        )}
      </QueryBlock>
    </div>
  );
}

/** Runs the ledger check now (recorded in the audit log) and says what it found. */
function LedgerCheckButton() {
  const check = useMutation({ mutationFn: runLedgerCheck });
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" loading={check.isPending} onClick={() => check.mutate()}>
        <ListChecks aria-hidden="true" className="size-4" />
        Run ledger check
      </Button>
      {check.isError && <Alert tone="danger">{errorMessage(check.error)}</Alert>}
      {check.data && (
        <Alert tone={check.data.ok ? 'success' : 'danger'}>{checkSummary(check.data)}</Alert>
      )}
    </div>
  );
}
