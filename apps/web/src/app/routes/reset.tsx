import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { textLinkClasses } from '@swx/ui';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { api } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import { session } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoginNotice } from './login';

export function ResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const navigate = useNavigate();
  return (
    <AuthCard>
      <AuthHeading title={t('reset.heading')} subtitle={t('reset.subtitle')} />
      <ResetPasswordForm
        onSuccess={() => {
          // A reset signs out every session, this one included.
          if (session.get().isLogin) {
            session.clear('reset');
            api.clearCache();
          }
          void navigate('/pass/login', { state: { notice: 'reset' } satisfies LoginNotice });
        }}
      />
      <Link to="/pass/login" className={cx(textLinkClasses, 'self-center text-sm')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('reset.backToLogin')}
      </Link>
    </AuthCard>
  );
}
