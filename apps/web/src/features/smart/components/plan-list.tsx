import type { SmartOrder, SmartSummary } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Figure,
  HoldingsList,
  ListRow,
  RowHeading,
  type HoldingsListProps,
} from '../../../components/trade/list-parts';
import { Usdt } from '../../../components/trade/parts';
import { useFormat } from '../../../i18n/format';
import { PLANS_PAGE_SIZE, useSmartPlans } from '../api/list-smart-plans';
import { PlanProgress, PlanStatus } from './smart-parts';

/**
 * "My plans": every plan of the caller, newest first, with its status, principal, interest
 * accrued so far, today's earnings and the next accrual; a row opens the plan.
 */
export function PlanList({ page, onPageChange, onBrowse }: HoldingsListProps) {
  const { t } = useTranslation();
  const plans = useSmartPlans(page);
  return (
    <HoldingsList
      query={plans}
      pageSize={PLANS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      onBrowse={onBrowse}
      texts={{
        loadError: t('smart.plans.loadError'),
        pages: t('smart.plans.pages'),
        empty: t('smart.plans.empty'),
        browse: t('smart.plans.browse'),
      }}
      testIds={{ loading: 'smart-plans-loading', empty: 'smart-plans-empty' }}
    >
      {(items) => (
        <>
          {plans.data && <PlansSummary summary={plans.data.summary} />}
          <ul className="divide-y divide-line" data-testid="smart-plans">
            {items.map((plan) => (
              <PlanRow key={plan.id} plan={plan} />
            ))}
          </ul>
        </>
      )}
    </HoldingsList>
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
      <RowHeading
        title={plan.productName}
        number={plan.orderNo}
        status={<PlanStatus status={plan.status} testId="smart-plan-status" />}
      />
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
