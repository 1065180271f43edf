import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { GoogleLogin } from '../../features/auth/components/google-login';
import { RegisterForm } from '../../features/auth/components/register-form';
import { session } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { textLinkClasses } from '@swx/ui';

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [alreadyLoggedIn] = useState(() => session.get().isLogin);
  if (alreadyLoggedIn) return <Navigate to="/profile" replace />;

  const invite = (params.get('invite') ?? '').trim().toUpperCase().slice(0, 8);
  return (
    <AuthCard wide>
      <AuthHeading title={t('register.heading')} subtitle={t('register.subtitle')} />
      <RegisterForm
        inviteCode={invite}
        onSuccess={() => void navigate('/profile', { replace: true })}
      />
      <GoogleLogin />
      <p className="text-center text-sm text-fg-muted">
        {t('register.haveAccount')}{' '}
        <Link to="/pass/login" className={textLinkClasses}>
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
