import { breakEvenWinRate, type OptionsDirection, type OptionsOrder } from '@swx/contract';
import {
  ArrowDown,
  ArrowUp,
  CircleSlash,
  Equal,
  Minus,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIRECTION_TEXT, TradeTitle } from '../../../components/trade/parts';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import type { Standing } from '../timing';

/**
 * The pieces of an options order that the ticket, the list and the detail share; the pieces of
 * every kind of trade are in components/trade/parts.tsx.
 */

const pill =
  'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-semibold';

/** The icon of up and down. */
export const DIRECTION_ICON: Record<OptionsDirection, LucideIcon> = {
  up: ArrowUp,
  down: ArrowDown,
};
const DIRECTION_BORDER: Record<OptionsDirection, string> = {
  up: 'border-up/50',
  down: 'border-down/50',
};

/** "↑ Up" / "↓ Down" in the direction's colour. */
export function DirectionTag({ direction }: { direction: OptionsDirection }) {
  const { t } = useTranslation();
  const Icon = DIRECTION_ICON[direction];
  return (
    <span
      className={cx(pill, DIRECTION_BORDER[direction], DIRECTION_TEXT[direction])}
      data-testid="order-direction"
      data-direction={direction}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`trading.panel.${direction}`)}
    </span>
  );
}

const RESULT_LOOK = {
  win: { Icon: TrendingUp, className: 'border-up/50 text-up' },
  lose: { Icon: TrendingDown, className: 'border-down/50 text-down' },
  draw: { Icon: Equal, className: 'border-line-strong text-fg-muted' },
  void: { Icon: CircleSlash, className: 'border-line-strong text-fg-muted' },
} as const;

/** Won / Lost / Draw, or Void for an order no price came for. */
export function ResultTag({ order }: { order: Pick<OptionsOrder, 'status' | 'result'> }) {
  const { t } = useTranslation();
  const key = order.status === 'void' ? 'void' : (order.result ?? 'void');
  const { Icon, className } = RESULT_LOOK[key];
  return (
    <span className={cx(pill, className)} data-testid="order-result" data-result={key}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`trading.orders.result.${key}`)}
    </span>
  );
}

const STANDING_LOOK = {
  winning: { Icon: TrendingUp, className: 'text-up' },
  losing: { Icon: TrendingDown, className: 'text-down' },
  level: { Icon: Minus, className: 'text-fg-muted' },
} as const;

/** Whether an open order would win, lose or draw at the live price. */
export function StandingTag({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  const { Icon, className } = STANDING_LOOK[standing];
  return (
    <span
      className={cx('inline-flex items-center gap-1 text-xs font-semibold', className)}
      data-testid="order-standing"
      data-standing={standing}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`trading.orders.standing.${standing}`)}
    </span>
  );
}

/** What an order is on: its direction and instrument, then whatever the place adds. */
export function OrderTitle({
  order,
  children,
}: {
  order: Pick<OptionsOrder, 'direction' | 'code'>;
  children?: ReactNode;
}) {
  return (
    <TradeTitle tag={<DirectionTag direction={order.direction} />} code={order.code}>
      {children}
    </TradeTitle>
  );
}

/**
 * A payout rate and, beside it, the win rate that breaks even (1 ÷ (1 + payout), domain.md):
 * what a trader has to be right to not lose on average. Test ids `<testId>-rate` and
 * `<testId>-break-even`.
 */
export function PayoutTerms({ rate, testId }: { rate: string; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const breakEven = format.rate(breakEvenWinRate(rate));
  return (
    <>
      <TermRow label={t('trading.panel.payoutRate')} testId={`${testId}-rate`}>
        <span dir="ltr">{format.rate(rate)}</span>
      </TermRow>
      <TermRow label={t('trading.panel.breakEven')} testId={`${testId}-break-even`}>
        <span dir="ltr">{breakEven}</span>
        <span className="block text-xs font-normal break-normal text-fg-muted">
          {t('trading.panel.breakEvenHint', { rate: breakEven })}
        </span>
      </TermRow>
    </>
  );
}
