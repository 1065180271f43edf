import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { MediaSkeleton, Skeleton } from '../../components/ui/skeleton';
import { KycForm } from '../../features/kyc/components/kyc-form';
import { KycRequirements } from '../../features/kyc/components/kyc-requirements';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { useIdentification } from '../../features/wallet/api/wallet';
import { usePageTitle } from '../../lib/use-page-title';

function VerificationSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true" data-testid="kyc-loading">
      <Card className="flex items-start gap-4 p-5">
        <MediaSkeleton
          media="size-11 rounded-full"
          lines={['h-5 w-56', 'h-4 w-full max-w-md']}
          fill
        />
      </Card>
      <Card className="flex flex-col gap-4 p-5">
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-4 desk:grid-cols-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-11 w-full" />
          ))}
        </div>
      </Card>
    </div>
  );
}

/**
 * `/profile/verification`: the identity verification status (spec: not certified, pending
 * review within 48 hours, verified, not passed with its reason) and, while none is pending or
 * passed, the application form. Withdrawals and loans need `verified`.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  usePageTitle(t('kyc.title'));
  const identification = useIdentification(true);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const status = identification.data;

  let content;
  if (!status) {
    content = identification.isError ? (
      <Card className="p-5">
        <LoadError
          title={t('kyc.loadFailed')}
          error={identification.error}
          onRetry={() => void identification.refetch()}
        />
      </Card>
    ) : (
      <VerificationSkeleton />
    );
  } else if (status.status === 'none' || status.status === 'rejected') {
    content = (
      <div className="grid gap-5 desk:grid-cols-[minmax(0,1fr)_20rem] desk:items-start desk:gap-6">
        <KycStatusCard status={status} />
        <KycRequirements className="desk:col-start-2 desk:row-span-2 desk:row-start-1" />
        <KycForm
          resubmit={status.status === 'rejected'}
          onSubmitted={() => setJustSubmitted(true)}
        />
      </div>
    );
  } else {
    content = (
      <div className="max-w-3xl">
        <KycStatusCard
          status={status}
          justSubmitted={justSubmitted && status.status === 'pending'}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('kyc.title')} description={t('kyc.subtitle')} />
      {content}
    </>
  );
}
