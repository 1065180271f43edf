import type { OptionsOrder } from '@swx/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { useFormat } from '../../../i18n/format';
import { latest, useOptionsOrder } from '../api/get-options-order';
import type { OrdersState } from '../api/keys';
import { ORDERS_PAGE_SIZE, useOptionsOrders } from '../api/list-options-orders';
import { formatPeriod } from '../text';
import { orderPhase, priceDigits, standing, useNow } from '../timing';
import { useCurrentPrice } from '../use-current-price';
import { Countdown } from './countdown';
import { OrderDetailDialog } from './order-detail';
import { OrderTitle, Price, ResultTag, StandingTag, Usdt } from './parts';

export const ORDER_STATES: readonly OrdersState[] = ['open', 'history'];

export interface OptionsOrdersBodyProps {
  /** Only this instrument's orders (the currency page), or every instrument's. */
  code?: string;
  /** Decimals of the instrument's prices, when the list is of one instrument. */
  precision?: number;
  state: OrdersState;
  page: number;
  onStateChange(state: OrdersState): void;
  onPageChange(page: number): void;
  /** Prefix of the tab ids (two lists never share one page, but two pages may be kept). */
  idBase: string;
  /** What each tab says when it has nothing, with the action that makes something appear. */
  empty: Record<OrdersState, ReactNode>;
}

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
  const titleId = `${props.idBase}-title`;
  return (
    <Card aria-labelledby={titleId} className="overflow-hidden" data-testid={testId}>
      <h2 id={titleId} className="px-5 pt-4 pb-2 text-md font-semibold text-fg">
        {title}
      </h2>
      <OptionsOrdersBody {...props} />
    </Card>
  );
}

/** The tabs and rows of the options orders, within a card of the page's. */
export function OptionsOrdersBody({
  code,
  precision,
  state,
  page,
  onStateChange,
  onPageChange,
  idBase,
  empty,
}: OptionsOrdersBodyProps) {
  const { t } = useTranslation();
  const query = useOptionsOrders({ state, code, page });
  const [shown, setShown] = useState<OptionsOrder | null>(null);
  const now = useNow(state === 'open' && (query.data?.items.length ?? 0) > 0);

  return (
    <>
      <Tabs<OrdersState>
        label={t('trading.orders.tabsLabel')}
        idBase={idBase}
        value={state}
        onChange={onStateChange}
        className="px-3"
        options={ORDER_STATES.map((value) => ({
          value,
          label: t(`trading.orders.tabs.${value}`),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={<OrdersSkeleton />}
        loadFailed={t('trading.orders.loadFailed')}
        empty={
          <div
            className="flex flex-col items-center gap-3 px-6 py-10 text-center text-fg-muted"
            data-testid="orders-empty"
          >
            {empty[state]}
          </div>
        }
        pageEmpty={{
          text: t('trading.orders.pageEmpty'),
          firstPage: t('trading.orders.firstPage'),
          testId: 'orders-empty',
        }}
        pagination={t('trading.orders.pagination')}
        rangeTestId="orders-range"
        panel={tabPanelProps(idBase, state)}
      >
        {(items) => (
          <ul className="divide-y divide-line" data-testid="orders-list">
            {items.map((order) =>
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
            )}
          </ul>
        )}
      </PagedList>
      <OrderDetailDialog order={shown} precision={precision} onClose={() => setShown(null)} />
    </>
  );
}

// ---- rows ------------------------------------------------------------------------------------

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-2 font-medium text-fg">{children}</dd>
    </div>
  );
}

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
    <li
      className="relative flex flex-col gap-2 px-4 py-3 transition-colors duration-(--motion-fast) has-[[data-details]:hover]:bg-hover desk:px-5"
      data-testid="options-order"
      data-order-id={order.id}
      data-status={order.status}
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
      <button
        type="button"
        data-details=""
        onClick={() => onDetails(order)}
        className="absolute inset-0 focus-visible:-outline-offset-2"
        data-testid="order-details"
      >
        <span className="sr-only">{t('trading.orders.details', { orderNo: order.orderNo })}</span>
      </button>
    </li>
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
    <div className="flex flex-col gap-4 px-5 py-4" aria-hidden="true" data-testid="orders-loading">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-5 w-16" />
          </div>
          <div className="grid grid-cols-2 gap-3 desk:grid-cols-5">
            {[0, 1, 2, 3].map((cell) => (
              <Skeleton key={cell} className="h-8" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
