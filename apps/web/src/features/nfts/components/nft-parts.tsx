import { NFT_IMAGE_WIDTHS, type NftItem, type NftStatus } from '@swx/contract';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Usdt } from '../../../components/trade/parts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { countdownParts, secondsUntil, useNow } from '../hooks/use-now';
import { remainingOf } from '../terms';
import { STATUS_NAMES } from '../text';

/**
 * The pieces the market, the item and "My NFTs" share: the artwork (or its placeholder), the
 * status, the price line of each sale mode and the countdown to an auction's end.
 */

/**
 * The widths the artwork's sizes are stored at (the server re-encodes uploads to these; the
 * contract does not state them yet), for the browser to pick one with `srcset`.
 */
/** The widths the server stores the artwork at (contract). */
export const ARTWORK_WIDTHS = NFT_IMAGE_WIDTHS;

/**
 * The artwork in a square box (its space is held before it loads: no layout shift), or, with no
 * image or a broken one, a neutral frame with the title's first letter. `alt` is empty where
 * the title is read beside it.
 */
export function Artwork({
  image,
  title,
  sizes,
  large = false,
  alt = '',
  className,
}: {
  image: NftItem['image'];
  title: string;
  /** The `sizes` of the `srcset`: how wide the box is drawn. */
  sizes: string;
  /** Offers the large size too (the item's page). */
  large?: boolean;
  alt?: string;
  /** The box's width and frame; a full-width framed box by default. */
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const initial = Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '·';
  return (
    <div
      className={cx(
        'relative aspect-square overflow-hidden bg-field',
        // Its width and frame, whole (class names are not merged: no two widths at once).
        className ?? 'w-full rounded-lg border border-line',
      )}
    >
      {image && !broken ? (
        <img
          src={large ? image.large : image.medium}
          srcSet={[
            `${image.small} ${ARTWORK_WIDTHS.small}w`,
            `${image.medium} ${ARTWORK_WIDTHS.medium}w`,
            ...(large ? [`${image.large} ${ARTWORK_WIDTHS.large}w`] : []),
          ].join(', ')}
          sizes={sizes}
          width={ARTWORK_WIDTHS.medium}
          height={ARTWORK_WIDTHS.medium}
          alt={alt}
          loading={large ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
          data-testid="nft-artwork"
        />
      ) : (
        <div
          className="absolute inset-3 flex items-center justify-center rounded-md border border-dashed border-line-strong bg-surface"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-testid="nft-artwork-placeholder"
        >
          <span className="text-4xl font-semibold text-fg-subtle select-none">{initial}</span>
        </div>
      )}
    </div>
  );
}

const STATUS_TONES: Record<NftStatus, BadgeTone> = {
  live: 'success',
  upcoming: 'accent',
  ended: 'warning',
  sold: 'neutral',
  unsold: 'neutral',
};

/** An item's status: live, upcoming, ended (being settled), sold, not sold. */
export function NftStatusBadge({ status, testId }: { status: NftStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} testId={testId}>
      {t(`nfts.status.${STATUS_NAMES[status]}`)}
    </Badge>
  );
}

/** "Sample": an item or charity seeded for development, never sold as real. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <span title={t('nfts.sample.hint')}>
      <Badge tone="warning" testId="nft-sample">
        {t('nfts.sample.label')}
      </Badge>
    </span>
  );
}

/**
 * What an item costs now, by sale mode: an auction's current bid (or starting price while it has
 * none) and its number of bids; an edition's price and the copies left.
 */
export function PriceLine({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  if (item.mode === 'auction') {
    const hasBid = item.currentBid !== null;
    return (
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-fg-muted">
          {hasBid ? t('nfts.price.currentBid') : t('nfts.price.startingPrice')}
        </span>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <Usdt
            value={(hasBid ? item.currentBid : item.startingPrice) ?? '0'}
            testId="nft-current-bid"
            className="font-semibold text-fg"
          />
          <span className="text-xs text-fg-muted" data-testid="nft-bid-count">
            {t('nfts.price.bids', { count: item.bidCount })}
          </span>
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-xs text-fg-muted">{t('nfts.price.price')}</span>
      <span className="flex flex-wrap items-baseline gap-x-2">
        <Usdt value={item.price ?? '0'} testId="nft-price" className="font-semibold text-fg" />
        <span className="text-xs text-fg-muted" data-testid="nft-remaining">
          {t('nfts.price.left', { remaining: remainingOf(item), size: item.editionSize })}
        </span>
      </span>
    </div>
  );
}

/**
 * Time left until `endsAt`, ticking each second (one timer for the page), as "2 days 03:04:05";
 * "Ending…" once it is up (the settlement follows). Read to screen readers when reached, never
 * each second.
 */
export function Countdown({
  endsAt,
  testId = 'nft-countdown',
  className,
}: {
  endsAt: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const seconds = secondsUntil(endsAt, useNow());
  const { days, clock } = countdownParts(seconds);
  return (
    <span
      className={cx('inline-flex items-center gap-1.5 text-sm tabular-nums', className)}
      data-testid={testId}
      data-seconds={seconds}
    >
      <Timer aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      {seconds === 0 ? (
        <span className="text-fg-muted">{t('nfts.countdown.ending')}</span>
      ) : (
        <>
          <span className="sr-only">{t('nfts.countdown.left')}</span>
          <span role="timer" className="font-medium text-fg">
            {days > 0 && <span>{t('nfts.countdown.days', { count: days })} </span>}
            <span dir="ltr">{clock}</span>
          </span>
        </>
      )}
    </span>
  );
}
