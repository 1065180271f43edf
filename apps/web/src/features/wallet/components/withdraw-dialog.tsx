import {
  Code,
  WITHDRAWAL_NETWORKS,
  getNetwork,
  isConvertedWithdrawal,
  type IdentificationStatus,
  type WithdrawalItem,
  type WithdrawalNetwork,
  type WithdrawalQuote,
} from '@swx/contract';
import { ArrowLeft, CircleCheck, RefreshCw, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '@swx/ui';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField, VERBATIM_INPUT } from '../../../components/ui/text-field';
import { AppCodeField } from '../../../components/ui/app-code-field';
import { codeMessage, translate } from '../../../lib/messages';
import { useFormat } from '../../../i18n/format';
import { BOOK_ASSET } from '../../../lib/balances';
import { assetScale } from '../../../lib/ledger-entries';
import { Money } from '../../../components/ui/money';
import {
  fetchWithdrawalQuote,
  useIdentification,
  useSubmitWithdrawal,
  useWithdrawalQuote,
} from '../api/wallet';
import { addressProblem, amountProblem, normalizeAmount } from '../../../lib/validation';
import { Chips } from '../../../components/ui/chips';
import { TermRow } from '../../../components/ui/term-row';
import { errorCode } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { walletErrorText } from './wallet-parts';
import { SavedAddresses, type SavedAddressBook } from './saved-addresses';

type Field = 'address' | 'amount';

/** The refusals of a BTC or ETH request whose quote no longer holds: a new one is asked. */
const QUOTE_REFUSALS: ReadonlySet<number> = new Set([
  Code.QUOTE_EXPIRED,
  Code.PRICE_MOVED,
  Code.TERMS_CHANGED,
]);

/** How long the amount must rest before the fee is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function networkName(id: WithdrawalNetwork): string {
  return getNetwork(id)?.name ?? id;
}

/** What is sent on `id`: USDT, BTC or ETH. */
function assetOf(id: WithdrawalNetwork): string {
  return getNetwork(id)?.asset ?? BOOK_ASSET;
}

function fieldOf(code: number): Field | null {
  switch (code) {
    case Code.ADDRESS_REQUIRED:
    case Code.ADDRESS_INVALID:
    case Code.ADDRESS_WAITING:
    case Code.ADDRESS_NOT_SAVED:
      return 'address';
    case Code.AMOUNT_INCORRECT:
    case Code.AMOUNT_ABOVE_MAXIMUM:
    case Code.INSUFFICIENT_BALANCE:
      return 'amount';
    default:
      return null;
  }
}

interface WithdrawDialogProps {
  open: boolean;
  onClose(): void;
  /** The real book's available USDT (the "max"), undefined while loading. */
  available: string | undefined;
  /** Two-factor sign-in is on: the confirmation asks for a code of the app. */
  codeRequired: boolean;
  /** The address book: its addresses fill the address (undefined: not known). */
  saved?: SavedAddressBook;
}

/**
 * Withdraw: network, address and amount with the fee quoted before anything is sent, then a
 * confirmation that repeats the terms, then a receipt. Identity verification is required: a
 * user who is not verified is told so up front (and again if the server says 10022).
 */
export function WithdrawDialog({
  open,
  onClose,
  available,
  codeRequired,
  saved,
}: WithdrawDialogProps) {
  const { t } = useTranslation();
  const submit = useSubmitWithdrawal();

  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      request={submit}
      title={t('wallet.withdraw.title')}
      description={t('wallet.withdraw.description')}
      testId="withdraw-dialog"
    >
      {(close) => (
        <WithdrawFlow
          submit={submit}
          onClose={close}
          available={available}
          codeRequired={codeRequired}
          saved={saved}
        />
      )}
    </RequestDialog>
  );
}

interface Draft {
  network: WithdrawalNetwork;
  address: string;
  amount: string;
}

