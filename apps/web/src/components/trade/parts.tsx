import type { Book, OptionsDirection } from '@swx/contract';
import { CircleCheck, FlaskConical, Landmark, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { Skeleton } from '../ui/skeleton';
import { TermRow } from '../ui/term-row';
import { useFormat } from '../../i18n/format';
import { cx } from '../../lib/cx';
import { ChoiceGroup, type ChoiceGroupBasics } from '../ui/radio-choice';
import { Money } from '../ui/money';

/**
 * Small pieces the panel, the lists and the detail share. Up and down always carry an arrow or
 * a sign beside their colour (never colour alone), and coloured text sits on the plain surface
 * with an outline, which keeps it at AA contrast in both themes (a tinted fill does not).
 */

/** The colour of up and down (a direction's text, a tile's tone). */
export const DIRECTION_TEXT: Record<OptionsDirection, string> = {
  up: 'text-up',
  down: 'text-down',
};

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

/**
 * A USDT amount ("10.00 USDT", the exact figure in its tooltip; exact inside `ExactMoney`),
 * signed and coloured when it is a gain or a loss.
 */
export function Usdt({
  value,
  signed = false,
  testId,
  className,
  title,
}: {
  value: string;
  signed?: boolean;
  testId?: string;
  className?: string;
  title?: string;
}) {
  return (
    <Money
      value={value}
      asset="USDT"
      signed={signed}
      testId={testId}
      className={className}
      title={title}
    />
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

/**
 * What a trade is on: its tag (the direction, the side) and the instrument's code, then what
 * the place adds.
 */
export function TradeTitle({
  tag,
  code,
  children,
}: {
  tag: ReactNode;
  code: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {tag}
      <span dir="ltr" className="font-semibold text-fg">
        {code}
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
  tiles,
  testId,
  ...group
}: Omit<ChoiceGroupBasics<T, Tile<T>>, 'options' | 'testId' | 'name'> & {
  tiles: readonly Tile<T>[];
  value: T;
  testId: string;
}) {
  return (
    <ChoiceGroup
      {...group}
      testId={testId}
      options={tiles}
      className="min-w-0"
      rowClassName="grid grid-cols-2 gap-2"
      choiceTestId={(tile) => `${testId}-${tile.value}`}
      choiceClassName="relative flex min-h-14 cursor-pointer flex-col justify-center gap-1 rounded-lg border bg-field px-3 py-2 transition-colors duration-(--motion-fast)"
      look={(tile, checked) => (checked ? TILE_LOOK[tile.tone].on : TILE_LOOK[tile.tone].off)}
    >
      {(tile, checked) => (
        <>
          <span className={cx('flex items-center gap-2', DIRECTION_TEXT[tile.tone])}>
            <span
              className={cx(
                'flex size-7 shrink-0 items-center justify-center rounded-full border',
                TILE_LOOK[tile.tone].ring,
              )}
            >
              <tile.Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="font-semibold">{tile.label}</span>
            {checked && <CircleCheck aria-hidden="true" className="ms-auto size-4 shrink-0" />}
          </span>
          <span className="text-xs text-fg-muted">{tile.hint}</span>
        </>
      )}
    </ChoiceGroup>
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
  name: 'open' | 'close' | 'quoted';
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

/**
 * The price the user confirmed the trade against and its tick time (issue 17), shown beside
 * the open tick it was filled at; nothing for a trade sent without a quote.
 */
export function QuotedTickRow({
  trade,
  digits,
}: {
  trade: { quotedPrice: string | null; quotedAt: string | null };
  digits: number;
}) {
  const { t } = useTranslation();
  if (trade.quotedPrice === null || trade.quotedAt === null) return null;
  return (
    <TermRow label={t('trading.detail.quotedTick')}>
      <RecordedTick price={trade.quotedPrice} at={trade.quotedAt} digits={digits} name="quoted" />
    </TermRow>
  );
}
