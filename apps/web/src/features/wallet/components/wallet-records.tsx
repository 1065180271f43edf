import {
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  type DepositItem,
  type WithdrawalItem,
} from '@swx/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { useFormat } from '../../../i18n/format';
import { PagedList, type PagedQuery } from '../../../components/ui/paged-list';
import { Money } from '../../../components/ui/money';
import { WALLET_PAGE_SIZE, useDeposits, useWithdrawals, type StatusFilter } from '../api/wallet';

export type WalletTab = 'deposits' | 'withdrawals';
export const WALLET_TABS: readonly WalletTab[] = ['deposits', 'withdrawals'];
const ID_BASE = 'wallet-records';

const STATUS_TONE: Record<DepositItem['status'] | WithdrawalItem['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'accent',
  completed: 'success',
  rejected: 'danger',
  failed: 'danger',
};

function StatusBadge({ status }: { status: keyof typeof STATUS_TONE }) {
  const { t } = useTranslation();
  // An approved deposit is the end of its road (credited); for a withdrawal it is a step.
  return (
    <Badge tone={STATUS_TONE[status]} testId="record-status">
      {t(`wallet.records.status.${status}`)}
    </Badge>
  );
}

/** A long hash or address: start and end, the whole in the title and for screen readers. */
function Hash({ value, testId }: { value: string; testId?: string }) {
  const short = value.length > 20 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value;
  return (
    <code dir="ltr" className="font-mono text-xs text-fg-muted" title={value} data-testid={testId}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{value}</span>
    </code>
  );
}

/**
 * A record's row: what moved (`title`) over its network and time, what the kind adds
 * (`children`), then the reason it was refused (when `reason` is given); its status and
 * figures at the end (`side`).
 */
