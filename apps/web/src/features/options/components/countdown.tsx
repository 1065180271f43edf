import type { OptionsOrder } from '@swx/contract';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { countdownAnnouncement, countdownText, orderPhase, secondsLeft } from '../timing';
import { ResultTag } from './parts';

/** Time left as a clock (not announced each second), or "Settling…" after expiry. */
export function Countdown({ order, now }: { order: OptionsOrder; now: number }) {
  const { t } = useTranslation();
  const phase = orderPhase(order, now);
  if (phase === 'settled' || phase === 'void') return <ResultTag order={order} />;
  if (phase === 'settling') {
    return (
      <span
        className="inline-flex items-center gap-1.5 text-sm font-medium text-fg-muted"
        data-testid="order-settling"
        role="status"
      >
        <Spinner />
        {t('trading.orders.settling')}
      </span>
    );
  }
  const seconds = secondsLeft(order.expiresAt, now);
  const spoken = countdownAnnouncement(seconds);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
      <Timer aria-hidden="true" className="size-4 text-fg-muted" />
      <span className="sr-only">{t('trading.orders.timeLeft')}</span>
      <span dir="ltr" role="timer" className="tabular-nums" data-testid="order-countdown">
        {countdownText(seconds)}
      </span>
      {/* Heard once a minute at most, never every second. */}
      <span className="sr-only" aria-live="polite">
        {spoken === 'underMinute'
          ? t('trading.orders.leftUnderMinute')
          : t('trading.orders.leftMinutes', { count: spoken.minutes })}
      </span>
    </span>
  );
}
