import type { Book, OptionsDirection, OptionsOrder } from '@swx/contract';
import {
  ArrowDown,
  ArrowUp,
  CircleSlash,
  Equal,
  FlaskConical,
  Landmark,
  Minus,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { amountSign } from '../../ledger/entries';
import { STAKE_SCALE } from '../terms';
import type { Standing } from '../timing';

/**
 * Small pieces the panel, the lists and the detail share. Up and down always carry an arrow or
 * a sign beside their colour (never colour alone), and coloured text sits on the plain surface
 * with an outline, which keeps it at AA contrast in both themes (a tinted fill does not).
 */

const pill =
  'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-semibold';

/** The book an order or a purchase is in: Demo (virtual) or Real, with its icon. */
export function BookBadge({ book, testId }: { book: Book; testId?: string }) {
  const { t } = useTranslation();
  const Icon = book === 'demo' ? FlaskConical : Landmark;
  return (
    <Badge tone={book === 'demo' ? 'warning' : 'success'} testId={testId}>
      <Icon aria-hidden="true" className="me-1 size-3.5" />
      {t(book === 'demo' ? 'profile.demo' : 'profile.real')}
    </Badge>
  );
}

export const DIRECTION_ICON: Record<OptionsDirection, LucideIcon> = {
  up: ArrowUp,
  down: ArrowDown,
};
export const DIRECTION_TEXT: Record<OptionsDirection, string> = {
  up: 'text-up',
  down: 'text-down',
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

/** A USDT amount ("10.00 USDT"), signed and coloured when it is a gain or a loss. */
export function Usdt({
  value,
  signed = false,
  testId,
  className,
}: {
  value: string;
  signed?: boolean;
  testId?: string;
  className?: string;
}) {
  const format = useFormat();
  const sign = signed ? amountSign(value) : 0;
  return (
    <span
      dir="ltr"
      data-testid={testId}
      data-amount={value}
      className={cx(
        'whitespace-nowrap tabular-nums',
        sign > 0 && 'text-up',
        sign < 0 && 'text-down',
        className,
      )}
    >
      {format.money(value, STAKE_SCALE, { signed })} USDT
    </span>
  );
}

/** A price with the instrument's decimals, left to right in every language. */
export function Price({
  value,
  digits,
  testId,
}: {
  value: string;
  digits: number;
  testId?: string;
}) {
  const format = useFormat();
  return (
    <span
      dir="ltr"
      className="whitespace-nowrap tabular-nums"
      data-testid={testId}
      data-price={value}
    >
      {format.price(value, digits)}
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
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <DirectionTag direction={order.direction} />
      <span dir="ltr" className="font-semibold text-fg">
        {order.code}
      </span>
      {children}
    </div>
  );
}

/** An order number ("OP0000000012"), in a fixed-width face. */
export function OrderNumber({ value, testId }: { value: string; testId?: string }) {
  return (
    <span dir="ltr" className="font-mono" data-testid={testId}>
      {value}
    </span>
  );
}
