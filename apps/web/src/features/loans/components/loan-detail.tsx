import { ASSET_SCALE, type LoanDetail as Loan } from '@swx/contract';
import { Button } from '@swx/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderNumber, Usdt } from '../../../components/trade/parts';
import { StepHeading, TermList } from '../../../components/trade/steps';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { amountProblem, normalizeAmount } from '../../../lib/validation';
import { useLoan, useLoanAgreement, useLoanSignature, useRepayLoan } from '../api/loans';
import { LoanStatusBadge } from './loan-list';

/**
 * One loan (issue 19): its terms as agreed, what is owed now (interest to date), the repayments,
 * a repayment form while it is open (partial or all, from the real available balance), and the
 * agreement as signed with its SHA-256 and the signature image.
 */
export function LoanDetail({
  id,
  requireReal,
}: {
  id: string;
  requireReal(then: () => void): void;
}) {
  const { t } = useTranslation();
  const loan = useLoan(id);
  if (loan.isPending) {
    return (
      <Card className="flex flex-col gap-3 p-5" aria-hidden="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
    );
  }
  if (loan.isError) {
    return (
      <LoadError
        title={t('loans.detail.loadError')}
        error={loan.error}
        onRetry={() => void loan.refetch()}
      />
    );
  }
  const l = loan.data;
  const open = l.status === 'repaying' || l.status === 'expired';
  return (
    <div className="flex flex-col gap-4" data-testid="loan-detail" data-status={l.status}>
      <Terms loan={l} />
      {open && <Repay loan={l} requireReal={requireReal} />}
      <Repayments loan={l} />
      <Agreement loan={l} />
    </div>
  );
}

function Terms({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <h2 className="text-md font-semibold text-fg">{loan.productName}</h2>
          <span className="text-xs text-fg-muted">
            <OrderNumber value={loan.loanNo} testId="loan-detail-no" />
          </span>
        </div>
        <LoanStatusBadge status={loan.status} testId="loan-detail-status" />
      </div>
      {loan.rejectReason && (
        <p className="text-sm text-down" data-testid="loan-detail-reason">
          {t('loans.detail.rejected', { reason: loan.rejectReason })}
        </p>
      )}
      <TermList>
        <TermRow label={t('loans.terms.amount')} strong>
          <Usdt value={loan.amount} testId="loan-detail-amount" />
        </TermRow>
        <TermRow label={t('loans.terms.term')}>
          {t('loans.terms.days', { count: loan.termDays })}
        </TermRow>
        <TermRow label={t('loans.terms.dailyRate')}>{format.rate(loan.dailyRate)}</TermRow>
        <TermRow label={t('loans.terms.interestFree')}>
          {t('loans.terms.days', { count: loan.interestFreeDays })}
        </TermRow>
        <TermRow label={t('loans.terms.totalInterest')}>
          <Usdt value={loan.totalInterest} />
        </TermRow>
        <TermRow label={t('loans.terms.repaymentAmount')}>
          <Usdt value={loan.repaymentAmount} />
        </TermRow>
        <TermRow label={t('loans.terms.disbursedAt')}>
          {loan.disbursedAt ? format.dateTime(loan.disbursedAt) : '—'}
        </TermRow>
        <TermRow label={t('loans.terms.dueAt')}>
          {loan.dueAt ? (
            <span data-testid="loan-detail-due">{format.dateTime(loan.dueAt)}</span>
          ) : (
            '—'
          )}
        </TermRow>
        <TermRow label={t('loans.terms.interestToDate')}>
          <Usdt value={loan.interestToDate} testId="loan-detail-interest" />
        </TermRow>
        <TermRow label={t('loans.terms.outstanding')} strong>
          <Usdt value={loan.outstanding} testId="loan-detail-outstanding" />
        </TermRow>
      </TermList>
    </Card>
  );
}

