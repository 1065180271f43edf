import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { ForwardChevron } from '../../../components/ui/forward-chevron';

/**
 * The demo-account banner (spec: mobile home, to /profile), with the demo book's starting
 * balance once it is known. Without data hooks, so that the page can show it before the data
 * layer has loaded.
 */
export function DemoBannerView({ balance }: { balance?: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
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
            ? t('home.demoBanner.body', { amount: format.money(balance, 'USDT') })
            : t('home.demoBanner.bodyPlain')}
        </span>
      </span>
      <ForwardChevron className="size-5 shrink-0 text-accent-text" />
    </Link>
  );
}
