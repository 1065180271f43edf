import type { Book } from '@swx/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../ui/load-error';
import { isApiError, type ApiError } from '../../lib/api-client';
import { createAttemptKeys } from '../../lib/idempotency';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { balanceOf, useBalances } from '../../lib/balances';
import type { TicketFlow, TicketFormBasics, TicketOptions } from './ticket';
import { TradeFormSkeleton } from './form-parts';

/**
 * The steps a kind of trade shares (options, contracts): the form, a confirmation of the
 * checked ticket, then the receipt of what the server made of it. One Idempotency-Key per
 * attempt: a retry after no answer (network, timeout, a proxy error) sends the same key, so
 * the request takes effect at most once; after an answer, or a change of terms, the next
 * attempt gets a new key.
 */
export function useTicketSteps<Ticket, Result, Body>({
  mutation,
  book,
  status,
  onDone,
}: {
  mutation: UseMutationResult<Result, Error, { body: Body; key: string }>;
  book: Book;
} & Pick<TicketOptions, 'status' | 'onDone'>) {
  const { isLogin } = useSession();
  const location = useLocation();
  const balances = useBalances();
  const keys = useRef(createAttemptKeys());
  /** Set from the click until the answer: a second click before the next render sends nothing. */
  const sending = useRef(false);
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
  function send(body: Body, onRefused: (error: ApiError) => boolean) {
    if (sending.current) return;
    const key = keys.current.keyFor(`${book}\n${JSON.stringify(body)}`);
    sending.current = true;
    mutation.mutate(
      { body, key },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (done) => {
          keys.current.reset();
          setResult(done);
          setTicket(null);
        },
        onError: (error) => {
          // No answer: the request may have taken effect; trying again must reuse the key.
          if (!isApiError(error) || error.kind !== 'api') return;
          keys.current.reset();
          if (onRefused(error)) {
            mutation.reset();
            setTicket(null);
          }
        },
      },
    );
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
        sending: { pending: boolean; error: unknown; onBack(): void },
      ): ReactNode;
      receipt(result: Result, onDone: () => void): ReactNode;
    } & Pick<TicketFlow, 'dialogTitle' | 'dialogTestId' | 'subtitle'>): TicketFlow {
      const review =
        step === 'confirm' && ticket
          ? confirm(ticket, { pending: mutation.isPending, error: mutation.error, onBack: back })
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
