import type { Book, OptionsOrder } from '@swx/contract';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { CopyButton, TermRow } from '../../wallet/components/wallet-parts';
import { formatPeriod, tradeErrorText } from '../text';
import { winProfit, winReturn } from '../terms';
import { BookBadge, DirectionTag, OrderNumber, Price, Usdt } from './parts';
import type { TradeTicket } from './trade-form';

/** The instrument traded: its name and code, and the decimals of its prices. */
export interface TradeInstrument {
  code: string;
  name: string;
  precision: number;
}

/** A heading that takes the focus when its step appears (the dialog's content changed). */
export function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
      {children}
    </h3>
  );
}

/**
 * Every term of the order before it is sent (ui.md, money actions): instrument, direction,
 * period, stake, payout rate, return if won, the book, how the open price is taken and the
 * settlement rule. "Buy" shows progress and cannot be pressed twice.
 */
export function TradeConfirm({
  instrument,
  ticket,
  book,
  livePrice,
  pending,
  error,
  onBack,
  onConfirm,
}: {
  instrument: TradeInstrument;
  ticket: TradeTicket;
  book: Book;
  /** The last price seen, as an indication of the open price. */
  livePrice: string | undefined;
  pending: boolean;
  error: unknown;
  onBack(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { period, amount, direction } = ticket;
  const stake = format.money(amount, 6);
  const network = isApiError(error) && error.isNetwork;
  return (
    <div className="flex flex-col gap-4" data-testid="trade-confirm">
      <StepHeading>{t('trading.confirm.title')}</StepHeading>
      <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        <TermRow label={t('trading.confirm.instrument')}>
          <span data-testid="confirm-instrument">
            {instrument.name !== instrument.code && <>{instrument.name} · </>}
            <span dir="ltr">{instrument.code}</span>
          </span>
        </TermRow>
        <TermRow label={t('trading.panel.direction')}>
          <DirectionTag direction={direction} />
        </TermRow>
        <TermRow label={t('trading.confirm.period')} testId="confirm-period">
          {formatPeriod(period.seconds, format.locale)}
        </TermRow>
        <TermRow label={t('trading.confirm.stake')}>
          <Usdt value={amount} testId="confirm-stake" />
        </TermRow>
        <TermRow label={t('trading.panel.payoutRate')} testId="confirm-rate">
          <span dir="ltr">{format.rate(period.payoutRate)}</span>
        </TermRow>
        <TermRow label={t('trading.panel.returnIfWon')} strong>
          <Usdt value={winReturn(amount, period.payoutRate)} testId="confirm-return" />
          <span className="block text-xs font-normal text-fg-muted">
            {t('trading.confirm.profit')}{' '}
            <Usdt value={winProfit(amount, period.payoutRate)} signed />
          </span>
        </TermRow>
        <TermRow label={t('trading.confirm.account')}>
          <BookBadge book={book} testId="confirm-book" />
        </TermRow>
        <TermRow label={t('trading.confirm.openPrice')}>
          <span className="break-normal" data-testid="confirm-open-price">
            {t('trading.confirm.openPriceRule')}
          </span>
          {livePrice !== undefined && (
            <span className="block text-xs text-fg-muted">
              {t('trading.confirm.priceNow')}{' '}
              <Price value={livePrice} digits={instrument.precision} />
            </span>
          )}
        </TermRow>
      </dl>
      <div className="flex flex-col gap-2 text-sm text-fg-muted" data-testid="confirm-rule">
        <p>{t('trading.confirm.rule')}</p>
        <p>{t('trading.confirm.hold')}</p>
      </div>
      {error !== null && error !== undefined && (
        <Alert tone="error" testId="trade-error">
          {tradeErrorText(t, error)}
          {network && <span className="mt-1 block">{t('trading.confirm.networkRetry')}</span>}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={pending} data-testid="trade-back">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('trading.confirm.back')}
        </Button>
        <Button onClick={onConfirm} loading={pending} data-testid="trade-submit">
          {t(network ? 'trading.confirm.retry' : 'trading.confirm.submit', {
            direction: t(`trading.panel.${direction}`),
            amount: stake,
          })}
        </Button>
      </div>
    </div>
  );
}

/** After the purchase: the order number, the open price it got and when it expires. */
export function TradeReceipt({
  order,
  precision,
  onDone,
}: {
  order: OptionsOrder;
  precision: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-4" data-testid="trade-receipt">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <StepHeading>{t('trading.receipt.title')}</StepHeading>
          <p className="mt-1 text-sm text-fg-muted">{t('trading.receipt.body')}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        <TermRow label={t('trading.receipt.orderNo')}>
          <OrderNumber value={order.orderNo} testId="receipt-order-no" />
        </TermRow>
        <TermRow label={t('trading.panel.direction')}>
          <DirectionTag direction={order.direction} />
        </TermRow>
        <TermRow label={t('trading.confirm.stake')}>
          <Usdt value={order.amount} />
        </TermRow>
        <TermRow label={t('trading.confirm.openPrice')} strong>
          <Price value={order.openPrice} digits={precision} testId="receipt-open-price" />
        </TermRow>
        <TermRow label={t('trading.receipt.openedAt')}>
          <time dateTime={order.openedAt}>{format.moment(order.openedAt)}</time>
        </TermRow>
        <TermRow label={t('trading.receipt.expiresAt')} strong>
          <time dateTime={order.expiresAt} data-testid="receipt-expires">
            {format.moment(order.expiresAt)}
          </time>
        </TermRow>
        <TermRow label={t('trading.panel.returnIfWon')}>
          <Usdt value={order.expectedReturn} />
        </TermRow>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CopyButton value={order.orderNo} label={t('trading.receipt.copy')} />
        <Button onClick={onDone} data-testid="trade-done">
          {t('trading.receipt.done')}
        </Button>
      </div>
    </div>
  );
}
