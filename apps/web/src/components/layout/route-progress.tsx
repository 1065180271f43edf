import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while the next page (or its code) loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-2/5 animate-progress bg-accent" />
    </div>
  );
}
