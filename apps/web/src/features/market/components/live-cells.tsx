import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { useConnection, useLivePrice } from '../../../lib/live/use-live';

/** Whether a percent change string is negative, zero or positive. */
export function changeSign(zdf: string): -1 | 0 | 1 {
  if (zdf.startsWith('-')) return /[1-9]/.test(zdf) ? -1 : 0;
  return /[1-9]/.test(zdf) ? 1 : 0;
}

/**
 * The live price of an instrument (`of`: its code, last known price and precision), flashing
 * briefly up or down on each change; greyed out, with a tooltip saying why, while the
 * connection is not live (issue 17).
 */
export function LivePriceText({
  of: { code, price, precision },
  className,
  testId,
}: {
  of: { code: string; price: string; precision: number };
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLivePrice(code);
  const stale = useConnection() !== 'live';
  const value = live?.price ?? price;
  return (
    <span
      // A new key restarts the flash animation on every change.
      key={live?.seq ?? 0}
      dir="ltr"
      className={cx(
        'rounded px-1 tabular-nums',
        live?.seq && live.dir > 0 && 'animate-flash-up',
        live?.seq && live.dir < 0 && 'animate-flash-down',
        className,
        stale && 'opacity-60',
      )}
      data-testid={testId}
      data-price={value}
      data-stale={stale}
      title={stale ? t('market.connection.stale') : undefined}
    >
      {format.price(value, precision)}
    </span>
  );
}

/** The 24-hour change, live, with its sign and an arrow (never colour alone). */
export function LiveChange({
  code,
  zdf,
  variant = 'text',
  testId,
}: {
  code: string;
  zdf: string;
  variant?: 'text' | 'pill';
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLivePrice(code);
  const value = live?.zdf ?? zdf;
  const sign = changeSign(value);
  const Icon = sign > 0 ? ArrowUp : sign < 0 ? ArrowDown : null;
  return (
    <span
      dir="ltr"
      className={cx(
        'inline-flex items-center justify-end gap-0.5 tabular-nums',
        variant === 'pill' &&
          'min-w-[5.5rem] justify-center rounded-md px-2 py-1.5 text-sm font-semibold',
        // An outlined pill keeps the text at AA contrast in both themes (white on green or a
        // tinted fill is not).
        variant === 'pill' &&
          (sign > 0
            ? 'border border-up/50 text-up'
            : sign < 0
              ? 'border border-down/50 text-down'
              : 'border border-line text-fg-muted'),
        variant === 'text' && (sign > 0 ? 'text-up' : sign < 0 ? 'text-down' : 'text-fg-muted'),
      )}
      data-testid={testId}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {Icon && <span className="sr-only">{t(sign > 0 ? 'market.up' : 'market.down')}</span>}
      {format.change(value)}
    </span>
  );
}
