import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** A page that failed (e.g. its code could not be loaded after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 items-center justify-center p-6">
      <Card className="flex w-full max-w-form flex-col items-start gap-4 p-8" role="alert">
        <Logo />
        <h1 className="text-xl font-semibold">{t('common.errorTitle')}</h1>
        <p className="text-fg-muted">{t('common.errorBody')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
          <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
            {t('common.goHome')}
          </Link>
        </div>
      </Card>
    </main>
  );
}
