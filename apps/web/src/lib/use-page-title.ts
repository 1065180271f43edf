import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> · SWX" (or "SWX" without a page). */
export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.pageTitle', { page }) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
