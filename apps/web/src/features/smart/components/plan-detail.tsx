import { Code, type SmartOrderDetail } from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection, OrderNumber, Usdt } from '../../../components/trade/parts';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { ExactMoney } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { errorCode } from '../../../lib/api-client';
import { useSmartPlan } from '../api/get-smart-plan';
import { accrualClock, isEarning } from '../terms';
import { ExitDialog } from './exit-dialog';
import { PlanProgress, PlanSchedule, PlanStatus } from './smart-parts';

/**
 * One plan (exact amounts): the terms stored when it was bought, where it stands, the accrual
 * history (one line a day) and, while it earns, the early exit.
 */
export function PlanDetail({
  id,
  requireReal,
}: {
  id: string;
  /** Runs its argument in the real book (an exit is sent there), asking to switch first. */
  requireReal(then: () => void): void;
}) {
  const { t } = useTranslation();
  const plan = useSmartPlan(id);
  const [exiting, setExiting] = useState(false);
  if (plan.isPending) {
    return (
      <Card className="flex flex-col gap-3 p-5" aria-hidden="true" data-testid="smart-plan-loading">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    );
  }
  if (plan.isError) {
    const missing = errorCode(plan.error) === Code.NOT_FOUND;
    return (
      <LoadError
        title={missing ? t('smart.detail.notFound') : t('smart.detail.loadError')}
        error={plan.error}
        onRetry={missing ? undefined : () => void plan.refetch()}
      />
    );
  }
  const data = plan.data;
  return (
    <ExactMoney>
      <div
        className="flex flex-col gap-4"
        data-testid="smart-plan-detail"
        data-status={data.status}
      >
        <Card className="flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 className="text-lg font-semibold text-fg">{data.productName}</h2>
              <span className="text-sm text-fg-muted">
                <OrderNumber value={data.orderNo} testId="smart-detail-no" />
              </span>
            </div>
            <PlanStatus status={data.status} testId="smart-detail-status" />
          </div>
          <PlanProgress daysAccrued={data.daysAccrued} termDays={data.termDays} />
          {isEarning(data) && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => requireReal(() => setExiting(true))}
              data-testid="smart-exit-open"
            >
              {t('smart.exit.open')}
            </Button>
          )}
        </Card>
        <div className="grid gap-4 desk:grid-cols-2">
          <StandingSection plan={data} />
          <TermsSection plan={data} />
        </div>
        <AccrualHistory plan={data} />
      </div>
      {/* Kept while open: the exit ends the plan, and its receipt is still to be read. */}
      {(isEarning(data) || exiting) && (
        <ExitDialog plan={data} open={exiting} onClose={() => setExiting(false)} />
      )}
    </ExactMoney>
  );
}

function StandingSection({ plan }: { plan: SmartOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailSection title={t('smart.detail.standing')}>
      <TermRow label={t('smart.terms.principal')} strong>
        <Usdt value={plan.principal} testId="smart-detail-principal" />
      </TermRow>
      <TermRow label={t('smart.plans.accrued')}>
        <Usdt value={plan.accruedInterest} testId="smart-detail-accrued" />
      </TermRow>
      <TermRow label={t('smart.detail.paid')}>
        <Usdt value={plan.paidInterest} />
      </TermRow>
      <TermRow label={t('smart.plans.today')}>
        <Usdt value={plan.todayEarnings} />
      </TermRow>
      <TermRow label={t('smart.plans.nextAccrual')}>
        {plan.nextAccrualAt ? (
          <time dateTime={plan.nextAccrualAt}>{format.dateTime(plan.nextAccrualAt)}</time>
        ) : (
          '—'
        )}
      </TermRow>
      {plan.endedAt && (
        <TermRow label={t('smart.detail.endedAt')}>
          <time dateTime={plan.endedAt}>{format.dateTime(plan.endedAt)}</time>
        </TermRow>
      )}
      {plan.exitPenalty !== null && (
        <TermRow label={t('smart.terms.penalty')}>
          <Usdt value={plan.exitPenalty} testId="smart-detail-exit-penalty" />
        </TermRow>
      )}
      {plan.exitReturned !== null && (
        <TermRow label={t('smart.exit.returned')}>
          <Usdt value={plan.exitReturned} testId="smart-detail-exit-returned" />
        </TermRow>
      )}
    </DetailSection>
  );
}

function TermsSection({ plan }: { plan: SmartOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailSection title={t('smart.detail.terms')}>
      <TermRow label={t('smart.terms.dailyRate')}>
        <span data-testid="smart-detail-daily">{format.rate(plan.dailyRate)}</span>
      </TermRow>
      <TermRow label={t('smart.terms.annualRate')}>{format.rate(plan.annualRate)}</TermRow>
      <TermRow label={t('smart.terms.term')}>
        {t('smart.terms.days', { days: plan.termDays })}
      </TermRow>
      <TermRow label={t('smart.terms.payout')}>{t(`smart.payout.${plan.payout}`)}</TermRow>
      <TermRow label={t('smart.terms.accrualTime')}>
        <span dir="ltr">{accrualClock(plan.accrualMinute, format.locale)}</span>
      </TermRow>
      <TermRow label={t('smart.terms.penaltyRate')}>{format.rate(plan.penaltyRate)}</TermRow>
      <TermRow label={t('smart.detail.startedAt')}>
        <time dateTime={plan.startedAt}>{format.dateTime(plan.startedAt)}</time>
      </TermRow>
      <PlanSchedule plan={plan} interestTestId="smart-detail-interest" />
    </DetailSection>
  );
}

function AccrualHistory({ plan }: { plan: SmartOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{t('smart.detail.history')}</h3>
      {plan.accruals.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="smart-history-empty">
          {plan.nextAccrualAt
            ? t('smart.detail.historyEmpty', { time: format.dateTime(plan.nextAccrualAt) })
            : t('smart.detail.historyNone')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-sm" data-testid="smart-history">
            <thead className="bg-field text-xs text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('smart.detail.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('smart.detail.accruedAt')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('smart.detail.amount')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('smart.detail.where')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {plan.accruals.map((accrual) => (
                <tr key={accrual.day} data-testid="smart-history-row">
                  <td className="px-3 py-2 tabular-nums">{format.count(accrual.day)}</td>
                  <td className="px-3 py-2">
                    <time dateTime={accrual.at}>{format.dateTime(accrual.at)}</time>
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Usdt value={accrual.amount} />
                  </td>
                  <td className="px-3 py-2 text-end text-fg-muted">
                    {accrual.paid ? t('smart.detail.paidOut') : t('smart.detail.kept')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
