import { Code, type SmartOrder } from '@swx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderNumber, Usdt } from '../../../components/trade/parts';
import { ResultStep, SendActions, TermList } from '../../../components/trade/steps';
import { LoadError } from '../../../components/ui/load-error';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { useExitSmart, useSmartExitQuote } from '../api/exit-smart';
import { smartKeys } from '../../../lib/query-keys';
import { smartErrorText } from '../text';

/**
 * An early exit: the server's quote (what comes back, the penalty, the interest kept and the
 * interest given up), "Exit now" with progress and no double submit, then the receipt. The
 * exit carries the quoted figures; a changed quote (10067) is refused and the new one shown.
 */
export function ExitDialog({
  plan,
  open,
  onClose,
}: {
  plan: SmartOrder;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const exit = useExitSmart();
  const [done, setDone] = useState<SmartOrder | null>(null);
  return (
    <RequestDialog
      open={open}
      onClose={() => {
        setDone(null);
        onClose();
      }}
      request={exit}
      title={t('smart.exit.title', { orderNo: plan.orderNo })}
      testId="smart-exit"
    >
      {(close) =>
        done ? (
          <ExitResult plan={done} onDone={close} />
        ) : (
          <ExitConfirm plan={plan} exit={exit} onExited={setDone} onCancel={close} />
        )
      }
    </RequestDialog>
  );
}

function ExitConfirm({
  plan,
  exit,
  onExited,
  onCancel,
}: {
  plan: SmartOrder;
  exit: ReturnType<typeof useExitSmart>;
  onExited(plan: SmartOrder): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const quote = useSmartExitQuote(plan.id, true);
  const once = useOnceSend();
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const ended = isApiError(exit.error) && exit.error.code === Code.PLAN_ENDED;
  const changed = isApiError(exit.error) && exit.error.code === Code.TERMS_CHANGED;

  function confirm() {
    const figures = quote.data;
    if (!figures) return;
    const body = { id: plan.id, returned: figures.returned, penalty: figures.penalty };
    once.send(JSON.stringify(body), exit, (key) => ({ body, key }), {
      onSuccess: onExited,
      onRefused: () => {
        void quote.refetch();
        void queryClient.invalidateQueries({ queryKey: smartKeys.plans() });
        void queryClient.invalidateQueries({ queryKey: smartKeys.plan(plan.id) });
      },
    });
  }

  if (quote.isError && !quote.data) {
    return (
      <LoadError
        title={t('smart.exit.quoteError')}
        error={quote.error}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  const figures = quote.data;
  return (
    <div className="flex flex-col gap-4" data-testid="smart-exit-confirm">
      <p className="text-sm text-fg-muted">{t('smart.exit.body')}</p>
      <TermList>
        <TermRow label={t('smart.terms.principal')}>
          <Usdt value={plan.principal} />
        </TermRow>
        <QuoteRow label={t('smart.exit.daysAccrued')} loading={!figures}>
          {figures && (
            <span dir="ltr" data-testid="smart-exit-days">
              {format.count(figures.daysAccrued)} / {format.count(plan.termDays)}
            </span>
          )}
        </QuoteRow>
        <QuoteRow label={t('smart.terms.penalty')} loading={!figures}>
          {figures && <Usdt value={figures.penalty} signed={false} testId="smart-exit-penalty" />}
        </QuoteRow>
        <QuoteRow label={t('smart.exit.paidInterest')} loading={!figures}>
          {figures && <Usdt value={figures.paidInterest} testId="smart-exit-paid" />}
        </QuoteRow>
        <QuoteRow label={t('smart.exit.unpaidInterest')} loading={!figures}>
          {figures && <Usdt value={figures.unpaidInterest} testId="smart-exit-unpaid" />}
        </QuoteRow>
        <QuoteRow label={t('smart.exit.forfeited')} loading={!figures}>
          {figures && <Usdt value={figures.forfeited} testId="smart-exit-forfeited" />}
        </QuoteRow>
        <QuoteRow label={t('smart.exit.returned')} loading={!figures} strong>
          {figures && <Usdt value={figures.returned} testId="smart-exit-returned" />}
        </QuoteRow>
      </TermList>
      {figures && (
        <p className="text-xs text-fg-muted" data-testid="smart-exit-valid">
          {t('smart.exit.validUntil', { time: format.dateTime(figures.validUntil) })}
        </p>
      )}
      {changed && (
        <p className="text-sm font-medium text-fg" data-testid="smart-exit-changed">
          {t('smart.exit.quoteRefreshed')}
        </p>
      )}
      <SendActions
        error={exit.error}
        describe={(error) => smartErrorText(t, error, money)}
        retryHint={t('trading.confirm.networkRetry')}
        errorTestId="smart-exit-error"
        pending={exit.isPending}
        sticky
        cancel={{ label: t('smart.exit.cancel'), testId: 'smart-exit-cancel', onClick: onCancel }}
        submit={
          ended
            ? null
            : {
                label: t('smart.exit.submit'),
                testId: 'smart-exit-submit',
                onClick: confirm,
                disabled: !figures || quote.isFetching,
              }
        }
      />
    </div>
  );
}

function QuoteRow({
  label,
  loading,
  strong,
  children,
}: {
  label: string;
  loading: boolean;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <TermRow label={label} strong={strong}>
      {loading ? <Skeleton className="inline-block h-4 w-24 align-middle" /> : children}
    </TermRow>
  );
}

function ExitResult({ plan, onDone }: { plan: SmartOrder; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <ResultStep
      testId="smart-exit-result"
      title={t('smart.exit.resultTitle')}
      body={t('smart.exit.resultBody')}
      done={{ label: t('trading.receipt.done'), testId: 'smart-exit-done', onClick: onDone }}
    >
      <TermRow label={t('smart.terms.planNo')}>
        <OrderNumber value={plan.orderNo} />
      </TermRow>
      <TermRow label={t('smart.terms.penalty')}>
        {plan.exitPenalty === null ? '—' : <Usdt value={plan.exitPenalty} />}
      </TermRow>
      <TermRow label={t('smart.exit.returned')} strong>
        {plan.exitReturned === null ? (
          '—'
        ) : (
          <Usdt value={plan.exitReturned} testId="smart-exit-result-returned" />
        )}
      </TermRow>
    </ResultStep>
  );
}
