import type { LoanProduct } from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { useLoanProducts } from '../../features/loans/api/loans';
import { ApplyDialog } from '../../features/loans/components/apply-dialog';
import { LoanList } from '../../features/loans/components/loan-list';
import { LoanProducts } from '../../features/loans/components/loan-products';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { useRealPrompt } from './real-prompt';

type View = 'products' | 'loans';

/**
 * `/loan` (Loans): the loans on offer with the reader's limits and standing, and "My loans"
 * (`?view=loans`). Loans are lent in the real book: in demo mode "Apply" first offers to
 * switch; logged out, the page leads to the login and back.
 */
export function LoanPage() {
  const { t } = useTranslation();
  usePageTitle(t('loans.title'));
  const [params, update] = useQueryParams();
  const view: View = params.get('view') === 'loans' ? 'loans' : 'products';
  const page = pageParam(params.get('page'));
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [applying, setApplying] = useState<LoanProduct | null>(null);
  const standing = useLoanProducts().data?.standing;
  const realPrompt = useRealPrompt('loans');
  const toLogin = () => void navigate(loginUrl(location.pathname + location.search));

  return (
    <>
      <PageHeader title={t('loans.title')} description={t('loans.subtitle')} />
      {isLogin ? (
        <div className="flex flex-col gap-4 desk:gap-5">
          <Tabs<View>
            label={t('loans.title')}
            idBase="loans"
            value={view}
            onChange={(next) => update({ view: next === 'loans' ? 'loans' : null, page: null })}
            options={[
              { value: 'products', label: t('loans.tabs.products') },
              { value: 'loans', label: t('loans.tabs.loans') },
            ]}
          />
          <div
            {...tabPanelProps('loans', view)}
            className="flex flex-col gap-4 focus-visible:-outline-offset-2"
          >
            {view === 'products' ? (
              <LoanProducts onApply={(product) => realPrompt.ask(() => setApplying(product))} />
            ) : (
              <LoanList
                page={page}
                onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
                onBrowse={() => update({ view: null, page: null })}
              />
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-5">
          <p className="text-sm text-fg-muted">{t('loans.loginPrompt')}</p>
          <Button onClick={toLogin}>{t('loans.login')}</Button>
        </div>
      )}
      <ApplyDialog product={applying} standing={standing} onClose={() => setApplying(null)} />
      {realPrompt.dialog}
    </>
  );
}
