import { Code } from '@swx/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '@swx/ui';
import { Spinner } from '../../components/ui/spinner';
import { signedIn } from '../../features/auth/api/login';
import { loginByGoogleOnce } from '../../features/auth/api/login-by-google';
import { SecondFactorForm } from '../../features/auth/components/second-factor-form';
import { codeMessage, errorMessage, translate, type Message } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * `/api/loginCallback/google?code=..&state=..` (or `?error=..`): finishes the social login
 * and goes to the account page.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('google.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');

  const initialFailure: Message | null = providerError
    ? { key: 'google.cancelled' }
    : !code || !state
      ? codeMessage(Code.SOCIAL_LOGIN_FAILED)
      : null;
  const [failure, setFailure] = useState<Message | null>(initialFailure);
  // Two-factor sign-in on: Google vouched for the person, the app's code is still due.
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    if (providerError || !code || !state) return;
    let active = true;
    loginByGoogleOnce({ code, state }).then(
      (outcome) => {
        if (!active) return;
        if (signedIn(outcome)) void navigate('/profile', { replace: true });
        else setChallenge(outcome.challenge);
      },
      (error: unknown) => {
        if (active) setFailure(errorMessage(error));
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, providerError, navigate]);

  if (failure) {
    return (
      <AuthCard>
        <AuthHeading title={t('google.failed')} />
        <Alert tone="error" testId="google-error">
          {translate(t, failure)}
        </Alert>
        <Link to="/pass/login" className={buttonClasses({ variant: 'secondary', block: true })}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('google.backToLogin')}
        </Link>
      </AuthCard>
    );
  }
  if (challenge) {
    return (
      <AuthCard>
        <AuthHeading title={t('twoFactorLogin.heading')} subtitle={t('twoFactorLogin.subtitle')} />
        <SecondFactorForm
          challenge={challenge}
          onSuccess={() => void navigate('/profile', { replace: true })}
          onRestart={() => void navigate('/pass/login', { replace: true })}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <Spinner className="size-7 text-accent-text" />
        <h1 className="text-lg font-semibold">{t('google.signingIn')}</h1>
      </div>
    </AuthCard>
  );
}
