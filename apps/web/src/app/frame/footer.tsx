import type { ContentItem } from '@swx/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { Segmented } from '../../components/ui/segmented';
import { Logo } from '../../components/ui/logo';
import { useContents } from '../../features/content/api/list-contents';
import { contentHref } from '../../features/content/content-href';
import { useSocialLinks } from '../../features/content/api/site-links';
import { setTheme, useTheme } from '../../lib/theme';
import { BUILT_FEATURES } from '../navigation';
import { SupportButton } from './header-actions';
import { SocialIcon, socialNetworkName } from './social-icon';
import { SoonBadge } from '../../components/ui/soon-badge';

const linkClass =
  'inline-flex min-h-8 items-center text-sm text-fg-muted transition-colors duration-(--motion-fast) hover:text-fg';

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-2 text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </section>
  );
}

function ContentLinks({
  items,
  failed,
  type,
}: {
  items: ContentItem[] | undefined;
  failed: boolean;
  type: 1 | 2 | 3;
}) {
  // Without the server's list a group shows its fixed links only (no endless skeleton).
  if (failed) return null;
  if (!items) {
    return (
      <>
        {[0, 1].map((n) => (
          <li key={n} className="py-1.5">
            <Skeleton className="h-4 w-28" />
          </li>
        ))}
      </>
    );
  }
  return (
    <>
      {items
        .filter((item) => item.type === type)
        .map((item) => (
          <li key={item.id}>
            <Link
              to={contentHref(item)}
              className={linkClass}
              data-testid={`footer-content-${item.slug}`}
            >
              {item.title}
            </Link>
          </li>
        ))}
    </>
  );
}

function ProductLink({ to, built, label }: { to: string; built: boolean; label: string }) {
  return (
    <li>
      {built ? (
        <Link to={to} className={linkClass}>
          {label}
        </Link>
      ) : (
        <span className="inline-flex min-h-8 items-center gap-1.5 text-sm text-fg-subtle">
          {label}
          <SoonBadge />
        </span>
      )}
    </li>
  );
}

/**
 * The footer (spec section 2): products; company, statement and policy links from the server's
 * content in the reader's language; social accounts the operator configured; theme.
 */
export function Footer() {
  const { t } = useTranslation();
  const contents = useContents();
  const social = useSocialLinks();
  const theme = useTheme();
  const items = contents.data;
  return (
    <footer data-testid="footer" className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-content gap-8 px-4 pt-10 pb-8 desk:grid-cols-[1.2fr_repeat(4,1fr)] desk:px-8">
        <div className="flex flex-col items-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-fg-muted">{t('app.tagline')}</p>
          {social.length > 0 && (
            <ul className="mt-1 flex gap-1" data-testid="footer-social">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialNetworkName(link.network)}
                    className="flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg"
                  >
                    <SocialIcon network={link.network} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 desk:contents">
          <Group title={t('footer.products')} id="footer-products">
            <ProductLink to="/market" built={BUILT_FEATURES.market} label={t('footer.markets')} />
            <ProductLink to="/loan" built={BUILT_FEATURES.loan} label={t('footer.loans')} />
            <ProductLink to="/nfts" built={BUILT_FEATURES.nfts} label={t('footer.nfts')} />
            <ProductLink
              to="/trading"
              built={BUILT_FEATURES.trading}
              label={t('footer.smartTrading')}
            />
          </Group>
          <Group title={t('footer.company')} id="footer-company">
            <ContentLinks items={items} failed={contents.isError} type={1} />
            <li>
              <Link to="/help" className={linkClass}>
                {t('footer.helpCentre')}
              </Link>
            </li>
            <li>
              <SupportButton variant="link" className={linkClass} />
            </li>
            <li>
              <Link to="/help/contact" className={linkClass}>
                {t('contact.title')}
              </Link>
            </li>
          </Group>
          <Group title={t('footer.statements')} id="footer-statements">
            <ContentLinks items={items} failed={contents.isError} type={3} />
          </Group>
          <Group title={t('footer.policy')} id="footer-policy">
            <ContentLinks items={items} failed={contents.isError} type={2} />
          </Group>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-5 text-xs text-fg-subtle desk:flex-row desk:items-center desk:justify-between desk:px-8">
          <p>{t('footer.riskNote')}</p>
          <div className="flex shrink-0 items-center gap-4">
            <span>© {new Date().getFullYear()} SWX</span>
            <div className="w-44">
              <Segmented
                legend={t('settings.theme')}
                compact
                value={theme}
                onChange={setTheme}
                options={[
                  { value: 'dark', label: t('settings.dark') },
                  { value: 'light', label: t('settings.light') },
                ]}
              />
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
