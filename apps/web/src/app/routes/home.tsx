import {
  ArrowRight,
  Bot,
  ChartCandlestick,
  ChevronRight,
  Gem,
  HandCoins,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useParameter } from '../../features/content/api/get-parameter';
import { LatestNotices } from '../../features/help/components/latest-notices';
import { NoticeCard } from '../../features/help/components/notice-card';
import { HomeStatsStrip } from '../../features/home/components/home-stats';
import { useFormat } from '../../i18n/format';
import { cx } from '../../lib/cx';
import { useIsDesktop } from '../../lib/media';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { BUILT_FEATURES } from '../navigation';
import { SoonBadge } from '../../components/ui/soon-badge';

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

function HeroActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  if (isLogin && compact) return null;
  if (isLogin) {
    return (
      <div className="flex flex-col items-start gap-3">
        {user && (
          <p className="text-fg" data-testid="home-welcome">
            {t('home.welcomeBack', { name: user.username })}
          </p>
        )}
        <Link to="/profile" data-testid="home-account" className={buttonClasses({ size: 'lg' })}>
          {t('home.goToAccount')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
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
          <HomeStatsStrip className="mt-10 border-t border-line pt-6" />
        </div>
        <LatestNotices count={4} />
      </section>
      <ProductCards compact={false} />
    </div>
  );
}

/** The demo-account banner (spec: mobile home, to /profile). */
function DemoBanner() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useParameter('demo.initialBalanceUsdt').data;
  return (
    <Link
      to="/profile"
      data-testid="demo-banner"
      className="relative flex items-center gap-3 overflow-hidden rounded-xl border border-accent/30 bg-accent-soft px-4 py-4"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-fg">{t('home.demoBanner.title')}</span>
        <span className="mt-0.5 text-sm text-fg-muted">
          {balance
            ? t('home.demoBanner.body', { amount: format.amount(balance) })
            : t('home.demoBanner.bodyPlain')}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-accent-text rtl:-scale-x-100"
      />
    </Link>
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
      <NoticeCard />
      <DemoBanner />
      <ProductCards compact />
      <HomeStatsStrip />
    </div>
  );
}

/** `/`: the home page, a wide (desktop) and a narrow (mobile) view of the same data. */
export function HomePage() {
  usePageTitle();
  return useIsDesktop() ? <HomeWide /> : <HomeNarrow />;
}
