import type { Charity } from '@swx/contract';
import { ExternalLink, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Figure } from '../../../components/trade/list-parts';
import { Usdt } from '../../../components/trade/parts';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { ProductCardsSkeleton } from '../../../components/ui/skeleton';
import { useCharities } from '../api/list-charities';
import { charityHref } from './nft-market';
import { SampleBadge } from './nft-parts';

/**
 * The charities NFTs support (all, or the one of `id`), each with what its NFTs raised, what
 * staff paid out to it and what it is still owed: the sums of its ledger account.
 */
export function CharityList({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const charities = useCharities();
  if (charities.isPending) return <ProductCardsSkeleton testId="nft-charities-loading" />;
  if (charities.isError) {
    return (
      <LoadError
        title={t('nfts.charity.loadError')}
        error={charities.error}
        onRetry={() => void charities.refetch()}
      />
    );
  }
  const items =
    id === undefined ? charities.data.items : charities.data.items.filter((c) => c.id === id);
  if (items.length === 0) {
    return (
      <Card className="p-5 text-sm text-fg-muted" data-testid="nft-charities-empty">
        {id === undefined ? t('nfts.charity.empty') : t('nfts.charity.notFound')}
      </Card>
    );
  }
  return (
    <ul
      className={id === undefined ? 'grid gap-4 desk:grid-cols-2' : 'flex flex-col'}
      data-testid="nft-charities"
    >
      {items.map((charity) => (
        <li key={charity.id}>
          <CharityCard charity={charity} single={id !== undefined} />
        </li>
      ))}
    </ul>
  );
}

/** The charity of `id`'s name (for the page's title), when loaded. */
export function useCharityName(id: number | undefined): string | undefined {
  const charities = useCharities();
  return id === undefined ? undefined : charities.data?.items.find((c) => c.id === id)?.name;
}

function CharityCard({ charity, single }: { charity: Charity; single: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="nft-charity" data-id={charity.id}>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <h2 className="text-md font-semibold text-fg" lang={charity.lang}>
            {charity.name}
          </h2>
          {charity.sample && <SampleBadge />}
        </div>
        <p className="text-sm whitespace-pre-line text-fg-muted" lang={charity.lang}>
          {charity.description}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <Figure label={t('nfts.charity.donated')}>
          <Usdt value={charity.donated} testId="nft-charity-donated" />
        </Figure>
        <Figure label={t('nfts.charity.paidOut')}>
          <Usdt value={charity.paidOut} testId="nft-charity-paid" />
        </Figure>
        <Figure label={t('nfts.charity.pending')}>
          <Usdt value={charity.pending} testId="nft-charity-pending" />
        </Figure>
      </dl>
      <p className="text-xs text-fg-muted">{t('nfts.charity.ledgerNote')}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
        {charity.link !== '' && (
          <a
            href={charity.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-text hover:underline desk:min-h-0"
            data-testid="nft-charity-site"
          >
            {t('nfts.charity.site')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('nfts.charity.newTab')}</span>
          </a>
        )}
        {!single && (
          <Link
            to={charityHref(charity.id)}
            className="inline-flex min-h-11 items-center font-medium text-accent-text hover:underline desk:min-h-0"
            data-testid="nft-charity-items"
          >
            {t('nfts.charity.items')}
          </Link>
        )}
      </div>
    </Card>
  );
}
