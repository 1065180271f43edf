import {
  RATE_SCALE,
  USDT_SCALE,
  unitsWithin,
  wholeWithin,
  type Period,
  type PeriodInput,
} from './api';

/** A period as typed: every field a string until it is checked. */
export interface PeriodDraft {
  rowId: number;
  seconds: string;
  payoutRate: string;
  minAmount: string;
  maxAmount: string;
}

export type PeriodField = Exclude<keyof PeriodDraft, 'rowId'>;
export const MIN_PERIODS = 1;
export const MAX_PERIODS = 10;
const AMOUNT_MAX = '1000000000';

export function toDrafts(periods: readonly Period[], firstId = 1): PeriodDraft[] {
  return periods.map((p, i) => ({
    rowId: firstId + i,
    seconds: String(p.seconds),
    payoutRate: p.payoutRate,
    minAmount: p.minAmount,
    maxAmount: p.maxAmount,
  }));
}

export interface PeriodCheck {
  errors: Record<number, Partial<Record<PeriodField, string>>>;
  form: string | null;
  periods: PeriodInput[] | null;
}

/**
 * The server's checks (configuration.ts): 1–10 periods, seconds a whole number in
 * [10, 86400] and unique, payout rate in (0, 1], minimum above 0, maximum (blank: the
 * server's default) at least the minimum. Compared as bigint units, never as numbers.
 */
export function checkPeriods(drafts: readonly PeriodDraft[]): PeriodCheck {
  const errors: PeriodCheck['errors'] = {};
  const seen = new Map<string, number>();
  const periods: PeriodInput[] = [];
  for (const draft of drafts) {
    const row: Partial<Record<PeriodField, string>> = {};
    const seconds = draft.seconds.trim();
    if (!wholeWithin(seconds, 10, 86_400)) {
      row.seconds = 'A whole number from 10 to 86400.';
    } else {
      const key = String(BigInt(seconds));
      const earlier = seen.get(key);
      if (earlier !== undefined) row.seconds = `${key} s is already used in row ${earlier + 1}.`;
      else seen.set(key, drafts.indexOf(draft));
    }
    const rate = unitsWithin(draft.payoutRate, RATE_SCALE, '0', '1');
    if (rate === undefined || rate === 0n) row.payoutRate = 'A decimal above 0, at most 1.';
    const min = unitsWithin(draft.minAmount, USDT_SCALE, '0', AMOUNT_MAX);
    if (min === undefined || min === 0n) row.minAmount = 'A decimal above 0 (6 decimals at most).';
    const maxText = draft.maxAmount.trim();
    if (maxText !== '') {
      const max = unitsWithin(maxText, USDT_SCALE, '0', AMOUNT_MAX);
      if (max === undefined) row.maxAmount = 'A decimal (6 decimals at most).';
      else if (min !== undefined && max < min) row.maxAmount = 'At least the minimum.';
    }
    if (Object.keys(row).length > 0) errors[draft.rowId] = row;
    periods.push({
      seconds: Number(seconds),
      payoutRate: draft.payoutRate.trim(),
      minAmount: draft.minAmount.trim(),
      ...(maxText === '' ? {} : { maxAmount: maxText }),
    });
  }
  const form =
    drafts.length < MIN_PERIODS || drafts.length > MAX_PERIODS
      ? `A product has ${MIN_PERIODS} to ${MAX_PERIODS} periods.`
      : null;
  const valid = form === null && Object.keys(errors).length === 0;
  return { errors, form, periods: valid ? periods : null };
}
