import type { SmartOrder, SmartSummary } from '@swx/contract';
import { Button } from '@swx/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Figure, ListRow, ListSkeleton } from '../../../components/trade/list-parts';
import { OrderNumber, Usdt } from '../../../components/trade/parts';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { useFormat } from '../../../i18n/format';
import { PLANS_PAGE_SIZE, useSmartPlans } from '../api/list-smart-plans';
import { PlanProgress, PlanStatus } from './smart-parts';

/**
 * "My plans": every plan of the caller, newest first, with its status, principal, interest
 * accrued so far, today's earnings and the next accrual; a row opens the plan.
 */
export function PlanList({
  page,
  onPageChange,
  onBrowse,
}: {
  page: number;
  onPageChange(page: number): void;
  /** Shows the plans on sale (the empty list's action). */
  onBrowse(): void;
}) {
  const { t } = useTranslation();
  const plans = useSmartPlans(page);
  if (plans.isPending) {
    return (
      <Card>
        <ListSkeleton
          testId="smart-plans-loading"
          title="h-4 w-40"
          end="h-5 w-16"
          grid="grid grid-cols-2 gap-3 desk:grid-cols-4"
          cells={4}
        />
      </Card>
    );
  }
  if (plans.isError) {
    return (
      <LoadError
        title={t('smart.plans.loadError')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const { items, total } = plans.data;
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5" data-testid="smart-plans-empty">
        <p className="text-sm text-fg-muted">{t('smart.plans.empty')}</p>
        <Button variant="secondary" onClick={onBrowse}>
          {t('smart.plans.browse')}
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <PlansSummary summary={plans.data.summary} />
      <ul className="divide-y divide-line" data-testid="smart-plans">
        {items.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={PLANS_PAGE_SIZE}
        total={total}
        shown={items.length}
        onPage={onPageChange}
        label={t('smart.plans.pages')}
      />
    </Card>
  );
}

/** All the caller's plans at once: what earning plans hold, today's and all interest earned. */
function PlansSummary({ summary }: { summary: SmartSummary }) {
  const { t } = useTranslation();
  return (
    <dl
      className="grid grid-cols-2 gap-3 border-b border-line px-5 py-4 text-sm desk:grid-cols-3"
      data-testid="smart-plans-summary"
    >
      <div className="col-span-2 desk:col-span-1">
        <Figure label={t('overview.inPlans')}>
          <Usdt value={summary.inPlans} testId="smart-summary-in-plans" />
        </Figure>
      </div>
      <Figure label={t('smart.plans.todayAll')}>
        <Usdt value={summary.todayEarnings} testId="smart-summary-today" />
      </Figure>
      <Figure label={t('smart.plans.earnedAll')}>
        <Usdt value={summary.totalEarned} testId="smart-summary-earned" />
      </Figure>
    </dl>
  );
}

function PlanRow({ plan }: { plan: SmartOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <ListRow
      testId="smart-plan-row"
      data={{ 'data-plan': plan.id, 'data-status': plan.status }}
      details={t('smart.plans.detailsOf', { orderNo: plan.orderNo })}
      detailsTestId="smart-plan-open"
      onDetails={() => void navigate(`/trading/plan?id=${encodeURIComponent(plan.id)}`)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-fg">{plan.productName}</span>
          <span className="text-xs text-fg-muted">
            <OrderNumber value={plan.orderNo} />
          </span>
        </div>
        <PlanStatus status={plan.status} testId="smart-plan-status" />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm desk:grid-cols-4">
        <Figure label={t('smart.terms.principal')}>
          <Usdt value={plan.principal} testId="smart-plan-principal" />
        </Figure>
        <Figure label={t('smart.plans.accrued')}>
          <Usdt value={plan.accruedInterest} testId="smart-plan-accrued" />
        </Figure>
        <Figure label={t('smart.plans.today')}>
          <Usdt value={plan.todayEarnings} />
        </Figure>
        <Figure label={t('smart.plans.nextAccrual')}>
          {plan.nextAccrualAt ? (
            <time dateTime={plan.nextAccrualAt} data-testid="smart-plan-next">
              {format.dateTime(plan.nextAccrualAt)}
            </time>
          ) : (
            '—'
          )}
        </Figure>
      </dl>
      <PlanProgress daysAccrued={plan.daysAccrued} termDays={plan.termDays} />
    </ListRow>
  );
}
