import { CONTRACT_SIDES, type ContractProduct, type ContractSide } from '@swx/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { FieldMessages } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { TermRow } from '../../../components/ui/term-row';
import { compareDecimals, normalizeAmount } from '../../../lib/validation';
import {
  affordableLots,
  defaultLeverage,
  estimateOpen,
  lotsProblem,
  lotsShare,
  quickLeverage,
  quickLots,
  type OpenEstimate,
} from '../contract-terms';
import { checkStop, StopField, type StopRules } from './contract-stops';
import { LeverageText, SIDE_ICON } from './contract-parts';
import { BookAvailable, Price, TilePicker, Usdt } from '../../../components/trade/parts';
import {
  QUICK_CHIP,
  QUICK_CHIP_OFF,
  QUICK_CHIP_ON,
  QuickPicks,
  ReviewAction,
} from '../../../components/trade/form-parts';
import type { TicketFormBasics } from '../../../components/trade/ticket';

/** What the user has chosen so far; numbers as typed (the locale's separator allowed). */
export interface ContractDraft {
  side: ContractSide;
  lots: string;
  /** Null: the product's default (10×, or its maximum when lower). */
  leverage: number | null;
  stopLoss: string;
  takeProfit: string;
}

export const EMPTY_CONTRACT_DRAFT: ContractDraft = {
  side: 'long',
  lots: '',
  leverage: null,
  stopLoss: '',
  takeProfit: '',
};

/** A draft that passed every check: what the confirmation repeats and the request sends. */
export interface ContractTicket {
  side: ContractSide;
  /** Normalised ("0.1"). */
  lots: string;
  leverage: number;
  stopLoss: string | undefined;
  takeProfit: string | undefined;
}

/** The fields a refusal of the server is shown at. */
export type ContractField = 'lots' | 'leverage' | 'stopLoss' | 'takeProfit';
export type ContractRefusals = Partial<Record<ContractField, string>>;

/** The draft's leverage within the product's range. */
export function leverageOf(draft: ContractDraft, maximum: number): number {
  const value = draft.leverage ?? defaultLeverage(maximum);
  return Math.min(Math.max(1, value), maximum);
}

/** The terms of opening the draft at `price`, or null while the lots or the price are missing. */
export function draftEstimate(
  draft: ContractDraft,
  product: ContractProduct,
  precision: number,
  price: string | undefined,
): OpenEstimate | null {
  const lots = normalizeAmount(draft.lots);
  if (price === undefined || lotsProblem(lots, product) !== null) return null;
  return estimateOpen({
    side: draft.side,
    price,
    precision,
    lots,
    leverage: leverageOf(draft, product.maxLeverage),
    product,
  });
}

/** The smallest lot count of a scale: 2 → "0.01". */
function lotStep(scale: number): string {
  return scale === 0 ? '1' : `0.${'1'.padStart(scale, '0')}`;
}

// ---- pieces ----------------------------------------------------------------------------------

/** Long or short: a radio pair drawn as two large tiles in the up and down colours. */
function SidePicker({
  value,
  onChange,
}: {
  value: ContractSide;
  onChange(side: ContractSide): void;
}) {
  const { t } = useTranslation();
  return (
    <TilePicker
      legend={t('trading.contracts.side')}
      testId="contract-side"
      value={value}
      onChange={onChange}
      tiles={CONTRACT_SIDES.map((side) => ({
        value: side,
        tone: side === 'long' ? 'up' : 'down',
        Icon: SIDE_ICON[side],
        label: t(`trading.contracts.${side}`),
        hint: t(`trading.contracts.${side}Hint`),
      }))}
    />
  );
}

/** The leverage: a slider from 1× to the maximum with its value shown, and presets. */
function LeverageSlider({
  value,
  maximum,
  onChange,
  error,
}: {
  value: number;
  maximum: number;
  onChange(value: number): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ids = { errorId: `${id}-error`, hintId: `${id}-hint` };
  return (
    <div className="flex flex-col gap-1.5" data-testid="contract-leverage">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('trading.contracts.leverage')}
        </label>
        <output
          htmlFor={id}
          className="text-md font-semibold text-fg"
          data-testid="contract-leverage-value"
        >
          <LeverageText value={value} />
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={maximum}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={t('trading.contracts.leverageValue', { value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : ids.hintId}
        className="h-11 w-full cursor-pointer accent-accent desk:h-6"
        data-testid="contract-leverage-input"
      />
      <div
        role="group"
        aria-label={t('trading.contracts.quickLeverage')}
        className="flex gap-1.5"
        data-testid="contract-leverage-presets"
      >
        {quickLeverage(maximum).map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={preset === value}
            onClick={() => onChange(preset)}
            className={cx(QUICK_CHIP, preset === value ? QUICK_CHIP_ON : QUICK_CHIP_OFF)}
            data-testid={`contract-leverage-${preset}`}
          >
            <LeverageText value={preset} />
          </button>
        ))}
      </div>
      <FieldMessages
        {...ids}
        error={error}
        hint={t('trading.contracts.leverageHint', { maximum })}
      />
    </div>
  );
}

