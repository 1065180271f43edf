import type { ContractPosition } from '@swx/contract';
import { Pencil, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { useFormat } from '../../../i18n/format';
import { latestPosition, useContractPosition } from '../api/get-contract-position';
import type { OrdersState } from '../api/keys';
import { useContractPositions } from '../api/list-contract-positions';
import { ORDERS_PAGE_SIZE } from '../api/list-options-orders';
import { crossedLevel, positionDigits, resultAt } from '../contract-terms';
import { useCurrentPrice } from '../use-current-price';
import { ContractCloseDialog } from './contract-close';
import { ContractDetailDialog } from './contract-detail';
import { ContractModifyDialog } from './contract-modify';
import { LeverageText, ReasonTag, SideTag } from './contract-parts';
import { ORDER_STATES } from './options-orders';
import { Price, Usdt } from './parts';

export interface ContractPositionsProps {
  /** Only this instrument's positions (the currency page), or every instrument's. */
  code?: string;
  /** Decimals of the instrument's prices, when the list is of one instrument. */
  precision?: number;
  state: OrdersState;
  page: number;
  onStateChange(state: OrdersState): void;
  onPageChange(page: number): void;
  /** Prefix of the tab ids. */
  idBase: string;
  /** What each tab says when it has nothing, with the action that makes something appear. */
  empty: Record<OrdersState, ReactNode>;
}

/** What is open in a list: a position to change, to close, or to see in detail. */
type Shown = { action: 'modify' | 'close' | 'detail'; position: ContractPosition } | null;

/**
 * The caller's contract positions in the current book, open or history, a page at a time,
 * within a card of the page's. Open rows show the live price and the floating profit or loss,
 * the stop loss, take profit and liquidation price, with Modify and Close; history rows show
 * why and at what price each closed and the result. Each row opens the position's detail.
 */
export function ContractPositionsBody({
  code,
  precision,
  state,
  page,
  onStateChange,
  onPageChange,
  idBase,
  empty,
}: ContractPositionsProps) {
  const { t } = useTranslation();
  const query = useContractPositions({ state, code, page });
  const [shown, setShown] = useState<Shown>(null);
  const close = () => setShown(null);
  const open = (action: 'modify' | 'close' | 'detail') => (position: ContractPosition) =>
    setShown({ action, position });

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
        skeleton={<PositionsSkeleton />}
        loadFailed={t('trading.contracts.positions.loadFailed')}
        empty={
          <div
            className="flex flex-col items-center gap-3 px-6 py-10 text-center text-fg-muted"
            data-testid="positions-empty"
          >
            {empty[state]}
          </div>
        }
        pageEmpty={{
          text: t('trading.orders.pageEmpty'),
          firstPage: t('trading.orders.firstPage'),
          testId: 'positions-empty',
        }}
        pagination={t('trading.orders.pagination')}
        rangeTestId="positions-range"
        panel={tabPanelProps(idBase, state)}
      >
        {(items) => (
          <ul className="divide-y divide-line" data-testid="positions-list">
            {items.map((position) =>
              position.status === 'open' ? (
                <OpenRow
                  key={position.id}
                  position={position}
                  precision={precision}
                  onModify={open('modify')}
                  onClose={open('close')}
                  onDetails={open('detail')}
                />
              ) : (
                <HistoryRow
                  key={position.id}
                  position={position}
                  precision={precision}
                  onDetails={open('detail')}
                />
              ),
            )}
          </ul>
        )}
      </PagedList>
      <ContractModifyDialog
        position={shown?.action === 'modify' ? shown.position : null}
        precision={precision}
        onClose={close}
      />
      <ContractCloseDialog
        position={shown?.action === 'close' ? shown.position : null}
        precision={precision}
        onClose={close}
      />
      <ContractDetailDialog
        position={shown?.action === 'detail' ? shown.position : null}
        precision={precision}
        onClose={close}
      />
    </>
  );
}

