import { useTranslation } from 'react-i18next';
import { errorMessage, translate } from '../../lib/messages';
import { Alert } from './alert';
import { Button } from '@swx/ui';

interface LoadErrorProps {
  /** What could not be loaded, in the user's language. */
  title: string;
  /** The failure: its reason is shown under the title (network, server, code). */
  error: unknown;
  /** Offers "Try again"; omitted where trying again cannot help (not found). */
  onRetry?: () => void;
  className?: string;
}

/** Data that could not be loaded: what, why, and a way to try again. */
export function LoadError({ title, error, onRetry, className }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      testId="load-error"
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {translate(t, errorMessage(error))}
    </Alert>
  );
}
