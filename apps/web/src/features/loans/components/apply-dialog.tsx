import {
  ASSET_SCALE,
  Code,
  type LoanDetail,
  type LoanProduct,
  type LoanQuote,
  type LoanStanding,
} from '@swx/contract';
import { Button } from '@swx/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderNumber, Usdt } from '../../../components/trade/parts';
import { ResultStep, SendActions, StepHeading, TermList } from '../../../components/trade/steps';
import { Alert } from '../../../components/ui/alert';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { TermRow } from '../../../components/ui/term-row';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { amountProblem, compareDecimals, normalizeAmount } from '../../../lib/validation';
import { useApplyLoan, useLoanQuote } from '../api/loans';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/**
 * Applying for a loan (issue 19): the term and amount; then the server's quote (interest beyond
 * the interest-free days, what is repaid and when) beside the applicant details taken from the
 * verified identity record, for confirmation; then the agreement in the reader's language with
 * its SHA-256 and the signature pad; then the receipt. A changed agreement (10067) quotes again.
 */
export function ApplyDialog({
  product,
  standing,
  onClose,
}: {
  product: LoanProduct | null;
  standing: LoanStanding | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const apply = useApplyLoan();
  return (
    <RequestDialog
      open={product !== null}
      onClose={onClose}
      request={apply}
      title={product ? t('loans.apply.title', { name: product.name }) : ''}
      testId="loan-apply"
    >
      {(close) =>
        product &&
        standing && (
          <ApplySteps
            key={product.id}
            product={product}
            standing={standing}
            apply={apply}
            onDone={close}
          />
        )
      }
    </RequestDialog>
  );
}

type Step =
  | { name: 'form' }
  | { name: 'review'; quote: LoanQuote }
  | { name: 'sign'; quote: LoanQuote }
  | { name: 'done'; loan: LoanDetail };

function ApplySteps({
  product,
  standing,
  apply,
  onDone,
}: {
  product: LoanProduct;
  standing: LoanStanding;
  apply: ReturnType<typeof useApplyLoan>;
  onDone(): void;
}) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [draft, setDraft] = useState({ amount: '', days: product.terms[0]! });
  if (step.name === 'done') return <Receipt loan={step.loan} onDone={onDone} />;
  if (step.name === 'sign') {
    return (
      <Sign
        quote={step.quote}
        apply={apply}
        onBack={() => setStep({ name: 'review', quote: step.quote })}
        onRequoted={(quote) => setStep({ name: 'review', quote })}
        onApplied={(loan) => setStep({ name: 'done', loan })}
      />
    );
  }
  if (step.name === 'review') {
    return (
      <Review
        quote={step.quote}
        onBack={() => setStep({ name: 'form' })}
        onNext={() => setStep({ name: 'sign', quote: step.quote })}
      />
    );
  }
  return (
    <Form
      product={product}
      standing={standing}
      draft={draft}
      onDraft={setDraft}
      onQuoted={(quote) => setStep({ name: 'review', quote })}
    />
  );
}

