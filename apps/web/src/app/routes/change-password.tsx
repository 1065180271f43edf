import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '@swx/ui';
import { Card, CardBody } from '../../components/ui/card';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { useSecuritySettings } from '../../features/security/api/security';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountLoadError, AccountSkeleton, useAccount } from './account-parts';

/** `/profile/password`; explains the way to set one for Google-only accounts. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('password.title'));
  const { user, query } = useAccount();
  const security = useSecuritySettings();

  let body;
  if (!user) {
    body = query.isError ? <AccountLoadError query={query} /> : <AccountSkeleton />;
  } else if (!user.hasPassword) {
    body = (
      <CardBody className="py-5">
        <Alert
          tone="info"
          title={t('password.googleOnlyTitle')}
          testId="password-google-only"
          action={
            <Link to="/pass/reset" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('password.setPassword')}
            </Link>
          }
        >
          {t('password.googleOnlyBody', { email: user.email })}
        </Alert>
      </CardBody>
    );
  } else {
    body = (
      <CardBody className="py-5">
        <ChangePasswordForm codeRequired={security.data?.twoFactor.enabled === true} />
      </CardBody>
    );
  }

  return (
    <>
      <PageHeader title={t('password.title')} description={t('password.subtitle')} />
      <Card className="w-full max-w-xl">
        <p className="border-b border-line px-5 py-3.5 text-sm text-fg-muted desk:hidden">
          {t('password.subtitle')}
        </p>
        {body}
      </Card>
    </>
  );
}
