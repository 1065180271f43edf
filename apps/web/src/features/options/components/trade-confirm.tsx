import type { Book, OptionsOrder } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { TermRow } from '../../../components/ui/term-row';
import { formatPeriod, tradeErrorText } from '../text';
import { winProfit, winReturn } from '../terms';
import { Usdt } from '../../../components/trade/parts';
import { DirectionTag, PayoutTerms } from './parts';
import { ConfirmStep, OpenedReceipt } from '../../../components/trade/steps';
import type { PriceCheck, TradeInstrument } from '../../../components/trade/ticket';
import type { TradeTicket } from './trade-form';

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
  priceCheck,
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
  priceCheck: PriceCheck;
  pending: boolean;
  error: unknown;
  onBack(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { period, amount, direction } = ticket;
  return (
    <ConfirmStep
      testId="trade-confirm"
      testIdPrefix="confirm"
      actionPrefix="trade"
      title={t('trading.confirm.title')}
      instrument={instrument}
      book={book}
      livePrice={livePrice}
      priceCheck={priceCheck}
      openPriceRule={t('trading.confirm.openPriceRule')}
      terms={
        <>
          <TermRow label={t('trading.panel.direction')}>
            <DirectionTag direction={direction} />
          </TermRow>
          <TermRow label={t('trading.confirm.period')} testId="confirm-period">
            {formatPeriod(period.seconds, format.locale)}
          </TermRow>
          <TermRow label={t('trading.confirm.stake')}>
            <Usdt value={amount} testId="confirm-stake" />
          </TermRow>
          <PayoutTerms rate={period.payoutRate} testId="confirm" />
          <TermRow label={t('trading.panel.returnIfWon')} strong>
            <Usdt value={winReturn(amount, period.payoutRate)} testId="confirm-return" />
            <span className="block text-xs font-normal text-fg-muted">
              {t('trading.confirm.profit')}{' '}
              <Usdt value={winProfit(amount, period.payoutRate)} signed />
            </span>
          </TermRow>
        </>
      }
      rules={
        <>
          <p>{t('trading.confirm.rule')}</p>
          <p>{t('trading.confirm.hold')}</p>
        </>
      }
      error={error}
      describe={(e) => tradeErrorText(t, e)}
      pending={pending}
      submitLabel={t('trading.confirm.submit', {
        direction: t(`trading.panel.${direction}`),
        // What the user typed is repeated as typed (every digit), not rounded.
        amount: format.exactMoney(amount, 'USDT'),
      })}
      onBack={onBack}
      onConfirm={onConfirm}
    />
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
    <OpenedReceipt
      trade={order}
      precision={precision}
      testId="trade-receipt"
      testIdPrefix="receipt"
      title={t('trading.receipt.title')}
      body={t('trading.receipt.body')}
      done={{ testId: 'trade-done', onClick: onDone }}
      opened={
        <>
          <TermRow label={t('trading.panel.direction')}>
            <DirectionTag direction={order.direction} />
          </TermRow>
          <TermRow label={t('trading.confirm.stake')}>
            <Usdt value={order.amount} />
          </TermRow>
        </>
      }
    >
      <TermRow label={t('trading.receipt.expiresAt')} strong>
        <time dateTime={order.expiresAt} data-testid="receipt-expires">
          {format.moment(order.expiresAt)}
        </time>
      </TermRow>
      <TermRow label={t('trading.panel.returnIfWon')}>
        <Usdt value={order.expectedReturn} />
      </TermRow>
    </OpenedReceipt>
  );
}