function Row({
  testId,
  record,
  title,
  children,
  reason,
  side,
}: {
  testId: string;
  record: { status: string; network: string; createdAt: string };
  title: ReactNode;
  children: ReactNode;
  reason: string | null;
  side: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li
      data-testid={testId}
      data-status={record.status}
      className="flex items-start justify-between gap-3 px-5 py-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="font-medium text-fg tabular-nums">{title}</div>
        <div className="flex min-w-0 flex-col gap-0.5 text-xs text-fg-muted">
          <span>
            <span dir="ltr">{record.network}</span> ·{' '}
            <time dateTime={record.createdAt}>{format.dateTime(record.createdAt)}</time>
          </span>
          {children}
          {reason && (
            <span className="text-danger" data-testid="record-reason">
              {t('wallet.records.reason', { reason })}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-end text-xs">{side}</div>
    </li>
  );
}

function DepositRow({ item }: { item: DepositItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Row
      testId="deposit-record"
      record={item}
      reason={item.status === 'rejected' ? item.reason : null}
      title={<Money value={item.amount} asset={item.asset} />}
      side={
        <>
          <StatusBadge status={item.status} />
          {item.status === 'approved' && item.creditedUsdt !== null && (
            <span
              className="text-success"
              data-testid="deposit-credited"
              title={t('wallet.records.credited', {
                amount: format.exactMoney(item.creditedUsdt, 'USDT'),
              })}
            >
              {t('wallet.records.credited', { amount: format.money(item.creditedUsdt, 'USDT') })}
            </span>
          )}
          {item.status === 'approved' && item.rate !== null && item.asset !== 'USDT' && (
            <span className="text-fg-muted">
              {t('wallet.records.rate', { rate: format.amount(item.rate, 8), asset: item.asset })}
            </span>
          )}
        </>
      }
    >
      <Hash value={item.txHash} />
    </Row>
  );
}

function WithdrawalRow({ item }: { item: WithdrawalItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const asset = item.asset;
  return (
    <Row
      testId="withdrawal-record"
      record={item}
      reason={item.status === 'rejected' || item.status === 'failed' ? item.reason : null}
      title={<Money value={item.amount} asset={asset} />}
      side={
        <>
          <StatusBadge status={item.status} />
          <span
            className="text-fg-muted"
            title={t('wallet.records.fee', { amount: format.exactMoney(item.fee, asset), asset })}
          >
            {t('wallet.records.fee', { amount: format.money(item.fee, asset), asset })}
          </span>
          <span
            className="text-fg"
            title={t('wallet.records.receive', {
              amount: format.exactMoney(item.receive, asset),
              asset,
            })}
          >
            {t('wallet.records.receive', { amount: format.money(item.receive, asset), asset })}
          </span>
          {item.rate !== null && (
            <span
              className="text-fg-muted"
              data-testid="withdrawal-cost"
              title={t('wallet.records.cost', {
                amount: format.exactMoney(item.usdtAmount, 'USDT'),
                rate: format.amount(item.rate),
                asset,
              })}
            >
              {t('wallet.records.cost', {
                amount: format.money(item.usdtAmount, 'USDT'),
                rate: format.amount(item.rate),
                asset,
              })}
            </span>
          )}
        </>
      }
    >
      <span className="flex flex-wrap items-center gap-1">
        {t('wallet.records.to')} <Hash value={item.address} />
      </span>
      {item.payoutHash && (
        <span className="flex flex-wrap items-center gap-1">
          {t('wallet.records.payoutHash')} <Hash value={item.payoutHash} testId="payout-hash" />
        </span>
      )}
    </Row>
  );
}

function RecordsSkeleton() {
  return (
    <div className="flex flex-col gap-3 px-5 py-4" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** One list of records, a page at a time, with its loading, error and empty states. */
function RecordList<T extends { id: string }>({
  useRecords,
  statuses,
  empty,
  Row,
}: {
  useRecords: (page: number, status: StatusFilter) => PagedQuery<T>;
  statuses: readonly (keyof typeof STATUS_TONE)[];
  empty: string;
  Row: (props: { item: T }) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>('all');
  return (
    <>
      <div className="px-5 pt-3 pb-1">
        <Select
          label={t('wallet.records.statusLabel')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('wallet.records.allStatuses') },
            ...statuses.map((value) => ({ value, label: t(`wallet.records.status.${value}`) })),
          ]}
          wrapperClassName="desk:w-56"
          data-testid="records-status"
        />
      </div>
      <PagedList
        query={useRecords(page, status)}
        page={page}
        pageSize={WALLET_PAGE_SIZE}
        onPage={setPage}
        skeleton={<RecordsSkeleton />}
        loadFailed={t('wallet.records.loadFailed')}
        empty={
          <p className="px-6 py-10 text-center text-fg-muted" data-testid="records-empty">
            {status === 'all' ? empty : t('wallet.records.emptyStatus')}
          </p>
        }
        pagination={t('wallet.records.pagination')}
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function DepositList() {
  const { t } = useTranslation();
  return (
    <RecordList
      useRecords={useDeposits}
      statuses={DEPOSIT_STATUSES}
      empty={t('wallet.records.emptyDeposits')}
      Row={DepositRow}
    />
  );
}

function WithdrawalList() {
  const { t } = useTranslation();
  return (
    <RecordList
      useRecords={useWithdrawals}
      statuses={WITHDRAWAL_STATUSES}
      empty={t('wallet.records.emptyWithdrawals')}
      Row={WithdrawalRow}
    />
  );
}

/** The user's deposits and withdrawals with their review status, a tab each. */
export function WalletRecords({
  tab,
  onTabChange,
}: {
  tab: WalletTab;
  onTabChange(tab: WalletTab): void;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="wallet-records-title" data-testid="wallet-records">
      <div className="px-5 pt-4 pb-2">
        <h2 id="wallet-records-title" className="text-md font-semibold text-fg">
          {t('wallet.records.title')}
        </h2>
      </div>
      <Tabs<WalletTab>
        label={t('wallet.records.tabsLabel')}
        idBase={ID_BASE}
        value={tab}
        onChange={onTabChange}
        className="px-3"
        options={WALLET_TABS.map((value) => ({ value, label: t(`wallet.records.tabs.${value}`) }))}
      />
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'deposits' ? <DepositList /> : <WithdrawalList />}
      </div>
    </Card>
  );
}
