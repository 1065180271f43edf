import type { CloseReason, ContractPosition, ContractSide } from '@swx/contract';
import {
  Flame,
  ShieldAlert,
  Target,
  TrendingDown,
  TrendingUp,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { Price, TradeTitle, Usdt } from '../../../components/trade/parts';
import { TermRow } from '../../../components/ui/term-row';
import { netOfFee } from '../contract-terms';
import { isNetworkError, SendActions } from '../../../components/trade/steps';
import { contractErrorText } from '../text';

/**
 * Small pieces of the contract screens: the side, the leverage, why a position closed. As in
 * parts.tsx, a colour always comes with an icon or a word, on the plain surface with an outline.
 */

const pill =
  'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-semibold';

export const SIDE_ICON: Record<ContractSide, LucideIcon> = {
  long: TrendingUp,
  short: TrendingDown,
};
export const SIDE_TEXT: Record<ContractSide, string> = { long: 'text-up', short: 'text-down' };
const SIDE_BORDER: Record<ContractSide, string> = {
  long: 'border-up/50',
  short: 'border-down/50',
};

/** "↗ Long" / "↘ Short" in the side's colour. */
export function SideTag({ side }: { side: ContractSide }) {
  const { t } = useTranslation();
  const Icon = SIDE_ICON[side];
  return (
    <span
      className={cx(pill, SIDE_BORDER[side], SIDE_TEXT[side])}
      data-testid="position-side"
      data-side={side}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`trading.contracts.${side}`)}
    </span>
  );
}

/** The leverage as a figure ("10×"), the same in every language's digits. */
export function LeverageText({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span dir="ltr" className="tabular-nums">
      {t('trading.contracts.leverageValue', { value })}
    </span>
  );
}

/** Catalogue names of the close reasons (`trading.contracts.reasons.<name>`). */
export const REASON_NAMES = {
  user: 'user',
  stop_loss: 'stopLoss',
  take_profit: 'takeProfit',
  liquidation: 'liquidation',
} as const satisfies Record<CloseReason, string>;

const REASON_ICON: Record<CloseReason, LucideIcon> = {
  user: UserRound,
  stop_loss: ShieldAlert,
  take_profit: Target,
  liquidation: Flame,
};

/** Why a position closed: by the user, its stop loss, its take profit, or liquidation. */
export function ReasonTag({ reason }: { reason: CloseReason }) {
  const { t } = useTranslation();
  const Icon = REASON_ICON[reason];
  return (
    <span
      className={cx(
        pill,
        reason === 'liquidation' ? 'border-danger/50 text-danger' : 'border-line-strong text-fg',
      )}
      data-testid="position-reason"
      data-reason={reason}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`trading.contracts.reasons.${REASON_NAMES[reason]}`)}
    </span>
  );
}

/** What a position is on: its side and instrument, then what the place adds. */
export function PositionTitle({
  position,
  children,
}: {
  position: Pick<ContractPosition, 'side' | 'code'>;
  children?: ReactNode;
}) {
  return (
    <TradeTitle tag={<SideTag side={position.side} />} code={position.code}>
      {children}
    </TradeTitle>
  );
}

/** What a dialog about one position (its detail, closing it, changing its levels) is given. */
export interface PositionDialogProps {
  /** Null: the dialog is closed. */
  position: ContractPosition | null;
  /** Decimals of its prices; taken from the position's prices when not given. */
  precision?: number;
  onClose(): void;
}

/** What a dialog about a position is on: side, instrument, lots and leverage, then `children`. */
export function PositionHeading({
  position,
  children,
}: {
  position: Pick<ContractPosition, 'side' | 'code' | 'lots' | 'leverage'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <PositionTitle position={position}>
      <span className="text-sm text-fg-muted">
        <span dir="ltr">{format.amount(position.lots, 8)}</span>{' '}
        {t('trading.contracts.lotsWord', { lots: position.lots })} ·{' '}
        <LeverageText value={position.leverage} />
      </span>
      {children}
    </PositionTitle>
  );
}

