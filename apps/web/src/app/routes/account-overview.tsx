import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClasses } from '@swx/ui';
import { ForwardChevron } from '../../components/ui/forward-chevron';
import { LoadError } from '../../components/ui/load-error';
import { useFloatingProfit } from '../../features/contracts/hooks/use-floating-profit';
import { BalanceOverview } from '../../features/ledger/components/balance-overview';
import { useSmartSummary } from '../../features/smart/api/list-smart-plans';
import { balanceOf, equityOf, totalOf, useBalances } from '../../lib/balances';
import { useBook } from '../../lib/use-book';
import { ResetDemoButton, WalletButtons, type WalletActions } from './wallet-actions';

/**
 * The account overview of the book in use (the account page, the signed-in home page): its
 * balances from GET /user/listBalances, its equity with the floating profit or loss of the
 * open leveraged contracts at live prices (worked out here, as the positions list does), what
 * its earning smart plans hold (real book), and
 * what the book offers: deposit and withdraw on the real book; on the demo book, which holds
 * virtual funds, the reset and a word on where real money goes.
 */
export function AccountOverview({
  actions,
  detailsLink = true,
}: {
  actions: WalletActions;
  /** A link to the balance page (the account page has its own row for it). */
  detailsLink?: boolean;
}) {
  const { t } = useTranslation();
  const book = useBook();
  const balances = useBalances();
  const floating = useFloatingProfit();
  const plans = useSmartSummary();
  const list = balances.data?.balances;
  const balance = list ? balanceOf(list, book) : undefined;

  return (
    <BalanceOverview
      book={book}
      figures={
        balance && {
          total: totalOf(balance),
          available: balance.available,
          held: balance.held,
          equity:
            floating.state === 'known'
              ? equityOf(balance, floating.profit)
              : floating.state === 'unknown'
                ? null
                : undefined,
          floating: floating.state === 'known' && floating.open > 0 ? floating.profit : undefined,
          inPlans:
            book === 'real' && plans.data && plans.data.earning > 0
              ? plans.data.inPlans
              : undefined,
        }
      }
      error={
        balances.isError && !list ? (
          <div className="px-5 py-4">
            <LoadError
              title={t('balance.loadFailed')}
              error={balances.error}
              onRetry={() => void balances.refetch()}
            />
          </div>
        ) : undefined
      }
      link={
        detailsLink && (
          <Link to="/profile/balance" className={textLinkClasses} data-testid="overview-details">
            {t('overview.details')}
            <ForwardChevron className="size-4" />
          </Link>
        )
      }
      actions={
        book === 'real' ? (
          <WalletButtons actions={actions} testIdPrefix="overview-" />
        ) : (
          <>
            <p className="text-sm text-fg-muted" data-testid="overview-demo-note">
              {t('overview.demoNote')}
            </p>
            <ResetDemoButton actions={actions} testId="overview-reset" />
          </>
        )
      }
    />
  );
}
