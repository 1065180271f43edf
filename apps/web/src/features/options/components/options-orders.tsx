import type { OptionsOrder } from '@swx/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { latest, useOptionsOrder } from '../api/get-options-order';
import { useOptionsOrders } from '../api/list-options-orders';
import { formatPeriod } from '../text';
import { orderPhase, priceDigits, standing, useNow } from '../timing';
import { useCurrentPrice } from '../../../lib/use-current-price';
import { Countdown } from './countdown';
import {
  Figure,
  ListRow,
  ListSkeleton,
  StateTabsList,
  TitledCard,
  type StateListProps,
} from '../../../components/trade/list-parts';
import { OrderDetailDialog } from './order-detail';
import { Price, Usdt } from '../../../components/trade/parts';
import { OrderTitle, ResultTag, StandingTag } from './parts';

export { ORDER_STATES } from '../../../components/trade/list-parts';

export type OptionsOrdersBodyProps = StateListProps;

export interface OptionsOrdersProps extends OptionsOrdersBodyProps {
  title: string;
  testId?: string;
}

/**
 * The caller's options orders in the current book, open or history, a page at a time, as a
 * card with its title. Open rows count down to expiry, then say "Settling…" while the server
 * waits for the recorded tick (the order is asked for every second until it is settled);
 * history rows show the result. Each row opens the order's detail with its terms and recorded
 * ticks.
 */
export function OptionsOrders({ title, testId, ...props }: OptionsOrdersProps) {
  return (
    <TitledCard title={title} idBase={props.idBase} testId={testId}>
      <OptionsOrdersBody {...props} />
    </TitledCard>
  );
}

/** The tabs and rows of the options orders, within a card of the page's. */
export function OptionsOrdersBody({ code, precision, ...list }: OptionsOrdersBodyProps) {
  const { state, page } = list;
  const { t } = useTranslation();
  const query = useOptionsOrders({ state, code, page });
  const [shown, setShown] = useState<OptionsOrder | null>(null);
  const now = useNow(state === 'open' && (query.data?.items.length ?? 0) > 0);

  return (
    <>
      <StateTabsList
        {...list}
        query={query}
        name="orders"
        loadFailed={t('trading.orders.loadFailed')}
        skeleton={<OrdersSkeleton />}
      >
        {(items) =>
          items.map((order) =>
            order.status === 'open' ? (
              <OpenOrderRow
                key={order.id}
                order={order}
                now={now}
                precision={precision}
                onDetails={setShown}
              />
            ) : (
              <HistoryOrderRow
                key={order.id}
                order={order}
                precision={precision}
                onDetails={setShown}
              />
            ),
          )
        }
      </StateTabsList>
      <OrderDetailDialog order={shown} precision={precision} onClose={() => setShown(null)} />
    </>
  );
}

// ---- rows ------------------------------------------------------------------------------------

/**
 * The row's frame: what was bought, where it stands, the stake and open price, the figures of
 * its state, and the way to its detail.
 */
function Row({
  order,
  digits,
  end,
  figures,
  onDetails,
}: {
  order: OptionsOrder;
  /** Decimals of its prices. */
  digits: number;
  end: ReactNode;
  figures: ReactNode;
  onDetails(order: OptionsOrder): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListRow
      testId="options-order"
      data={{ 'data-order-id': order.id, 'data-status': order.status }}
      details={t('trading.orders.details', { orderNo: order.orderNo })}
      detailsTestId="order-details"
      onDetails={() => onDetails(order)}
    >
      <div className="flex items-center justify-between gap-3">
        <OrderTitle order={order}>
          <span className="text-xs text-fg-muted">
            {formatPeriod(order.period, format.locale)} ·{' '}
            <time dateTime={order.openedAt}>{format.dateTime(order.openedAt)}</time>
          </span>
        </OrderTitle>
        <div className="shrink-0">{end}</div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm desk:grid-cols-5">
        <Figure label={t('trading.orders.stake')}>
          <Usdt value={order.amount} testId="order-stake" />
        </Figure>
        <Figure label={t('trading.orders.openPrice')}>
          <Price value={order.openPrice} digits={digits} testId="order-open-price" />
        </Figure>
        {figures}
      </dl>
    </ListRow>
  );
}

function OpenOrderRow({
  order: listed,
  now,
  precision,
  onDetails,
}: {
  order: OptionsOrder;
  now: number;
  precision: number | undefined;
  onDetails(order: OptionsOrder): void;
}) {
  const { t } = useTranslation();
  const settling = orderPhase(listed, now) === 'settling';
  const fetched = useOptionsOrder(listed.id, { settling, enabled: settling });
  const order = latest(listed, fetched.data);
  const price = useCurrentPrice(order.code);
  const digits = precision ?? priceDigits(order.openPrice, price);
  return (
    <Row
      order={order}
      digits={digits}
      onDetails={onDetails}
      end={<Countdown order={order} now={now} />}
      figures={
        <>
          <Figure label={t('trading.orders.priceNow')}>
            {price === undefined ? (
              <span className="text-fg-muted">—</span>
            ) : (
              <>
                <Price value={price} digits={digits} testId="order-live-price" />
                <StandingTag standing={standing(order.direction, order.openPrice, price)} />
              </>
            )}
          </Figure>
          <Figure label={t('trading.panel.returnIfWon')}>
            <Usdt value={order.expectedReturn} />
          </Figure>
        </>
      }
    />
  );
}

function HistoryOrderRow({
  order,
  precision,
  onDetails,
}: {
  order: OptionsOrder;
  precision: number | undefined;
  onDetails(order: OptionsOrder): void;
}) {
  const { t } = useTranslation();
  const digits = precision ?? priceDigits(order.openPrice, order.closePrice);
  return (
    <Row
      order={order}
      digits={digits}
      onDetails={onDetails}
      end={<ResultTag order={order} />}
      figures={
        <>
          <Figure label={t('trading.orders.closePrice')}>
            {order.closePrice === null ? (
              <span className="text-fg-muted">—</span>
            ) : (
              <Price value={order.closePrice} digits={digits} testId="order-close-price" />
            )}
          </Figure>
          <Figure label={t('trading.orders.returned')}>
            {order.returned === null ? (
              <span className="text-fg-muted">—</span>
            ) : (
              <Usdt value={order.returned} testId="order-returned" />
            )}
          </Figure>
          <Figure label={t('trading.orders.profit')}>
            {order.profit === null ? (
              <span className="text-fg-muted">—</span>
            ) : (
              <Usdt value={order.profit} signed testId="order-profit" />
            )}
          </Figure>
        </>
      }
    />
  );
}

function OrdersSkeleton() {
  return (
    <ListSkeleton
      testId="orders-loading"
      title="h-5 w-44"
      end="h-5 w-16"
      grid="grid grid-cols-2 gap-3 desk:grid-cols-5"
      cells={4}
    />
  );
}
