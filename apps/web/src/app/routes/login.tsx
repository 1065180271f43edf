import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { Alert } from '../../components/ui/alert';
import { GoogleLogin } from '../../features/auth/components/google-login';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../../lib/redirect';
import { session } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { textLinkClasses } from '@swx/ui';

/** What another page tells the login page through navigation state. */
export interface LoginNotice {
  notice?: 'reset';
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [alreadyLoggedIn] = useState(() => session.get().isLogin);
  if (alreadyLoggedIn) return <Navigate to={redirect ?? '/profile'} replace />;

  const notice = (location.state as LoginNotice | null)?.notice;
  const registerLink = params.toString() ? `/pass/register?${params.toString()}` : '/pass/register';

  return (
    <AuthCard>
      <AuthHeading title={t('login.heading')} subtitle={t('login.subtitle')} />
      {notice === 'reset' ? (
        <Alert tone="success" testId="login-notice">
          {t('reset.success')}
        </Alert>
      ) : (
        redirect && (
          <Alert tone="info" testId="login-notice">
            {t('login.continueNotice')}
          </Alert>
        )
      )}
      <LoginForm onSuccess={() => void navigate(redirect ?? '/profile', { replace: true })} />
      <GoogleLogin />
      <p className="text-center text-sm text-fg-muted">
        {t('login.noAccount')}{' '}
        <Link to={registerLink} className={textLinkClasses}>
          {t('login.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
