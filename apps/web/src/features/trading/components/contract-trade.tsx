import { Code, type ContractPosition, type OpenContractBody } from '@swx/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { createAttemptKeys } from '../../../lib/idempotency';
import { loginUrl } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { balanceOf, useBalances } from '../../ledger/api/list-balances';
import { useLivePrice } from '../../market/live/use-live';
import { useContractProduct } from '../api/get-contract-product';
import { useActiveBook } from '../api/list-options-orders';
import { useOpenContract } from '../api/open-contract';
import { contractErrorText, isNoProduct } from '../text';
import { ContractConfirm, ContractReceipt } from './contract-confirm';
import {
  ContractForm,
  EMPTY_CONTRACT_DRAFT,
  type ContractDraft,
  type ContractField,
  type ContractRefusals,
  type ContractTicket,
} from './contract-form';
import type { TicketFlow, TicketOptions } from './ticket';
import { TradeFormSkeleton } from './trade-form';

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
export function useContractTicket({
  instrument,
  status,
  layout,
  onDone,
}: TicketOptions): TicketFlow {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const location = useLocation();
  const product = useContractProduct(instrument.code);
  const balances = useBalances();
  const book = useActiveBook();
  const livePrice = useLivePrice(instrument.code)?.price;
  const open = useOpenContract();
  const keys = useRef(createAttemptKeys());
  /** Set from the click until the answer: a second click before the next render sends nothing. */
  const sending = useRef(false);
  const [draft, setDraft] = useState<ContractDraft>(EMPTY_CONTRACT_DRAFT);
  const [ticket, setTicket] = useState<ContractTicket | null>(null);
  const [opened, setOpened] = useState<ContractPosition | null>(null);
  const [refused, setRefused] = useState<ContractRefusals>({});

  const list = balances.data?.balances;
  const account = isLogin
    ? { book, available: list ? balanceOf(list, book).available : undefined }
    : null;
  const step = opened ? 'receipt' : ticket ? 'confirm' : 'form';

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

  function back() {
    if (open.isPending) return;
    open.reset();
    setTicket(null);
  }

  function finish() {
    setOpened(null);
    setTicket(null);
    open.reset();
  }

  function confirm() {
    if (!ticket || sending.current) return;
    const body: OpenContractBody = {
      code: instrument.code,
      side: ticket.side,
      lots: ticket.lots,
      leverage: ticket.leverage,
      ...(ticket.stopLoss === undefined ? {} : { stopLoss: ticket.stopLoss }),
      ...(ticket.takeProfit === undefined ? {} : { takeProfit: ticket.takeProfit }),
    };
    const key = keys.current.keyFor(`${book}\n${JSON.stringify(body)}`);
    sending.current = true;
    open.mutate(
      { body, key },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (position) => {
          keys.current.reset();
          setOpened(position);
          setTicket(null);
        },
        onError: (error) => {
          // No answer: the position may exist; trying again must reuse the key.
          if (!isApiError(error) || error.kind !== 'api') return;
          keys.current.reset();
          // The terms changed meanwhile: fetch them again for the way back to the form.
          if (
            error.code === Code.LEVERAGE_INCORRECT ||
            error.code === Code.LOTS_INCORRECT ||
            error.code === Code.OPTIONS_PRODUCT_INCORRECT
          ) {
            void product.refetch();
          }
          const field = FIELD_REFUSALS.get(error.code);
          if (field) {
            setRefused({ [field]: contractErrorText(t, error) });
            open.reset();
            setTicket(null);
          }
        },
      },
    );
  }

  const terms = product.data;
  let form: ReactNode;
  if (terms) {
    form = (
      <ContractForm
        draft={draft}
        onDraft={onDraft}
        product={terms}
        precision={instrument.precision}
        livePrice={livePrice}
        account={account}
        status={status}
        refused={refused}
        loginHref={loginUrl(location.pathname + location.search)}
        stickyAction={layout === 'sheet'}
        onReview={(next) => {
          open.reset();
          setTicket(next);
        }}
      />
    );
  } else if (product.isPending) {
    form = <TradeFormSkeleton />;
  } else if (isNoProduct(product.error)) {
    form = (
      <p className="py-4 text-center text-sm text-fg-muted" data-testid="contract-no-product">
        {t('trading.contracts.noProduct')}
      </p>
    );
  } else {
    form = (
      <LoadError
        title={t('trading.panel.loadFailed')}
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  }

  const review =
    step === 'confirm' && ticket && terms ? (
      <ContractConfirm
        instrument={instrument}
        product={terms}
        ticket={ticket}
        book={book}
        livePrice={livePrice}
        pending={open.isPending}
        error={open.error}
        onBack={back}
        onConfirm={confirm}
      />
    ) : step === 'receipt' && opened ? (
      <ContractReceipt
        position={opened}
        precision={instrument.precision}
        onDone={() => {
          finish();
          onDone();
        }}
      />
    ) : null;

  return {
    form,
    review,
    step,
    pending: open.isPending,
    dismiss: () => (step === 'receipt' ? finish() : back()),
    dialogTitle: t('trading.contracts.dialogTitle', { name: instrument.name }),
    dialogTestId: 'contract-dialog',
    subtitle: t('trading.contracts.subtitle'),
  };
}
