import { ArrowRight, Bot, ChartCandlestick, Gem, HandCoins, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@swx/ui';
import { LatestNoticesView } from '../../features/help/components/latest-notices-view';
import { NoticeCardView } from '../../features/help/components/notice-card-view';
import { DemoBannerView } from '../../features/home/components/demo-banner-view';
import { HomeStatsView } from '../../features/home/components/home-stats-view';
import { BalanceOverviewView } from '../../features/ledger/components/balance-overview-view';
import { HomeMarketsPlaceholder } from '../../features/market/components/home-markets-placeholder';
import { cx } from '../../lib/cx';
import { useFirstPaintDone } from '../../lib/first-paint';
import { useIsDesktop } from '../../lib/media';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { BUILT_FEATURES } from '../navigation';
import { SoonBadge } from '../../components/ui/soon-badge';

// The parts with server data bring the data layer (hooks, and the schema library to check the
// answers): one chunk, loaded once the page has been painted. Until they are here, each shows
// as its own loading state, so nothing moves when they arrive.
const loadData = () => import('./home-data');
const NoticeCard = lazy(() => loadData().then((m) => ({ default: m.NoticeCard })));
const LatestNotices = lazy(() => loadData().then((m) => ({ default: m.LatestNotices })));
const HomeStatsStrip = lazy(() => loadData().then((m) => ({ default: m.HomeStatsStrip })));
const DemoBanner = lazy(() => loadData().then((m) => ({ default: m.DemoBanner })));
const HomeMarkets = lazy(() => loadData().then((m) => ({ default: m.HomeMarkets })));
const HomeAccountOverview = lazy(() =>
  loadData().then((m) => ({ default: m.HomeAccountOverview })),
);

/**
 * Shows `placeholder` until the first paint is done and the data parts' chunk is here. The switch
 * is a transition (lib/first-paint.ts): it keeps the placeholder on screen while the chunk
 * loads, then shows the part at once, without a fallback in between (whose replacement React
 * would hold back for a moment).
 */
function WithData({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useFirstPaintDone();
  return <Suspense fallback={placeholder}>{painted ? children : placeholder}</Suspense>;
}

interface Product {
  key: 'market' | 'loan' | 'trading' | 'nfts';
  to: string;
  Icon: LucideIcon;
}

/** The home cards (spec section 2: to /market, /loan, /trading, /nfts). */
const PRODUCTS: readonly Product[] = [
  { key: 'market', to: '/market', Icon: ChartCandlestick },
  { key: 'loan', to: '/loan', Icon: HandCoins },
  { key: 'trading', to: '/trading', Icon: Bot },
  { key: 'nfts', to: '/nfts', Icon: Gem },
];

function ProductCard({ product, compact }: { product: Product; compact: boolean }) {
  const { t } = useTranslation();
  const built = BUILT_FEATURES[product.key];
  const { Icon } = product;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {!built && <SoonBadge />}
      </span>
      <span className="mt-4 flex items-center gap-2 font-semibold text-fg desk:text-md">
        {t(`home.products.${product.key}.title`)}
        {built && (
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-fg-subtle transition-transform duration-(--motion-fast) group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        )}
      </span>
      {!compact && (
        <span className="mt-1.5 text-sm text-fg-muted">
          {t(`home.products.${product.key}.body`)}
        </span>
      )}
    </>
  );
  const className = cx(
    'group flex flex-col rounded-xl border border-line bg-surface p-4 desk:p-5',
    built && 'transition-colors duration-(--motion-fast) hover:border-line-strong hover:bg-hover',
  );
  return built ? (
    <Link to={product.to} className={className} data-testid={`home-card-${product.key}`}>
      {body}
    </Link>
  ) : (
    <div className={className} data-testid={`home-card-${product.key}`} aria-disabled="true">
      {body}
    </div>
  );
}

function ProductCards({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-products">
      <h2 id="home-products" className={compact ? 'sr-only' : 'mb-4 text-lg font-semibold'}>
        {t('home.productsTitle')}
      </h2>
      <div className="grid grid-cols-2 gap-3 desk:grid-cols-4 desk:gap-4">
        {PRODUCTS.map((product) => (
          <ProductCard key={product.key} product={product} compact={compact} />
        ))}
      </div>
    </section>
  );
}

/** The signed-in user's account overview, loading until the data parts are here. */
function AccountOverviewPart() {
  return (
    <WithData placeholder={<BalanceOverviewView />}>
      <HomeAccountOverview />
    </WithData>
  );
}

function HeroActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  if (isLogin) {
    return (
      <div className="flex flex-col gap-3">
        {user && !compact && (
          <p className="text-fg" data-testid="home-welcome">
            {t('home.welcomeBack', { name: user.username })}
          </p>
        )}
        <AccountOverviewPart />
      </div>
    );
  }
  const size = compact ? 'md' : 'lg';
  const width = compact ? 'flex-1' : 'min-w-40';
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to="/pass/register"
        data-testid="home-signup"
        className={cx(buttonClasses({ size }), width)}
      >
        {t('nav.signup')}
      </Link>
      <Link
        to="/pass/login"
        data-testid="home-login"
        className={cx(buttonClasses({ variant: 'secondary', size }), width)}
      >
        {t('nav.login')}
      </Link>
    </div>
  );
}

const WIDE_STATS = 'mt-10 border-t border-line pt-6';

function HomeWide() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  return (
    <div className="flex flex-col gap-14">
      <section
        aria-labelledby="home-title"
        className="relative isolate grid items-start gap-12 pt-10 desk:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -z-10 aspect-square w-[44rem] rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)] ltr:-left-40 rtl:-right-40"
        />
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-text uppercase">
            {t('home.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance"
          >
            {t('home.headline')}
          </h1>
          <p className="mt-5 max-w-2xl text-md text-pretty text-fg-muted">
            {t('home.description')}
          </p>
          <div className="mt-8">
            <HeroActions />
          </div>
          {!isLogin && <p className="mt-4 text-sm text-fg-subtle">{t('home.demoNote')}</p>}
          <WithData placeholder={<HomeStatsView className={WIDE_STATS} />}>
            <HomeStatsStrip className={WIDE_STATS} />
          </WithData>
        </div>
        <WithData placeholder={<LatestNoticesView />}>
          <LatestNotices count={4} />
        </WithData>
      </section>
      <WithData placeholder={<HomeMarketsPlaceholder />}>
        <HomeMarkets />
      </WithData>
      <ProductCards compact={false} />
    </div>
  );
}

function HomeNarrow() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="home-title">
        <h1 id="home-title" className="text-xl font-semibold tracking-tight text-balance">
          {t('home.headline')}
        </h1>
        <p className="mt-2 text-fg-muted">{t('home.descriptionShort')}</p>
        <div className="mt-4">
          <HeroActions compact />
        </div>
      </section>
      <WithData placeholder={<NoticeCardView />}>
        <NoticeCard />
      </WithData>
      <WithData placeholder={<DemoBannerView />}>
        <DemoBanner />
      </WithData>
      <ProductCards compact />
      <WithData placeholder={<HomeStatsView />}>
        <HomeStatsStrip />
      </WithData>
    </div>
  );
}

/** `/`: the home page, a wide (desktop) and a narrow (mobile) view of the same data. */
export function HomePage() {
  usePageTitle();
  return useIsDesktop() ? <HomeWide /> : <HomeNarrow />;
}
