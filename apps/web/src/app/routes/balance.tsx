import { BOOKS } from '@swx/contract';
import { ArrowDownToLine, ArrowUpFromLine, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@swx/ui';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { useParameter } from '../../features/content/api/get-parameter';
import { balanceOf, useBalances } from '../../lib/balances';
import { BookCard } from '../../features/ledger/components/book-card';
import {
  LedgerRecord,
  RECORD_TABS,
  type RecordTab,
} from '../../features/ledger/components/ledger-record';
import { ResetDemoDialog } from '../../features/ledger/components/reset-demo-dialog';
import { DepositDialog } from '../../features/wallet/components/deposit-dialog';
import {
  RealModeDialog,
  type WalletAction,
} from '../../features/wallet/components/real-mode-dialog';
import {
  WALLET_TABS,
  WalletRecords,
  type WalletTab,
} from '../../features/wallet/components/wallet-records';
import { WithdrawDialog } from '../../features/wallet/components/withdraw-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useIsDesktop } from '../../lib/media';
import { useBook } from '../../lib/use-book';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { BookPageLayout, useSwitchAccountMode } from './account-parts';

/** The demo book's amount: registration credits it, a reset restores it (docs/adr/0008). */
const DEMO_AMOUNT_PARAMETER = 'demo.initialBalanceUsdt';
function parseTab(value: string | null): RecordTab {
  return RECORD_TABS.find((tab) => tab === value) ?? 'all';
}

function parseWalletTab(value: string | null): WalletTab {
  return WALLET_TABS.find((tab) => tab === value) ?? 'deposits';
}

/**
 * `/profile/balance`: both books with the account mode that selects between them, the demo
 * reset, and the transaction record (its tab and page in the query string).
 */
/** The real book's buttons: deposit, then withdraw. */
const WALLET_BUTTONS = [
  { action: 'deposit', variant: undefined, Icon: ArrowDownToLine },
  { action: 'withdraw', variant: 'secondary', Icon: ArrowUpFromLine },
] as const satisfies readonly { action: WalletAction; variant?: 'secondary'; Icon: unknown }[];

export function BalancePage() {
  const { t } = useTranslation();
  usePageTitle(t('balance.title'));
  const isDesktop = useIsDesktop();
  const activeBook = useBook();
  const balances = useBalances();
  const demoAmount = useParameter(DEMO_AMOUNT_PARAMETER);
  /** The open reset's Idempotency-Key: a new one each time the dialog is opened. */
  const [resetKey, setResetKey] = useState<string | null>(null);
  /** The deposit or withdrawal dialog open, or the prompt to switch to real mode first. */
  const [walletAction, setWalletAction] = useState<WalletAction | null>(null);
  const [realPrompt, setRealPrompt] = useState<WalletAction | null>(null);
  const switchMode = useSwitchAccountMode();
  const startAction = (action: WalletAction) => {
    if (activeBook === 'demo') setRealPrompt(action);
    else setWalletAction(action);
  };

  const [params, update] = useQueryParams();
  const tab = parseTab(params.get('book'));
  const page = pageParam(params.get('page'));
  const walletTab = parseWalletTab(params.get('records'));
  const list = balances.data?.balances;

  return (
    <>
      <BookPageLayout title={t('balance.title')} description={t('balance.subtitle')}>
        {balances.isError && !list ? (
          <Card className="p-5">
            <LoadError
              title={t('balance.loadFailed')}
              error={balances.error}
              onRetry={() => void balances.refetch()}
            />
          </Card>
        ) : (
          <div className="grid gap-4 desk:grid-cols-2 desk:gap-6">
            {BOOKS.map((book) => (
              <BookCard
                key={book}
                book={book}
                balance={list ? balanceOf(list, book) : undefined}
                active={book === activeBook}
                footer={
                  book === 'real' ? (
                    <div className="flex gap-2">
                      {WALLET_BUTTONS.map(({ action, variant, Icon }) => (
                        <Button
                          key={action}
                          variant={variant}
                          size={isDesktop ? 'sm' : 'md'}
                          className="flex-1 desk:flex-none"
                          onClick={() => startAction(action)}
                          data-testid={`${action}-button`}
                        >
                          <Icon aria-hidden="true" className="size-4" />
                          {t(`wallet.${action}.button`)}
                        </Button>
                      ))}
                    </div>
                  ) : (
                    <Button
                      variant="secondary"
                      size={isDesktop ? 'sm' : 'md'}
                      onClick={() => setResetKey(newIdempotencyKey())}
                      data-testid="reset-demo"
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      {t('balance.reset.button')}
                    </Button>
                  )
                }
              />
            ))}
          </div>
        )}

        <WalletRecords
          tab={walletTab}
          onTabChange={(next) => update({ records: next === 'deposits' ? null : next })}
        />

        <LedgerRecord
          tab={tab}
          page={page}
          onTabChange={(next) => update({ book: next === 'all' ? null : next, page: null })}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      </BookPageLayout>

      <RealModeDialog
        action={realPrompt}
        onClose={() => setRealPrompt(null)}
        onSwitch={(action) => {
          switchMode('real');
          setRealPrompt(null);
          setWalletAction(action);
        }}
      />
      <DepositDialog open={walletAction === 'deposit'} onClose={() => setWalletAction(null)} />
      <WithdrawDialog
        open={walletAction === 'withdraw'}
        onClose={() => setWalletAction(null)}
        available={list ? balanceOf(list, 'real').available : undefined}
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
  );
}
