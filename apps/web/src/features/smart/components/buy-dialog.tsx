import {
  ASSET_SCALE,
  Code,
  toUnits,
  usdtText,
  type SmartOrder,
  type SmartProduct,
} from '@swx/contract';
import { Button } from '@swx/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookAvailable, BookBadge, OrderNumber, Usdt } from '../../../components/trade/parts';
import { QuickPicks } from '../../../components/trade/form-parts';
import { ResultStep, SendActions, StepHeading, TermList } from '../../../components/trade/steps';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { TermRow } from '../../../components/ui/term-row';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { balanceOf, useBalances } from '../../../lib/balances';
import { plainDecimal } from '../../../lib/units';
import { useOnceSend } from '../../../lib/use-once-send';
import { amountProblem, compareDecimals, normalizeAmount } from '../../../lib/validation';
import { useBuySmart } from '../api/buy-smart';
import { useSmartProducts } from '../api/list-smart-products';
import { smartKeys } from '../../../lib/query-keys';
import { smartErrorText } from '../text';
import { accrualClock, buyTerms } from '../terms';
import { PlanSchedule, Rates } from './smart-parts';

/**
 * Buying a plan: the principal (with the real balance and quick picks), then every term before
 * the user confirms (rates, term, accrual time, payout days, total interest, the penalty of an
 * early exit as an amount), then the receipt. The purchase carries the daily and penalty rates
 * shown; when they changed (10067) the sheet says so and shows the new ones to confirm again.
 */
export function BuyDialog({ product, onClose }: { product: SmartProduct | null; onClose(): void }) {
  const { t } = useTranslation();
  const buy = useBuySmart();
  // The freshest terms of the product (the list is asked for again after a refusal).
  const listed = useSmartProducts().data?.items.find((p) => p.id === product?.id);
  const current = product ? (listed ?? product) : null;
  return (
    <RequestDialog
      open={product !== null}
      onClose={onClose}
      request={buy}
      title={current ? t('smart.buy.title', { name: current.name }) : ''}
      testId="smart-buy"
    >
      {(close) =>
        current && <BuySteps key={current.id} product={current} buy={buy} onDone={close} />
      }
    </RequestDialog>
  );
}

type Step =
  { name: 'form' } | { name: 'confirm'; amount: string } | { name: 'done'; plan: SmartOrder };

function BuySteps({
  product,
  buy,
  onDone,
}: {
  product: SmartProduct;
  buy: ReturnType<typeof useBuySmart>;
  onDone(): void;
}) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [draft, setDraft] = useState('');
  if (step.name === 'done') return <BuyReceipt plan={step.plan} onDone={onDone} />;
  if (step.name === 'confirm') {
    return (
      <BuyConfirm
        product={product}
        amount={step.amount}
        buy={buy}
        onBack={() => {
          buy.reset();
          setStep({ name: 'form' });
        }}
        onBought={(plan) => setStep({ name: 'done', plan })}
      />
    );
  }
  return (
    <BuyForm
      product={product}
      draft={draft}
      onDraft={setDraft}
      onReview={(amount) => setStep({ name: 'confirm', amount })}
    />
  );
}

/** The share `percent` of `limit` (USDT text), cut to USDT's decimals. */
function shareOf(limit: string, percent: number): string {
  const units = toUnits(limit, ASSET_SCALE.USDT, true) ?? 0n;
  return plainDecimal(usdtText((units * BigInt(percent)) / 100n));
}

function smaller(a: string, b: string): string {
  return compareDecimals(a, b) <= 0 ? a : b;
}

