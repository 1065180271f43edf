import {
  Code,
  type BuyOptionsBody,
  type MarketStatus,
  type OptionsDirection,
  type OptionsOrder,
} from '@swx/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { createAttemptKeys } from '../../../lib/idempotency';
import { loginUrl } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { balanceOf, useBalances } from '../../ledger/api/list-balances';
import { useLivePrice } from '../../market/live/use-live';
import { useBuyOptions } from '../api/buy-options';
import { useOptionsProduct } from '../api/get-options-product';
import { useActiveBook } from '../api/list-options-orders';
import { isNoProduct, tradeErrorText } from '../text';
import { BookBadge, DIRECTION_ICON, DIRECTION_TEXT } from './parts';
import { TradeConfirm, TradeReceipt, type TradeInstrument } from './trade-confirm';
import {
  EMPTY_DRAFT,
  TradeForm,
  TradeFormSkeleton,
  type TradeDraft,
  type TradeTicket,
} from './trade-form';

/** Refusals about the stake itself: the user goes back to the form, the text at the field. */
const STAKE_REFUSALS: ReadonlySet<number> = new Set([
  Code.PURCHASE_AMOUNT_INCORRECT,
  Code.INSUFFICIENT_BALANCE,
]);

interface OptionsTradeProps {
  instrument: TradeInstrument;
  status: MarketStatus | undefined;
  /** `panel`: a card beside the chart (desktop); `sheet`: a bottom bar opening a sheet. */
  layout: 'panel' | 'sheet';
}

/**
 * Buying an options contract on the currency page: the form, a confirmation that repeats
 * every term, then the receipt. One Idempotency-Key per attempt: a retry after no answer
 * (network, timeout, a proxy error) sends the same key, so the order is placed at most once;
 * after an answer, or a change of terms, the next attempt gets a new key.
 */
export function OptionsTrade({ instrument, status, layout }: OptionsTradeProps) {
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
  const [sheetOpen, setSheetOpen] = useState(false);

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
          setSheetOpen(false);
        }}
      />
    ) : null;

  const title = t('trading.panel.title');
  const dialogTitle = t('trading.panel.dialogTitle', { name: instrument.name });

  if (layout === 'panel') {
    return (
      <>
        <Card aria-labelledby="trade-title" data-testid="trade-panel">
          <div className="border-b border-line px-4 py-3">
            <h2 id="trade-title" className="font-semibold text-fg">
              {title}
            </h2>
            <p className="text-xs text-fg-muted">{t('trading.panel.subtitle')}</p>
          </div>
          <div className="p-4">{form}</div>
        </Card>
        <Dialog
          open={step !== 'form'}
          onClose={step === 'receipt' ? finish : back}
          sheet
          title={dialogTitle}
          testId="trade-dialog"
        >
          {review}
        </Dialog>
      </>
    );
  }

  return (
    <>
      {/* Room for the fixed bar, so that the end of the page is never under it. */}
      <div aria-hidden="true" className="h-16 shrink-0" />
      <TradeBar
        book={account?.book}
        onPick={(direction) => {
          onDraft({ ...draft, direction });
          setSheetOpen(true);
        }}
      />
      <Dialog
        open={sheetOpen}
        onClose={() => {
          if (buy.isPending) return;
          if (step === 'receipt') finish();
          else back();
          setSheetOpen(false);
        }}
        sheet
        title={dialogTitle}
        description={step === 'form' ? t('trading.panel.subtitle') : undefined}
        testId="trade-sheet"
      >
        {review ?? form}
      </Dialog>
    </>
  );
}

/**
 * The mobile bar above the tab bar: the book in use and Up / Down within thumb reach; each
 * opens the trade sheet with that direction chosen.
 */
function TradeBar({
  book,
  onPick,
}: {
  book: 'demo' | 'real' | undefined;
  onPick(direction: OptionsDirection): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('trading.panel.barLabel')}
      data-testid="trade-bar"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-canvas/95 backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-xl items-center gap-2 px-4 py-2">
        {book && <BookBadge book={book} testId="trade-bar-book" />}
        {(['up', 'down'] as const).map((direction) => {
          const Icon = DIRECTION_ICON[direction];
          return (
            <button
              key={direction}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onPick(direction)}
              data-testid={`trade-bar-${direction}`}
              className={cx(
                'flex h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-md border bg-surface font-semibold transition-colors duration-(--motion-fast) hover:bg-hover',
                direction === 'up' ? 'border-up' : 'border-down',
                DIRECTION_TEXT[direction],
              )}
            >
              <Icon aria-hidden="true" className="size-4.5" />
              {t(`trading.panel.${direction}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
