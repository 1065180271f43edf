import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { useRouteLoading } from '../page-chunks';

/**
 * The route spinner (spec sections 2 and 4): shown while a navigation waits for a page that is
 * not loaded yet, gone as soon as the page's code arrives or fails (never for kept pages).
 */
export function RouteSpinner() {
  const { t } = useTranslation();
  const loading = useRouteLoading();
  if (!loading) return null;
  return (
    <div
      data-testid="route-spinner"
      className="pointer-events-none fixed inset-x-0 top-1/3 z-50 flex justify-center"
    >
      <div className="rounded-full border border-line bg-raised p-3 text-fg-muted shadow-pop">
        <Spinner className="size-6" label={t('app.loading')} />
      </div>
    </div>
  );
}
