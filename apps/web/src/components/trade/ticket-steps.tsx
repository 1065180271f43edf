import type { Book, ConfirmedQuote } from '@swx/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../ui/load-error';
import type { ApiError } from '../../lib/api-client';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { balanceOf, useBalances } from '../../lib/balances';
import { useQuote } from '../../lib/live/use-live';
import { useOnceSend } from '../../lib/use-once-send';
import type { PriceCheck, TicketFlow, TicketFormBasics, TicketOptions } from './ticket';
import { TradeFormSkeleton } from './form-parts';

/** A request's terms without the quote it carries: what makes it the same order. */
function termsOf<Body extends { quote?: ConfirmedQuote }>(book: Book, body: Body): string {
  return `${book}\n${JSON.stringify({ ...body, quote: undefined })}`;
}

/**
 * The steps a kind of trade shares (options, contracts): the form, a confirmation of the
 * checked ticket, then the receipt of what the server made of it.
 *
 * The price (issue 17, docs/adr/0023): each request carries the quote it was confirmed against
 * (the latest tick of the instrument's ticker), and is sent only while that quote is fresh;
 * the server fills within the product's tolerance of it or refuses.
 *
 * One Idempotency-Key per order: a retry after no answer (network, timeout, a proxy error)
 * sends the very same request (same quote, same key), even after going back to the form, so
 * it takes effect at most once: the server replays the first answer, or refuses the old quote
 * and the next attempt is a new one. After an answer, or a change of terms, the next attempt
 * gets a new key.
 */
export function useTicketSteps<Ticket, Result, Body extends { quote?: ConfirmedQuote }>({
  mutation,
  book,
  code,
  tolerance,
  status,
  onDone,
}: {
  mutation: UseMutationResult<Result, Error, { body: Body; key: string }>;
  book: Book;
  /** The instrument traded: its ticker gives the quote. */
  code: string;
  /** The product's price tolerance (shown on the confirmation), once known. */
  tolerance: string | undefined;
} & Pick<TicketOptions, 'status' | 'onDone'>) {
  const { isLogin } = useSession();
  const location = useLocation();
  const balances = useBalances();
  /** A second click before the answer (even before the next render) sends nothing. */
  const once = useOnceSend();
  /** The request sent without an answer: a retry of the same terms sends it again unchanged. */
  const unanswered = useRef<Body | null>(null);
  const quoted = useQuote(code);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const list = balances.data?.balances;
  /** Null for a visitor (logged out). */
  const account = isLogin
    ? { book, available: list ? balanceOf(list, book).available : undefined }
    : null;
  const step: TicketFlow['step'] = result ? 'receipt' : ticket ? 'confirm' : 'form';

  function back() {
    if (mutation.isPending) return;
    mutation.reset();
    setTicket(null);
  }

  function finish() {
    setResult(null);
    setTicket(null);
    mutation.reset();
  }

  /**
   * Sends `body` once per click. `onRefused` hears each answer of the server that refused it;
   * when it returns true, the user goes back to the form (where it shows the refusal).
   */
  function send(terms: Body, onRefused: (error: ApiError) => boolean) {
    const fingerprint = termsOf(book, terms);
    const retry = unanswered.current;
    let body: Body;
    if (retry && termsOf(book, retry) === fingerprint) {
      body = retry;
    } else {
      const { quote } = quoted;
      // The button is disabled meanwhile; a stale price is never sent.
      if (!quoted.fresh || !quote) return;
      body = { ...terms, quote: { price: quote.price, time: quote.time } };
    }
    once.send(fingerprint, mutation, (key) => ({ body, key }), {
      onSuccess: (done) => {
        unanswered.current = null;
        setResult(done);
        setTicket(null);
      },
      // No answer: the request may have taken effect; trying again must resend it as is.
      onUnanswered: () => {
        unanswered.current = body;
      },
      onRefused: (error) => {
        unanswered.current = null;
        if (onRefused(error)) {
          mutation.reset();
          setTicket(null);
        }
      },
    });
  }

  /** "Done" on the receipt. */
  function done() {
    finish();
    onDone();
  }

  function dismiss() {
    if (step === 'receipt') finish();
    else back();
  }

  /** The form's "Review": the confirmation of `next`, without the last try's error. */
  function review(next: Ticket) {
    mutation.reset();
    setTicket(next);
  }

  /** What the confirmation says of the price it sends (and whether it may send now). */
  const priceCheck: PriceCheck = { fresh: quoted.fresh, tolerance };

  /** What the form is given besides its draft, terms and refusals. */
  const form: TicketFormBasics<Ticket> = {
    account,
    status,
    loginHref: loginUrl(location.pathname + location.search),
    // At the foot of the sheet (phones) and of the side panel's scrolling body (desktop).
    stickyAction: true,
    onReview: review,
  };

  return {
    ticket,
    result,
    /** The latest price of the ticker (undefined before the first). */
    livePrice: quoted.quote?.price,
    step,
    form,
    back,
    send,
    done,
    dismiss,
    /**
     * What the trade panel places: `form`, then the confirmation of the ticket (`confirm`,
     * given what sending needs) or the receipt of the result.
     */
    flow({
      form,
      confirm,
      receipt,
      ...texts
    }: {
      form: ReactNode;
      confirm(
        ticket: Ticket,
        sending: { pending: boolean; error: unknown; onBack(): void; priceCheck: PriceCheck },
      ): ReactNode;
      receipt(result: Result, onDone: () => void): ReactNode;
    } & Pick<TicketFlow, 'dialogTitle' | 'dialogTestId' | 'subtitle'>): TicketFlow {
      const review =
        step === 'confirm' && ticket
          ? confirm(ticket, {
              pending: mutation.isPending,
              error: mutation.error,
              onBack: back,
              priceCheck,
            })
          : step === 'receipt' && result
            ? receipt(result, done)
            : null;
      return {
        form,
        review,
        step,
        pending: mutation.isPending,
        dismiss,
        ...texts,
      };
    },
  };
}

/** In place of the form while its terms load, when none are offered, or when loading failed. */
export function TermsFallback({
  terms,
  none,
  text,
  testId,
}: {
  terms: { isPending: boolean; error: unknown; refetch(): unknown };
  /** Nothing is offered for the instrument. */
  none: boolean;
  text: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (terms.isPending) return <TradeFormSkeleton />;
  if (none) {
    return (
      <p className="py-4 text-center text-sm text-fg-muted" data-testid={testId}>
        {text}
      </p>
    );
  }
  return (
    <LoadError
      title={t('trading.panel.loadFailed')}
      error={terms.error}
      onRetry={() => void terms.refetch()}
    />
  );
}
