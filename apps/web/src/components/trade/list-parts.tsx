import { Button } from '@swx/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card';
import { OrderNumber } from './parts';
import { PagedList, type PagedQuery } from '../ui/paged-list';
import { Skeleton } from '../ui/skeleton';
import { tabPanelProps, Tabs } from '../ui/tabs';
import { ORDERS_PAGE_SIZE, type OrdersState } from '../../lib/query-keys';

/**
 * The frame the lists of options orders and of contract positions share: a titled card, the
 * open and history tabs over a paged list with its loading, failure and empty states, a row
 * with its figures and the way to its detail, and the skeleton shown while a page loads.
 */

export const ORDER_STATES: readonly OrdersState[] = ['open', 'history'];

/** The props a list of a page gives: which tab and page, and what each tab says when empty. */
export interface StateListProps {
  /** Only this instrument's items (the currency page), or every instrument's. */
  code?: string;
  /** Decimals of the instrument's prices, when the list is of one instrument. */
  precision?: number;
  state: OrdersState;
  page: number;
  onStateChange(state: OrdersState): void;
  onPageChange(page: number): void;
  /** Prefix of the tab ids (two lists never share one page, but two pages may be kept). */
  idBase: string;
  /** What each tab says when it has nothing, with the action that makes something appear. */
  empty: Record<OrdersState, ReactNode>;
}

/** A list as a card of its own, with a title labelling it (`<idBase>-title`). */
export function TitledCard({
  title,
  idBase,
  testId,
  children,
}: {
  title: string;
  idBase: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = `${idBase}-title`;
  return (
    <Card aria-labelledby={titleId} className="overflow-hidden" data-testid={testId}>
      <h2 id={titleId} className="px-5 pt-4 pb-2 text-md font-semibold text-fg">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * The open and history tabs over a page of items. `name` makes the test ids
 * (`<name>-empty`, `<name>-range`, `<name>-list`).
 */
export function StateTabsList<T>({
  query,
  state,
  page,
  onStateChange,
  onPageChange,
  idBase,
  empty,
  name,
  loadFailed,
  skeleton,
  children,
}: Pick<
  StateListProps,
  'state' | 'page' | 'onStateChange' | 'onPageChange' | 'idBase' | 'empty'
> & {
  query: PagedQuery<T>;
  name: string;
  loadFailed: string;
  skeleton: ReactNode;
  /** The rows (`<li>`s) of the items. */
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs<OrdersState>
        label={t('trading.orders.tabsLabel')}
        idBase={idBase}
        value={state}
        onChange={onStateChange}
        className="px-3"
        options={ORDER_STATES.map((value) => ({
          value,
          label: t(`trading.orders.tabs.${value}`),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={skeleton}
        loadFailed={loadFailed}
        empty={
          <div
            className="flex flex-col items-center gap-3 px-6 py-10 text-center text-fg-muted"
            data-testid={`${name}-empty`}
          >
            {empty[state]}
          </div>
        }
        pageEmpty={{
          text: t('trading.orders.pageEmpty'),
          firstPage: t('trading.orders.firstPage'),
          testId: `${name}-empty`,
        }}
        pagination={t('trading.orders.pagination')}
        rangeTestId={`${name}-range`}
        panel={tabPanelProps(idBase, state)}
      >
        {(items) => (
          <ul className="divide-y divide-line" data-testid={`${name}-list`}>
            {children(items)}
          </ul>
        )}
      </PagedList>
    </>
  );
}

/** One figure of a row: its label over its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-2 font-medium text-fg">{children}</dd>
    </div>
  );
}

/** A row of a list, the whole of it a button to its detail (`details` is that button's name). */
export function ListRow({
  testId,
  data,
  details,
  detailsTestId,
  onDetails,
  children,
}: {
  testId: string;
  /** The row's data attributes (`data-…`). */
  data: Record<`data-${string}`, string>;
  details: string;
  detailsTestId: string;
  onDetails(): void;
  children: ReactNode;
}) {
  return (
    <li
      className="relative flex flex-col gap-2 px-4 py-3 transition-colors duration-(--motion-fast) has-[[data-details]:hover]:bg-hover desk:px-5"
      data-testid={testId}
      {...data}
    >
      {children}
      <button
        type="button"
        data-details=""
        onClick={onDetails}
        className="absolute inset-0 focus-visible:-outline-offset-2"
        data-testid={detailsTestId}
      >
        <span className="sr-only">{details}</span>
      </button>
    </li>
  );
}

/** Three grey rows while a page loads; the class names size the title, the end and the grid. */
export function ListSkeleton({
  testId,
  title,
  end,
  grid,
  cells,
}: {
  testId: string;
  title: string;
  end: string;
  grid: string;
  cells: number;
}) {
  return (
    <div className="flex flex-col gap-4 px-5 py-4" aria-hidden="true" data-testid={testId}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <Skeleton className={title} />
            <Skeleton className={end} />
          </div>
          <div className={grid}>
            {Array.from({ length: cells }, (_, cell) => (
              <Skeleton key={cell} className="h-8" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The props of a list of the caller's holdings of one product (plans, loans). */
export interface HoldingsListProps {
  page: number;
  onPageChange(page: number): void;
  /** Shows the products on sale (the empty list's action). */
  onBrowse(): void;
}

/**
 * The caller's holdings of a product as a card: a paged list of rows (`children`), the skeleton
 * of such rows while a page loads, and, when there are none, what the list says and the way to
 * the products on sale.
 */
export function HoldingsList<T>({
  query,
  pageSize,
  page,
  onPageChange,
  onBrowse,
  texts,
  testIds,
  children,
}: HoldingsListProps & {
  query: PagedQuery<T>;
  pageSize: number;
  texts: { loadError: string; pages: string; empty: string; browse: string };
  testIds: { loading: string; empty: string };
  children(items: T[]): ReactNode;
}) {
  return (
    <Card>
      <PagedList
        query={query}
        page={page}
        pageSize={pageSize}
        onPage={onPageChange}
        loadFailed={texts.loadError}
        pagination={texts.pages}
        skeleton={
          <ListSkeleton
            testId={testIds.loading}
            title="h-4 w-40"
            end="h-5 w-16"
            grid="grid grid-cols-2 gap-3 desk:grid-cols-4"
            cells={4}
          />
        }
        empty={
          <div className="flex flex-col items-start gap-3 p-5" data-testid={testIds.empty}>
            <p className="text-sm text-fg-muted">{texts.empty}</p>
            <Button variant="secondary" onClick={onBrowse}>
              {texts.browse}
            </Button>
          </div>
        }
      >
        {children}
      </PagedList>
    </Card>
  );
}

/** The head of a row of a product list: the product, the number of the holding, its status. */
export function RowHeading({
  title,
  number,
  status,
}: {
  title: string;
  number: string;
  status: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-fg">{title}</span>
        <span className="text-xs text-fg-muted">
          <OrderNumber value={number} />
        </span>
      </div>
      {status}
    </div>
  );
}
