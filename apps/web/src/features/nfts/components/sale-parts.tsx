import { Code } from '@swx/contract';
import { buttonClasses } from '@swx/ui';
import { Button } from '@swx/ui';
import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { isNetworkError } from '../../../components/trade/steps';
import { isCode } from '../text';

/**
 * The refusal of a bid or a purchase at the confirmation, with what helps: a deposit for a short
 * balance (10011), the switch to the real account (10042), and what the sheet adds (`action`:
 * the new minimum bid, the new price).
 */
export function SaleError({
  error,
  text,
  testId,
  onDemo,
  action,
}: {
  error: unknown;
  text: string;
  testId: string;
  onDemo(): void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const deposit = isCode(error, Code.INSUFFICIENT_BALANCE);
  const demo = isCode(error, Code.DEMO_DISABLED);
  return (
    <Alert
      tone="error"
      testId={testId}
      action={
        deposit ? (
          <Link
            to="/profile/balance"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="nft-deposit-link"
          >
            {t('nfts.errors.deposit')}
          </Link>
        ) : demo ? (
          <Button variant="secondary" size="sm" onClick={onDemo} data-testid="nft-real-switch">
            <Landmark aria-hidden="true" className="size-4" />
            {t('nfts.realOnly.switch')}
          </Button>
        ) : (
          action
        )
      }
    >
      {text}
      {isNetworkError(error) && (
        <span className="mt-1 block">{t('trading.confirm.networkRetry')}</span>
      )}
    </Alert>
  );
}
