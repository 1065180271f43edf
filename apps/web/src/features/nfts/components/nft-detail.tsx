import { Code, type NftDetail as Item } from '@swx/contract';
import { Button } from '@swx/ui';
import { BadgeCheck, ExternalLink, Gavel, HeartHandshake, LogIn, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailSection, Usdt } from '../../../components/trade/parts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadError } from '../../../components/ui/load-error';
import { ExactMoney } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useNft, useNftLive } from '../api/get-nft';
import { useCharities } from '../api/list-charities';
import { isLeader, remainingOf } from '../terms';
import { charityHref } from './nft-market';
import { Artwork, Countdown, NftStatusBadge, PriceLine, SampleBadge } from './nft-parts';

/** The artwork's drawn width on the item's page: half the content on the desktop, all on a phone. */
const DETAIL_SIZES = '(min-width: 1001px) 620px, 100vw';

/**
 * One item (spec §3 "NFT"): the artwork, title, story, creator and charity, where it is recorded,
 * its terms (exact figures), what it gave the charity, the bid history, and the action of its
 * sale mode (bid or buy; for a visitor, the way to log in). Kept current by its live topic.
 */
export function NftDetail({
  id,
  signedIn,
  onBid,
  onBuy,
}: {
  id: string;
  signedIn: boolean;
  onBid(item: Item): void;
  onBuy(item: Item): void;
}) {
  const { t } = useTranslation();
  const nft = useNft(id);
  useNftLive(nft.data);
  if (nft.isPending && id !== '') return <DetailSkeleton />;
  if (id === '' || (nft.isError && isApiError(nft.error) && nft.error.code === Code.NOT_FOUND)) {
    return (
      <Card className="p-5 text-sm text-fg-muted" data-testid="nft-not-found">
        {t('nfts.detail.notFound')}{' '}
        <Link to="/nfts" className="font-medium text-accent-text hover:underline">
          {t('nfts.detail.back')}
        </Link>
      </Card>
    );
  }
  if (nft.isError || !nft.data) {
    return (
      <LoadError
        title={t('nfts.detail.loadError')}
        error={nft.error}
        onRetry={() => void nft.refetch()}
      />
    );
  }
  const item = nft.data;
  return (
    <div
      className="grid gap-5 desk:grid-cols-2 desk:items-start desk:gap-8"
      data-testid="nft-detail"
      data-status={item.status}
      data-mode={item.mode}
    >
      <div className="flex flex-col gap-4 desk:sticky desk:top-20">
        <Artwork
          image={item.image}
          title={item.title}
          sizes={DETAIL_SIZES}
          large
          alt={t('nfts.detail.artworkOf', { title: item.title })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <Heading item={item} />
        <Action item={item} signedIn={signedIn} onBid={onBid} onBuy={onBuy} />
        <ExactMoney>
          <Terms item={item} />
          <Donation item={item} />
        </ExactMoney>
        <Provenance item={item} />
        {item.story !== '' && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{t('nfts.detail.story')}</h3>
            <p className="text-sm leading-6 whitespace-pre-line text-fg" lang={item.lang}>
              {item.story}
            </p>
          </section>
        )}
        {item.mode === 'auction' && <BidHistory item={item} />}
      </div>
    </div>
  );
}

function Heading({ item }: { item: Item }) {
  const { t } = useTranslation();
  const charity = useCharities().data?.items.find((c) => c.id === item.charityId);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <NftStatusBadge status={item.status} testId="nft-detail-status" />
        <Badge tone="neutral">
          {item.mode === 'auction' ? t('nfts.mode.auction') : t('nfts.mode.edition')}
        </Badge>
        {item.sample && <SampleBadge />}
      </div>
      <h2 className="text-xl font-semibold text-fg desk:text-2xl" lang={item.lang}>
        {item.title}
      </h2>
      <p className="text-sm text-fg-muted" data-testid="nft-detail-creator">
        {t('nfts.card.by', { creator: item.creator })}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 text-fg">
          <HeartHandshake aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <Link
            to={charityHref(item.charityId)}
            className="font-medium hover:underline"
            data-testid="nft-detail-charity"
          >
            {item.charityName}
          </Link>
        </span>
        {charity && charity.link !== '' && (
          <a
            href={charity.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-accent-text hover:underline desk:min-h-0"
            data-testid="nft-detail-charity-link"
          >
            {t('nfts.charity.site')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('nfts.charity.newTab')}</span>
          </a>
        )}
      </p>
    </div>
  );
}