function Repay({ loan, requireReal }: { loan: Loan; requireReal(then: () => void): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const repay = useRepayLoan();
  // `repay.isPending` refuses a second submit.
  const once = useOnceSend({ guard: false });
  const [draft, setDraft] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = normalizeAmount(draft);
  const problem = amountProblem(amount, { scale: ASSET_SCALE.USDT, maximum: loan.outstanding });
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const errorText =
    problem === null
      ? undefined
      : problem === 'aboveAvailable'
        ? t('loans.repay.aboveOwed', { maximum: money(loan.outstanding) })
        : t('loans.repay.amountRequired');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || repay.isPending) return;
    requireReal(() => {
      const body = { id: loan.id, amount };
      once.send(JSON.stringify(body), repay, (key) => ({ body, key }), {
        onSuccess: () => {
          setDraft('');
          setTouched(false);
        },
      });
    });
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      <StepHeading>{t('loans.repay.title')}</StepHeading>
      <p className="text-sm text-fg-muted">{t('loans.repay.rule')}</p>
      <form
        className="flex flex-col gap-3"
        onSubmit={submit}
        noValidate
        data-testid="loan-repay-form"
      >
        <TextField
          label={t('loans.repay.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? errorText : undefined}
          data-testid="loan-repay-amount"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setDraft(loan.outstanding)}
            data-testid="loan-repay-all"
          >
            {t('loans.repay.all', { amount: money(loan.outstanding) })}
          </Button>
        </div>
        {repay.error && (
          <Alert tone="error" testId="loan-repay-error">
            {isApiError(repay.error) ? repay.error.message : String(repay.error)}
          </Alert>
        )}
        <Button type="submit" block loading={repay.isPending} data-testid="loan-repay-submit">
          {t('loans.repay.submit')}
        </Button>
      </form>
    </Card>
  );
}

function Repayments({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (loan.repayments.length === 0) return null;
  return (
    <Card className="flex flex-col gap-2 p-5">
      <StepHeading>{t('loans.detail.repayments')}</StepHeading>
      <ul className="divide-y divide-line text-sm" data-testid="loan-repayments">
        {loan.repayments.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap justify-between gap-2 py-2"
            data-testid="loan-repayment"
          >
            <span className="text-fg-muted">
              <time dateTime={r.at}>{format.dateTime(r.at)}</time> ·{' '}
              {t(`loans.detail.source.${r.source}`)}
            </span>
            <span className="tabular-nums">
              <Usdt value={r.amount} />{' '}
              <span className="text-fg-muted">
                (
                {t('loans.detail.split', {
                  principal: format.money(r.principal, 'USDT'),
                  interest: format.money(r.interest, 'USDT'),
                })}
                )
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The agreement as stored, its fingerprint checked here against the text, and the signature. */
function Agreement({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const agreement = useLoanAgreement(loan.id, shown);
  const signature = useLoanSignature(loan.id, shown);
  const [computed, setComputed] = useState<string | null>(null);

  useEffect(() => {
    const text = agreement.data?.text;
    if (text === undefined) return;
    let live = true;
    void crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((digest) => {
      if (!live) return;
      setComputed([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''));
    });
    return () => {
      live = false;
    };
  }, [agreement.data?.text]);

  const imageUrl = signature.data ?? null;

  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="loan-agreement">
      <div className="flex items-center justify-between gap-2">
        <StepHeading>{t('loans.agreement.title')}</StepHeading>
        <Button
          variant="secondary"
          onClick={() => setShown((v) => !v)}
          data-testid="loan-agreement-toggle"
        >
          {shown ? t('loans.agreement.hide') : t('loans.agreement.show')}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">
        {t('loans.agreement.fingerprint')}{' '}
        <code className="break-all" dir="ltr" data-testid="loan-agreement-stored-sha256">
          {loan.agreementSha256}
        </code>
      </p>
      {shown && agreement.data && (
        <>
          <div
            className="max-h-96 overflow-y-auto whitespace-pre-line rounded-lg border border-line bg-surface p-4 text-sm text-fg"
            lang={agreement.data.language}
            tabIndex={0}
            data-testid="loan-agreement-signed-text"
          >
            {agreement.data.text}
          </div>
          <p
            className="text-xs"
            data-testid="loan-agreement-check"
            data-match={computed === loan.agreementSha256}
          >
            {computed === null
              ? t('loans.agreement.checking')
              : computed === loan.agreementSha256
                ? t('loans.agreement.matches')
                : t('loans.agreement.differs')}
          </p>
          {imageUrl && (
            <img
              src={imageUrl}
              alt={t('loans.agreement.signatureAlt')}
              className="h-24 w-auto self-start rounded border border-line bg-white"
              data-testid="loan-agreement-signature"
            />
          )}
        </>
      )}
    </Card>
  );
}