// ---- the form --------------------------------------------------------------------------------

export interface ContractFormProps extends TicketFormBasics<ContractTicket> {
  draft: ContractDraft;
  onDraft(next: ContractDraft): void;
  product: ContractProduct;
  /** Decimals of the instrument's prices. */
  precision: number;
  /** The last price: the estimate of the open price. */
  livePrice: string | undefined;
  /** Refusals of the server, shown at their field until it changes. */
  refused: ContractRefusals;
}

/**
 * Side, lots, leverage, an optional stop loss and take profit, and what opening costs at the
 * last price (margin, fee, their total, the liquidation price), checked as the user types with
 * the server's rules, then "Review position". A visitor sees the terms and "Log in to trade".
 */
export function ContractForm({
  draft,
  onDraft,
  product,
  precision,
  livePrice,
  account,
  status,
  refused,
  loginHref,
  stickyAction = false,
  onReview,
}: ContractFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [touched, setTouched] = useState({
    lots: draft.lots !== '',
    stopLoss: draft.stopLoss !== '',
    takeProfit: draft.takeProfit !== '',
  });
  const [submitted, setSubmitted] = useState(false);
  const lotsRef = useRef<HTMLInputElement>(null);
  const stopRef = useRef<HTMLInputElement>(null);
  const takeRef = useRef<HTMLInputElement>(null);

  const available = account?.available;
  const leverage = leverageOf(draft, product.maxLeverage);
  const lots = normalizeAmount(draft.lots);
  const lotsIssue = lotsProblem(lots, product);
  const estimate = draftEstimate(draft, product, precision, livePrice);
  const overBalance =
    estimate !== null && available !== undefined && compareDecimals(estimate.total, available) > 0;
  const most =
    available === undefined || livePrice === undefined
      ? undefined
      : affordableLots({ available, price: livePrice, precision, leverage, product });
  let lotsText: string | undefined;
  if (lotsIssue) {
    lotsText = t(`trading.contracts.lotsErrors.${lotsIssue}`, {
      minimum: format.amount(product.minLots, product.lotsScale),
      maximum: format.amount(product.maxLots, product.lotsScale),
      step: format.amount(lotStep(product.lotsScale), product.lotsScale),
    });
  } else if (overBalance && estimate && available !== undefined) {
    // Exact: rounded, a total just above the balance could read the same as the balance.
    lotsText = t('trading.contracts.lotsErrors.aboveAvailable', {
      total: format.exactMoney(estimate.total, 'USDT'),
      available: format.exactMoney(available, 'USDT'),
    });
  }
  const lotsError = refused.lots ?? (touched.lots || submitted ? lotsText : undefined);

  const rules = (kind: StopRules['kind']): StopRules => ({
    kind,
    side: draft.side,
    precision,
    reference: livePrice,
    entry: livePrice,
    maxDistance: product.maxStopDistance,
  });
  const stopRules = rules('stopLoss');
  const takeRules = rules('takeProfit');
  const stop = checkStop(draft.stopLoss, stopRules);
  const take = checkStop(draft.takeProfit, takeRules);
  const basis =
    estimate && livePrice !== undefined
      ? {
          side: draft.side,
          openPrice: livePrice,
          lots,
          contractSize: product.contractSize,
          margin: estimate.margin,
          liquidationPrice: estimate.liquidationPrice,
        }
      : null;

  const tradable = status === 'open';

  function set(next: Partial<ContractDraft>) {
    onDraft({ ...draft, ...next });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!tradable) return;
    if (lotsIssue || overBalance || refused.lots) {
      lotsRef.current?.focus();
      return;
    }
    if (stop.problem || refused.stopLoss) {
      stopRef.current?.focus();
      return;
    }
    if (take.problem || refused.takeProfit) {
      takeRef.current?.focus();
      return;
    }
    if (refused.leverage) return;
    onReview({
      side: draft.side,
      lots,
      leverage,
      stopLoss: stop.value === '' ? undefined : stop.value,
      takeProfit: take.value === '' ? undefined : take.value,
    });
  }

  const none = <span aria-label={t('trading.contracts.noFigure')}>—</span>;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="contract-form"
    >
      {account && <BookAvailable book={account.book} available={available} prefix="contract" />}

      {status && status !== 'open' && (
        <Alert tone="warning" testId="contract-market-closed">
          {t(`trading.contracts.${status}`)}
        </Alert>
      )}

      <SidePicker value={draft.side} onChange={(side) => set({ side })} />

      <div className="flex flex-col gap-2">
        <TextField
          ref={lotsRef}
          label={t('trading.contracts.lots')}
          name="lots"
          inputMode="decimal"
          autoComplete="off"
          value={draft.lots}
          onChange={(event) => {
            set({ lots: event.target.value });
            setTouched((was) => ({ ...was, lots: true }));
          }}
          onBlur={() => setTouched((was) => ({ ...was, lots: true }))}
          error={lotsError}
          hint={t('trading.contracts.lotsRange', {
            minimum: format.amount(product.minLots, product.lotsScale),
            maximum: format.amount(product.maxLots, product.lotsScale),
            size: product.contractSize,
          })}
          end={
            <span className="pe-3 text-sm text-fg-muted">{t('trading.contracts.lotsUnit')}</span>
          }
          data-testid="contract-lots"
        />
        <QuickPicks
          label={t('trading.contracts.quickLots')}
          testId="contract-quick"
          shareOf={account && most ? (percent) => lotsShare(most, percent, product) : null}
          sharePrefix="contract-lots-share"
          rounds={quickLots(product)}
          roundLabel={(lots) => format.amount(lots, product.lotsScale)}
          roundPrefix="contract-lots"
          onPick={(picked) => {
            set({ lots: picked });
            setTouched((was) => ({ ...was, lots: true }));
          }}
        />
      </div>

      <LeverageSlider
        value={leverage}
        maximum={product.maxLeverage}
        onChange={(value) => set({ leverage: value })}
        error={refused.leverage}
      />

      <StopField
        rules={stopRules}
        text={draft.stopLoss}
        onChange={(text) => set({ stopLoss: text })}
        onBlur={() => setTouched((was) => ({ ...was, stopLoss: true }))}
        showProblem={touched.stopLoss || submitted}
        refused={refused.stopLoss}
        basis={basis}
        label={t('trading.contracts.stopLoss')}
        inputRef={stopRef}
      />
      <StopField
        rules={takeRules}
        text={draft.takeProfit}
        onChange={(text) => set({ takeProfit: text })}
        onBlur={() => setTouched((was) => ({ ...was, takeProfit: true }))}
        showProblem={touched.takeProfit || submitted}
        refused={refused.takeProfit}
        basis={basis}
        label={t('trading.contracts.takeProfit')}
        inputRef={takeRef}
      />

      <div className="flex flex-col gap-2">
        <dl
          className="flex flex-col gap-2 rounded-lg border border-line bg-field px-3.5 py-3 text-sm"
          data-testid="contract-summary"
        >
          <TermRow label={t('trading.contracts.price')}>
            {livePrice === undefined ? (
              <span className="break-normal text-fg-muted">
                {t('trading.contracts.waitingPrice')}
              </span>
            ) : (
              <span dir="ltr" className="whitespace-nowrap">
                ≈ <Price value={livePrice} digits={precision} testId="contract-price" />
              </span>
            )}
          </TermRow>
          <TermRow label={t('trading.contracts.notional')}>
            {estimate ? <Usdt value={estimate.notional} testId="contract-notional" /> : none}
          </TermRow>
          <TermRow label={t('trading.contracts.margin')}>
            {estimate ? <Usdt value={estimate.margin} testId="contract-margin" /> : none}
          </TermRow>
          <TermRow label={t('trading.contracts.fee', { rate: format.rate(product.feeRate) })}>
            {estimate ? <Usdt value={estimate.fee} testId="contract-fee" /> : none}
          </TermRow>
          <TermRow label={t('trading.contracts.total')} strong>
            {estimate ? <Usdt value={estimate.total} testId="contract-total" /> : none}
          </TermRow>
          <TermRow label={t('trading.contracts.liquidationPrice')}>
            {estimate ? (
              <Price
                value={estimate.liquidationPrice}
                digits={precision}
                testId="contract-liquidation"
              />
            ) : (
              none
            )}
          </TermRow>
        </dl>
        <p className="text-xs text-fg-subtle">{t('trading.contracts.estimateNote')}</p>
      </div>

      <ReviewAction
        visitor={!account}
        sticky={stickyAction}
        disabled={!tradable}
        label={t('trading.contracts.review')}
        loginHref={loginHref}
        testIdPrefix="contract"
      />
    </form>
  );
}
