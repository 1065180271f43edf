import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@swx/ui';
import { Card } from '../../components/ui/card';
import { ChunkLoadError } from '../page-chunks';

/**
 * A page that failed inside the frame: its code could not be loaded (offline, or a deploy
 * replaced it) or it threw. The route spinner is already gone; the user can try again.
 */
export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className="flex flex-1 items-center justify-center py-10">
      <Card
        className="flex w-full max-w-form flex-col items-start gap-4 p-8"
        role="alert"
        data-testid="page-error"
      >
        <h1 className="text-xl font-semibold">
          {chunk ? t('common.loadFailedTitle') : t('common.errorTitle')}
        </h1>
        <p className="text-fg-muted">
          {chunk ? t('common.loadFailedBody') : t('common.errorBody')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()} data-testid="page-error-retry">
            {t('common.retry')}
          </Button>
          <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
            {t('common.goHome')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
