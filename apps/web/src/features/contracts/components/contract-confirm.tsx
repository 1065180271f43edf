import type { Book, ContractPosition, ContractProduct } from '@swx/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { TermRow } from '../../../components/ui/term-row';
import { estimateOpen, resultAt } from '../contract-terms';
import { contractErrorText } from '../text';
import type { ContractTicket } from './contract-form';
import { LeverageText, SideTag, LEVELS } from './contract-parts';
import { Price, Usdt } from '../../../components/trade/parts';
import { ConfirmStep, OpenedReceipt } from '../../../components/trade/steps';
import type { PriceCheck, TradeInstrument } from '../../../components/trade/ticket';

/** A stop loss or take profit: its price and what it would realise, or "None". */
function Level({
  price,
  digits,
  result,
  testId,
}: {
  price: string | null | undefined;
  digits: number;
  /** What reaching it would realise, when known. */
  result: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  if (price === null || price === undefined) {
    return (
      <span className="text-fg-muted" data-testid={testId}>
        {t('trading.contracts.confirm.none')}
      </span>
    );
  }
  return (
    <>
      <Price value={price} digits={digits} testId={testId} />
      {result !== undefined && (
        <span className="block text-xs font-normal break-normal text-fg-muted">
          {t('trading.contracts.ifReached')} <Usdt value={result} signed />
        </span>
      )}
    </>
  );
}

/**
 * The rows of the stop loss and the take profit, each with what reaching it would realise
 * (`resultOf`, when known). Test ids: `<testIdPrefix>-stop-loss|take-profit`.
 */
function LevelRows({
  levels,
  digits,
  resultOf,
  testIdPrefix,
}: {
  levels: { stopLoss: string | null | undefined; takeProfit: string | null | undefined };
  digits: number;
  resultOf(price: string): string | undefined;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return LEVELS.map(({ name, testId }) => {
    const price = levels[name];
    return (
      <TermRow key={name} label={t(`trading.contracts.positions.${name}`)}>
        <Level
          price={price}
          digits={digits}
          result={price === null || price === undefined ? undefined : resultOf(price)}
          testId={`${testIdPrefix}-${testId}`}
        />
      </TermRow>
    );
  });
}

/**
 * Every term of the position before it is sent (ui.md, money actions): instrument, side, lots,
 * leverage, the book, how the open price is taken, margin, fee and their total, the
 * liquidation price, the stop loss and take profit with what they would realise, and the rules
 * of closing. The figures are estimates at the last price. "Open" shows progress and cannot be
 * pressed twice.
 */
export function ContractConfirm({
  instrument,
  product,
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
  product: ContractProduct;
  ticket: ContractTicket;
  book: Book;
  livePrice: string | undefined;
  priceCheck: PriceCheck;
  pending: boolean;
  error: unknown;
  onBack(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const digits = instrument.precision;
  const estimate =
    livePrice === undefined
      ? null
      : estimateOpen({
          side: ticket.side,
          price: livePrice,
          precision: digits,
          lots: ticket.lots,
          leverage: ticket.leverage,
          product,
        });
  const basis =
    estimate && livePrice !== undefined
      ? {
          side: ticket.side,
          openPrice: livePrice,
          lots: ticket.lots,
          contractSize: product.contractSize,
          margin: estimate.margin,
          liquidationPrice: estimate.liquidationPrice,
        }
      : null;
  const estimated = (node: ReactNode) =>
    estimate ? node : <span className="text-fg-muted">—</span>;
  const lots = format.amount(ticket.lots, product.lotsScale);

  return (
    <ConfirmStep
      testId="contract-confirm"
      testIdPrefix="contract-confirm"
      actionPrefix="contract"
      title={t('trading.contracts.confirm.title')}
      instrument={instrument}
      book={book}
      livePrice={livePrice}
      priceCheck={priceCheck}
      openPriceRule={t('trading.contracts.confirm.openPriceRule')}
      terms={
        <>
          <TermRow label={t('trading.contracts.side')}>
            <SideTag side={ticket.side} />
          </TermRow>
          <TermRow label={t('trading.contracts.lots')} testId="contract-confirm-lots">
            <span dir="ltr">{lots}</span>
          </TermRow>
          <TermRow label={t('trading.contracts.leverage')} testId="contract-confirm-leverage">
            <LeverageText value={ticket.leverage} />
          </TermRow>
        </>
      }
      estimates={
        <>
          <TermRow label={t('trading.contracts.confirm.margin')}>
            {estimated(
              estimate && <Usdt value={estimate.margin} testId="contract-confirm-margin" />,
            )}
          </TermRow>
          <TermRow
            label={t('trading.contracts.confirm.fee', { rate: format.rate(product.feeRate) })}
          >
            {estimated(estimate && <Usdt value={estimate.fee} testId="contract-confirm-fee" />)}
          </TermRow>
          <TermRow label={t('trading.contracts.confirm.total')} strong>
            {estimated(estimate && <Usdt value={estimate.total} testId="contract-confirm-total" />)}
          </TermRow>
          <TermRow label={t('trading.contracts.confirm.liquidation')}>
            {estimated(
              estimate && (
                <Price
                  value={estimate.liquidationPrice}
                  digits={digits}
                  testId="contract-confirm-liquidation"
                />
              ),
            )}
          </TermRow>
          <LevelRows
            levels={ticket}
            digits={digits}
            resultOf={(price) => (basis ? resultAt(basis, price).profit : undefined)}
            testIdPrefix="contract-confirm"
          />
        </>
      }
      rules={
        <>
          <p>
            {t('trading.contracts.confirm.rule', {
              level: format.rate(product.liquidationLevel),
            })}
          </p>
          <p>{t('trading.contracts.confirm.hold')}</p>
        </>
      }
      error={error}
      describe={(e) => contractErrorText(t, e)}
      pending={pending}
      submitLabel={t('trading.contracts.confirm.submit', {
        side: t(`trading.contracts.${ticket.side}`),
        lots: ticket.lots,
      })}
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}

/** After opening: the order number, the open price it got, margin, fee and its levels. */
export function ContractReceipt({
  position,
  precision,
  onDone,
}: {
  position: ContractPosition;
  precision: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OpenedReceipt
      trade={position}
      precision={precision}
      testId="contract-receipt"
      testIdPrefix="contract-receipt"
      title={t('trading.contracts.receipt.title')}
      body={t('trading.contracts.receipt.body')}
      done={{ testId: 'contract-done', onClick: onDone }}
      opened={
        <>
          <TermRow label={t('trading.contracts.side')}>
            <SideTag side={position.side} />
          </TermRow>
          <TermRow label={t('trading.contracts.lots')}>
            <span dir="ltr">{format.amount(position.lots, 8)}</span>
            {' · '}
            <LeverageText value={position.leverage} />
          </TermRow>
        </>
      }
    >
      <TermRow label={t('trading.contracts.margin')}>
        <Usdt value={position.margin} testId="contract-receipt-margin" />
      </TermRow>
      <TermRow label={t('trading.contracts.fee', { rate: format.rate(position.feeRate) })}>
        <Usdt value={position.fee} testId="contract-receipt-fee" />
      </TermRow>
      <TermRow label={t('trading.contracts.liquidationPrice')}>
        <Price
          value={position.liquidationPrice}
          digits={precision}
          testId="contract-receipt-liquidation"
        />
      </TermRow>
      <LevelRows
        levels={position}
        digits={precision}
        resultOf={(price) => resultAt(position, price).profit}
        testIdPrefix="contract-receipt"
      />
    </OpenedReceipt>
  );
}
