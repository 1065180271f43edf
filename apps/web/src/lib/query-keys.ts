import type { Book } from '@swx/contract';

/**
 * React Query keys of the data more than one feature reads or refreshes (a trade moves the
 * balances; news on the live socket refreshes the lists it concerns), in one place.
 */

/** Keys of balances and the transaction record (balances and the transaction record). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  balances: () => ['ledger', 'balances'] as const,
  journalsAll: () => ['ledger', 'journals'] as const,
  journals: (book: Book | undefined, page: number, pageSize: number) =>
    ['ledger', 'journals', book ?? 'all', page, pageSize] as const,
};

/** React Query keys of deposits, withdrawals and the verification status. */
export const walletKeys = {
  all: ['wallet'] as const,
  networks: () => ['wallet', 'networks'] as const,
  deposits: () => ['wallet', 'deposits'] as const,
  depositPage: (page: number, status: string) => ['wallet', 'deposits', status, page] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  withdrawalPage: (page: number, status: string) =>
    ['wallet', 'withdrawals', status, page] as const,
  quote: (network: string, amount: string) => ['wallet', 'quote', network, amount] as const,
  identification: () => ['wallet', 'identification'] as const,
};

/** Orders per page of the trading lists. */
export const ORDERS_PAGE_SIZE = 10;

/** Which orders a list shows: open ones or the history, of one instrument or all. */
export type OrdersState = 'open' | 'history';

/** The key of a page of a trading list: the list, the book it was asked in, then the filter. */
function listPage<L extends 'orders' | 'positions'>(list: L) {
  return (
    book: Book,
    filter: { state: OrdersState; code: string | undefined; page: number; pageSize: number },
  ) =>
    [
      'trading',
      list,
      book,
      filter.state,
      filter.code ?? 'all',
      filter.page,
      filter.pageSize,
    ] as const;
}

/**
 * React Query keys of the trading feature, in one place. Lists and orders carry the book they
 * were asked in (the account mode), so that a mode switch never shows the other book's. All
 * start with `trading`: news on the account (a settlement, a position closed by a stop loss,
 * take profit or liquidation) refreshes them all at once.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  product: (code: string) => ['trading', 'product', code] as const,
  orders: () => ['trading', 'orders'] as const,
  orderPage: listPage('orders'),
  order: (id: string) => ['trading', 'order', id] as const,
  contractProduct: (code: string) => ['trading', 'contract-product', code] as const,
  /** Every page of contract positions (of both books): refreshed after a change of one. */
  positions: () => ['trading', 'positions'] as const,
  positionPage: listPage('positions'),
  position: (id: string) => ['trading', 'position', id] as const,
};

/**
 * React Query keys of Smart plans. Plans live in the real book only, so no key carries a book;
 * all start with `smart`: news on the account (a purchase, an accrual, a maturity, an exit)
 * refreshes them all at once.
 */
export const smartKeys = {
  all: ['smart'] as const,
  products: (language: string) => ['smart', 'products', language] as const,
  plans: () => ['smart', 'plans'] as const,
  planPage: (page: number, pageSize: number) => ['smart', 'plans', 'page', page, pageSize] as const,
  /** Every plan's detail. */
  planAll: () => ['smart', 'plan'] as const,
  plan: (id: string) => ['smart', 'plan', id] as const,
  quote: (id: string) => ['smart', 'quote', id] as const,
};

export const loanKeys = {
  all: ['loans'] as const,
  products: (language: string) => ['loans', 'products', language] as const,
  loans: () => ['loans', 'list'] as const,
  loanPage: (page: number, pageSize: number) => ['loans', 'list', 'page', page, pageSize] as const,
  loan: (id: string) => ['loans', 'loan', id] as const,
  agreement: (id: string) => ['loans', 'agreement', id] as const,
};