function Form({
  product,
  standing,
  draft,
  onDraft,
  onQuoted,
}: {
  product: LoanProduct;
  standing: LoanStanding;
  draft: { amount: string; days: number };
  onDraft(draft: { amount: string; days: number }): void;
  onQuoted(quote: LoanQuote): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const quote = useLoanQuote();
  const [touched, setTouched] = useState(false);
  const limit = product.limits.find((l) => l.level === standing.level)!;
  const maximum =
    compareDecimals(standing.poolAvailable, limit.maxAmount) < 0
      ? standing.poolAvailable
      : limit.maxAmount;
  const amount = normalizeAmount(draft.amount);
  const problem = amountProblem(amount, {
    scale: ASSET_SCALE.USDT,
    minimum: limit.minAmount,
    maximum,
  });
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const errorText =
    problem === null
      ? undefined
      : problem === 'belowMinimum' || problem === 'aboveAvailable'
        ? t('loans.apply.range', { minimum: money(limit.minAmount), maximum: money(maximum) })
        : problem === 'decimals'
          ? t('loans.apply.decimals')
          : t('loans.apply.amountRequired');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || quote.isPending) return;
    quote.mutate(
      { productId: product.id, amount, days: draft.days },
      { onSuccess: (answer) => onQuoted(answer) },
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={submit}
      noValidate
      data-testid="loan-apply-form"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('loans.apply.term')}</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup">
          {product.terms.map((days) => (
            <Button
              key={days}
              type="button"
              role="radio"
              aria-checked={draft.days === days}
              variant={draft.days === days ? 'primary' : 'secondary'}
              onClick={() => onDraft({ ...draft, days })}
              data-testid={`loan-apply-term-${days}`}
            >
              {t('loans.terms.days', { count: days })}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('loans.apply.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={draft.amount}
        onChange={(e) => onDraft({ ...draft, amount: e.target.value })}
        onBlur={() => setTouched(true)}
        error={touched ? errorText : undefined}
        hint={t('loans.apply.range', { minimum: money(limit.minAmount), maximum: money(maximum) })}
        data-testid="loan-apply-amount"
      />
      {quote.error && (
        <Alert tone="error" testId="loan-apply-quote-error">
          {isApiError(quote.error) ? quote.error.message : String(quote.error)}
        </Alert>
      )}
      <Button type="submit" block loading={quote.isPending} data-testid="loan-apply-review">
        {t('loans.apply.review')}
      </Button>
    </form>
  );
}

/** The quote's figures and the applicant details, confirmed before the agreement is shown. */
function Review({ quote, onBack, onNext }: { quote: LoanQuote; onBack(): void; onNext(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [confirmed, setConfirmed] = useState(false);
  const a = quote.applicant;
  return (
    <div className="flex flex-col gap-4" data-testid="loan-apply-quote">
      <StepHeading>{t('loans.apply.reviewTitle')}</StepHeading>
      <TermList>
        <TermRow label={t('loans.terms.amount')} strong>
          <Usdt value={quote.amount} testId="loan-quote-amount" />
        </TermRow>
        <TermRow label={t('loans.terms.term')}>
          {t('loans.terms.days', { count: quote.termDays })}
        </TermRow>
        <TermRow label={t('loans.terms.dailyRate')}>
          {format.rate(quote.dailyRate)} (
          {t('loans.terms.ratePerYear', { rate: format.rate(quote.annualRate) })})
        </TermRow>
        <TermRow label={t('loans.terms.interestFree')}>
          {t('loans.terms.days', { count: quote.interestFreeDays })}
        </TermRow>
        <TermRow label={t('loans.terms.totalInterest')}>
          <Usdt value={quote.totalInterest} testId="loan-quote-interest" />
        </TermRow>
        <TermRow label={t('loans.terms.repaymentAmount')} strong>
          <Usdt value={quote.repaymentAmount} testId="loan-quote-repayment" />
        </TermRow>
        <TermRow label={t('loans.terms.repaymentDate')}>
          {t('loans.apply.dueIfToday', { date: format.date(quote.repaymentDate) })}
        </TermRow>
      </TermList>
      <p className="text-sm text-fg-muted">{t('loans.apply.earlyCostsLess')}</p>
      <StepHeading>{t('loans.apply.detailsTitle')}</StepHeading>
      <TermList>
        <TermRow label={t('loans.apply.name')}>{`${a.firstName} ${a.lastName}`}</TermRow>
        <TermRow label={t('kyc.form.birthdate')}>{a.birthdate}</TermRow>
        <TermRow label={t('kyc.form.country')}>{a.country}</TermRow>
        <TermRow label={t('kyc.form.address')}>{a.address}</TermRow>
        <TermRow label={t('kyc.form.phone')}>
          <span dir="ltr">{a.phone}</span>
        </TermRow>
        <TermRow label={t('kyc.form.documentType')}>
          {t(`kyc.form.documents.${a.documentType}`)}
        </TermRow>
      </TermList>
      <CheckLine checked={confirmed} onChange={setConfirmed} testId="loan-apply-details-confirmed">
        {t('loans.apply.detailsConfirm')}
      </CheckLine>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} data-testid="loan-apply-back">
          {t('trading.confirm.back')}
        </Button>
        <Button block disabled={!confirmed} onClick={onNext} data-testid="loan-apply-to-agreement">
          {t('loans.apply.readAgreement')}
        </Button>
      </div>
    </div>
  );
}

/** The agreement as it will be stored, its fingerprint, and the signature. */
function Sign({
  quote,
  apply,
  onBack,
  onRequoted,
  onApplied,
}: {
  quote: LoanQuote;
  apply: ReturnType<typeof useApplyLoan>;
  onBack(): void;
  onRequoted(quote: LoanQuote): void;
  onApplied(loan: LoanDetail): void;
}) {
  const { t } = useTranslation();
  const pad = useRef<SignaturePadHandle>(null);
  // `apply.isPending` refuses a second submit.
  const once = useOnceSend({ guard: false });
  const [signed, setSigned] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const requote = useLoanQuote();

  async function submit() {
    if (apply.isPending) return;
    const signature = await pad.current?.toBlob();
    if (!signature) return;
    const fingerprint = `${quote.agreement.sha256}:${signature.size}`;
    once.send(fingerprint, apply, (key) => ({ application: { quote, signature }, key }), {
      onSuccess: onApplied,
      onRefused: (error) => {
        if (error.code === Code.TERMS_CHANGED) {
          requote.mutate(
            { productId: quote.productId, amount: quote.amount, days: quote.termDays },
            { onSuccess: onRequoted },
          );
        }
      },
    });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="loan-apply-sign">
      <StepHeading>{t('loans.apply.agreementTitle')}</StepHeading>
      <div
        className="max-h-72 overflow-y-auto whitespace-pre-line rounded-lg border border-line bg-surface p-4 text-sm text-fg"
        lang={quote.agreement.language}
        tabIndex={0}
        data-testid="loan-agreement-text"
      >
        {quote.agreement.text}
      </div>
      <p className="text-xs text-fg-muted">
        {t('loans.agreement.fingerprint')}{' '}
        <code className="break-all" dir="ltr" data-testid="loan-agreement-sha256">
          {quote.agreement.sha256}
        </code>
      </p>
      <SignaturePad ref={pad} label={t('loans.sign.pad')} onChange={setSigned} />
      <CheckLine checked={agreed} onChange={setAgreed} testId="loan-apply-agree">
        {t('loans.apply.agree')}
      </CheckLine>
      <SendActions
        error={apply.error}
        describe={(error) => (isApiError(error) ? error.message : String(error))}
        retryHint={t('trading.confirm.networkRetry')}
        errorTestId="loan-apply-error"
        pending={apply.isPending}
        sticky
        cancel={{
          label: t('trading.confirm.back'),
          testId: 'loan-apply-sign-back',
          onClick: onBack,
          back: true,
        }}
        submit={{
          label: t('loans.apply.submit'),
          testId: 'loan-apply-submit',
          onClick: () => void submit(),
          disabled: !signed || !agreed,
        }}
      />
    </div>
  );
}

function Receipt({ loan, onDone }: { loan: LoanDetail; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <ResultStep
      testId="loan-apply-result"
      title={t('loans.apply.resultTitle')}
      body={t('loans.apply.resultBody')}
      copy={{ value: loan.loanNo, label: t('trading.receipt.copy') }}
      done={{ label: t('trading.receipt.done'), testId: 'loan-apply-done', onClick: onDone }}
    >
      <TermRow label={t('loans.terms.loanNo')}>
        <OrderNumber value={loan.loanNo} testId="loan-apply-result-no" />
      </TermRow>
      <TermRow label={t('loans.terms.amount')} strong>
        <Usdt value={loan.amount} />
      </TermRow>
      <TermRow label={t('loans.terms.agreement')}>
        <Link
          to={`/loan/detail?id=${encodeURIComponent(loan.id)}`}
          className="text-accent-text underline-offset-2 hover:underline"
          data-testid="loan-apply-result-link"
          onClick={onDone}
        >
          {t('loans.detail.open')}
        </Link>
      </TermRow>
    </ResultStep>
  );
}

/** A statement the applicant ticks to go on. */
function CheckLine({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-fg">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
