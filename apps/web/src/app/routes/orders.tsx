import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@swx/ui';
import { Segmented } from '../../components/ui/segmented';
import type { OrdersState } from '../../lib/query-keys';
import { ContractPositions } from '../../features/contracts/components/contract-positions';
import { ORDER_STATES, OptionsOrders } from '../../features/options/components/options-orders';
import { TRADE_KINDS, type TradeKind } from './trade-panel';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import { BookPageLayout } from './account-parts';

function parseState(value: string | null): OrdersState {
  return ORDER_STATES.find((state) => state === value) ?? 'open';
}

/** Where the texts of each kind's empty tabs are. */
const EMPTY_TEXTS = {
  options: 'trading.orders.emptyAll',
  contracts: 'trading.contracts.positions.emptyAll',
} as const satisfies Record<TradeKind, string>;

function parseKind(value: string | null): TradeKind {
  return TRADE_KINDS.find((kind) => kind === value) ?? 'options';
}

/**
 * `/profile/orders` ("all orders", reached from the account page): the orders of the book the
 * account mode acts on, with the switch between books. Two kinds, each a list of its own:
 * options contracts (the default) and leveraged contracts (`?kind=contracts`); the tab
 * (`state`) and the page are in the address too.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.ordersPage.title'));
  const [params, update] = useQueryParams();
  const kind = parseKind(params.get('kind'));
  const state = parseState(params.get('state'));
  const page = pageParam(params.get('page'));
  const KindList = kind === 'options' ? OptionsOrders : ContractPositions;
  const list = {
    state,
    page,
    onStateChange: (next: OrdersState) =>
      update({ state: next === 'open' ? null : next, page: null }),
    onPageChange: (next: number) => update({ page: next === 1 ? null : String(next) }),
  };

  return (
    <BookPageLayout
      title={t('trading.ordersPage.title')}
      description={t('trading.ordersPage.subtitle')}
    >
      <div data-testid="orders-kind">
        <Segmented<TradeKind>
          legend={t('trading.ordersPage.kindLabel')}
          value={kind}
          onChange={(next) =>
            update({ kind: next === 'options' ? null : next, state: null, page: null })
          }
          options={TRADE_KINDS.map((value) => ({
            value,
            label: t(`trading.panel.kinds.${value}`),
          }))}
        />
      </div>
      <KindList
        {...list}
        idBase={`orders-${kind}`}
        title={t(`trading.ordersPage.${kind}`)}
        empty={emptyLists(
          t(`${EMPTY_TEXTS[kind]}.open`),
          t(`${EMPTY_TEXTS[kind]}.history`),
          t('trading.orders.browseMarkets'),
        )}
        testId={`orders-${kind}`}
      />
    </BookPageLayout>
  );
}

/** What an empty list of every instrument says: the open tab offers the markets. */
function emptyLists(open: string, history: string, browse: string) {
  return {
    open: (
      <>
        <p className="max-w-prose">{open}</p>
        <Link to="/market" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {browse}
        </Link>
      </>
    ),
    history: <p className="max-w-prose">{history}</p>,
  };
}