/**
 * The bottom of a dialog that changes a position (closing it, changing its levels): the error
 * of the last try, Cancel, and the button that sends ("Try again" after no answer; without
 * `onClick`, the submit button of the form around). Test ids: `contract-<name>-error|cancel`.
 */
export function PositionActions({
  name,
  error,
  pending,
  onCancel,
  submit,
}: {
  name: 'close' | 'modify';
  error: unknown;
  pending: boolean;
  onCancel(): void;
  /** Null: nothing to send (the position is gone). */
  submit: { label: string; testId: string; onClick?(): void; disabled?: boolean } | null;
}) {
  const { t } = useTranslation();
  return (
    <SendActions
      error={error}
      describe={(e) => contractErrorText(t, e)}
      retryHint={t('trading.contracts.networkRetry')}
      errorTestId={`contract-${name}-error`}
      pending={pending}
      cancel={{
        label: t('trading.contracts.modify.cancel'),
        testId: `contract-${name}-cancel`,
        onClick: onCancel,
      }}
      submit={
        submit && {
          ...submit,
          label: isNetworkError(error) ? t('trading.confirm.retry') : submit.label,
        }
      }
    />
  );
}

/** The stop loss and the take profit, in this order: their names and test id parts. */
export const LEVELS = [
  { name: 'stopLoss', testId: 'stop-loss' },
  { name: 'takeProfit', testId: 'take-profit' },
] as const;

/** A stop loss or take profit that is set, or "Not set". */
export function LevelPrice({
  price,
  digits,
  testId,
}: {
  price: string | null;
  digits: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return price === null ? (
    <span className="text-fg-muted" data-testid={testId}>
      {t('trading.contracts.positions.notSet')}
    </span>
  ) : (
    <Price value={price} digits={digits} testId={testId} />
  );
}

/** The live price, or "Waiting for a price" until one came. */
export function LastPrice({
  price,
  digits,
  testId,
}: {
  price: string | undefined;
  digits: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return price === undefined ? (
    <span className="break-normal text-fg-muted">{t('trading.contracts.waitingPrice')}</span>
  ) : (
    <Price value={price} digits={digits} testId={testId} />
  );
}

/**
 * A result as a trader counts it: before fees, the opening fee paid, and the net after fees
 * (strong), which is what the trade made. Test ids `<testId>` (before fees), `<testId>-fee` and
 * `<testId>-net`.
 */
export function AfterFees({
  profit,
  fee,
  testId,
}: {
  profit: string | null;
  fee: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TermRow label={t('trading.contracts.close.gross')}>
        {profit === null ? '—' : <Usdt value={profit} signed testId={testId} />}
      </TermRow>
      <TermRow label={t('trading.contracts.close.feePaid')}>
        <Usdt value={`-${fee}`} testId={`${testId}-fee`} />
      </TermRow>
      <TermRow label={t('trading.contracts.close.net')} strong>
        {profit === null ? (
          '—'
        ) : (
          <Usdt value={netOfFee(profit, fee)} signed testId={`${testId}-net`} />
        )}
      </TermRow>
    </>
  );
}

/**
 * A position's result after its opening fee (what the trader made), signed and coloured, with
 * the result before fees under it; the tooltip spells out before fees, fee and after fees,
 * exact. Test ids `<testId>` (after fees) and `<testId>-gross`.
 */
export function NetResult({
  profit,
  fee,
  testId,
}: {
  profit: string;
  fee: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const net = netOfFee(profit, fee);
  const exact = (value: string) => `${format.exactMoney(value, 'USDT', { signed: true })} USDT`;
  return (
    <span className="inline-flex flex-col items-end gap-0.5 desk:items-start">
      <Usdt
        value={net}
        signed
        testId={testId}
        className="font-semibold"
        title={t('trading.contracts.positions.pnlBreakdown', {
          gross: exact(profit),
          fee: exact(`-${fee}`),
          net: exact(net),
        })}
      />
      <span className="text-xs font-normal text-fg-muted" data-testid={`${testId}-gross`}>
        {t('trading.contracts.positions.beforeFees', {
          amount: `${format.money(profit, 'USDT', { signed: true })} USDT`,
        })}
      </span>
    </span>
  );
}
