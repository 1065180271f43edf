import { OPTIONS_DIRECTIONS, type OptionsDirection, type OptionsPeriod } from '@swx/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { Chips } from '../../../components/ui/chips';
import { TermRow } from '../../../components/ui/term-row';
import { normalizeAmount } from '../../../lib/validation';
import { formatPeriod } from '../text';
import { quickStakes, shareOf, stakeProblem, winProfit, winReturn } from '../terms';
import { QuickPicks, ReviewAction } from '../../../components/trade/form-parts';
import { BookAvailable, TilePicker, Usdt } from '../../../components/trade/parts';
import { DIRECTION_ICON, PayoutTerms } from './parts';
import type { TicketFormBasics } from '../../../components/trade/ticket';

/** What the user has chosen so far; the amount as typed (the locale's separator allowed). */
export interface TradeDraft {
  direction: OptionsDirection;
  /** The period's length in seconds; null: the product's first. */
  period: number | null;
  amount: string;
}

/** A draft that passed every check: what the confirmation repeats and the request sends. */
export interface TradeTicket {
  direction: OptionsDirection;
  period: OptionsPeriod;
  /** Normalised ("10.5"). */
  amount: string;
}

export const EMPTY_DRAFT: TradeDraft = { direction: 'up', period: null, amount: '' };

/** The draft's period among the product's (the first when none is chosen or it is gone). */
export function periodOf(periods: readonly OptionsPeriod[], seconds: number | null) {
  return periods.find((p) => p.seconds === seconds) ?? periods[0];
}

// ---- direction -------------------------------------------------------------------------------

/** Up or down: a radio pair drawn as two large tiles in the up and down colours. */
export function DirectionPicker({
  value,
  onChange,
}: {
  value: OptionsDirection;
  onChange(direction: OptionsDirection): void;
}) {
  const { t } = useTranslation();
  return (
    <TilePicker
      legend={t('trading.panel.direction')}
      testId="trade-direction"
      value={value}
      onChange={onChange}
      tiles={OPTIONS_DIRECTIONS.map((direction) => ({
        value: direction,
        tone: direction,
        Icon: DIRECTION_ICON[direction],
        label: t(`trading.panel.${direction}`),
        hint: t(`trading.panel.${direction}Hint`),
      }))}
    />
  );
}

// ---- the form --------------------------------------------------------------------------------

export interface TradeFormProps extends TicketFormBasics<TradeTicket> {
  draft: TradeDraft;
  onDraft(next: TradeDraft): void;
  periods: readonly OptionsPeriod[];
  /** A refusal of the server about the stake, shown at the field until it changes. */
  refused: string | null;
}

/**
 * Direction, period and stake with the return if won, checked as the user types (the same
 * rules as the server), then "Review order". A visitor sees the terms and "Log in to trade";
 * a closed or paused market says so and refuses to go on.
 */
export function TradeForm({
  draft,
  onDraft,
  periods,
  account,
  status,
  refused,
  loginHref,
  stickyAction = false,
  onReview,
}: TradeFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [touched, setTouched] = useState(draft.amount !== '');
  const [submitted, setSubmitted] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const period = periodOf(periods, draft.period);
  if (!period) return null;

  const available = account?.available;
  const amount = normalizeAmount(draft.amount);
  const problem = stakeProblem(amount, {
    minimum: period.minAmount,
    maximum: period.maxAmount,
    available,
  });
  const problemText =
    problem &&
    t(`trading.stake.${problem}`, {
      minimum: format.amount(period.minAmount, 6),
      maximum: format.amount(period.maxAmount, 6),
      // Exact: a typed stake is compared with every digit of the balance.
      available: available === undefined ? '' : format.exactMoney(available, 'USDT'),
    });
  const error = refused ?? (touched || submitted ? (problemText ?? undefined) : undefined);
  const tradable = status === 'open';
  const valid = problem === null;

  function setAmount(value: string) {
    onDraft({ ...draft, amount: value });
    setTouched(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!tradable || !period) return;
    if (!valid || refused) {
      amountRef.current?.focus();
      return;
    }
    onReview({ direction: draft.direction, period, amount });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="trade-form">
      {account && <BookAvailable book={account.book} available={available} prefix="trade" />}

      {status && status !== 'open' && (
        <Alert tone="warning" testId="trade-market-closed">
          {t(`trading.panel.${status}`)}
        </Alert>
      )}

      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => onDraft({ ...draft, direction })}
      />

      <Chips<string>
        legend={t('trading.panel.period')}
        name="trade-period"
        value={String(period.seconds)}
        onChange={(seconds) => onDraft({ ...draft, period: Number(seconds) })}
        options={periods.map((p) => ({
          value: String(p.seconds),
          // A period and a rate in the reading order of the language (a unit may be a word).
          dir: i18n.dir(),
          label: t('trading.panel.periodOption', {
            period: formatPeriod(p.seconds, format.locale),
            rate: format.rate(p.payoutRate),
          }),
        }))}
        testId="trade-periods"
      />

      <div className="flex flex-col gap-2">
        <TextField
          ref={amountRef}
          label={t('trading.panel.stake')}
          name="stake"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
          hint={t('trading.panel.stakeRange', {
            minimum: format.amount(period.minAmount, 6),
            maximum: format.amount(period.maxAmount, 6),
          })}
          end={<span className="pe-3 text-sm text-fg-muted">USDT</span>}
          data-testid="trade-stake"
        />
        <QuickPicks
          label={t('trading.panel.quickPicks')}
          testId="trade-quick"
          shareOf={
            available === undefined
              ? null
              : (percent) => shareOf(available, percent, period.maxAmount)
          }
          sharePrefix="trade-share"
          rounds={quickStakes(period.minAmount, period.maxAmount)}
          roundLabel={(amount) => format.amount(amount, 0)}
          roundPrefix="trade-amount"
          onPick={setAmount}
        />
      </div>

      <dl
        className="flex flex-col gap-2 rounded-lg border border-line bg-field px-3.5 py-3 text-sm"
        data-testid="trade-summary"
      >
        <PayoutTerms rate={period.payoutRate} testId="trade" />
        <TermRow label={t('trading.panel.returnIfWon')} strong>
          {valid ? (
            <Usdt value={winReturn(amount, period.payoutRate)} testId="trade-return" />
          ) : (
            <span aria-label={t('trading.panel.noFigure')}>—</span>
          )}
        </TermRow>
        <TermRow label={t('trading.panel.profitIfWon')}>
          {valid ? (
            <Usdt value={winProfit(amount, period.payoutRate)} signed testId="trade-profit" />
          ) : (
            <span aria-label={t('trading.panel.noFigure')}>—</span>
          )}
        </TermRow>
      </dl>

      <ReviewAction
        visitor={!account}
        sticky={stickyAction}
        disabled={!tradable}
        label={t('trading.panel.review')}
        loginHref={loginHref}
        testIdPrefix="trade"
      />
    </form>
  );
}
