import type { ContractPosition, ContractSide } from '@swx/contract';
import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { compareDecimal } from '../../../lib/decimal';
import { normalizeAmount } from '../../../lib/validation';
import {
  isBelow,
  priceProblem,
  resultAt,
  stopLimit,
  stopProblem,
  type StopKind,
  type StopProblem,
} from '../contract-terms';
import { Usdt } from '../../../components/trade/parts';

/**
 * A stop loss or take profit as typed, checked as the server checks it: a price of the
 * instrument's precision, on the losing (stop) or winning (take profit) side of the current
 * price, within the allowed distance of the entry. Used by the form that opens a position and
 * by the dialog that changes one.
 */
export interface StopRules {
  kind: StopKind;
  side: ContractSide;
  precision: number;
  /** The current price (undefined until one came: then only the number itself is checked). */
  reference: string | undefined;
  /** The entry price (the current price for a position not opened yet). */
  entry: string | undefined;
  /** The product's maximum distance from the entry (a fraction), when at hand. */
  maxDistance: string | undefined;
}

export interface StopCheck {
  /** The price as the API wants it ('' for none). */
  value: string;
  problem: StopProblem | null;
}

export function checkStop(text: string, rules: StopRules): StopCheck {
  const value = normalizeAmount(text);
  if (value === '') return { value, problem: null };
  if (rules.reference === undefined)
    return { value, problem: priceProblem(value, rules.precision) };
  return {
    value,
    problem: stopProblem({
      kind: rules.kind,
      side: rules.side,
      text: value,
      precision: rules.precision,
      reference: rules.reference,
      entry: rules.entry ?? rules.reference,
      maxDistance: rules.maxDistance,
    }),
  };
}

type Format = ReturnType<typeof useFormat>;

/** What is wrong with the level, in the reader's language (with the price or limit it needs). */
export function stopErrorText(
  t: TFunction,
  format: Format,
  rules: StopRules,
  problem: StopProblem,
): string {
  switch (problem) {
    case 'format':
      return t('trading.contracts.priceErrors.format');
    case 'decimals':
      return t('trading.contracts.priceErrors.decimals', { count: rules.precision });
    case 'side':
      return t(`trading.contracts.priceErrors.${rules.kind}Side.${rules.side}`, {
        price: format.price(rules.reference ?? '0', rules.precision),
      });
    case 'distance': {
      const limit =
        rules.entry !== undefined && rules.maxDistance !== undefined
          ? stopLimit({
              kind: rules.kind,
              side: rules.side,
              entry: rules.entry,
              precision: rules.precision,
              maxDistance: rules.maxDistance,
            })
          : '0';
      return t(
        isBelow(rules.kind, rules.side)
          ? 'trading.contracts.priceErrors.distanceBelow'
          : 'trading.contracts.priceErrors.distanceAbove',
        { limit: format.price(limit, rules.precision) },
      );
    }
  }
}

/** What the level's result is computed on: the position, or the one about to be opened. */
export type StopBasis = Pick<
  ContractPosition,
  'side' | 'openPrice' | 'lots' | 'contractSize' | 'margin' | 'liquidationPrice'
>;

/**
 * Whether a stop loss lies beyond the liquidation price (a long's below it, a short's above):
 * the server liquidates first, so the stop never decides the result.
 */
export function beyondLiquidation(basis: StopBasis, stopLoss: string): boolean {
  const order = compareDecimal(stopLoss, basis.liquidationPrice);
  return basis.side === 'long' ? order < 0 : order > 0;
}

const TEST_IDS: Record<StopKind, string> = {
  stopLoss: 'contract-stop-loss',
  takeProfit: 'contract-take-profit',
};

/**
 * The price field of a stop loss or take profit. Under it: what is wrong (the server's refusal
 * first), else the result the level would realise ("If reached: −12.34 USDT"), else what the
 * level does. A remove button empties it when `removable`.
 */
export function StopField({
  rules,
  text,
  onChange,
  onBlur,
  showProblem,
  refused,
  basis,
  removable = false,
  label,
  inputRef,
}: {
  rules: StopRules;
  text: string;
  onChange(text: string): void;
  onBlur?(): void;
  /** Whether a problem of the level is shown yet (after the field was left, or a submit). */
  showProblem: boolean;
  refused: string | undefined;
  basis: StopBasis | null;
  removable?: boolean;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const check = checkStop(text, rules);
  const problem =
    showProblem && check.problem ? stopErrorText(t, format, rules, check.problem) : undefined;
  const testId = TEST_IDS[rules.kind];
  let hint;
  if (
    rules.kind === 'stopLoss' &&
    check.value !== '' &&
    check.problem === null &&
    basis &&
    beyondLiquidation(basis, check.value)
  ) {
    hint = t('trading.contracts.beyondLiquidation', {
      price: format.price(basis.liquidationPrice, rules.precision),
    });
  } else if (check.value !== '' && check.problem === null && basis) {
    hint = (
      <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
        {t('trading.contracts.ifReached')}
        <Usdt
          value={resultAt(basis, check.value).profit}
          signed
          testId={`${testId}-result`}
          className="font-semibold"
        />
      </span>
    );
  } else {
    hint = t(`trading.contracts.${rules.kind}Hint.${rules.side}`);
  }
  return (
    <TextField
      ref={inputRef}
      label={label}
      name={rules.kind}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={refused ?? problem}
      hint={hint}
      data-testid={testId}
      after={
        removable && text !== '' ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="flex size-11 shrink-0 items-center justify-center rounded-md border border-line text-fg-muted hover:bg-hover hover:text-fg desk:size-10"
            data-testid={`${testId}-remove`}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {t(
                rules.kind === 'stopLoss'
                  ? 'trading.contracts.removeStopLoss'
                  : 'trading.contracts.removeTakeProfit',
              )}
            </span>
          </button>
        ) : undefined
      }
    />
  );
}
