import type { SecuritySettings } from '@swx/contract';
import { buttonClasses } from '@swx/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CardBody } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSecuritySettings } from '../api/security';

/**
 * The body of a card built on the security settings (the anti-phishing code, two-factor
 * sign-in): the load failure with a retry, a skeleton while loading, and for an account without
 * a password (made through Google) `needsPassword` with the way to set one, since both are set
 * with it. Otherwise `children` with the settings.
 */
export function SettingsBody({
  needsPassword,
  testId,
  children,
}: {
  needsPassword: string;
  testId?: string;
  children(settings: SecuritySettings): ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const data = settings.data;
  if (settings.isError && !data) {
    return (
      <LoadError
        title={t('security.antiPhishing.loadFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <CardBody className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-full" />
      </CardBody>
    );
  }
  if (!data.hasPassword) {
    return (
      <CardBody>
        <Alert
          tone="info"
          testId={testId}
          action={
            <Link to="/pass/reset" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('password.setPassword')}
            </Link>
          }
        >
          {needsPassword}
        </Alert>
      </CardBody>
    );
  }
  return children(data);
}
