import { Button } from '@swx/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { useNftMarket } from '../../features/nfts/api/list-nfts';
import type { MyNftView } from '../../features/nfts/api/keys';
import { MyNfts } from '../../features/nfts/components/my-nfts';
import {
  DonationTally,
  MarketFilters,
  NftGrid,
  marketStatusOf,
} from '../../features/nfts/components/nft-market';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';

type View = 'market' | 'mine';

/**
 * `/nfts` (Charity NFTs): the public donation tally and the way to the charities, the market
 * (live, upcoming or ended items as a grid of cards; `?status=`), and, signed in, "My NFTs"
 * (`?view=mine`: tokens with their certificates, `&tab=bids` the bids).
 */
export function NftsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nfts.title'));
  const [params, update] = useQueryParams();
  const view: View = params.get('view') === 'mine' ? 'mine' : 'market';
  const status = marketStatusOf(params.get('status'));
  const page = pageParam(params.get('page'));
  const tab: MyNftView = params.get('tab') === 'bids' ? 'bids' : 'tokens';
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const market = useNftMarket({ status, charity: undefined, page: view === 'market' ? page : 1 });
  const toLogin = () => void navigate(loginUrl(location.pathname + location.search));
  const toPage = (next: number) => update({ page: next === 1 ? null : String(next) });

  const marketPanel = (
    <>
      <MarketFilters
        value={status ?? 'all'}
        onChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
      />
      <NftGrid
        query={market}
        page={page}
        onPageChange={toPage}
        empty={t(`nfts.market.empty.${status ?? 'all'}`)}
      />
    </>
  );

  return (
    <>
      <PageHeader title={t('nfts.title')} description={t('nfts.subtitle')} />
      <div className="flex flex-col gap-4 desk:gap-5">
        <DonationTally donated={market.data?.donated} />
        {isLogin ? (
          <>
            <Tabs<View>
              label={t('nfts.title')}
              idBase="nfts"
              value={view}
              onChange={(next) =>
                update({ view: next === 'mine' ? 'mine' : null, page: null, tab: null })
              }
              options={[
                { value: 'market', label: t('nfts.tabs.market') },
                { value: 'mine', label: t('nfts.tabs.mine') },
              ]}
            />
            <div
              {...tabPanelProps('nfts', view)}
              className="flex flex-col gap-4 focus-visible:-outline-offset-2"
            >
              {view === 'market' ? (
                marketPanel
              ) : (
                <MyNfts
                  view={tab}
                  page={page}
                  onViewChange={(next) =>
                    update({ tab: next === 'bids' ? 'bids' : null, page: null })
                  }
                  onPageChange={toPage}
                  onBrowse={() => update({ view: null, tab: null, page: null })}
                />
              )}
            </div>
          </>
        ) : view === 'mine' ? (
          <div
            className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-5"
            data-testid="nft-mine-login"
          >
            <p className="text-sm text-fg-muted">{t('nfts.mine.loginPrompt')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={toLogin}>{t('nfts.mine.login')}</Button>
              <Button variant="secondary" onClick={() => update({ view: null, tab: null })}>
                {t('nfts.mine.browse')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">{marketPanel}</div>
        )}
      </div>
    </>
  );
}
