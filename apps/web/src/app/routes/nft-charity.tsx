import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { useNftMarket } from '../../features/nfts/api/list-nfts';
import { CharityList, useCharityName } from '../../features/nfts/components/charities';
import { NftGrid } from '../../features/nfts/components/nft-market';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';

/** A charity id of the address (the API's bound), else none. */
function charityParam(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number.parseInt(value, 10);
  return id <= 2 ** 31 - 1 ? id : undefined;
}

/**
 * `/nfts/charity` (public): the charities NFTs support with what they raised, were paid and are
 * owed (from the ledger); `?id=` one charity and its items.
 */
export function NftCharityPage() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const id = charityParam(params.get('id'));
  const name = useCharityName(id);
  const title = name ?? t('nfts.charity.title');
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-4 desk:gap-5">
      <BackLink to={id === undefined ? '/nfts' : '/nfts/charity'}>
        {id === undefined ? t('nfts.detail.back') : t('nfts.charity.all')}
      </BackLink>
      <PageHeader
        title={t('nfts.charity.title')}
        description={id === undefined ? t('nfts.charity.subtitle') : undefined}
      />
      <CharityList id={id} />
      {id !== undefined && (
        <CharityItems
          charity={id}
          page={pageParam(params.get('page'))}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      )}
    </div>
  );
}

function CharityItems({
  charity,
  page,
  onPageChange,
}: {
  charity: number;
  page: number;
  onPageChange(page: number): void;
}) {
  const { t } = useTranslation();
  const market = useNftMarket({ status: undefined, charity, page });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="nft-charity-items-title">
      <h2 id="nft-charity-items-title" className="text-md font-semibold text-fg">
        {t('nfts.charity.itemsTitle')}
      </h2>
      <NftGrid
        query={market}
        page={page}
        onPageChange={onPageChange}
        empty={t('nfts.charity.itemsEmpty')}
      />
    </section>
  );
}
