import type { ContractPosition } from '@swx/contract';
import { Pencil, X, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { latestPosition, useContractPosition } from '../api/get-contract-position';
import { useContractPositions } from '../api/list-contract-positions';
import { crossedLevel, positionDigits, resultAt } from '../contract-terms';
import { useCurrentPrice } from '../../../lib/use-current-price';
import { ContractCloseDialog } from './contract-close';
import { ContractDetailDialog } from './contract-detail';
import { ContractModifyDialog } from './contract-modify';
import {
  LEVELS,
  LevelPrice,
  LeverageText,
  NetResult,
  PositionTitle,
  ReasonTag,
} from './contract-parts';
import {
  Figure,
  ListRow,
  ListSkeleton,
  StateTabsList,
  TitledCard,
  type StateListProps,
} from '../../../components/trade/list-parts';
import { Price, Usdt } from '../../../components/trade/parts';

export type ContractPositionsProps = StateListProps;

/** What is open in a list: a position to change, to close, or to see in detail. */
type Shown = { action: 'modify' | 'close' | 'detail'; position: ContractPosition } | null;

/**
 * The caller's contract positions in the current book, open or history, a page at a time,
 * within a card of the page's. Open rows show the live price and the floating profit or loss
 * after the opening fee, the stop loss, take profit and liquidation price, with Modify and
 * Close; history rows show why and at what price each closed and the result after fees (the
 * result before fees under it, the fee beside it). Each row opens the position's detail.
 */
export function ContractPositionsBody({ code, precision, ...list }: ContractPositionsProps) {
  const { state, page } = list;
  const { t } = useTranslation();
  const query = useContractPositions({ state, code, page });
  const [shown, setShown] = useState<Shown>(null);
  const close = () => setShown(null);
  const open = (action: 'modify' | 'close' | 'detail') => (position: ContractPosition) =>
    setShown({ action, position });

  return (
    <>
      <StateTabsList
        {...list}
        query={query}
        name="positions"
        loadFailed={t('trading.contracts.positions.loadFailed')}
        skeleton={<PositionsSkeleton />}
      >
        {(items) =>
          items.map((position) =>
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
          )
        }
      </StateTabsList>
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
  return (
    <TitledCard title={title} idBase={props.idBase} testId={testId}>
      <ContractPositionsBody {...props} />
    </TitledCard>
  );
}

// ---- rows ------------------------------------------------------------------------------------

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
    <ListRow
      testId="contract-position"
      data={{ 'data-position-id': position.id, 'data-status': position.status }}
      details={t('trading.contracts.positions.details', { orderNo: position.orderNo })}
      detailsTestId="position-details"
      onDetails={() => onDetails(position)}
    >
      <div className="flex items-start justify-between gap-3">
        <PositionTitle position={position}>
          <span className="text-xs text-fg-muted">
            <span dir="ltr" data-testid="position-lots">
              {format.amount(position.lots, 8)}
            </span>{' '}
            {t('trading.contracts.lotsWord', { lots: position.lots })} ·{' '}
            <LeverageText value={position.leverage} /> ·{' '}
            <time dateTime={when} className="whitespace-nowrap">
              {format.dateTime(when)}
            </time>
          </span>
        </PositionTitle>
        <div className="shrink-0">{end}</div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm desk:grid-cols-6">{figures}</dl>
      {actions && <div className="relative z-10 flex justify-end gap-2">{actions}</div>}
    </ListRow>
  );
}

const action =
  'inline-flex h-11 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-3 text-sm font-medium text-fg hover:bg-hover desk:h-8';

/** A button of an open row ("Modify", "Close"), named with the order number for a reader. */
function RowAction({
  Icon,
  label,
  orderNo,
  onClick,
  testId,
}: {
  Icon: LucideIcon;
  label: string;
  orderNo: string;
  onClick(): void;
  testId: string;
}) {
  return (
    <button type="button" className={action} onClick={onClick} data-testid={testId}>
      <Icon aria-hidden="true" className="size-4" />
      {label} <span className="sr-only">{orderNo}</span>
    </button>
  );
}

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
          <span className="text-xs text-fg-muted">{t('trading.contracts.positions.netPnl')}</span>
          {floating === undefined ? (
            dash
          ) : (
            <NetResult profit={floating} fee={position.fee} testId="position-pnl" />
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
          {LEVELS.map(({ name, testId }) => (
            <Figure key={name} label={t(`trading.contracts.positions.${name}`)}>
              <LevelPrice price={position[name]} digits={digits} testId={`position-${testId}`} />
            </Figure>
          ))}
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
            <RowAction
              Icon={Pencil}
              label={t('trading.contracts.positions.modify')}
              orderNo={position.orderNo}
              onClick={() => onModify(position)}
              testId="position-modify"
            />
            <RowAction
              Icon={X}
              label={t('trading.contracts.positions.close')}
              orderNo={position.orderNo}
              onClick={() => onClose(position)}
              testId="position-close"
            />
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
          <Figure label={t('trading.contracts.positions.netPnl')}>
            {position.profit === null ? (
              dash
            ) : (
              <NetResult profit={position.profit} fee={position.fee} testId="position-profit" />
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
            <Usdt value={position.fee} testId="position-fee" />
          </Figure>
        </>
      }
    />
  );
}

function PositionsSkeleton() {
  return (
    <ListSkeleton
      testId="positions-loading"
      title="h-5 w-52"
      end="h-8 w-20"
      grid="grid grid-cols-2 gap-3 desk:grid-cols-6"
      cells={6}
    />
  );
}
