import { useParameter } from '../../features/content/api/get-parameter';
import { DemoBannerView } from '../../features/home/components/demo-banner-view';
import { AccountOverview } from './account-overview';
import { useWalletActions } from './wallet-actions';

/**
 * The parts of the home page that show server data. They come with the data layer (hooks and
 * schemas) in a chunk of their own that the home page loads after its first paint.
 */
export { LatestNotices } from '../../features/help/components/latest-notices';
export { NoticeCard } from '../../features/help/components/notice-card';
export { HomeStatsStrip } from '../../features/home/components/home-stats';
export { HomeMarkets } from '../../features/market/components/home-markets';

/** The demo-account banner with the demo book's starting balance. */
export function DemoBanner() {
  const balance = useParameter('demo.initialBalanceUsdt').data;
  return <DemoBannerView balance={balance} />;
}

/** The signed-in user's account overview with its deposit, withdrawal and reset dialogs. */
export function HomeAccountOverview() {
  const actions = useWalletActions();
  return (
    <>
      <AccountOverview actions={actions} />
      {actions.dialogs}
    </>
  );
}
