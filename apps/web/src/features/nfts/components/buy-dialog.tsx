import { Code, type BuyNftResult, type NftDetail, type NftToken } from '@swx/contract';
import { Button } from '@swx/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Minus, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookAvailable, BookBadge, Usdt } from '../../../components/trade/parts';
import { SendActions, StepHeading, TermList } from '../../../components/trade/steps';
import { FieldFrame, controlBorder, controlClasses, useField } from '../../../components/ui/field';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { balanceOf, useBalances } from '../../../lib/balances';
import { cx } from '../../../lib/cx';
import { useOnceSend } from '../../../lib/use-once-send';
import { nftKeys } from '../api/keys';
import { addUsdt, editionDonation, editionTotal, isMore, maxQuantity, remainingOf } from '../terms';
import { isCode, newPriceOf, nftErrorText } from '../text';
import { Certificate } from './certificate';
import { SaleDialog, type SaleStepsProps } from './sale-dialog';
import { SaleError } from './sale-parts';

/**
 * Buying copies of an edition: how many (1 to the smaller of 10 and the copies left), the total
 * (price × quantity, in bigint units) and what the charity receives, with the real available
 * balance; then every term before the user confirms; then the tokens with their certificates.
 * A changed price (10067) shows the new one and its total to confirm again.
 */
export function BuyDialog({
  item,
  onClose,
  onDemo,
}: {
  item: NftDetail | null;
  onClose(): void;
  onDemo(): void;
}) {
  const { t } = useTranslation();
  return (
    <SaleDialog
      item={item}
      title={(current) => t('nfts.buy.title', { title: current.title })}
      testId="nft-buy"
      onClose={onClose}
      onDemo={onDemo}
    >
      {(steps) => <BuySteps {...steps} />}
    </SaleDialog>
  );
}

type Step =
  | { name: 'form' }
  | { name: 'confirm'; quantity: number }
  | { name: 'done'; tokens: NftToken[]; result: BuyNftResult };

function BuySteps({ item, buy, onDone, onDemo }: SaleStepsProps) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [quantity, setQuantity] = useState(1);
  if (step.name === 'done') {
    return <BuyReceipt tokens={step.tokens} result={step.result} onDone={onDone} />;
  }
  if (step.name === 'confirm') {
    return (
      <BuyConfirm
        item={item}
        quantity={step.quantity}
        buy={buy}
        onBack={() => {
          buy.reset();
          setStep({ name: 'form' });
        }}
        onDone={(result) => setStep({ name: 'done', tokens: result.tokens, result })}
        onDemo={onDemo}
      />
    );
  }
  return (
    <BuyForm
      item={item}
      quantity={quantity}
      onQuantity={setQuantity}
      onReview={(chosen) => setStep({ name: 'confirm', quantity: chosen })}
    />
  );
}

/** A whole number of copies from 1 to `max`, typed or stepped. */
function QuantityField({
  value,
  max,
  onChange,
  error,
}: {
  value: string;
  max: number;
  onChange(value: string): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const field = useField(undefined, {
    error,
    hint: t('nfts.buy.quantityHint', { max }),
  });
  const count = /^\d+$/.test(value) ? Number.parseInt(value, 10) : 0;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(1, count + delta))));
  const stepper =
    'flex size-11 shrink-0 items-center justify-center rounded-md border border-line-strong bg-raised text-fg hover:bg-hover disabled:cursor-not-allowed disabled:opacity-40 desk:size-10';
  return (
    <FieldFrame label={t('nfts.buy.quantity')} field={field}>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepper}
          onClick={() => step(-1)}
          disabled={count <= 1}
          aria-label={t('nfts.buy.fewer')}
          data-testid="nft-buy-fewer"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          {...field.control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          className={cx(controlClasses, controlBorder(Boolean(error)), 'w-20 text-center')}
          data-testid="nft-buy-quantity"
        />
        <button
          type="button"
          className={stepper}
          onClick={() => step(1)}
          disabled={count >= max}
          aria-label={t('nfts.buy.more')}
          data-testid="nft-buy-more"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </FieldFrame>
  );
}

function BuyForm({
  item,
  quantity,
  onQuantity,
  onReview,
}: {
  item: NftDetail;
  quantity: number;
  onQuantity(value: number): void;
  onReview(quantity: number): void;
}) {
  const { t } = useTranslation();
  const balances = useBalances().data?.balances;
  const available = balances ? balanceOf(balances, 'real').available : undefined;
  const [draft, setDraft] = useState(String(quantity));
  const max = maxQuantity(item);
  const valid = /^[1-9]\d{0,1}$/.test(draft) && Number.parseInt(draft, 10) <= max;
  const count = valid ? Number.parseInt(draft, 10) : null;
  const price = item.price ?? '0';
  const total = count === null ? null : editionTotal(price, count);
  const overBalance = total !== null && available !== undefined && isMore(total, available);
  const error =
    count === null
      ? t('nfts.buy.quantityRange', { max })
      : overBalance
        ? t('nfts.buy.aboveBalance')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count === null || overBalance) return;
    onReview(count);
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="nft-buy-form">
      <BookAvailable book="real" available={available} prefix="nft-buy" />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-fg-muted">{t('nfts.buy.pricePerCopy')}</dt>
          <dd className="font-medium text-fg">
            <Usdt value={price} testId="nft-buy-price" />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-fg-muted">{t('nfts.terms.remaining')}</dt>
          <dd className="font-medium text-fg tabular-nums">
            {t('nfts.price.left', { remaining: remainingOf(item), size: item.editionSize })}
          </dd>
        </div>
      </dl>
      <QuantityField
        value={draft}
        max={max}
        error={error}
        onChange={(value) => {
          setDraft(value);
          if (/^[1-9]\d?$/.test(value)) onQuantity(Number.parseInt(value, 10));
        }}
      />
      <TermList>
        <TermRow label={t('nfts.buy.total')} strong>
          {total === null ? '—' : <Usdt value={total} testId="nft-buy-total" />}
        </TermRow>
        <TermRow label={t('nfts.buy.donation', { charity: item.charityName })}>
          {count === null ? (
            '—'
          ) : (
            <Usdt
              value={editionDonation(price, item.donationShare, count)}
              testId="nft-buy-donation"
            />
          )}
        </TermRow>
      </TermList>
      <p className="text-sm text-fg-muted">{t('nfts.buy.rule')}</p>
      <Button type="submit" block disabled={max === 0} data-testid="nft-buy-review">
        {t('nfts.buy.review')}
      </Button>
    </form>
  );
}

