import type { SmartProduct } from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { BuyDialog } from '../../features/smart/components/buy-dialog';
import { PlanList } from '../../features/smart/components/plan-list';
import { ProductCards, YieldSource } from '../../features/smart/components/product-cards';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { useRealPrompt } from './real-prompt';

type View = 'products' | 'plans';

/**
 * `/trading` (Smart trading): the plans on sale, where their yield comes from, and "My plans"
 * (`?view=plans`). Plans are held in the real book: in demo mode "Invest" first offers to
 * switch to the real account; logged out, it leads to the login and back.
 */
export function SmartPage() {
  const { t } = useTranslation();
  usePageTitle(t('smart.title'));
  const [params, update] = useQueryParams();
  const view: View = params.get('view') === 'plans' ? 'plans' : 'products';
  const page = pageParam(params.get('page'));
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [buying, setBuying] = useState<SmartProduct | null>(null);
  const realPrompt = useRealPrompt('smart');

  function buy(product: SmartProduct) {
    if (!isLogin) {
      void navigate(loginUrl(location.pathname + location.search));
      return;
    }
    realPrompt.ask(() => setBuying(product));
  }

  return (
    <>
      <PageHeader title={t('smart.title')} description={t('smart.subtitle')} />
      <div className="flex flex-col gap-4 desk:gap-5">
        <Tabs<View>
          label={t('smart.title')}
          idBase="smart"
          value={view}
          onChange={(next) => update({ view: next === 'plans' ? 'plans' : null, page: null })}
          options={[
            { value: 'products', label: t('smart.tabs.products') },
            { value: 'plans', label: t('smart.tabs.plans') },
          ]}
        />
        <div
          {...tabPanelProps('smart', view)}
          className="flex flex-col gap-4 focus-visible:-outline-offset-2"
        >
          {view === 'products' ? (
            <>
              <YieldSource />
              <ProductCards onBuy={buy} />
            </>
          ) : isLogin ? (
            <>
              <p className="text-sm text-fg-muted">{t('smart.plans.realOnly')}</p>
              <PlanList
                page={page}
                onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
                onBrowse={() => update({ view: null, page: null })}
              />
            </>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-5">
              <p className="text-sm text-fg-muted">{t('smart.plans.loginPrompt')}</p>
              <Button onClick={() => void navigate(loginUrl(location.pathname + location.search))}>
                {t('smart.plans.login')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <BuyDialog product={buying} onClose={() => setBuying(null)} />
      {realPrompt.dialog}
    </>
  );
}
