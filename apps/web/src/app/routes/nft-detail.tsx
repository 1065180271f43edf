import type { NftDetail as Item } from '@swx/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { useParameter } from '../../features/content/api/get-parameter';
import { BidDialog } from '../../features/nfts/components/bid-dialog';
import { useNft } from '../../features/nfts/api/get-nft';
import { BuyDialog } from '../../features/nfts/components/buy-dialog';
import { NftDetail } from '../../features/nfts/components/nft-detail';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryParams } from '../../lib/use-query-params';
import { useRealPrompt } from './real-prompt';

/** How late a bid moves an auction's end (a public parameter, docs/adr/0026). */
const ANTI_SNIPE_PARAMETER = 'nft.antiSnipeSeconds';

/**
 * `/nfts/detail?id=`: one item, public. Bidding and buying happen in the real book: logged out
 * the buttons lead to the login and back; in demo mode they first offer the real account.
 */
export function NftDetailPage() {
  const { t } = useTranslation();
  const [params] = useQueryParams();
  const id = params.get('id') ?? '';
  usePageTitle(useNft(id).data?.title ?? t('nfts.detail.title'));
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const realPrompt = useRealPrompt('nfts');
  const antiSnipe = useParameter(ANTI_SNIPE_PARAMETER).data;
  const antiSnipeSeconds =
    antiSnipe !== undefined && antiSnipe !== null && /^\d{1,5}$/.test(antiSnipe)
      ? Number.parseInt(antiSnipe, 10)
      : undefined;
  const [bidding, setBidding] = useState<Item | null>(null);
  const [buying, setBuying] = useState<Item | null>(null);

  /** Opens a sheet: after the login when logged out, after the switch in demo mode. */
  function start(open: () => void) {
    if (!isLogin) {
      void navigate(loginUrl(location.pathname + location.search));
      return;
    }
    realPrompt.ask(open);
  }

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/nfts">{t('nfts.detail.back')}</BackLink>
      <PageHeader title={t('nfts.detail.title')} />
      <NftDetail
        id={id}
        signedIn={isLogin}
        onBid={(item) => start(() => setBidding(item))}
        onBuy={(item) => start(() => setBuying(item))}
      />
      <BidDialog
        item={bidding}
        antiSnipeSeconds={antiSnipeSeconds}
        onClose={() => setBidding(null)}
        onDemo={() => {
          const item = bidding;
          if (item) start(() => setBidding(item));
        }}
      />
      <BuyDialog
        item={buying}
        onClose={() => setBuying(null)}
        onDemo={() => {
          const item = buying;
          if (item) start(() => setBuying(item));
        }}
      />
      {realPrompt.dialog}
    </div>
  );
}
