import type { SmartOrder, SmartStatus } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Usdt } from '../../../components/trade/parts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { progressPercent } from '../terms';
import { STATUS_NAMES } from '../text';

const STATUS_TONES: Record<SmartStatus, BadgeTone> = {
  earning: 'accent',
  profit_shared: 'success',
  closed: 'neutral',
  expired: 'warning',
};

/** A plan's status (spec §4): earning, profit shared, closed (exited early), expired. */
export function PlanStatus({ status, testId }: { status: SmartStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} testId={testId}>
      {t(`smart.status.${STATUS_NAMES[status]}`)}
    </Badge>
  );
}

/** "0.12% a day · 43.8% a year", left to right in every language. */
export function Rates({
  daily,
  annual,
  testId,
}: {
  daily: string;
  annual: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span data-testid={testId}>
      {t('smart.rate.perDay', { rate: format.rate(daily) })}
      <span className="text-fg-muted">
        {' '}
        · {t('smart.rate.perYear', { rate: format.rate(annual) })}
      </span>
    </span>
  );
}

/** Days accrued of the term, as a bar with its figures ("12 / 30 days"). */
export function PlanProgress({
  daysAccrued,
  termDays,
  testId,
}: {
  daysAccrued: number;
  termDays: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = progressPercent({ daysAccrued, termDays });
  const label = t('smart.plans.progress', {
    days: format.count(daysAccrued),
    term: format.count(termDays),
  });
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={termDays}
        aria-valuenow={daysAccrued}
        aria-valuetext={label}
        aria-label={t('smart.plans.progressLabel')}
        className="h-1.5 overflow-hidden rounded-full bg-hover"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-fg-muted tabular-nums">{label}</span>
    </div>
  );
}

/** A plan's whole interest, first accrual and maturity (the purchase receipt, the plan's terms). */
export function PlanSchedule({
  plan,
  interestTestId,
}: {
  plan: Pick<SmartOrder, 'totalInterest' | 'firstAccrualAt' | 'maturesAt'>;
  interestTestId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <TermRow label={t('smart.terms.totalInterest')}>
        <Usdt value={plan.totalInterest} testId={interestTestId} />
      </TermRow>
      <TermRow label={t('smart.terms.firstAccrual')}>
        <time dateTime={plan.firstAccrualAt}>{format.dateTime(plan.firstAccrualAt)}</time>
      </TermRow>
      <TermRow label={t('smart.terms.maturesAt')}>
        <time dateTime={plan.maturesAt}>{format.dateTime(plan.maturesAt)}</time>
      </TermRow>
    </>
  );
}
