import { Code, type BuyOptionsBody, type OptionsDirection, type OptionsOrder } from '@swx/contract';
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
import { useBuyOptions } from '../api/buy-options';
import { useOptionsProduct } from '../api/get-options-product';
import { useActiveBook } from '../api/list-options-orders';
import { isNoProduct, tradeErrorText } from '../text';
import { TradeConfirm, TradeReceipt } from './trade-confirm';
import {
  EMPTY_DRAFT,
  TradeForm,
  TradeFormSkeleton,
  type TradeDraft,
  type TradeTicket,
} from './trade-form';
import type { TicketFlow, TicketOptions } from './ticket';

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
  layout,
  onDone,
}: TicketOptions): TicketFlow & { setDirection(direction: OptionsDirection): void } {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const location = useLocation();
  const product = useOptionsProduct(instrument.code);
  const balances = useBalances();
  const book = useActiveBook();
  const livePrice = useLivePrice(instrument.code)?.price;
  const buy = useBuyOptions();
  const keys = useRef(createAttemptKeys());
  /** Set from the click until the answer: a second click before the next render sends nothing. */
  const sending = useRef(false);
  const [draft, setDraft] = useState<TradeDraft>(EMPTY_DRAFT);
  const [ticket, setTicket] = useState<TradeTicket | null>(null);
  const [order, setOrder] = useState<OptionsOrder | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const list = balances.data?.balances;
  const account = isLogin
    ? { book, available: list ? balanceOf(list, book).available : undefined }
    : null;
  const step = order ? 'receipt' : ticket ? 'confirm' : 'form';

  function onDraft(next: TradeDraft) {
    if (next.amount !== draft.amount || next.period !== draft.period) setRefused(null);
    setDraft(next);
  }

  function back() {
    if (buy.isPending) return;
    buy.reset();
    setTicket(null);
  }

  function finish() {
    setOrder(null);
    setTicket(null);
    buy.reset();
  }

  function confirm() {
    if (!ticket || sending.current) return;
    const body: BuyOptionsBody = {
      code: instrument.code,
      direction: ticket.direction,
      period: ticket.period.seconds,
      amount: ticket.amount,
    };
    const key = keys.current.keyFor(`${book}\n${JSON.stringify(body)}`);
    sending.current = true;
    buy.mutate(
      { body, key },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (placed) => {
          keys.current.reset();
          setOrder(placed);
          setTicket(null);
        },
        onError: (error) => {
          // No answer: the order may exist; trying again must reuse the key.
          if (!isApiError(error) || error.kind !== 'api') return;
          keys.current.reset();
          // The terms changed meanwhile: fetch them again for the way back to the form.
          if (error.code === Code.PERIOD_NOT_FOUND) void product.refetch();
          if (STAKE_REFUSALS.has(error.code)) {
            setRefused(tradeErrorText(t, error));
            buy.reset();
            setTicket(null);
          }
        },
      },
    );
  }

  // Terms already here stay in use while a refetch fails; none at all is "not offered".
  const periods = product.data?.periods;
  let form: ReactNode;
  if (periods && periods.length > 0) {
    form = (
      <TradeForm
        draft={draft}
        onDraft={onDraft}
        periods={periods}
        account={account}
        status={status}
        refused={refused}
        loginHref={loginUrl(location.pathname + location.search)}
        stickyAction={layout === 'sheet'}
        onReview={(next) => {
          buy.reset();
          setTicket(next);
        }}
      />
    );
  } else if (product.isPending) {
    form = <TradeFormSkeleton />;
  } else if (periods || isNoProduct(product.error)) {
    form = (
      <p className="py-4 text-center text-sm text-fg-muted" data-testid="trade-no-product">
        {t('trading.errors.noProduct')}
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
    step === 'confirm' && ticket ? (
      <TradeConfirm
        instrument={instrument}
        ticket={ticket}
        book={book}
        livePrice={livePrice}
        pending={buy.isPending}
        error={buy.error}
        onBack={back}
        onConfirm={confirm}
      />
    ) : step === 'receipt' && order ? (
      <TradeReceipt
        order={order}
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
    pending: buy.isPending,
    dismiss: () => (step === 'receipt' ? finish() : back()),
    dialogTitle: t('trading.panel.dialogTitle', { name: instrument.name }),
    dialogTestId: 'trade-dialog',
    subtitle: t('trading.panel.subtitle'),
    setDirection: (direction) => onDraft({ ...draft, direction }),
  };
}