function WithdrawFlow({
  submit,
  onClose,
  available,
  codeRequired,
  saved,
}: {
  submit: ReturnType<typeof useSubmitWithdrawal>;
  onClose(): void;
  available: string | undefined;
  codeRequired: boolean;
  saved: SavedAddressBook | undefined;
}) {
  const { t } = useTranslation();
  const identification = useIdentification(true);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [draft, setDraft] = useState<Draft>({ network: 'USDT-TRC20', address: '', amount: '' });
  const [quote, setQuote] = useState<WithdrawalQuote | null>(null);
  const [refused, setRefused] = useState<{ field: Field; text: string } | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  const [done, setDone] = useState<WithdrawalItem | null>(null);
  // The confirmation's button ignores clicks while the request runs (`loading`); a refused
  // withdrawal sent again keeps its key.
  const once = useOnceSend({ guard: false, keepKeyOnRefusal: true });

  if (done) return <WithdrawalReceipt item={done} onClose={onClose} />;

  if (identification.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid="withdraw-loading">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  // Unknown (the status could not be read): the form, and the server decides.
  const status = identification.data;
  if (notVerified || (status && status.status !== 'verified')) {
    return <VerificationRequired status={status} onClose={onClose} />;
  }

  if (step === 'confirm' && quote) {
    return (
      <WithdrawConfirm
        draft={draft}
        quote={quote}
        submit={submit}
        codeRequired={codeRequired}
        onBack={() => {
          submit.reset();
          setStep('form');
        }}
        onRequote={async () => {
          // New terms to read and confirm again; the refusal they replace is cleared.
          const fresh = await fetchWithdrawalQuote(draft.network, draft.amount);
          submit.reset();
          setQuote(fresh);
        }}
        onConfirm={(twoFactorCode) => {
          const order = {
            network: draft.network,
            address: draft.address,
            amount: draft.amount,
            ...(quote.quoteId === null ? {} : { quoteId: quote.quoteId }),
          };
          const body = twoFactorCode === undefined ? order : { ...order, twoFactorCode };
          const failed = (error: Error) => {
            const code = errorCode(error);
            if (code === Code.NOT_AUTHENTICATED_KYC) {
              setNotVerified(true);
              void identification.refetch();
              return;
            }
            // The book changed elsewhere (an address removed, the whitelist switched): read again.
            if (code === Code.ADDRESS_WAITING || code === Code.ADDRESS_NOT_SAVED) saved?.refresh();
            const field = fieldOf(code);
            if (field) {
              setRefused({ field, text: walletErrorText(t, error) });
              submit.reset();
              setStep('form');
            }
          };
          // The order alone names the request: a retry with a new code keeps its key.
          once.send(JSON.stringify(order), submit, (key) => ({ body, key }), {
            onSuccess: setDone,
            onRefused: failed,
            onUnanswered: failed,
          });
        }}
      />
    );
  }

  return (
    <WithdrawForm
      draft={draft}
      onDraft={(next) => {
        setDraft(next);
        if (refused) setRefused(null);
      }}
      refused={refused}
      available={available}
      saved={saved}
      onContinue={(next) => {
        setQuote(next);
        setStep('confirm');
      }}
    />
  );
}

function VerificationRequired({
  status,
  onClose,
}: {
  status: IdentificationStatus | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const state = status?.status ?? 'none';
  let detail: string;
  if (state === 'pending') detail = t('wallet.withdraw.kyc.pending');
  else if (state === 'rejected' && status?.reason)
    detail = t('wallet.withdraw.kyc.rejected', { reason: status.reason });
  else if (state === 'rejected') detail = t('wallet.withdraw.kyc.rejectedNoReason');
  else detail = t('wallet.withdraw.kyc.none');
  return (
    <div className="flex flex-col gap-4" data-testid="withdraw-kyc" data-status={state}>
      <div className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="text-sm" role="status">
          <p className="font-semibold text-fg">{t('wallet.withdraw.kyc.title')}</p>
          <p className="mt-1 text-fg-muted">{t('wallet.withdraw.kyc.body')}</p>
          <p className="mt-2 text-fg">
            <span className="font-medium">{t('wallet.withdraw.kyc.statusLabel')} </span>
            <span data-testid="withdraw-kyc-status">{t(`kyc.status.${state}`)}</span>
          </p>
          <p className="mt-1 text-fg-muted">{detail}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('wallet.close')}
        </Button>
        {(state === 'none' || state === 'rejected') && (
          <Link
            to="/profile/verification"
            onClick={onClose}
            className={buttonClasses()}
            data-testid="withdraw-kyc-link"
          >
            {t('wallet.withdraw.kyc.verifyNow')}
          </Link>
        )}
      </div>
    </div>
  );
}

function WithdrawForm({
  draft,
  onDraft,
  refused,
  available,
  saved,
  onContinue,
}: {
  draft: Draft;
  onDraft(next: Draft): void;
  refused: { field: Field; text: string } | null;
  available: string | undefined;
  saved: SavedAddressBook | undefined;
  onContinue(quote: WithdrawalQuote): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const asset = assetOf(draft.network);
  const converted = isConvertedWithdrawal(draft.network);
  const scale = assetScale(asset);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    address: draft.address !== '',
    amount: draft.amount !== '',
  });
  const [submitted, setSubmitted] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const name = networkName(draft.network);
  const value = normalizeAmount(draft.amount);
  const availableText = available === undefined ? undefined : format.money(available, BOOK_ASSET);

  const addressIssue = addressProblem(draft.network, draft.address);
  // BTC and ETH are paid from the USDT balance: the quote says what they cost, the server
  // whether the balance covers it.
  const amountIssue = amountProblem(value, { scale, maximum: converted ? undefined : available });
  const problems: Record<Field, string | undefined> = {
    address: addressIssue
      ? t(`wallet.withdraw.addressErrors.${addressIssue}`, { network: name })
      : undefined,
    amount: amountIssue
      ? t(`wallet.amount.${amountIssue}`, {
          asset,
          scale,
          minimum: '',
          // Exact: a typed amount is compared with every digit of the balance.
          available: available === undefined ? '' : format.exactMoney(available, BOOK_ASSET),
        })
      : undefined,
  };

  // The fee is asked for once the amount rests and is valid (the same rules as the server).
  const settled = useDebounced(amountIssue === null ? value : null, QUOTE_DEBOUNCE_MS);
  const quoteAmount = amountIssue === null && settled === value ? settled : null;
  const quote = useWithdrawalQuote(draft.network, quoteAmount);
  const quoteFits = quote.data && quote.data.amount !== '' && quoteAmount !== null;
  const quoteRefused = !quote.isError
    ? undefined
    : errorCode(quote.error) === Code.AMOUNT_INCORRECT
      ? t('wallet.withdraw.feeTooHigh')
      : errorCode(quote.error) === Code.AMOUNT_ABOVE_MAXIMUM
        ? walletErrorText(t, quote.error)
        : undefined;

  const shown = (field: Field): string | undefined => {
    if (refused?.field === field) return refused.text;
    if (field === 'amount' && quoteRefused) return quoteRefused;
    return submitted || touched[field] ? problems[field] : undefined;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.address || refused?.field === 'address') {
      addressRef.current?.focus();
      return;
    }
    if (problems.amount || quoteRefused || refused?.field === 'amount') {
      amountRef.current?.focus();
      return;
    }
    if (quoteFits && quote.data) onContinue(quote.data);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="withdraw-form"
    >
      <Chips<WithdrawalNetwork>
        legend={t('wallet.network')}
        name="withdraw-network"
        value={draft.network}
        onChange={(network) =>
          // An amount typed in one asset means nothing in another.
          onDraft({
            ...draft,
            network,
            amount: assetOf(network) === asset ? draft.amount : '',
          })
        }
        options={WITHDRAWAL_NETWORKS.map((id) => ({ value: id, label: networkName(id) }))}
        testId="withdraw-networks"
      />
      <TextField
        ref={addressRef}
        label={t('wallet.withdraw.address')}
        name="address"
        {...VERBATIM_INPUT}
        className="font-mono text-sm"
        value={draft.address}
        onChange={(e) => onDraft({ ...draft, address: e.target.value.trim() })}
        onBlur={() => setTouched((prev) => ({ ...prev, address: true }))}
        error={shown('address')}
        success={
          !shown('address') && draft.address !== '' && !addressIssue
            ? t('wallet.withdraw.addressValid', { network: name })
            : undefined
        }
        hint={t('wallet.withdraw.addressHint', { network: name })}
        data-testid="withdraw-address"
      />
      <SavedAddresses
        items={saved?.items.filter((item) => item.network === draft.network) ?? []}
        whitelistOn={saved?.whitelistOn ?? false}
        chosen={draft.address}
        onChoose={(address) => onDraft({ ...draft, address })}
      />
      <TextField
        ref={amountRef}
        label={t('wallet.withdraw.amount', { asset })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={draft.amount}
        onChange={(e) => onDraft({ ...draft, amount: e.target.value })}
        onBlur={() => setTouched((prev) => ({ ...prev, amount: true }))}
        error={shown('amount')}
        hint={
          availableText === undefined
            ? undefined
            : converted
              ? t('wallet.withdraw.availableConverted', { amount: availableText, asset })
              : t('wallet.withdraw.available', { amount: availableText })
        }
        end={<span className="pe-3 text-sm text-fg-muted">{asset}</span>}
        after={
          converted ? undefined : (
            <Button
              variant="secondary"
              disabled={available === undefined}
              onClick={() => {
                if (available === undefined) return;
                onDraft({ ...draft, amount: available });
                setTouched((prev) => ({ ...prev, amount: true }));
              }}
              data-testid="withdraw-max"
            >
              {t('wallet.withdraw.max')}
            </Button>
          )
        }
        data-testid="withdraw-amount"
      />

      <section
        aria-label={t('wallet.withdraw.termsTitle')}
        aria-live="polite"
        aria-busy={quote.isFetching || undefined}
        className="rounded-lg border border-line bg-field px-4 py-3 text-sm"
        data-testid="withdraw-quote"
      >
        {quoteFits && quote.data ? (
          <QuoteTerms quote={quote.data} />
        ) : quote.isFetching || (amountIssue === null && settled !== value) ? (
          <p className="text-fg-muted">{t('wallet.withdraw.quoteLoading')}</p>
        ) : quote.isError && !quoteRefused ? (
          <p className="text-danger">
            {t('wallet.withdraw.quoteFailed')} {walletErrorText(t, quote.error)}
          </p>
        ) : (
          <p className="text-fg-muted">{t('wallet.withdraw.quoteHint')}</p>
        )}
      </section>

      <Button type="submit" block disabled={!quoteFits} data-testid="withdraw-continue">
        {t('wallet.withdraw.continue')}
      </Button>
    </form>
  );
}

