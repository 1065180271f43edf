import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonClasses } from '../../components/ui/button';
import type { OrdersState } from '../../features/trading/api/keys';
import { ORDER_STATES, OptionsOrders } from '../../features/trading/components/options-orders';
import { useIsDesktop } from '../../lib/media';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { AccountModeSwitch } from './account-parts';

function parseState(value: string | null): OrdersState {
  return ORDER_STATES.find((state) => state === value) ?? 'open';
}

/**
 * `/profile/orders` ("all orders", reached from the account page): the orders of the book the
 * account mode acts on, with the switch between books. Options contracts today; each kind of
 * order is a list of its own on this page (leveraged contracts join it as another).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.ordersPage.title'));
  const isDesktop = useIsDesktop();
  const [params, update] = useQueryParams();
  const state = parseState(params.get('state'));
  const page = pageParam(params.get('page'));
  const modeSwitch = <AccountModeSwitch />;

  return (
    <>
      <PageHeader
        title={t('trading.ordersPage.title')}
        description={t('trading.ordersPage.subtitle')}
        action={isDesktop ? modeSwitch : undefined}
      />
      <div className="flex flex-col gap-5 desk:gap-6">
        {!isDesktop && modeSwitch}
        <OptionsOrders
          state={state}
          page={page}
          onStateChange={(next) => update({ state: next === 'open' ? null : next, page: null })}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          idBase="orders-options"
          title={t('trading.ordersPage.options')}
          empty={{
            open: (
              <>
                <p className="max-w-prose">{t('trading.orders.emptyAll.open')}</p>
                <Link to="/market" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  {t('trading.orders.browseMarkets')}
                </Link>
              </>
            ),
            history: <p className="max-w-prose">{t('trading.orders.emptyAll.history')}</p>,
          }}
          testId="orders-options"
        />
      </div>
    </>
  );
}
