import type { Book, OptionsDirection, OptionsOrder } from '@swx/contract';
import {
  ArrowDown,
  ArrowUp,
  CircleCheck,
  CircleSlash,
  Equal,
  FlaskConical,
  Landmark,
  Minus,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { amountSign } from '../../../lib/ledger-entries';
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

/**
 * The ticket's first line: the book the order goes to and what is available in it (a
 * placeholder while the balances load). `prefix` names the test ids (`<prefix>-book`,
 * `<prefix>-available`).
 */
export function BookAvailable({
  book,
  available,
  prefix,
}: {
  book: Book;
  available: string | undefined;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <BookBadge book={book} testId={`${prefix}-book`} />
      <span className="flex items-baseline gap-1.5 text-sm">
        <span className="text-fg-muted">{t('trading.panel.available')}</span>
        {available === undefined ? (
          <Skeleton className="h-4 w-24 self-center" />
        ) : (
          <Usdt value={available} testId={`${prefix}-available`} className="font-medium text-fg" />
        )}
      </span>
    </div>
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

const TILE_LOOK = {
  up: { on: 'border-up ring-1 ring-up', off: 'border-up/40 hover:border-up', ring: 'border-up/50' },
  down: {
    on: 'border-down ring-1 ring-down',
    off: 'border-down/40 hover:border-down',
    ring: 'border-down/50',
  },
} as const;

/** One tile of a {@link TilePicker}: its value, colour (up or down), icon and words. */
export interface Tile<T extends string> {
  value: T;
  tone: 'up' | 'down';
  Icon: LucideIcon;
  label: string;
  hint: string;
}

/**
 * A choice of two (up or down, long or short): a radio pair drawn as two large tiles in the up
 * and down colours. The fieldset carries `testId`, each tile `${testId}-${value}`.
 */
export function TilePicker<T extends string>({
  legend,
  tiles,
  value,
  onChange,
  testId,
}: {
  legend: string;
  tiles: readonly Tile<T>[];
  value: T;
  onChange(value: T): void;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {tiles.map((tile) => {
          const checked = tile.value === value;
          const look = TILE_LOOK[tile.tone];
          return (
            <label
              key={tile.value}
              data-testid={`${testId}-${tile.value}`}
              className={cx(
                'relative flex min-h-14 cursor-pointer flex-col justify-center gap-1 rounded-lg border bg-field px-3 py-2 transition-colors duration-(--motion-fast)',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? look.on : look.off,
              )}
            >
              <input
                type="radio"
                name={name}
                value={tile.value}
                checked={checked}
                onChange={() => onChange(tile.value)}
                className="sr-only"
              />
              <span className={cx('flex items-center gap-2', DIRECTION_TEXT[tile.tone])}>
                <span
                  className={cx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border',
                    look.ring,
                  )}
                >
                  <tile.Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="font-semibold">{tile.label}</span>
                {checked && <CircleCheck aria-hidden="true" className="ms-auto size-4 shrink-0" />}
              </span>
              <span className="text-xs text-fg-muted">{tile.hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A titled group of an order's or a position's detail, its terms in a framed box. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      <dl className="flex flex-col gap-2 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        {children}
      </dl>
    </section>
  );
}

/** A recorded tick: its price and the moment it was recorded (`detail-<name>-price|time`). */
export function RecordedTick({
  price,
  at,
  digits,
  name,
}: {
  price: string;
  at: string;
  digits: number;
  name: 'open' | 'close';
}) {
  const format = useFormat();
  return (
    <>
      <Price value={price} digits={digits} testId={`detail-${name}-price`} />
      <time
        dateTime={at}
        className="block text-xs text-fg-muted"
        data-testid={`detail-${name}-time`}
      >
        {format.moment(at)}
      </time>
    </>
  );
}