function QuoteTerms({ quote }: { quote: WithdrawalQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const scale = assetScale(quote.asset);
  return (
    <dl className="flex flex-col gap-2">
      <TermRow label={t('wallet.withdraw.amountLabel')}>
        <Money value={quote.amount} asset={quote.asset} />
      </TermRow>
      <TermRow label={t('wallet.withdraw.fee')} testId="withdraw-fee">
        <Money value={quote.fee} asset={quote.asset} />
        <span className="block text-xs text-fg-subtle">
          {t('wallet.withdraw.feeRule', {
            rate: format.rate(quote.feeRate),
            minimum: format.amount(quote.feeMin, scale),
            asset: quote.asset,
          })}
        </span>
      </TermRow>
      <TermRow label={t('wallet.withdraw.receive')} strong testId="withdraw-receive">
        <Money value={quote.receive} asset={quote.asset} />
      </TermRow>
      {quote.rate !== null && (
        <>
          <TermRow label={t('wallet.withdraw.rate')} testId="withdraw-rate">
            <span dir="ltr">
              {t('wallet.withdraw.rateValue', {
                asset: quote.asset,
                rate: format.amount(quote.rate),
              })}
            </span>
            {quote.rateAt !== null && (
              <span className="block text-xs text-fg-subtle">
                {t('wallet.withdraw.rateAt', { time: format.time(quote.rateAt) })}
              </span>
            )}
            {quote.simulated && (
              <span className="mt-1 inline-flex" title={t('market.simulatedNote')}>
                <Badge tone="warning" testId="withdraw-rate-simulated">
                  {t('market.simulated')}
                </Badge>
              </span>
            )}
          </TermRow>
          <TermRow label={t('wallet.withdraw.cost')} strong testId="withdraw-cost">
            <span title={format.exactMoney(quote.usdtAmount, BOOK_ASSET)}>
              <Money value={quote.usdtAmount} asset={BOOK_ASSET} />
            </span>
          </TermRow>
        </>
      )}
    </dl>
  );
}

/** Whole seconds from now until `expiresAt` (0 once past); null without one. */
function secondsUntil(expiresAt: string | null): number | null {
  return expiresAt === null
    ? null
    : Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));
}

