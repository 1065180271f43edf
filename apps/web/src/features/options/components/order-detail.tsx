import type { OptionsOrder } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/format';
import { CopyButton } from '../../../components/ui/copy-button';
import { ExactMoney } from '../../../components/ui/money';
import { TermRow } from '../../../components/ui/term-row';
import { latest, useOptionsOrder } from '../api/get-options-order';
import { formatPeriod } from '../text';
import { orderPhase, priceDigits, useNow } from '../timing';
import { Countdown } from './countdown';
import {
  BookBadge,
  DetailSection,
  OrderNumber,
  RecordedTick,
  Usdt,
  QuotedTickRow,
} from '../../../components/trade/parts';
import { OrderTitle, PayoutTerms } from './parts';

/** An order's detail as a sheet (a centred dialog on the desktop layout); closed on null. */
export function OrderDetailDialog({
  order,
  precision,
  onClose,
}: {
  order: OptionsOrder | null;
  precision?: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      sheet
      title={order ? t('trading.detail.title', { orderNo: order.orderNo }) : ''}
      testId="order-detail"
    >
      {order && (
        <ExactMoney>
          <OrderDetail key={order.id} order={order} precision={precision} />
        </ExactMoney>
      )}
    </Dialog>
  );
}

/**
 * Everything stored on an order: the terms as agreed, the two recorded ticks that decide it
 * (open, and the first at or after expiry), and the outcome, its amounts exact (every digit
 * the ledger keeps). An open order is asked for afresh, and every second once it has expired,
 * until the server has settled it.
 */
function OrderDetail({ order: listed, precision }: { order: OptionsOrder; precision?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const open = listed.status === 'open';
  const now = useNow(open);
  const fetched = useOptionsOrder(listed.id, {
    settling: orderPhase(listed, now) === 'settling',
    enabled: open,
  });
  const order = latest(listed, fetched.data);
  const digits = precision ?? priceDigits(order.openPrice, order.closePrice);
  const done = order.status !== 'open';

  return (
    <div className="flex flex-col gap-4" data-testid="order-detail-body" data-status={order.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OrderTitle order={order}>
          <BookBadge book={order.book} testId="detail-book" />
        </OrderTitle>
        <Countdown order={order} now={now} />
      </div>

      <DetailSection title={t('trading.detail.terms')}>
        <TermRow label={t('trading.receipt.orderNo')}>
          <OrderNumber value={order.orderNo} testId="detail-order-no" />
        </TermRow>
        <TermRow label={t('trading.confirm.period')}>
          {formatPeriod(order.period, format.locale)}
        </TermRow>
        <TermRow label={t('trading.confirm.stake')}>
          <Usdt value={order.amount} testId="detail-stake" />
        </TermRow>
        <PayoutTerms rate={order.payoutRate} testId="detail" />
        <TermRow label={t('trading.panel.returnIfWon')}>
          <Usdt value={order.expectedReturn} />
        </TermRow>
        <TermRow label={t('trading.receipt.openedAt')}>
          <time dateTime={order.openedAt}>{format.moment(order.openedAt)}</time>
        </TermRow>
        <TermRow label={t('trading.receipt.expiresAt')}>
          <time dateTime={order.expiresAt}>{format.moment(order.expiresAt)}</time>
        </TermRow>
      </DetailSection>

      <DetailSection title={t('trading.detail.ticks')}>
        <QuotedTickRow trade={order} digits={digits} />
        <TermRow label={t('trading.detail.openTick')}>
          <RecordedTick price={order.openPrice} at={order.openTickAt} digits={digits} name="open" />
        </TermRow>
        <TermRow label={t('trading.detail.closeTick')}>
          {order.closePrice !== null && order.closeTickAt !== null ? (
            <RecordedTick
              price={order.closePrice}
              at={order.closeTickAt}
              digits={digits}
              name="close"
            />
          ) : (
            <span className="break-normal text-fg-muted" data-testid="detail-close-pending">
              {order.status === 'void'
                ? t('trading.detail.noTick')
                : t('trading.detail.closePending', { time: format.moment(order.expiresAt) })}
            </span>
          )}
        </TermRow>
      </DetailSection>

      {done && (
        <DetailSection title={t('trading.detail.outcome')}>
          <TermRow label={t('trading.orders.returned')}>
            {order.returned === null ? (
              '—'
            ) : (
              <Usdt value={order.returned} testId="detail-returned" />
            )}
          </TermRow>
          <TermRow label={t('trading.orders.profit')} strong>
            {order.profit === null ? (
              '—'
            ) : (
              <Usdt value={order.profit} signed testId="detail-profit" />
            )}
          </TermRow>
          {order.settledAt && (
            <TermRow label={t('trading.detail.settledAt')}>
              <time dateTime={order.settledAt}>{format.moment(order.settledAt)}</time>
            </TermRow>
          )}
        </DetailSection>
      )}

      <p className="text-sm text-fg-muted">
        {order.status === 'void' ? t('trading.detail.voidNote') : t('trading.confirm.rule')}
      </p>
      <div className="flex justify-end">
        <CopyButton value={order.orderNo} label={t('trading.receipt.copy')} />
      </div>
    </div>
  );
}
