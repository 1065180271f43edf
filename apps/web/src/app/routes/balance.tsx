import { BOOKS } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { balanceOf, useBalances } from '../../lib/balances';
import { BookCard } from '../../features/ledger/components/book-card';
import { useSmartSummary } from '../../features/smart/api/list-smart-plans';
import {
  LedgerRecord,
  RECORD_TABS,
  type RecordTab,
} from '../../features/ledger/components/ledger-record';
import {
  WALLET_TABS,
  WalletRecords,
  type WalletTab,
} from '../../features/wallet/components/wallet-records';
import { useBook } from '../../lib/use-book';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { BookPageLayout } from './account-parts';
import { ResetDemoButton, useWalletActions, WalletButtons } from './wallet-actions';

function parseTab(value: string | null): RecordTab {
  return RECORD_TABS.find((tab) => tab === value) ?? 'all';
}

function parseWalletTab(value: string | null): WalletTab {
  return WALLET_TABS.find((tab) => tab === value) ?? 'deposits';
}

/**
 * `/profile/balance`: both books with the account mode that selects between them, deposit and
 * withdraw on the real one, the demo reset, and the records (their tab and page in the query
 * string).
 */
export function BalancePage() {
  const { t } = useTranslation();
  usePageTitle(t('balance.title'));
  const activeBook = useBook();
  const balances = useBalances();
  const actions = useWalletActions();
  const plans = useSmartSummary();

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
                inPlans={
                  book === 'real' && plans.data && plans.data.earning > 0
                    ? plans.data.inPlans
                    : undefined
                }
                footer={
                  book === 'real' ? (
                    <WalletButtons actions={actions} />
                  ) : (
                    <ResetDemoButton actions={actions} testId="reset-demo" />
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

      {actions.dialogs}
    </>
  );
}
