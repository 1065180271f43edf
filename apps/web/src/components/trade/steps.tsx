import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { Alert } from '../ui/alert';
import type { Book } from '@swx/contract';
import { Button } from '@swx/ui';
import { isApiError } from '../../lib/api-client';
import { CopyButton } from '../ui/copy-button';
import { TermRow } from '../ui/term-row';
import { BookBadge, OrderNumber, Price } from './parts';
import type { PriceCheck, TradeInstrument } from './ticket';
import { STICKY_FOOT } from './form-parts';
import { cx } from '../../lib/cx';

/**
 * The pieces the steps of the trading dialogs share (confirm, receipt, close, modify): the
 * heading that takes the focus, the list of terms, the error with its retry hint and the row of
 * buttons at the bottom.
 */

/** A heading that takes the focus when its step appears (the dialog's content changed). */
export function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
      {children}
    </h3>
  );
}

/** The terms of a step, one `TermRow` a line, in a framed box. */
export function TermList({ children }: { children: ReactNode }) {
  return (
    <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
      {children}
    </dl>
  );
}

/** The instrument's name and code ("Bitcoin · BTCUSDT"), the code alone when they are one. */
export function InstrumentName({
  instrument,
  testId,
}: {
  instrument: { code: string; name: string };
  testId: string;
}) {
  return (
    <span data-testid={testId}>
      {instrument.name !== instrument.code && <>{instrument.name} · </>}
      <span dir="ltr">{instrument.code}</span>
    </span>
  );
}

/** Whether a failure was the network's (no answer), when a retry sends the same request. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.isNetwork;
}

/**
 * The bottom of a step that sends something: the error of the last try (with a hint to retry
 * after no answer), a way back or out, and the button that sends, with progress.
 */