function BuyConfirm({
  item,
  quantity,
  buy,
  onBack,
  onDone,
  onDemo,
}: {
  item: NftDetail;
  quantity: number;
  buy: SaleStepsProps['buy'];
  onBack(): void;
  onDone(result: BuyNftResult): void;
  onDemo(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const once = useOnceSend();
  // The price the user confirms: the item's, or the new one a refusal named (10067).
  const [changedPrice, setChangedPrice] = useState<string | null>(null);
  const price = changedPrice ?? item.price ?? '0';
  const total = editionTotal(price, quantity);
  const donation = editionDonation(price, item.donationShare, quantity);
  const money = (value: string) => `${format.money(value, 'USDT')} USDT`;
  const closed =
    isCode(buy.error, Code.COLLECTION_STATUS_INCORRECT) ||
    item.status !== 'live' ||
    quantity > maxQuantity(item);

  function confirm() {
    const body = { id: item.id, amount: total, quantity };
    once.send(JSON.stringify(body), buy, (key) => ({ body, key }), {
      onSuccess: onDone,
      onRefused: (error) => {
        const newPrice = newPriceOf(error);
        if (newPrice !== undefined) setChangedPrice(newPrice);
        void queryClient.invalidateQueries({ queryKey: nftKeys.all });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="nft-buy-confirm-step">
      <StepHeading>{t('nfts.buy.confirmTitle')}</StepHeading>
      <TermList>
        <TermRow label={t('nfts.terms.item')}>
          <span className="break-normal" lang={item.lang}>
            {item.title}
          </span>
        </TermRow>
        <TermRow label={t('trading.confirm.account')}>
          <BookBadge book="real" testId="nft-buy-confirm-book" />
        </TermRow>
        <TermRow label={t('nfts.buy.pricePerCopy')}>
          <Usdt value={price} testId="nft-buy-confirm-price" />
        </TermRow>
        <TermRow label={t('nfts.buy.quantity')}>
          <span data-testid="nft-buy-confirm-quantity">{format.count(quantity)}</span>
        </TermRow>
        <TermRow label={t('nfts.buy.total')} strong>
          <Usdt value={total} testId="nft-buy-confirm-total" />
        </TermRow>
        <TermRow label={t('nfts.buy.donation', { charity: item.charityName })}>
          <Usdt value={donation} testId="nft-buy-confirm-donation" />
        </TermRow>
      </TermList>
      <p className="text-sm text-fg-muted">{t('nfts.buy.rule')}</p>
      {changedPrice !== null && (
        <p className="text-sm font-medium text-fg" data-testid="nft-buy-price-changed">
          {t('nfts.buy.priceRefreshed', { price: money(changedPrice) })}
        </p>
      )}
      {buy.error !== null && buy.error !== undefined && (
        <SaleError
          error={buy.error}
          text={nftErrorText(t, buy.error, money)}
          testId="nft-buy-error"
          onDemo={onDemo}
        />
      )}
      <SendActions
        error={null}
        describe={() => ''}
        retryHint=""
        errorTestId="nft-buy-error"
        pending={buy.isPending}
        sticky
        cancel={{
          label: t('trading.confirm.back'),
          testId: 'nft-buy-back',
          onClick: onBack,
          back: true,
        }}
        submit={{
          label: t('nfts.buy.submit', { amount: money(total) }),
          testId: 'nft-buy-confirm',
          onClick: confirm,
          disabled: closed,
        }}
      />
    </div>
  );
}

function BuyReceipt({
  tokens,
  result,
  onDone,
}: {
  tokens: NftToken[];
  result: BuyNftResult;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [paid, donated] = tokens.reduce(
    ([price, donation], token) => [addUsdt(price, token.price), addUsdt(donation, token.donation)],
    ['0', '0'],
  );
  return (
    <div className="flex flex-col gap-4" data-testid="nft-buy-result">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <StepHeading>{t('nfts.buy.resultTitle', { count: tokens.length })}</StepHeading>
          <p className="mt-1 text-sm text-fg-muted">
            {t('nfts.buy.resultBody', { charity: result.item.charityName })}
          </p>
        </div>
      </div>
      <TermList>
        <TermRow label={t('nfts.token.price')} strong>
          <Usdt value={paid} testId="nft-buy-result-paid" />
        </TermRow>
        <TermRow label={t('nfts.token.donation')}>
          <Usdt value={donated} testId="nft-buy-result-donated" />
        </TermRow>
      </TermList>
      <ul className="flex flex-col gap-4">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-col gap-2" data-testid="nft-token">
            <h4 className="text-sm font-semibold text-fg">
              {t('nfts.token.editionOf', {
                edition: format.count(token.edition),
                size: format.count(token.editionSize),
              })}
            </h4>
            <Certificate certificate={token.certificate} />
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onDone} data-testid="nft-buy-done">
          {t('trading.receipt.done')}
        </Button>
      </div>
    </div>
  );
}