/** The price now, the time left, and the action: bid, buy, log in, or why there is none. */
function Action({
  item,
  signedIn,
  onBid,
  onBuy,
}: {
  item: Item;
  signedIn: boolean;
  onBid(item: Item): void;
  onBuy(item: Item): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = item.status === 'live';
  const auction = item.mode === 'auction';
  const soldOut = !auction && remainingOf(item) === 0;
  const won = auction && item.status === 'sold' && isLeader(item);
  const Icon = !signedIn ? LogIn : auction ? Gavel : ShoppingBag;
  const label = !signedIn
    ? auction
      ? t('nfts.detail.loginToBid')
      : t('nfts.detail.loginToBuy')
    : auction
      ? t('nfts.detail.bid')
      : t('nfts.detail.buy');
  return (
    <Card className="flex flex-col gap-4 p-4 desk:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="text-lg">
          <PriceLine item={item} />
        </div>
        {live && item.endsAt && (
          <div className="flex flex-col gap-0.5">
            <span className="text-xs text-fg-muted">
              {auction ? t('nfts.terms.endsIn') : t('nfts.terms.closesIn')}
            </span>
            <Countdown endsAt={item.endsAt} />
          </div>
        )}
      </div>
      {live && !soldOut ? (
        <Button
          block
          size="lg"
          onClick={() => (auction ? onBid(item) : onBuy(item))}
          data-testid={auction ? 'nft-bid-open' : 'nft-buy-open'}
        >
          <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {label}
        </Button>
      ) : (
        !won && (
          <p className="text-sm text-fg-muted" data-testid="nft-detail-closed">
            {t(`nfts.detail.closed.${item.status === 'live' ? 'sold' : item.status}`, {
              time: format.dateTime(item.startsAt),
            })}
          </p>
        )
      )}
      {won && (
        <Alert tone="success" testId="nft-detail-won">
          {t('nfts.detail.won')}{' '}
          <Link to="/nfts?view=mine" className="font-medium text-accent-text hover:underline">
            {t('nfts.detail.wonLink')}
          </Link>
        </Alert>
      )}
    </Card>
  );
}

function Terms({ item }: { item: Item }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (item.mode === 'auction') {
    return (
      <DetailSection title={t('nfts.detail.terms')}>
        <TermRow label={t('nfts.terms.startingPrice')}>
          <Usdt value={item.startingPrice ?? '0'} testId="nft-detail-starting" />
        </TermRow>
        <TermRow label={t('nfts.terms.reserve')}>
          <span className="flex flex-col items-end gap-0.5">
            <Usdt value={item.reservePrice ?? '0'} testId="nft-detail-reserve" />
            <span
              className={item.reserveMet ? 'text-xs text-success' : 'text-xs text-fg-muted'}
              data-testid="nft-detail-reserve-met"
              data-met={item.reserveMet}
            >
              {item.reserveMet ? t('nfts.terms.reserveMet') : t('nfts.terms.reserveNotMet')}
            </span>
          </span>
        </TermRow>
        <TermRow label={t('nfts.terms.increment')}>
          <Usdt value={item.minIncrement ?? '0'} />
        </TermRow>
        {item.minimumBid !== null && (
          <TermRow label={t('nfts.terms.minimumBid')} strong>
            <Usdt value={item.minimumBid} testId="nft-detail-minimum" />
          </TermRow>
        )}
        <TermRow label={t('nfts.terms.startsAt')}>
          <time dateTime={item.startsAt}>{format.moment(item.startsAt)}</time>
        </TermRow>
        {item.endsAt && (
          <TermRow label={t('nfts.terms.endsAt')}>
            <time dateTime={item.endsAt} data-testid="nft-detail-ends">
              {format.moment(item.endsAt)}
            </time>
          </TermRow>
        )}
      </DetailSection>
    );
  }
  return (
    <DetailSection title={t('nfts.detail.terms')}>
      <TermRow label={t('nfts.buy.pricePerCopy')} strong>
        <Usdt value={item.price ?? '0'} testId="nft-detail-price" />
      </TermRow>
      <TermRow label={t('nfts.terms.remaining')}>
        <span data-testid="nft-detail-remaining">{format.count(remainingOf(item))}</span>
      </TermRow>
      <TermRow label={t('nfts.terms.editionSize')}>{format.count(item.editionSize)}</TermRow>
      <TermRow label={t('nfts.terms.startsAt')}>
        <time dateTime={item.startsAt}>{format.moment(item.startsAt)}</time>
      </TermRow>
      <TermRow label={t('nfts.terms.closesAt')}>
        {item.endsAt ? (
          <time dateTime={item.endsAt}>{format.moment(item.endsAt)}</time>
        ) : (
          t('nfts.terms.openEnded')
        )}
      </TermRow>
    </DetailSection>
  );
}

function Donation({ item }: { item: Item }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailSection title={t('nfts.detail.donation')}>
      <TermRow label={t('nfts.terms.donationShare')}>
        <span data-testid="nft-detail-share">{format.rate(item.donationShare)}</span>
      </TermRow>
      <TermRow label={t('nfts.terms.donated')} strong>
        <Usdt value={item.donated} testId="nft-detail-donated" />
      </TermRow>
      <TermRow label={t('nfts.terms.charity')}>
        <span className="break-normal">{item.charityName}</span>
      </TermRow>
    </DetailSection>
  );
}