export function SendActions({
  error,
  describe,
  retryHint,
  errorTestId,
  pending,
  cancel,
  submit,
  sticky = false,
}: {
  /** The failure to show (null or undefined: none). */
  error: unknown;
  describe(error: unknown): string;
  retryHint: string;
  errorTestId: string;
  pending: boolean;
  /** `back` draws an arrow before the label. */
  cancel: { label: string; testId: string; onClick(): void; back?: boolean };
  /** Without `onClick`, a submit button of the form around; null: none. */
  submit: { label: string; testId: string; onClick?(): void; disabled?: boolean } | null;
  /** Kept in view at the foot of the dialog or sheet (a long confirmation on a phone). */
  sticky?: boolean;
}) {
  return (
    <>
      {error !== null && error !== undefined && (
        <Alert tone="error" testId={errorTestId}>
          {describe(error)}
          {isNetworkError(error) && <span className="mt-1 block">{retryHint}</span>}
        </Alert>
      )}
      <div
        className={cx(
          'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
          sticky && STICKY_FOOT,
        )}
      >
        <Button
          variant="secondary"
          onClick={cancel.onClick}
          disabled={pending}
          data-testid={cancel.testId}
        >
          {cancel.back && <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          {cancel.label}
        </Button>
        {submit &&
          (submit.onClick ? (
            <Button
              onClick={submit.onClick}
              loading={pending}
              disabled={submit.disabled}
              data-testid={submit.testId}
            >
              {submit.label}
            </Button>
          ) : (
            <Button type="submit" loading={pending} data-testid={submit.testId}>
              {submit.label}
            </Button>
          ))}
      </div>
    </>
  );
}

/**
 * The confirmation of a ticket (ui.md, money actions): every term in a framed box (the
 * instrument, what the kind chose (`terms`), the book, how the open price is taken with the
 * last price as an indication, then the kind's estimates), the rules below, and "Back" beside
 * the button that sends (progress while pending; "Try again" after no answer).
 * Test ids: `<testIdPrefix>-instrument|book|open-price|rule`, `<actionPrefix>-error|back|submit`.
 */
export function ConfirmStep({
  testId,
  testIdPrefix,
  actionPrefix,
  title,
  instrument,
  book,
  livePrice,
  priceCheck,
  openPriceRule,
  terms,
  estimates,
  rules,
  error,
  describe,
  pending,
  submitLabel,
  onBack,
  onConfirm,
}: {
  testId: string;
  testIdPrefix: string;
  actionPrefix: string;
  title: string;
  instrument: TradeInstrument;
  book: Book;
  /** The last price seen, as an indication of the open price. */
  livePrice: string | undefined;
  /** Whether that price is fresh enough to send, and the tolerance of the fill around it. */
  priceCheck: PriceCheck;
  openPriceRule: string;
  /** The rows of what was chosen, between the instrument and the book. */
  terms: ReactNode;
  /** The rows after the open price. */
  estimates?: ReactNode;
  /** The paragraphs of the rules under the terms. */
  rules: ReactNode;
  error: unknown;
  describe(error: unknown): string;
  pending: boolean;
  /** The send button's label while no attempt failed for want of an answer. */
  submitLabel: string;
  onBack(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { fresh, tolerance } = priceCheck;
  // A retry after no answer resends the same request: allowed whatever the price does now.
  const retry = isNetworkError(error);
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <StepHeading>{title}</StepHeading>
      <TermList>
        <TermRow label={t('trading.confirm.instrument')}>
          <InstrumentName instrument={instrument} testId={`${testIdPrefix}-instrument`} />
        </TermRow>
        {terms}
        <TermRow label={t('trading.confirm.account')}>
          <BookBadge book={book} testId={`${testIdPrefix}-book`} />
        </TermRow>
        <TermRow label={t('trading.confirm.openPrice')}>
          <span className="break-normal" data-testid={`${testIdPrefix}-open-price`}>
            {openPriceRule}
          </span>
          {livePrice !== undefined && (
            <span
              className={cx(
                'block text-xs break-normal',
                fresh ? 'text-fg-muted' : 'text-fg-subtle',
              )}
              data-testid={`${testIdPrefix}-price-now`}
              data-stale={!fresh}
              title={fresh ? undefined : t('market.connection.stale')}
            >
              {t('trading.confirm.priceNow')}{' '}
              <Price value={livePrice} digits={instrument.precision} />
            </span>
          )}
          {tolerance !== undefined && (
            <span
              className="block text-xs break-normal text-fg-muted"
              data-testid={`${testIdPrefix}-tolerance`}
            >
              {t('trading.confirm.tolerance', { tolerance: format.rate(tolerance) })}
            </span>
          )}
        </TermRow>
        {estimates}
      </TermList>
      <div
        className="flex flex-col gap-2 text-sm text-fg-muted"
        data-testid={`${testIdPrefix}-rule`}
      >
        {rules}
      </div>
      {!fresh && !retry && !pending && (
        <Alert tone="warning" testId={`${actionPrefix}-price-stale`}>
          {t('trading.confirm.priceStale')}
        </Alert>
      )}
      <SendActions
        error={error}
        describe={describe}
        retryHint={t('trading.confirm.networkRetry')}
        errorTestId={`${actionPrefix}-error`}
        pending={pending}
        sticky
        cancel={{
          label: t('trading.confirm.back'),
          testId: `${actionPrefix}-back`,
          onClick: onBack,
          back: true,
        }}
        submit={{
          label: retry ? t('trading.confirm.retry') : submitLabel,
          testId: `${actionPrefix}-submit`,
          onClick: onConfirm,
          disabled: !fresh && !retry && !pending,
        }}
      />
    </div>
  );
}

/**
 * What came of a request: a tick with a title and a line, the terms, and "Done" (beside a copy
 * button for the order number when `copy` is given).
 */
export function ResultStep({
  testId,
  title,
  body,
  children,
  copy,
  done,
}: {
  testId: string;
  title: string;
  body: string;
  /** The terms (`TermRow`s). */
  children: ReactNode;
  copy?: { value: string; label: string };
  done: { label: string; testId: string; onClick(): void };
}) {
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <StepHeading>{title}</StepHeading>
          <p className="mt-1 text-sm text-fg-muted">{body}</p>
        </div>
      </div>
      <TermList>{children}</TermList>
      <div
        className={
          copy ? 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end' : 'flex justify-end'
        }
      >
        {copy && <CopyButton value={copy.value} label={copy.label} />}
        <Button onClick={done.onClick} data-testid={done.testId}>
          {done.label}
        </Button>
      </div>
    </div>
  );
}

/**
 * The receipt of an opened trade (an options order, a contract position): its number, what
 * was opened (`opened`), the open price it got and when, then what the kind adds (`children`).
 * Test ids: `<testIdPrefix>-order-no`, `<testIdPrefix>-open-price`.
 */
export function OpenedReceipt({
  trade,
  precision,
  testId,
  testIdPrefix,
  title,
  body,
  done,
  opened,
  children,
}: {
  trade: { orderNo: string; openPrice: string; openedAt: string };
  precision: number;
  testId: string;
  testIdPrefix: string;
  title: string;
  body: string;
  done: { testId: string; onClick(): void };
  opened: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ResultStep
      testId={testId}
      title={title}
      body={body}
      copy={{ value: trade.orderNo, label: t('trading.receipt.copy') }}
      done={{ label: t('trading.receipt.done'), ...done }}
    >
      <TermRow label={t('trading.receipt.orderNo')}>
        <OrderNumber value={trade.orderNo} testId={`${testIdPrefix}-order-no`} />
      </TermRow>
      {opened}
      <TermRow label={t('trading.confirm.openPrice')} strong>
        <Price value={trade.openPrice} digits={precision} testId={`${testIdPrefix}-open-price`} />
      </TermRow>
      <TermRow label={t('trading.receipt.openedAt')}>
        <time dateTime={trade.openedAt}>{format.moment(trade.openedAt)}</time>
      </TermRow>
      {children}
    </ResultStep>
  );
}