function BuyForm({
  product,
  draft,
  onDraft,
  onReview,
}: {
  product: SmartProduct;
  draft: string;
  onDraft(value: string): void;
  onReview(amount: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useBalances().data?.balances;
  const available = balances ? balanceOf(balances, 'real').available : undefined;
  const [touched, setTouched] = useState(false);
  const amount = normalizeAmount(draft);
  const maximum = smaller(product.maxAmount, product.capacity);
  const problem = amountProblem(amount, {
    scale: ASSET_SCALE.USDT,
    minimum: product.minAmount,
    maximum,
  });
  const overBalance =
    problem === null && available !== undefined && compareDecimals(amount, available) > 0;
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const errorText =
    problem === 'aboveAvailable'
      ? t('smart.buy.aboveMaximum', { maximum: money(maximum) })
      : problem === 'belowMinimum'
        ? t('smart.buy.belowMinimum', { minimum: money(product.minAmount) })
        : problem === 'decimals'
          ? t('smart.buy.decimals')
          : problem !== null
            ? t('smart.buy.amountRequired')
            : overBalance
              ? t('smart.buy.aboveBalance')
              : undefined;
  const preview = problem === null ? buyTerms(product, amount, new Date()) : null;
  const limit = available === undefined ? undefined : smaller(available, maximum);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || overBalance) return;
    onReview(amount);
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="smart-buy-form">
      <BookAvailable book="real" available={available} prefix="smart-buy" />
      <p className="text-sm text-fg-muted">
        <Rates daily={product.dailyRate} annual={product.annualRate} /> ·{' '}
        {t('smart.terms.days', { days: product.termDays })}
      </p>
      <TextField
        label={t('smart.buy.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? errorText : undefined}
        hint={t('smart.buy.range', {
          minimum: money(product.minAmount),
          maximum: money(maximum),
        })}
        data-testid="smart-buy-amount"
      />
      <QuickPicks
        label={t('smart.buy.quickPicks')}
        testId="smart-buy-picks"
        shareOf={limit === undefined ? null : (percent) => shareOf(limit, percent)}
        sharePrefix="smart-buy-share"
        rounds={[plainDecimal(product.minAmount)]}
        roundLabel={(value) => t('smart.buy.minimumPick', { amount: format.amount(value) })}
        roundPrefix="smart-buy-round"
        onPick={(value) => {
          onDraft(value);
          setTouched(true);
        }}
      />
      {preview && (
        <TermList>
          <TermRow label={t('smart.terms.totalInterest')}>
            <Usdt value={preview.totalInterest} testId="smart-buy-preview-interest" />
          </TermRow>
          <TermRow label={t('smart.terms.penalty')}>
            <Usdt value={preview.penalty} />
          </TermRow>
        </TermList>
      )}
      <Button type="submit" block data-testid="smart-buy-review">
        {t('smart.buy.review')}
      </Button>
    </form>
  );
}

function BuyConfirm({
  product,
  amount,
  buy,
  onBack,
  onBought,
}: {
  product: SmartProduct;
  amount: string;
  buy: ReturnType<typeof useBuySmart>;
  onBack(): void;
  onBought(plan: SmartOrder): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const once = useOnceSend();
  // The terms as shown now: what the purchase says the user saw.
  const terms = buyTerms(product, amount, new Date());
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const changed = isApiError(buy.error) && buy.error.code === Code.TERMS_CHANGED;

  function confirm() {
    const body = {
      productId: product.id,
      days: product.termDays,
      amount,
      dailyRate: product.dailyRate,
      penaltyRate: product.penaltyRate,
    };
    once.send(JSON.stringify(body), buy, (key) => ({ body, key }), {
      onSuccess: onBought,
      // Changed terms, a sold-out reserve: the cards and this sheet show the new figures.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: smartKeys.all }),
    });
  }

  if (!terms) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="smart-buy-confirm">
      <StepHeading>{t('smart.buy.confirmTitle')}</StepHeading>
      <TermList>
        <TermRow label={t('smart.terms.plan')}>
          <span className="break-normal" lang={product.lang}>
            {product.name}
          </span>
        </TermRow>
        <TermRow label={t('trading.confirm.account')}>
          <BookBadge book="real" testId="smart-buy-confirm-book" />
        </TermRow>
        <TermRow label={t('smart.terms.principal')} strong>
          <Usdt value={terms.principal} testId="smart-buy-confirm-principal" />
        </TermRow>
        <TermRow label={t('smart.terms.dailyRate')}>
          <span data-testid="smart-buy-confirm-daily">{format.rate(product.dailyRate)}</span>
        </TermRow>
        <TermRow label={t('smart.terms.annualRate')}>
          <span data-testid="smart-buy-confirm-annual">{format.rate(product.annualRate)}</span>
        </TermRow>
        <TermRow label={t('smart.terms.term')}>
          {t('smart.terms.days', { days: product.termDays })}
        </TermRow>
        <TermRow label={t('smart.terms.accrualTime')}>
          <span dir="ltr">{accrualClock(product.accrualMinute, format.locale)}</span>
        </TermRow>
        <TermRow label={t('smart.terms.payoutDays')}>
          <span className="break-normal" data-testid="smart-buy-confirm-payout">
            {product.payout === 'daily'
              ? t('smart.buy.payoutDaily', {
                  first: format.date(terms.firstAccrualAt),
                  last: format.date(terms.maturesAt),
                  amount: money(terms.dayInterest),
                })
              : t('smart.buy.payoutMaturity', { date: format.date(terms.maturesAt) })}
          </span>
        </TermRow>
        <TermRow label={t('smart.terms.totalInterest')} strong>
          <Usdt value={terms.totalInterest} testId="smart-buy-confirm-interest" />
        </TermRow>
        <TermRow label={t('smart.terms.atMaturity')}>
          <Usdt value={terms.atMaturity} testId="smart-buy-confirm-maturity" />
        </TermRow>
        <TermRow label={t('smart.terms.penalty')}>
          <span data-testid="smart-buy-confirm-penalty">
            <Usdt value={terms.penalty} />{' '}
            <span className="text-fg-muted">({format.rate(product.penaltyRate)})</span>
          </span>
        </TermRow>
      </TermList>
      <div className="flex flex-col gap-2 text-sm text-fg-muted" data-testid="smart-buy-rules">
        <p>{t('smart.source.body')}</p>
        <p>{t('smart.buy.exitRule')}</p>
      </div>
      {changed && (
        <p className="text-sm font-medium text-fg" data-testid="smart-buy-terms-changed">
          {t('smart.buy.termsRefreshed')}
        </p>
      )}
      <SendActions
        error={buy.error}
        describe={(error) => smartErrorText(t, error, money)}
        retryHint={t('trading.confirm.networkRetry')}
        errorTestId="smart-buy-error"
        pending={buy.isPending}
        sticky
        cancel={{
          label: t('trading.confirm.back'),
          testId: 'smart-buy-back',
          onClick: onBack,
          back: true,
        }}
        submit={{
          label: t('smart.buy.submit'),
          testId: 'smart-buy-submit',
          onClick: confirm,
        }}
      />
    </div>
  );
}

function BuyReceipt({ plan, onDone }: { plan: SmartOrder; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <ResultStep
      testId="smart-buy-result"
      title={t('smart.buy.resultTitle')}
      body={t('smart.buy.resultBody')}
      copy={{ value: plan.orderNo, label: t('trading.receipt.copy') }}
      done={{ label: t('trading.receipt.done'), testId: 'smart-buy-done', onClick: onDone }}
    >
      <TermRow label={t('smart.terms.planNo')}>
        <OrderNumber value={plan.orderNo} testId="smart-buy-result-no" />
      </TermRow>
      <TermRow label={t('smart.terms.principal')} strong>
        <Usdt value={plan.principal} />
      </TermRow>
      <PlanSchedule plan={plan} />
      <TermRow label={t('smart.plans.open')}>
        <Link
          to={`/trading/plan?id=${encodeURIComponent(plan.id)}`}
          className="text-accent-text underline-offset-2 hover:underline"
          data-testid="smart-buy-result-link"
          onClick={onDone}
        >
          {t('smart.plans.details')}
        </Link>
      </TermRow>
    </ResultStep>
  );
}
