import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { PlanDetail } from '../../features/smart/components/plan-detail';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryParams } from '../../lib/use-query-params';
import { useRealPrompt } from './real-prompt';

/** `/trading/plan?id=`: one of the caller's Smart plans (behind the login guard). */
export function SmartPlanPage() {
  const { t } = useTranslation();
  usePageTitle(t('smart.detail.title'));
  const [params] = useQueryParams();
  const id = params.get('id') ?? '';
  const realPrompt = useRealPrompt('smart');
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/trading?view=plans">{t('smart.detail.back')}</BackLink>
      <PageHeader title={t('smart.detail.title')} />
      <div className="max-w-4xl">
        <PlanDetail id={id} requireReal={realPrompt.ask} />
      </div>
      {realPrompt.dialog}
    </div>
  );
}
