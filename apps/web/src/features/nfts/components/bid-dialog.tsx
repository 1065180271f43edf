import { Code, NFT_AMOUNT_MAX_USDT, type BuyNftResult, type NftDetail } from '@swx/contract';
import { Button } from '@swx/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookAvailable, BookBadge, Usdt } from '../../../components/trade/parts';
import { ResultStep, SendActions, StepHeading, TermList } from '../../../components/trade/steps';
import { TermRow } from '../../../components/ui/term-row';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { balanceOf, useBalances } from '../../../lib/balances';
import { plainDecimal } from '../../../lib/units';
import { useOnceSend } from '../../../lib/use-once-send';
import { normalizeAmount } from '../../../lib/validation';
import { nftKeys } from '../api/keys';
import { bidNeeds, bidProblem, isLeader, isMore } from '../terms';
import { isCode, minimumBidOf, nftErrorText } from '../text';
import { Countdown } from './nft-parts';
import { SaleDialog, type SaleStepsProps } from './sale-dialog';
import { SaleError } from './sale-parts';

/**
 * Bidding on an auction: the amount (prefilled with the smallest bid accepted now, checked here
 * against it, the platform's bound and USDT's 6 decimals) with the real available balance and
 * what a bid does in plain words; then every term before the user confirms; then the receipt.
 * A bid refused as too low (10016) names the minimum now and offers it.
 */
export function BidDialog({
  item,
  antiSnipeSeconds,
  onClose,
  onDemo,
}: {
  item: NftDetail | null;
  /** How late a bid moves the end (the public parameter), when known. */
  antiSnipeSeconds: number | undefined;
  onClose(): void;
  /** The server said demo (10042): offer the real account. */
  onDemo(): void;
}) {
  const { t } = useTranslation();
  return (
    <SaleDialog
      item={item}
      title={(current) => t('nfts.bid.title', { title: current.title })}
      testId="nft-bid"
      onClose={onClose}
      onDemo={onDemo}
    >
      {(steps) => <BidSteps {...steps} antiSnipeSeconds={antiSnipeSeconds} />}
    </SaleDialog>
  );
}

type Step =
  { name: 'form' } | { name: 'confirm'; amount: string } | { name: 'done'; result: BuyNftResult };

function BidSteps({
  item,
  buy,
  antiSnipeSeconds,
  onDone,
  onDemo,
}: SaleStepsProps & { antiSnipeSeconds: number | undefined }) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [draft, setDraft] = useState(() => plainDecimal(item.minimumBid ?? ''));
  if (step.name === 'done') return <BidReceipt result={step.result} onDone={onDone} />;
  if (step.name === 'confirm') {
    return (
      <BidConfirm
        item={item}
        amount={step.amount}
        buy={buy}
        onAmount={(amount) => {
          buy.reset();
          setDraft(plainDecimal(amount));
          setStep({ name: 'confirm', amount });
        }}
        onBack={() => {
          buy.reset();
          setStep({ name: 'form' });
        }}
        onDone={(result) => setStep({ name: 'done', result })}
        onDemo={onDemo}
      />
    );
  }
  return (
    <BidForm
      item={item}
      draft={draft}
      onDraft={setDraft}
      antiSnipeSeconds={antiSnipeSeconds}
      onReview={(amount) => setStep({ name: 'confirm', amount })}
    />
  );
}

