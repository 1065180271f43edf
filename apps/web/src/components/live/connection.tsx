import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../ui/badge';
import { cx } from '../../lib/cx';
import type { Connection } from '../../lib/live/live-client';
import { useConnection, useWatching } from '../../lib/live/use-live';

/**
 * The state of the live prices (issue 17), wherever prices are shown: a badge beside them
 * (live, connecting, reconnecting, offline) and, while they are not live, a banner at the top
 * of the page that says prices are paused and orders are disabled. Colour is never alone: each
 * state has its word, and the banner is a status region read out when it appears.
 */

const TONE: Record<Connection, BadgeTone> = {
  live: 'success',
  connecting: 'neutral',
  reconnecting: 'warning',
  offline: 'danger',
};

export function ConnectionBadge({ testId = 'connection-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  const connection = useConnection();
  return (
    <span className="inline-flex" data-state={connection} data-testid={testId}>
      <Badge tone={TONE[connection]}>
        <span
          aria-hidden="true"
          className={cx(
            'me-1.5 inline-block size-1.5 rounded-full bg-current',
            connection === 'live' && 'motion-safe:animate-pulse',
          )}
        />
        {t(`market.connection.${connection}`)}
      </Badge>
    </span>
  );
}

/** Shown while a page wants prices and the connection is lost or the browser is offline. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useConnection();
  const watching = useWatching();
  const lost = watching && (connection === 'offline' || connection === 'reconnecting');
  return (
    <div role="status" aria-live="polite" className="contents">
      {lost && (
        <div
          data-testid="connection-banner"
          data-state={connection}
          // Floats under the top bar, wherever the page is scrolled, over the content rather
          // than in its flow: a connection that drops never moves what the reader is about to
          // tap, and the banner never takes a tap meant for what is under it.
          className="pointer-events-none fixed inset-x-3 top-[calc(4.5rem+env(safe-area-inset-top))] z-30 mx-auto flex max-w-md items-start gap-2 rounded-lg border border-warning/50 bg-surface px-3.5 py-2.5 text-sm text-fg shadow-card desk:top-22"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{t(`market.connection.banner.${connection}`)}</span>
        </div>
      )}
    </div>
  );
}