/** `secondsUntil(expiresAt)`, ticking every second. */
function useSecondsLeft(expiresAt: string | null): number | null {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    if (expiresAt === null) return;
    const timer = setInterval(() => setSeconds(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

function WithdrawConfirm({
  draft,
  quote,
  submit,
  codeRequired,
  onBack,
  onRequote,
  onConfirm,
}: {
  draft: Draft;
  quote: WithdrawalQuote;
  submit: ReturnType<typeof useSubmitWithdrawal>;
  codeRequired: boolean;
  onBack(): void;
  /** Asks for new terms (BTC, ETH: the quote expired or was refused). */
  onRequote(): Promise<void>;
  onConfirm(twoFactorCode: string | undefined): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const secondsLeft = useSecondsLeft(quote.expiresAt);
  const [requoting, setRequoting] = useState(false);
  const [requoteFailed, setRequoteFailed] = useState<Error | null>(null);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const refusal = submit.isError ? errorCode(submit.error) : null;
  const codeRefused =
    refusal === Code.TWO_FACTOR_REQUIRED || refusal === Code.TWO_FACTOR_CODE_INCORRECT;
  // Asked when two-factor sign-in is on, or from when the server says so (the settings not
  // loaded, or stale: turned on elsewhere); once asked, the field stays.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (codeRefused) setAsked(true);
  }, [codeRefused]);
  const askCode = codeRequired || codeRefused || asked;
  // A BTC or ETH quote that no longer holds is not sent: the user asks for new terms.
  const quoteGone = secondsLeft === 0 || (refusal !== null && QUOTE_REFUSALS.has(refusal));
  const requote = () => {
    setRequoting(true);
    setRequoteFailed(null);
    onRequote()
      .catch((error: unknown) => setRequoteFailed(error as Error))
      .finally(() => setRequoting(false));
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The button repeats the amount as typed (every digit), not rounded.
  const amount = format.exactMoney(quote.amount, quote.asset);
  return (
    <div className="flex flex-col gap-4" data-testid="withdraw-confirm">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
        {t('wallet.withdraw.confirmTitle')}
      </h3>
      <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        <TermRow label={t('wallet.network')}>
          <span dir="ltr">{networkName(draft.network)}</span>
        </TermRow>
        <TermRow label={t('wallet.withdraw.address')}>
          <code dir="ltr" className="font-mono text-xs" data-testid="withdraw-confirm-address">
            {draft.address}
          </code>
        </TermRow>
      </dl>
      <div className="rounded-lg border border-line bg-field px-4 py-3 text-sm">
        <QuoteTerms quote={quote} />
      </div>
      {secondsLeft !== null && quote.priceTolerance !== null && (
        <p className="text-sm text-fg-muted" data-testid="withdraw-quote-time" aria-live="off">
          {secondsLeft > 0
            ? t('wallet.withdraw.quoteValid', {
                seconds: secondsLeft,
                tolerance: format.rate(quote.priceTolerance),
              })
            : t('wallet.withdraw.quoteExpired')}
        </p>
      )}
      <p className="text-sm text-fg-muted">{t('wallet.withdraw.confirmNote')}</p>
      {askCode && (
        <AppCodeField
          value={code}
          onChange={(event) => {
            setCode(event.target.value.trim());
            setCodeMissing(false);
            if (codeRefused) submit.reset();
          }}
          error={
            codeMissing
              ? translate(t, codeMessage(Code.TWO_FACTOR_REQUIRED))
              : codeRefused
                ? walletErrorText(t, submit.error)
                : undefined
          }
        />
      )}
      {submit.isError && !codeRefused && (
        <Alert tone="error" testId="withdraw-error">
          {walletErrorText(t, submit.error)}
        </Alert>
      )}
      {requoteFailed && (
        <Alert tone="error" testId="withdraw-requote-error">
          {t('wallet.withdraw.quoteFailed')} {walletErrorText(t, requoteFailed)}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={submit.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('wallet.withdraw.back')}
        </Button>
        {quoteGone ? (
          <Button onClick={requote} loading={requoting} data-testid="withdraw-requote">
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('wallet.withdraw.requote')}
          </Button>
        ) : (
          <Button
            onClick={() => {
              if (!askCode) return onConfirm(undefined);
              if (!/^\d{6}$/.test(code)) return setCodeMissing(true);
              onConfirm(code);
            }}
            loading={submit.isPending}
            data-testid="withdraw-confirm-button"
          >
            {t('wallet.withdraw.confirm', { amount, asset: quote.asset })}
          </Button>
        )}
      </div>
    </div>
  );
}

function WithdrawalReceipt({ item, onClose }: { item: WithdrawalItem; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4" data-testid="withdraw-done">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
            {t('wallet.withdraw.doneTitle')}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">
            {t('wallet.withdraw.doneBody', {
              cost: format.money(item.usdtAmount, BOOK_ASSET),
              receive: format.money(item.receive, item.asset),
              asset: item.asset,
            })}
          </p>
        </div>
      </div>
      <Button onClick={onClose} block data-testid="withdraw-close">
        {t('wallet.close')}
      </Button>
    </div>
  );
}
