import { Code, type BuyOptionsBody, type OptionsDirection, type OptionsOrder } from '@swx/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyOptions } from '../api/buy-options';
import { useOptionsProduct } from '../api/get-options-product';
import { useBook } from '../../../lib/use-book';
import { isNoProduct } from '../../../components/trade/ticket';
import { tradeErrorText } from '../text';
import { TradeConfirm, TradeReceipt } from './trade-confirm';
import type { TicketFlow, TicketOptions } from '../../../components/trade/ticket';
import { TermsFallback, useTicketSteps } from '../../../components/trade/ticket-steps';
import { EMPTY_DRAFT, TradeForm, type TradeDraft, type TradeTicket } from './trade-form';

/** Refusals about the stake itself: the user goes back to the form, the text at the field. */
const STAKE_REFUSALS: ReadonlySet<number> = new Set([
  Code.PURCHASE_AMOUNT_INCORRECT,
  Code.INSUFFICIENT_BALANCE,
]);

/**
 * Buying an options contract on the currency page: the form, a confirmation that repeats
 * every term, then the receipt. One Idempotency-Key per attempt: a retry after no answer
 * (network, timeout, a proxy error) sends the same key, so the order is placed at most once;
 * after an answer, or a change of terms, the next attempt gets a new key. The trade panel
 * (trade-panel.tsx) places the form and the steps after it.
 */
export function useOptionsTicket({
  instrument,
  status,
  onDone,
}: TicketOptions): TicketFlow & { setDirection(direction: OptionsDirection): void } {
  const { t } = useTranslation();
  const product = useOptionsProduct(instrument.code);
  const book = useBook();
  const buy = useBuyOptions();
  const steps = useTicketSteps<TradeTicket, OptionsOrder, BuyOptionsBody>({
    mutation: buy,
    book,
    code: instrument.code,
    tolerance: product.data?.priceTolerance,
    status,
    onDone,
  });
  const { ticket } = steps;
  const [draft, setDraft] = useState<TradeDraft>(EMPTY_DRAFT);
  const [refused, setRefused] = useState<string | null>(null);

  function onDraft(next: TradeDraft) {
    if (next.amount !== draft.amount || next.period !== draft.period) setRefused(null);
    setDraft(next);
  }

  function confirm() {
    if (!ticket) return;
    const body: BuyOptionsBody = {
      code: instrument.code,
      direction: ticket.direction,
      period: ticket.period.seconds,
      amount: ticket.amount,
    };
    steps.send(body, (error) => {
      // The terms changed meanwhile: fetch them again for the way back to the form.
      if (error.code === Code.PERIOD_NOT_FOUND) void product.refetch();
      if (!STAKE_REFUSALS.has(error.code)) return false;
      setRefused(tradeErrorText(t, error));
      return true;
    });
  }

  // Terms already here stay in use while a refetch fails; none at all is "not offered".
  const periods = product.data?.periods;
  const form =
    periods && periods.length > 0 ? (
      <TradeForm
        draft={draft}
        onDraft={onDraft}
        periods={periods}
        refused={refused}
        {...steps.form}
      />
    ) : (
      <TermsFallback
        terms={product}
        none={periods !== undefined || isNoProduct(product.error)}
        text={t('trading.errors.noProduct')}
        testId="trade-no-product"
      />
    );

  return {
    ...steps.flow({
      form,
      confirm: (ticket, sending) => (
        <TradeConfirm
          instrument={instrument}
          ticket={ticket}
          book={book}
          livePrice={steps.livePrice}
          {...sending}
          onConfirm={confirm}
        />
      ),
      receipt: (order, onDone) => (
        <TradeReceipt order={order} precision={instrument.precision} onDone={onDone} />
      ),
      dialogTitle: t('trading.panel.dialogTitle', { name: instrument.name }),
      dialogTestId: 'trade-dialog',
      subtitle: t('trading.panel.subtitle'),
    }),
    setDirection: (direction) => onDraft({ ...draft, direction }),
  };
}
