import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@swx/ui';
import { Dialog } from '../../../components/ui/dialog';

export type WalletAction = 'deposit' | 'withdraw';

/**
 * Deposits and withdrawals move real money: in demo mode the buttons ask to switch to the real
 * account first (nothing is sent to the API, which would answer 10042).
 */
export function RealModeDialog({
  action,
  onSwitch,
  onClose,
}: {
  /** The action asked for; null: closed. */
  action: WalletAction | null;
  onSwitch(action: WalletAction): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      sheet
      title={t('wallet.realOnly.title')}
      testId="real-mode-dialog"
    >
      <p className="text-sm text-fg-muted">
        {action === 'withdraw' ? t('wallet.realOnly.withdraw') : t('wallet.realOnly.deposit')}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('wallet.realOnly.cancel')}
        </Button>
        <Button onClick={() => action && onSwitch(action)} data-testid="real-mode-switch">
          <Landmark aria-hidden="true" className="size-4" />
          {t('wallet.realOnly.switch')}
        </Button>
      </div>
    </Dialog>
  );
}
