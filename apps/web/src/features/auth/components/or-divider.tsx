import { useTranslation } from 'react-i18next';

/** "or" between the sign-in form and the other ways to sign in. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs text-fg-subtle">
      <span className="h-px flex-1 bg-line" />
      <span>{t('auth.or')}</span>
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
