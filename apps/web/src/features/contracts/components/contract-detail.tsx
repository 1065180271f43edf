import type { ContractPosition } from '@swx/contract';
import { CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/format';
import { CopyButton } from '../../../components/ui/copy-button';
import { ExactMoney } from '../../../components/ui/money';
import { TermRow } from '../../../components/ui/term-row';
import { latestPosition, useContractPosition } from '../api/get-contract-position';
import { positionDigits, resultAt } from '../contract-terms';
import { useCurrentPrice } from '../../../lib/use-current-price';
import {
  AfterFees,
  LevelPrice,
  LeverageText,
  PositionTitle,
  ReasonTag,
  type PositionDialogProps,
} from './contract-parts';
import {
  BookBadge,
  DetailSection,
  OrderNumber,
  Price,
  RecordedTick,
  Usdt,
  QuotedTickRow,
} from '../../../components/trade/parts';

/** A position's detail as a sheet (a centred dialog on the desktop layout); closed on null. */
export function ContractDetailDialog({ position, precision, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={position !== null}
      onClose={onClose}
      sheet
      title={position ? t('trading.contracts.detail.title', { orderNo: position.orderNo }) : ''}
      testId="contract-detail"
    >
      {position && (
        <ExactMoney>
          <ContractDetail key={position.id} position={position} precision={precision} />
        </ExactMoney>
      )}
    </Dialog>
  );
}

/**
 * Everything stored on a position (the spec's order fields): order number, lots, leverage,
 * margin used, fee, stop loss, take profit, the liquidation price, the open and close ticks
 * and times, the last price, the result before fees, the fee and after fees, and what comes
 * back (at the last price while open), and the status with why it closed. Amounts are exact
 * (every digit the ledger keeps). An open one is asked for afresh.
 */
function ContractDetail({
  position: listed,
  precision,
}: {
  position: ContractPosition;
  precision?: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fetched = useContractPosition(listed.id, {
    closing: false,
    enabled: listed.status === 'open',
  });
  const position = latestPosition(listed, fetched.data);
  const price = useCurrentPrice(position.code);
  const digits = precision ?? positionDigits(position, price, position.closePrice);
  const open = position.status === 'open';
  const floating = open && price !== undefined ? resultAt(position, price) : undefined;
  const profit = open ? floating?.profit : (position.profit ?? undefined);
  const expected = open ? floating?.returned : (position.returned ?? undefined);
  const level = (value: string | null, name: string) => (
    <LevelPrice price={value} digits={digits} testId={`detail-${name}`} />
  );

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="contract-detail-body"
      data-status={position.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PositionTitle position={position}>
          <BookBadge book={position.book} testId="detail-book" />
        </PositionTitle>
        <span data-testid="detail-status" data-status={position.status}>
          {open ? (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
              <CircleDot aria-hidden="true" className="size-4 text-accent-text" />
              {t('trading.contracts.detail.open')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
              {t('trading.contracts.detail.closed')}
              {position.closeReason && <ReasonTag reason={position.closeReason} />}
            </span>
          )}
        </span>
      </div>

      <DetailSection title={t('trading.detail.terms')}>
        <TermRow label={t('trading.receipt.orderNo')}>
          <OrderNumber value={position.orderNo} testId="detail-order-no" />
        </TermRow>
        <TermRow label={t('trading.contracts.lots')} testId="detail-lots">
          <span dir="ltr">{format.amount(position.lots, 8)}</span>
        </TermRow>
        <TermRow label={t('trading.contracts.leverage')} testId="detail-leverage">
          <LeverageText value={position.leverage} />
        </TermRow>
        <TermRow label={t('trading.contracts.detail.contractSize')}>
          <span dir="ltr">{format.amount(position.contractSize, 8)}</span>
        </TermRow>
        <TermRow label={t('trading.contracts.detail.marginUsed')}>
          <Usdt value={position.margin} testId="detail-margin" />
        </TermRow>
        <TermRow label={t('trading.contracts.fee', { rate: format.rate(position.feeRate) })}>
          <Usdt value={position.fee} testId="detail-fee" />
        </TermRow>
        <TermRow label={t('trading.contracts.positions.stopLoss')}>
          {level(position.stopLoss, 'stop-loss')}
        </TermRow>
        <TermRow label={t('trading.contracts.positions.takeProfit')}>
          {level(position.takeProfit, 'take-profit')}
        </TermRow>
        <TermRow label={t('trading.contracts.liquidationPrice')}>
          <Price value={position.liquidationPrice} digits={digits} testId="detail-liquidation" />
          <span className="block text-xs break-normal text-fg-muted">
            {t('trading.contracts.detail.liquidationLevel', {
              level: format.rate(position.liquidationLevel),
            })}
          </span>
        </TermRow>
        <TermRow label={t('trading.contracts.detail.openTime')}>
          <time dateTime={position.openedAt} data-testid="detail-opened-at">
            {format.moment(position.openedAt)}
          </time>
        </TermRow>
        <TermRow label={t('trading.contracts.detail.closeTime')}>
          {position.closedAt === null ? (
            <span className="text-fg-muted">—</span>
          ) : (
            <time dateTime={position.closedAt} data-testid="detail-closed-at">
              {format.moment(position.closedAt)}
            </time>
          )}
        </TermRow>
      </DetailSection>

      <DetailSection title={t('trading.detail.ticks')}>
        <QuotedTickRow trade={position} digits={digits} />
        <TermRow label={t('trading.detail.openTick')}>
          <RecordedTick
            price={position.openPrice}
            at={position.openTickAt}
            digits={digits}
            name="open"
          />
        </TermRow>
        <TermRow label={t('trading.contracts.detail.closeTick')}>
          {position.closePrice !== null && position.closeTickAt !== null ? (
            <RecordedTick
              price={position.closePrice}
              at={position.closeTickAt}
              digits={digits}
              name="close"
            />
          ) : (
            <span className="break-normal text-fg-muted" data-testid="detail-close-pending">
              {t('trading.contracts.detail.closePending')}
            </span>
          )}
        </TermRow>
      </DetailSection>

      <DetailSection title={t(open ? 'trading.contracts.detail.now' : 'trading.detail.outcome')}>
        <TermRow label={t('trading.contracts.positions.lastPrice')}>
          {price === undefined ? (
            <span className="text-fg-muted">—</span>
          ) : (
            <Price value={price} digits={digits} testId="detail-last-price" />
          )}
        </TermRow>
        <AfterFees profit={profit ?? null} fee={position.fee} testId="detail-profit" />
        {open && (
          <p className="-mt-1 text-end text-xs break-normal text-fg-muted">
            {t('trading.contracts.detail.atLastPrice')}
          </p>
        )}
        <TermRow
          label={t(open ? 'trading.contracts.detail.expectedReturn' : 'trading.orders.returned')}
        >
          {expected === undefined ? '—' : <Usdt value={expected} testId="detail-expected-return" />}
          {open && (
            <span className="block text-xs font-normal break-normal text-fg-muted">
              {t('trading.contracts.detail.atLastPrice')}
            </span>
          )}
        </TermRow>
      </DetailSection>

      <p className="text-sm text-fg-muted">
        {t('trading.contracts.confirm.rule', { level: format.rate(position.liquidationLevel) })}
      </p>
      <div className="flex justify-end">
        <CopyButton value={position.orderNo} label={t('trading.receipt.copy')} />
      </div>
    </div>
  );
}