/** What a bid does with the money, the reserve and a late bid, in plain words. */
function BidRules({
  item,
  antiSnipeSeconds,
}: {
  item: NftDetail;
  antiSnipeSeconds: number | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const minutes = antiSnipeSeconds === undefined ? 0 : Math.ceil(antiSnipeSeconds / 60);
  return (
    <div className="flex flex-col gap-2 text-sm text-fg-muted" data-testid="nft-bid-rules">
      <p>{t('nfts.bid.holdRule')}</p>
      <p>
        {item.reservePrice === null
          ? t('nfts.bid.endRule')
          : t('nfts.bid.reserveRule', { reserve: money(item.reservePrice) })}
      </p>
      <p>
        {minutes > 0
          ? t('nfts.bid.extendRule', { count: minutes })
          : t('nfts.bid.extendRuleGeneric')}
      </p>
    </div>
  );
}

function BidForm({
  item,
  draft,
  onDraft,
  antiSnipeSeconds,
  onReview,
}: {
  item: NftDetail;
  draft: string;
  onDraft(value: string): void;
  antiSnipeSeconds: number | undefined;
  onReview(amount: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useBalances().data?.balances;
  const available = balances ? balanceOf(balances, 'real').available : undefined;
  const [touched, setTouched] = useState(false);
  const minimum = item.minimumBid ?? item.startingPrice ?? '0';
  const amount = normalizeAmount(draft);
  const problem = bidProblem(amount, minimum);
  const needs = problem === null ? bidNeeds(amount, item) : undefined;
  const overBalance = needs !== undefined && available !== undefined && isMore(needs, available);
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const errorText =
    problem === 'belowMinimum'
      ? t('nfts.bid.belowMinimum', { minimum: money(minimum) })
      : problem === 'aboveLimit'
        ? t('nfts.bid.aboveLimit', { maximum: money(NFT_AMOUNT_MAX_USDT) })
        : problem === 'decimals'
          ? t('nfts.bid.decimals')
          : problem !== null
            ? t('nfts.bid.amountRequired')
            : overBalance
              ? t('nfts.bid.aboveBalance')
              : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || overBalance) return;
    onReview(amount);
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="nft-bid-form">
      <BookAvailable book="real" available={available} prefix="nft-bid" />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-fg-muted">
            {item.currentBid === null ? t('nfts.price.startingPrice') : t('nfts.price.currentBid')}
          </dt>
          <dd className="font-medium text-fg">
            <Usdt value={item.currentBid ?? item.startingPrice ?? '0'} />
          </dd>
        </div>
        {item.endsAt && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-fg-muted">{t('nfts.terms.endsIn')}</dt>
            <dd>
              <Countdown endsAt={item.endsAt} testId="nft-bid-countdown" />
            </dd>
          </div>
        )}
      </dl>
      {isLeader(item) && (
        <p className="text-sm font-medium text-success" data-testid="nft-bid-leading">
          {t('nfts.bid.youLead')}
        </p>
      )}
      <TextField
        label={t('nfts.bid.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? errorText : undefined}
        hint={t('nfts.bid.minimumHint', { minimum: money(minimum) })}
        data-testid="nft-bid-amount"
      />
      <BidRules item={item} antiSnipeSeconds={antiSnipeSeconds} />
      <Button type="submit" block data-testid="nft-bid-review">
        {t('nfts.bid.review')}
      </Button>
    </form>
  );
}

function BidConfirm({
  item,
  amount,
  buy,
  onAmount,
  onBack,
  onDone,
  onDemo,
}: {
  item: NftDetail;
  amount: string;
  buy: SaleStepsProps['buy'];
  onAmount(amount: string): void;
  onBack(): void;
  onDone(result: BuyNftResult): void;
  onDemo(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const once = useOnceSend();
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const needs = bidNeeds(amount, item);
  const meetsReserve = item.reservePrice === null || !isMore(item.reservePrice, amount);
  const minimumNow = minimumBidOf(buy.error);
  const closed = isCode(buy.error, Code.COLLECTION_STATUS_INCORRECT) || item.status !== 'live';

  function confirm() {
    const body = { id: item.id, amount };
    once.send(JSON.stringify(body), buy, (key) => ({ body, key }), {
      onSuccess: onDone,
      // Outbid, ended, sold: the item shows its figures now.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: nftKeys.all }),
    });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="nft-bid-confirm-step">
      <StepHeading>{t('nfts.bid.confirmTitle')}</StepHeading>
      <TermList>
        <TermRow label={t('nfts.terms.item')}>
          <span className="break-normal" lang={item.lang}>
            {item.title}
          </span>
        </TermRow>
        <TermRow label={t('trading.confirm.account')}>
          <BookBadge book="real" testId="nft-bid-confirm-book" />
        </TermRow>
        <TermRow label={t('nfts.bid.yourBid')} strong>
          <Usdt value={amount} testId="nft-bid-confirm-amount" />
        </TermRow>
        <TermRow label={t('nfts.bid.heldNow')}>
          <Usdt value={needs} testId="nft-bid-confirm-held" />
        </TermRow>
        <TermRow label={t('nfts.terms.reserve')}>
          <span className="break-normal" data-testid="nft-bid-confirm-reserve">
            {meetsReserve
              ? t('nfts.bid.meetsReserve')
              : t('nfts.bid.belowReserve', { reserve: money(item.reservePrice ?? '0') })}
          </span>
        </TermRow>
        {item.endsAt && (
          <TermRow label={t('nfts.terms.endsAt')}>
            <time dateTime={item.endsAt}>{format.moment(item.endsAt)}</time>
          </TermRow>
        )}
      </TermList>
      <p className="text-sm text-fg-muted">{t('nfts.bid.holdRule')}</p>
      {buy.error !== null && buy.error !== undefined && (
        <SaleError
          error={buy.error}
          text={nftErrorText(t, buy.error, money)}
          testId="nft-bid-error"
          onDemo={onDemo}
          action={
            minimumNow !== undefined && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onAmount(minimumNow)}
                data-testid="nft-bid-use-minimum"
              >
                {t('nfts.bid.useMinimum', { minimum: money(minimumNow) })}
              </Button>
            )
          }
        />
      )}
      <SendActions
        error={null}
        describe={() => ''}
        retryHint=""
        errorTestId="nft-bid-error"
        pending={buy.isPending}
        sticky
        cancel={{
          label: t('trading.confirm.back'),
          testId: 'nft-bid-back',
          onClick: onBack,
          back: true,
        }}
        submit={{
          label: t('nfts.bid.submit', { amount: money(amount) }),
          testId: 'nft-bid-confirm',
          onClick: confirm,
          disabled: closed,
        }}
      />
    </div>
  );
}

function BidReceipt({ result, onDone }: { result: BuyNftResult; onDone(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const item = result.item;
  return (
    <ResultStep
      testId="nft-bid-result"
      title={t('nfts.bid.resultTitle')}
      body={t('nfts.bid.resultBody')}
      done={{ label: t('trading.receipt.done'), testId: 'nft-bid-done', onClick: onDone }}
    >
      <TermRow label={t('nfts.price.currentBid')} strong>
        <Usdt value={item.currentBid ?? '0'} testId="nft-bid-result-amount" />
      </TermRow>
      <TermRow label={t('nfts.terms.reserve')}>
        {item.reserveMet ? t('nfts.terms.reserveMet') : t('nfts.terms.reserveNotMet')}
      </TermRow>
      {item.endsAt && (
        <TermRow label={t('nfts.terms.endsAt')}>
          <time dateTime={item.endsAt}>{format.moment(item.endsAt)}</time>
        </TermRow>
      )}
    </ResultStep>
  );
}