/** Where the token is recorded: on this platform (said plainly), or a real mint's chain. */
function Provenance({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (item.chain === null) {
    return (
      <div
        className="flex items-start gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm"
        data-testid="nft-detail-recorded-here"
      >
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <div className="flex flex-col gap-1">
          <p className="font-medium text-fg">{t('nfts.detail.recordedHere')}</p>
          <p className="text-fg-muted">{t('nfts.detail.recordedHereBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <DetailSection title={t('nfts.detail.onChain')}>
      <TermRow label={t('nfts.terms.chain')}>
        <span dir="ltr" data-testid="nft-detail-chain">
          {item.chain}
        </span>
      </TermRow>
      {item.contractAddress && (
        <TermRow label={t('nfts.terms.contract')}>
          <span className="flex flex-col items-end gap-1.5">
            <code
              className="font-mono text-xs break-all"
              dir="ltr"
              data-testid="nft-detail-contract"
            >
              {item.contractAddress}
            </code>
            <CopyButton value={item.contractAddress} label={t('nfts.detail.copyAddress')} />
          </span>
        </TermRow>
      )}
    </DetailSection>
  );
}

/** The latest bids: masked bidder (the caller's own marked "You"), amount, time. */
function BidHistory({ item }: { item: Item }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">
        {t('nfts.detail.bids')}{' '}
        <span className="font-normal text-fg-muted">
          ({t('nfts.price.bids', { count: item.bidCount })})
        </span>
      </h3>
      {item.bids.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="nft-bids-empty">
          {t('nfts.detail.noBids')}
        </p>
      ) : (
        <ol
          className="divide-y divide-line rounded-lg border border-line bg-surface text-sm"
          data-testid="nft-bids"
        >
          {item.bids.map((bid, index) => (
            <li
              key={`${bid.at}-${bid.amount}-${index}`}
              className="flex items-center justify-between gap-3 px-4 py-2.5"
              data-testid="nft-bid-row"
              data-mine={bid.mine}
            >
              <span className="flex min-w-0 flex-col">
                <span className="flex items-center gap-2">
                  {bid.mine ? (
                    <Badge tone="accent" testId="nft-bid-you">
                      {t('nfts.detail.you')}
                    </Badge>
                  ) : (
                    <span className="truncate font-mono text-xs text-fg" dir="ltr">
                      {bid.bidder}
                    </span>
                  )}
                </span>
                <time dateTime={bid.at} className="text-xs text-fg-muted">
                  {format.moment(bid.at)}
                </time>
              </span>
              <Usdt value={bid.amount} className="font-medium text-fg" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div
      className="grid gap-5 desk:grid-cols-2 desk:gap-8"
      aria-hidden="true"
      data-testid="nft-detail-loading"
    >
      <Skeleton className="aspect-square w-full rounded-lg" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
