import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { LoanDetail } from '../../features/loans/components/loan-detail';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryParams } from '../../lib/use-query-params';
import { useRealPrompt } from './real-prompt';

/** `/loan/detail?id=`: one of the caller's loans (behind the login guard). */
export function LoanDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('loans.detail.title'));
  const [params] = useQueryParams();
  const id = params.get('id') ?? '';
  const realPrompt = useRealPrompt('loans');
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/loan?view=loans">{t('loans.detail.back')}</BackLink>
      <PageHeader title={t('loans.detail.title')} />
      <div className="max-w-4xl">
        <LoanDetail id={id} requireReal={realPrompt.ask} />
      </div>
      {realPrompt.dialog}
    </div>
  );
}