/** The positions as a card of their own, with a title (the all-orders page). */
export function ContractPositions({
  title,
  testId,
  ...props
}: ContractPositionsProps & { title: string; testId?: string }) {
  const titleId = `${props.idBase}-title`;
  return (
    <Card aria-labelledby={titleId} className="overflow-hidden" data-testid={testId}>
      <h2 id={titleId} className="px-5 pt-4 pb-2 text-md font-semibold text-fg">
        {title}
      </h2>
      <ContractPositionsBody {...props} />
    </Card>
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

const dash = <span className="text-fg-muted">—</span>;

/**
 * The row's frame: what the position is (side, instrument, lots and leverage, when), where it
 * stands, its figures, its actions, and the way to its detail (the whole row).
 */
function Row({
  position,
  when,
  end,
  figures,
  actions,
  onDetails,
}: {
  position: ContractPosition;
  when: string;
  end: ReactNode;
  figures: ReactNode;
  actions?: ReactNode;
  onDetails(position: ContractPosition): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li
      className="relative flex flex-col gap-2 px-4 py-3 transition-colors duration-(--motion-fast) has-[[data-details]:hover]:bg-hover desk:px-5"
      data-testid="contract-position"
      data-position-id={position.id}
      data-status={position.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <SideTag side={position.side} />
          <span dir="ltr" className="font-semibold text-fg">
            {position.code}
          </span>
          <span className="text-xs text-fg-muted">
            <span dir="ltr" data-testid="position-lots">
              {format.amount(position.lots, 8)}
            </span>{' '}
            {t('trading.contracts.lotsUnit')} · <LeverageText value={position.leverage} /> ·{' '}
            <time dateTime={when} className="whitespace-nowrap">
              {format.dateTime(when)}
            </time>
          </span>
        </div>
        <div className="shrink-0">{end}</div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm desk:grid-cols-6">{figures}</dl>
      {actions && <div className="relative z-10 flex justify-end gap-2">{actions}</div>}
      <button
        type="button"
        data-details=""
        onClick={() => onDetails(position)}
        className="absolute inset-0 focus-visible:-outline-offset-2"
        data-testid="position-details"
      >
        <span className="sr-only">
          {t('trading.contracts.positions.details', { orderNo: position.orderNo })}
        </span>
      </button>
    </li>
  );
}

const action =
  'inline-flex h-11 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-3 text-sm font-medium text-fg hover:bg-hover desk:h-8';

function OpenRow({
  position: listed,
  precision,
  onModify,
  onClose,
  onDetails,
}: {
  position: ContractPosition;
  precision: number | undefined;
  onModify(position: ContractPosition): void;
  onClose(position: ContractPosition): void;
  onDetails(position: ContractPosition): void;
}) {
  const { t } = useTranslation();
  const price = useCurrentPrice(listed.code);
  const reached = price === undefined ? null : crossedLevel(listed, price);
  // A level reached by the live price: asked for until the server has closed it.
  const fetched = useContractPosition(listed.id, {
    closing: reached !== null,
    enabled: reached !== null,
  });
  const position = latestPosition(listed, fetched.data);
  const digits = precision ?? positionDigits(position, price);
  const floating = price === undefined ? undefined : resultAt(position, price).profit;
  const closing = reached !== null && position.status === 'open';
  return (
    <Row
      position={position}
      when={position.openedAt}
      onDetails={onDetails}
      end={
        <div className="flex flex-col items-end gap-0.5 text-end">
          <span className="text-xs text-fg-muted">{t('trading.contracts.positions.floating')}</span>
          {floating === undefined ? (
            dash
          ) : (
            <Usdt value={floating} signed testId="position-pnl" className="font-semibold" />
          )}
          {closing && (
            <span
              role="status"
              className="inline-flex items-center gap-1.5 text-xs font-medium text-fg-muted"
              data-testid="position-closing"
            >
              <Spinner />
              {t('trading.contracts.positions.closing')}
            </span>
          )}
        </div>
      }
      figures={
        <>
          <Figure label={t('trading.orders.openPrice')}>
            <Price value={position.openPrice} digits={digits} testId="position-open-price" />
          </Figure>
          <Figure label={t('trading.contracts.positions.lastPrice')}>
            {price === undefined ? (
              dash
            ) : (
              <Price value={price} digits={digits} testId="position-last-price" />
            )}
          </Figure>
          <Figure label={t('trading.contracts.positions.stopLoss')}>
            {position.stopLoss === null ? (
              <span className="text-fg-muted" data-testid="position-stop-loss">
                {t('trading.contracts.positions.notSet')}
              </span>
            ) : (
              <Price value={position.stopLoss} digits={digits} testId="position-stop-loss" />
            )}
          </Figure>
          <Figure label={t('trading.contracts.positions.takeProfit')}>
            {position.takeProfit === null ? (
              <span className="text-fg-muted" data-testid="position-take-profit">
                {t('trading.contracts.positions.notSet')}
              </span>
            ) : (
              <Price value={position.takeProfit} digits={digits} testId="position-take-profit" />
            )}
          </Figure>
          <Figure label={t('trading.contracts.liquidationPrice')}>
            <Price
              value={position.liquidationPrice}
              digits={digits}
              testId="position-liquidation"
            />
          </Figure>
          <Figure label={t('trading.contracts.margin')}>
            <Usdt value={position.margin} testId="position-margin" />
          </Figure>
        </>
      }
      actions={
        position.status === 'open' && (
          <>
            <button
              type="button"
              className={action}
              onClick={() => onModify(position)}
              data-testid="position-modify"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('trading.contracts.positions.modify')}{' '}
              <span className="sr-only">{position.orderNo}</span>
            </button>
            <button
              type="button"
              className={action}
              onClick={() => onClose(position)}
              data-testid="position-close"
            >
              <X aria-hidden="true" className="size-4" />
              {t('trading.contracts.positions.close')}{' '}
              <span className="sr-only">{position.orderNo}</span>
            </button>
          </>
        )
      }
    />
  );
}

function HistoryRow({
  position,
  precision,
  onDetails,
}: {
  position: ContractPosition;
  precision: number | undefined;
  onDetails(position: ContractPosition): void;
}) {
  const { t } = useTranslation();
  const digits = precision ?? positionDigits(position, position.closePrice);
  return (
    <Row
      position={position}
      when={position.closedAt ?? position.openedAt}
      onDetails={onDetails}
      end={position.closeReason && <ReasonTag reason={position.closeReason} />}
      figures={
        <>
          <Figure label={t('trading.orders.openPrice')}>
            <Price value={position.openPrice} digits={digits} testId="position-open-price" />
          </Figure>
          <Figure label={t('trading.orders.closePrice')}>
            {position.closePrice === null ? (
              dash
            ) : (
              <Price value={position.closePrice} digits={digits} testId="position-close-price" />
            )}
          </Figure>
          <Figure label={t('trading.orders.profit')}>
            {position.profit === null ? (
              dash
            ) : (
              <Usdt value={position.profit} signed testId="position-profit" />
            )}
          </Figure>
          <Figure label={t('trading.orders.returned')}>
            {position.returned === null ? (
              dash
            ) : (
              <Usdt value={position.returned} testId="position-returned" />
            )}
          </Figure>
          <Figure label={t('trading.contracts.margin')}>
            <Usdt value={position.margin} testId="position-margin" />
          </Figure>
          <Figure label={t('trading.contracts.positions.fee')}>
            <Usdt value={position.fee} />
          </Figure>
        </>
      }
    />
  );
}

function PositionsSkeleton() {
  return (
    <div
      className="flex flex-col gap-4 px-5 py-4"
      aria-hidden="true"
      data-testid="positions-loading"
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <Skeleton className="h-5 w-52" />
            <Skeleton className="h-8 w-20" />
          </div>
          <div className="grid grid-cols-2 gap-3 desk:grid-cols-6">
            {[0, 1, 2, 3, 4, 5].map((cell) => (
              <Skeleton key={cell} className="h-8" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
