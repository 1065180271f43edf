import { ArrowDownToLine, ArrowUpFromLine, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@swx/ui';
import { useParameter } from '../../features/content/api/get-parameter';
import { ResetDemoDialog } from '../../features/ledger/components/reset-demo-dialog';
import { DepositDialog } from '../../features/wallet/components/deposit-dialog';
import {
  RealModeDialog,
  type WalletAction,
} from '../../features/wallet/components/real-mode-dialog';
import { WithdrawDialog } from '../../features/wallet/components/withdraw-dialog';
import { useAddressBook } from '../../features/security/api/address-book';
import { useSecuritySettings } from '../../features/security/api/security';
import { balanceOf, useBalances } from '../../lib/balances';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useIsDesktop } from '../../lib/media';
import { useBook } from '../../lib/use-book';
import { useSwitchAccountMode } from './account-parts';

/** The demo book's amount: registration credits it, a reset restores it (docs/adr/0008). */
const DEMO_AMOUNT_PARAMETER = 'demo.initialBalanceUsdt';

/**
 * The money actions of the account pages (the balance page, the account overview, the welcome):
 * deposit and withdraw on the real book, reset on the demo book, and their dialogs, which the
 * page renders once (`dialogs`).
 */
export interface WalletActions {
  /** A deposit or withdrawal; in demo mode it first asks to switch to the real account. */
  start(action: WalletAction): void;
  /** Switches to the real account and opens `action` at once (the user chose real money). */
  startOnReal(action: WalletAction): void;
  /** Asks to confirm a reset of the demo balance. */
  resetDemo(): void;
  dialogs: ReactNode;
}

export function useWalletActions(): WalletActions {
  const book = useBook();
  const list = useBalances().data?.balances;
  const demoAmount = useParameter(DEMO_AMOUNT_PARAMETER);
  const switchMode = useSwitchAccountMode();
  /** The open reset's Idempotency-Key: a new one each time the dialog is opened. */
  const [resetKey, setResetKey] = useState<string | null>(null);
  /** The deposit or withdrawal dialog open, or the prompt to switch to real mode first. */
  const [walletAction, setWalletAction] = useState<WalletAction | null>(null);
  const [realPrompt, setRealPrompt] = useState<WalletAction | null>(null);
  // Two-factor sign-in on: the withdrawal asks for a code (asked for once it is opened).
  const security = useSecuritySettings(walletAction === 'withdraw');
  // Saved addresses are offered to fill the withdrawal's address.
  const addressBook = useAddressBook(walletAction === 'withdraw');
  const startOnReal = (action: WalletAction) => {
    switchMode('real');
    setRealPrompt(null);
    setWalletAction(action);
  };

  return {
    start: (action) => (book === 'demo' ? setRealPrompt(action) : setWalletAction(action)),
    startOnReal,
    resetDemo: () => setResetKey(newIdempotencyKey()),
    dialogs: (
      <>
        <RealModeDialog
          action={realPrompt}
          onClose={() => setRealPrompt(null)}
          onSwitch={startOnReal}
        />
        <DepositDialog open={walletAction === 'deposit'} onClose={() => setWalletAction(null)} />
        <WithdrawDialog
          open={walletAction === 'withdraw'}
          onClose={() => setWalletAction(null)}
          available={list ? balanceOf(list, 'real').available : undefined}
          codeRequired={security.data?.twoFactor.enabled === true}
          saved={
            addressBook.data && {
              items: addressBook.data.items,
              whitelistOn: addressBook.data.whitelist.on,
              refresh: () => void addressBook.refetch(),
            }
          }
        />
        <ResetDemoDialog
          actionKey={resetKey}
          onClose={() => setResetKey(null)}
          current={list ? balanceOf(list, 'demo').available : undefined}
          target={{
            // No parameter: the server resets to zero (its demo credit is then zero too).
            value: demoAmount.data === null ? '0' : demoAmount.data,
            error: demoAmount.error,
            retry: () => void demoAmount.refetch(),
          }}
        />
      </>
    ),
  };
}

/** The real book's buttons: deposit, then withdraw. */
const WALLET_BUTTONS = [
  { action: 'deposit', variant: undefined, Icon: ArrowDownToLine },
  { action: 'withdraw', variant: 'secondary', Icon: ArrowUpFromLine },
] as const satisfies readonly { action: WalletAction; variant?: 'secondary'; Icon: unknown }[];

/** Compact on the desktop layout, 44 px tap targets on mobile. */
function useButtonSize() {
  return useIsDesktop() ? 'sm' : 'md';
}

/** Deposit and Withdraw (`<testIdPrefix><action>-button`), side by side. */
export function WalletButtons({
  actions,
  testIdPrefix = '',
}: {
  actions: WalletActions;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const size = useButtonSize();
  return (
    <div className="flex gap-2">
      {WALLET_BUTTONS.map(({ action, variant, Icon }) => (
        <Button
          key={action}
          variant={variant}
          size={size}
          className="flex-1 desk:flex-none"
          onClick={() => actions.start(action)}
          data-testid={`${testIdPrefix}${action}-button`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`wallet.${action}.button`)}
        </Button>
      ))}
    </div>
  );
}

/** The demo book's reset. */
export function ResetDemoButton({ actions, testId }: { actions: WalletActions; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size={useButtonSize()}
      onClick={actions.resetDemo}
      data-testid={testId}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {t('balance.reset.button')}
    </Button>
  );
}
