import type { MyBid, NftToken } from '@swx/contract';
import { Button } from '@swx/ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Figure, ListSkeleton } from '../../../components/trade/list-parts';
import { Usdt } from '../../../components/trade/parts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PagedList, type PagedQuery } from '../../../components/ui/paged-list';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import type { MyNftView } from '../api/keys';
import { MY_NFTS_PAGE_SIZE, useMyBids, useMyTokens } from '../api/list-my-nfts';
import { BID_STATUS_NAMES } from '../text';
import { Certificate } from './certificate';
import { nftHref } from './nft-market';
import { Artwork, Countdown } from './nft-parts';

/**
 * "My NFTs": the caller's tokens with their certificates, and their bids with where each stands
 * and what it holds now, in two tabs.
 */
export function MyNfts({
  view,
  page,
  onViewChange,
  onPageChange,
  onBrowse,
}: {
  view: MyNftView;
  page: number;
  onViewChange(view: MyNftView): void;
  onPageChange(page: number): void;
  onBrowse(): void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="overflow-hidden">
      <Tabs<MyNftView>
        label={t('nfts.mine.title')}
        idBase="nfts-mine"
        value={view}
        onChange={onViewChange}
        className="px-3"
        options={[
          { value: 'tokens', label: t('nfts.mine.tokens') },
          { value: 'bids', label: t('nfts.mine.bids') },
        ]}
      />
      {view === 'tokens' ? (
        <TokenList page={page} onPageChange={onPageChange} onBrowse={onBrowse} />
      ) : (
        <BidList page={page} onPageChange={onPageChange} onBrowse={onBrowse} />
      )}
    </Card>
  );
}

interface ListProps {
  page: number;
  onPageChange(page: number): void;
  onBrowse(): void;
}

function MineList<T>({
  query,
  view,
  page,
  onPageChange,
  onBrowse,
  empty,
  children,
}: ListProps & {
  query: PagedQuery<T>;
  view: MyNftView;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={MY_NFTS_PAGE_SIZE}
      onPage={onPageChange}
      loadFailed={t('nfts.mine.loadError')}
      pagination={t('nfts.mine.pages')}
      panel={tabPanelProps('nfts-mine', view)}
      skeleton={
        <ListSkeleton
          testId="nft-mine-loading"
          title="h-4 w-40"
          end="h-5 w-16"
          grid="grid grid-cols-2 gap-3 desk:grid-cols-4"
          cells={4}
        />
      }
      empty={
        <div className="flex flex-col items-start gap-3 p-5" data-testid="nft-mine-empty">
          <p className="text-sm text-fg-muted">{empty}</p>
          <Button variant="secondary" onClick={onBrowse}>
            {t('nfts.mine.browse')}
          </Button>
        </div>
      }
    >
      {children}
    </PagedList>
  );
}

function TokenList(props: ListProps) {
  const { t } = useTranslation();
  const tokens = useMyTokens(props.page);
  return (
    <MineList query={tokens} view="tokens" empty={t('nfts.mine.tokensEmpty')} {...props}>
      {(items) => (
        <ul className="divide-y divide-line" data-testid="nft-tokens">
          {items.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
    </MineList>
  );
}

function TokenRow({ token }: { token: NftToken }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 desk:px-5"
      data-testid="nft-token"
      data-id={token.id}
    >
      <div className="flex items-start gap-3">
        <Artwork
          image={token.image}
          title={token.title}
          sizes="64px"
          className="w-16 shrink-0 rounded-lg border border-line"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Link
            to={nftHref(token.itemId)}
            className="truncate font-medium text-fg hover:underline"
            data-testid="nft-token-title"
          >
            {token.title}
          </Link>
          <span className="text-xs text-fg-muted">
            {t('nfts.token.editionOf', {
              edition: format.count(token.edition),
              size: format.count(token.editionSize),
            })}{' '}
            · {token.charityName}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm desk:grid-cols-4">
        <Figure label={t('nfts.token.price')}>
          <Usdt value={token.price} testId="nft-token-price" />
        </Figure>
        <Figure label={t('nfts.token.donation')}>
          <Usdt value={token.donation} testId="nft-token-donation" />
        </Figure>
        <Figure label={t('nfts.token.acquired')}>
          <time dateTime={token.acquiredAt}>{format.dateTime(token.acquiredAt)}</time>
        </Figure>
        <Figure label={t('nfts.token.journal')}>
          <span dir="ltr" className="font-mono text-xs">
            {token.journalId}
          </span>
        </Figure>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="nft-token-certificate"
      >
        {open ? t('nfts.token.hideCertificate') : t('nfts.token.showCertificate')}
        <ChevronDown
          aria-hidden="true"
          className={cx('size-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <Certificate certificate={token.certificate} />}
      </div>
    </li>
  );
}

const BID_TONES: Record<MyBid['status'], BadgeTone> = {
  leading: 'success',
  outbid: 'warning',
  won: 'accent',
  lost: 'neutral',
};

function BidList(props: ListProps) {
  const { t } = useTranslation();
  const bids = useMyBids(props.page);
  return (
    <MineList query={bids} view="bids" empty={t('nfts.mine.bidsEmpty')} {...props}>
      {(items) => (
        <ul className="divide-y divide-line" data-testid="nft-my-bids">
          {items.map((bid) => (
            <BidRow key={bid.itemId} bid={bid} />
          ))}
        </ul>
      )}
    </MineList>
  );
}

function BidRow({ bid }: { bid: MyBid }) {
  const { t } = useTranslation();
  const running = (bid.status === 'leading' || bid.status === 'outbid') && bid.endsAt !== null;
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 desk:px-5"
      data-testid="nft-my-bid"
      data-status={bid.status}
      data-item={bid.itemId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={nftHref(bid.itemId)}
          className="min-w-0 truncate font-medium text-fg hover:underline"
        >
          {bid.title}
        </Link>
        <Badge tone={BID_TONES[bid.status]} testId="nft-my-bid-status">
          {t(`nfts.mine.bidStatus.${BID_STATUS_NAMES[bid.status]}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm desk:grid-cols-4">
        <Figure label={t('nfts.mine.yourBid')}>
          <Usdt value={bid.amount} testId="nft-my-bid-amount" />
        </Figure>
        <Figure label={t('nfts.price.currentBid')}>
          {bid.currentBid === null ? '—' : <Usdt value={bid.currentBid} />}
        </Figure>
        <Figure label={t('nfts.mine.heldNow')}>
          <Usdt value={bid.held} testId="nft-my-bid-held" />
        </Figure>
        <Figure label={running ? t('nfts.terms.endsIn') : t('nfts.mine.bidAt')}>
          {running && bid.endsAt ? <Countdown endsAt={bid.endsAt} /> : <BidTime at={bid.at} />}
        </Figure>
      </dl>
    </li>
  );
}

function BidTime({ at }: { at: string }) {
  const format = useFormat();
  return <time dateTime={at}>{format.dateTime(at)}</time>;
}
