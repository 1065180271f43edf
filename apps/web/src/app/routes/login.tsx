import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { Alert } from '../../components/ui/alert';
import { GoogleLogin } from '../../features/auth/components/google-login';
import { signedIn } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { PasskeyLogin } from '../../features/auth/components/passkey-login';
import { SecondFactorForm } from '../../features/auth/components/second-factor-form';
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
  // The second step of a sign-in with two-factor sign-in on: its challenge, once the
  // password step passed. A new key remounts the step (a fresh form after a restart).
  const [challenge, setChallenge] = useState<string | null>(null);
  if (alreadyLoggedIn) return <Navigate to={redirect ?? '/profile'} replace />;
  const done = () => void navigate(redirect ?? '/profile', { replace: true });

  if (challenge) {
    return (
      <AuthCard>
        <AuthHeading title={t('twoFactorLogin.heading')} subtitle={t('twoFactorLogin.subtitle')} />
        <SecondFactorForm
          key={challenge}
          challenge={challenge}
          onSuccess={done}
          onRestart={() => setChallenge(null)}
        />
      </AuthCard>
    );
  }

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
      <LoginForm
        onSuccess={(outcome) => (signedIn(outcome) ? done() : setChallenge(outcome.challenge))}
      />
      <GoogleLogin />
      <PasskeyLogin onSignedIn={done} />
      <p className="text-center text-sm text-fg-muted">
        {t('login.noAccount')}{' '}
        <Link to={registerLink} className={textLinkClasses}>
          {t('login.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
