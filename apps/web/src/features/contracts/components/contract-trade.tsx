import { Code, type ContractPosition, type OpenContractBody } from '@swx/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLivePrice } from '../../../lib/live/use-live';
import { useContractProduct } from '../api/get-contract-product';
import { useBook } from '../../../lib/use-book';
import { useOpenContract } from '../api/open-contract';
import { isNoProduct } from '../../../components/trade/ticket';
import { contractErrorText } from '../text';
import { ContractConfirm, ContractReceipt } from './contract-confirm';
import {
  ContractForm,
  EMPTY_CONTRACT_DRAFT,
  type ContractDraft,
  type ContractField,
  type ContractRefusals,
  type ContractTicket,
} from './contract-form';
import type { TicketFlow, TicketOptions } from '../../../components/trade/ticket';
import { TermsFallback, useTicketSteps } from '../../../components/trade/ticket-steps';

/** Refusals about one field: the user goes back to the form, the text at that field. */
const FIELD_REFUSALS: ReadonlyMap<number, ContractField> = new Map([
  [Code.INSUFFICIENT_BALANCE, 'lots'],
  [Code.LOTS_INCORRECT, 'lots'],
  [Code.LEVERAGE_INCORRECT, 'leverage'],
  [Code.STOP_LOSS_UNREASONABLE, 'stopLoss'],
  [Code.TAKE_PROFIT_UNREASONABLE, 'takeProfit'],
]);

/**
 * Opening a leveraged contract on the currency page: the form, a confirmation that repeats
 * every term, then the receipt. One Idempotency-Key per attempt, as for options: a retry after
 * no answer sends the same key (the position opens at most once); after an answer, or a change
 * of terms, the next attempt gets a new key.
 */
export function useContractTicket({ instrument, status, onDone }: TicketOptions): TicketFlow {
  const { t } = useTranslation();
  const product = useContractProduct(instrument.code);
  const book = useBook();
  const open = useOpenContract();
  const steps = useTicketSteps<ContractTicket, ContractPosition, OpenContractBody>({
    mutation: open,
    book,
    code: instrument.code,
    tolerance: product.data?.priceTolerance,
    status,
    onDone,
  });
  const { ticket } = steps;
  // The ticker's price, else the market list's until the first tick (estimates only).
  const marketPrice = useLivePrice(instrument.code)?.price;
  const livePrice = steps.livePrice ?? marketPrice;
  const [draft, setDraft] = useState<ContractDraft>(EMPTY_CONTRACT_DRAFT);
  const [refused, setRefused] = useState<ContractRefusals>({});

  function onDraft(next: ContractDraft) {
    const changed: ContractRefusals = { ...refused };
    // A refusal stays at its field until what it was about changes.
    if (next.lots !== draft.lots || next.leverage !== draft.leverage) delete changed.lots;
    if (next.leverage !== draft.leverage) delete changed.leverage;
    if (next.stopLoss !== draft.stopLoss || next.side !== draft.side) delete changed.stopLoss;
    if (next.takeProfit !== draft.takeProfit || next.side !== draft.side) delete changed.takeProfit;
    setRefused(changed);
    setDraft(next);
  }

  function confirm() {
    if (!ticket) return;
    const body: OpenContractBody = {
      code: instrument.code,
      side: ticket.side,
      lots: ticket.lots,
      leverage: ticket.leverage,
      ...(ticket.stopLoss === undefined ? {} : { stopLoss: ticket.stopLoss }),
      ...(ticket.takeProfit === undefined ? {} : { takeProfit: ticket.takeProfit }),
    };
    steps.send(body, (error) => {
      // The terms changed meanwhile: fetch them again for the way back to the form.
      if (
        error.code === Code.LEVERAGE_INCORRECT ||
        error.code === Code.LOTS_INCORRECT ||
        error.code === Code.OPTIONS_PRODUCT_INCORRECT
      ) {
        void product.refetch();
      }
      const field = FIELD_REFUSALS.get(error.code);
      if (!field) return false;
      setRefused({ [field]: contractErrorText(t, error) });
      return true;
    });
  }

  const terms = product.data;
  const form = terms ? (
    <ContractForm
      draft={draft}
      onDraft={onDraft}
      product={terms}
      precision={instrument.precision}
      livePrice={livePrice}
      refused={refused}
      {...steps.form}
    />
  ) : (
    <TermsFallback
      terms={product}
      none={isNoProduct(product.error)}
      text={t('trading.contracts.noProduct')}
      testId="contract-no-product"
    />
  );

  return steps.flow({
    form,
    confirm: (ticket, sending) =>
      terms ? (
        <ContractConfirm
          instrument={instrument}
          product={terms}
          ticket={ticket}
          book={book}
          livePrice={livePrice}
          {...sending}
          onConfirm={confirm}
        />
      ) : null,
    receipt: (position, onDone) => (
      <ContractReceipt position={position} precision={instrument.precision} onDone={onDone} />
    ),
    dialogTitle: t('trading.contracts.dialogTitle', { name: instrument.name }),
    dialogTestId: 'contract-dialog',
    subtitle: t('trading.contracts.subtitle'),
  });
}
