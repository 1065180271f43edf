import { Code, type ContractPosition } from '@swx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { TermRow } from '../../../components/ui/term-row';
import { useCloseContract } from '../api/change-contract';
import { tradingKeys } from '../../../lib/query-keys';
import { positionDigits, resultAt } from '../contract-terms';
import { useCurrentPrice } from '../../../lib/use-current-price';
import { useConnection } from '../../../lib/live/use-live';
import { isNetworkError } from '../../../components/trade/steps';
import {
  AfterFees,
  LastPrice,
  PositionActions,
  PositionHeading,
  type PositionDialogProps,
} from './contract-parts';
import { BookBadge, OrderNumber, Price, Usdt } from '../../../components/trade/parts';
import { ResultStep, TermList } from '../../../components/trade/steps';

/**
 * Closing a position by hand: what it would make at the last price (the server closes at its
 * own latest price), "Close position" with progress and no double submit, then the result:
 * the close price, the profit or loss and what came back. A retry after no answer sends the
 * same Idempotency-Key, so the answer is the first close's, not "already closed".
 */
export function ContractCloseDialog({ position, precision, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const close = useCloseContract();
  const [closed, setClosed] = useState<ContractPosition | null>(null);
  const shown = closed && position && closed.id === position.id ? closed : null;
  return (
    <RequestDialog
      open={position !== null}
      onClose={() => {
        setClosed(null);
        onClose();
      }}
      request={close}
      title={position ? t('trading.contracts.close.title', { orderNo: position.orderNo }) : ''}
      testId="contract-close"
    >
      {(dismiss) =>
        position &&
        (shown ? (
          <CloseResult position={shown} precision={precision} onDone={dismiss} />
        ) : (
          <CloseConfirm
            key={position.id}
            position={position}
            precision={precision}
            close={close}
            onClosed={setClosed}
            onCancel={dismiss}
          />
        ))
      }
    </RequestDialog>
  );
}

function CloseConfirm({
  position,
  precision,
  close,
  onClosed,
  onCancel,
}: {
  position: ContractPosition;
  precision: number | undefined;
  close: ReturnType<typeof useCloseContract>;
  onClosed(position: ContractPosition): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const price = useCurrentPrice(position.code);
  const once = useOnceSend();
  const digits = precision ?? positionDigits(position, price);
  const estimate = price === undefined ? undefined : resultAt(position, price);
  const gone = isApiError(close.error) && close.error.code === Code.POSITION_CLOSED;
  // Without a live connection the estimate is not the price the close would get (issue 17);
  // a retry after no answer resends the same request and stays possible.
  const live = useConnection() === 'live';

  function submit() {
    once.send(position.id, close, (key) => ({ id: position.id, key }), {
      onSuccess: onClosed,
      onRefused: (error) => {
        if (error.code === Code.POSITION_CLOSED) {
          void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
        }
      },
    });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="contract-close-confirm">
      <PositionHeading position={position}>
        <BookBadge book={position.book} />
      </PositionHeading>
      <p className="text-sm text-fg-muted">{t('trading.contracts.close.body')}</p>
      <TermList>
        <TermRow label={t('trading.orders.openPrice')}>
          <Price value={position.openPrice} digits={digits} />
        </TermRow>
        <TermRow label={t('trading.contracts.positions.lastPrice')}>
          <LastPrice price={price} digits={digits} testId="contract-close-last-price" />
        </TermRow>
        <AfterFees
          profit={estimate?.profit ?? null}
          fee={position.fee}
          testId="contract-close-estimate"
        />
        <TermRow label={t('trading.contracts.margin')}>
          <Usdt value={position.margin} />
        </TermRow>
        <TermRow label={t('trading.contracts.close.returnEstimate')}>
          {estimate ? <Usdt value={estimate.returned} /> : '—'}
        </TermRow>
      </TermList>
      <PositionActions
        name="close"
        error={close.error}
        pending={close.isPending}
        onCancel={onCancel}
        submit={
          gone
            ? null
            : {
                label: t('trading.contracts.close.submit'),
                testId: 'contract-close-submit',
                onClick: submit,
                disabled: !live && !close.isPending && !isNetworkError(close.error),
              }
        }
      />
    </div>
  );
}

function CloseResult({
  position,
  precision,
  onDone,
}: {
  position: ContractPosition;
  precision: number | undefined;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const digits = precision ?? positionDigits(position, position.closePrice);
  return (
    <ResultStep
      testId="contract-close-result"
      title={t('trading.contracts.close.resultTitle')}
      body={t('trading.contracts.close.resultBody')}
      done={{ label: t('trading.receipt.done'), testId: 'contract-close-done', onClick: onDone }}
    >
      <TermRow label={t('trading.receipt.orderNo')}>
        <OrderNumber value={position.orderNo} />
      </TermRow>
      <TermRow label={t('trading.orders.closePrice')} strong>
        {position.closePrice === null ? (
          '—'
        ) : (
          <Price value={position.closePrice} digits={digits} testId="contract-close-price" />
        )}
      </TermRow>
      <AfterFees profit={position.profit} fee={position.fee} testId="contract-close-profit" />
      <TermRow label={t('trading.orders.returned')}>
        {position.returned === null ? (
          '—'
        ) : (
          <Usdt value={position.returned} testId="contract-close-returned" />
        )}
      </TermRow>
      {position.closedAt && (
        <TermRow label={t('trading.contracts.detail.closeTime')}>
          <time dateTime={position.closedAt}>{format.moment(position.closedAt)}</time>
        </TermRow>
      )}
    </ResultStep>
  );
}
