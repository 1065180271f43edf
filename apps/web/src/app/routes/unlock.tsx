import { Code } from '@swx/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses, textLinkClasses } from '@swx/ui';
import { useUnlockLogin } from '../../features/auth/api/unlock-login';
import { cx } from '../../lib/cx';
import { codeMessage, errorMessage, translate } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * `/pass/unlock?token=…`, the link mailed when failed sign-ins from unknown devices paused
 * them. It asks for a click before using the link: mail scanners open links, people decide.
 */
export function UnlockPage() {
  const { t } = useTranslation();
  usePageTitle(t('unlock.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const unlock = useUnlockLogin();
  const failure = !token
    ? codeMessage(Code.CODE_EXPIRED)
    : unlock.isError
      ? errorMessage(unlock.error)
      : null;

  return (
    <AuthCard>
      <AuthHeading title={t('unlock.heading')} subtitle={t('unlock.subtitle')} />
      {unlock.isSuccess ? (
        <>
          <Alert tone="success" testId="unlock-done">
            {t('unlock.done')}
          </Alert>
          <Link to="/pass/login" className={buttonClasses({ block: true })}>
            {t('unlock.toLogin')}
          </Link>
        </>
      ) : (
        <>
          {failure && (
            <Alert tone="error" testId="unlock-error">
              {translate(t, failure)}
            </Alert>
          )}
          {token && (
            <Button
              block
              loading={unlock.isPending}
              onClick={() => unlock.mutate({ token })}
              disabled={unlock.isError}
            >
              {t('unlock.submit')}
            </Button>
          )}
          <Link to="/pass/login" className={cx(textLinkClasses, 'self-center text-sm')}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('unlock.backToLogin')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
