import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PagedTable, type Column } from '../../components/data-table';
import { Badge } from '../../components/feedback';
import { SelectField } from '../../components/select-field';
import { formatDateTime } from '../../lib/format';
import { userListQuery, type UserList } from './api';
import { formatAmount } from '../../lib/money';

const PAGE_SIZE = 20;

export const BOOK_FILTER = [
  ['', 'All books'],
  ['real', 'Real'],
  ['demo', 'Demo'],
] as const;

/**
 * One of a user's history lists, paged, with its filters above (a filter change remounts it
 * through its key, back to page one).
 */
function History<T>({
  userId,
  list,
  params = {},
  filters,
  ...table
}: {
  userId: string;
  list: UserList;
  params?: Record<string, string | undefined>;
  filters?: ReactNode;
  /** What the table shows, as PagedTable takes it. */
  columns: readonly Column<T>[];
  caption: string;
  empty: string;
  rowKey: (row: T) => string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(userListQuery<T>(userId, list, { ...params, page, pageSize: PAGE_SIZE }));
  return (
    <div className="flex flex-col gap-3">
      {filters && <div className="flex flex-wrap items-end gap-3">{filters}</div>}
      <PagedTable query={query} onPage={setPage} {...table} />
    </div>
  );
}

const time = formatDateTime;

interface LedgerEntry {
  id: string;
  time: string;
  book: string;
  reason: string;
  asset: string;
  account: string;
  amount: string;
  balanceAfter: string;
  refType: string | null;
  refId: string | null;
}

const LEDGER_COLUMNS: readonly Column<LedgerEntry>[] = [
  { header: 'Time', cell: (e) => time(e.time) },
  { header: 'Book', cell: (e) => e.book },
  { header: 'Reason', cell: (e) => e.reason },
  { header: 'Balance', cell: (e) => e.account },
  { header: 'Amount', numeric: true, cell: (e) => `${formatAmount(e.amount)} ${e.asset}` },
  { header: 'Balance after', numeric: true, cell: (e) => `${e.balanceAfter} ${e.asset}` },
  { header: 'Reference', cell: (e) => (e.refType ? `${e.refType} #${e.refId ?? ''}` : '—') },
];

function BookFilter({ value, onChange }: { value: string; onChange: (book: string) => void }) {
  return (
    <SelectField
      label="Book"
      className="w-40"
      options={BOOK_FILTER}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function LedgerTab({ userId }: { userId: string }) {
  const [book, setBook] = useState('');
  return (
    <History<LedgerEntry>
      key={book}
      userId={userId}
      list="ledger"
      params={{ book: book || undefined }}
      filters={<BookFilter value={book} onChange={setBook} />}
      columns={LEDGER_COLUMNS}
      caption="Ledger entries"
      empty="No ledger entries."
      rowKey={(e) => e.id}
    />
  );
}

interface OptionsOrder {
  id: string;
  book: string;
  symbol: string;
  direction: string;
  period: number;
  amount: string;
  openPrice: string;
  openedAt: string;
  status: string;
  result: string | null;
  returned: string | null;
}

interface ContractPosition {
  id: string;
  book: string;
  symbol: string;
  side: string;
  lots: string;
  leverage: number;
  openPrice: string;
  openedAt: string;
  margin: string;
  status: string;
  closePrice: string | null;
  profit: string | null;
}

const OPTIONS_COLUMNS: readonly Column<OptionsOrder>[] = [
  { header: 'ID', cell: (o) => `#${o.id}` },
  { header: 'Opened', cell: (o) => time(o.openedAt) },
  { header: 'Book', cell: (o) => o.book },
  { header: 'Symbol', cell: (o) => `${o.symbol} ${o.direction} · ${o.period} s` },
  { header: 'Stake', numeric: true, cell: (o) => o.amount },
  { header: 'Open price', numeric: true, cell: (o) => o.openPrice },
  { header: 'Status', cell: (o) => (o.result ? `${o.status} · ${o.result}` : o.status) },
  { header: 'Returned', numeric: true, cell: (o) => o.returned ?? '—' },
];

const CONTRACT_COLUMNS: readonly Column<ContractPosition>[] = [
  { header: 'ID', cell: (o) => `#${o.id}` },
  { header: 'Opened', cell: (o) => time(o.openedAt) },
  { header: 'Book', cell: (o) => o.book },
  { header: 'Symbol', cell: (o) => `${o.symbol} ${o.side} ×${o.leverage}` },
  { header: 'Lots', numeric: true, cell: (o) => o.lots },
  { header: 'Margin', numeric: true, cell: (o) => o.margin },
  { header: 'Open / close', numeric: true, cell: (o) => `${o.openPrice} / ${o.closePrice ?? '—'}` },
  { header: 'Status', cell: (o) => o.status },
  { header: 'Profit', numeric: true, cell: (o) => o.profit ?? '—' },
];

export function OrdersTab({ userId }: { userId: string }) {
  const [kind, setKind] = useState<'options' | 'contracts'>('options');
  const [book, setBook] = useState('');
  const filters = (
    <>
      <SelectField
        label="Kind"
        className="w-40"
        options={[
          ['options', 'Options'],
          ['contracts', 'Contracts'],
        ]}
        value={kind}
        onChange={(e) => setKind(e.target.value === 'contracts' ? 'contracts' : 'options')}
      />
      <BookFilter value={book} onChange={setBook} />
    </>
  );
  const common = {
    userId,
    list: 'orders' as const,
    params: { kind, book: book || undefined },
    filters,
    rowKey: (o: { id: string }) => o.id,
  };
  return kind === 'options' ? (
    <History<OptionsOrder>
      key={`options-${book}`}
      {...common}
      columns={OPTIONS_COLUMNS}
      caption="Options orders"
      empty="No options orders."
    />
  ) : (
    <History<ContractPosition>
      key={`contracts-${book}`}
      {...common}
      columns={CONTRACT_COLUMNS}
      caption="Contract positions"
      empty="No contract positions."
    />
  );
}

interface Deposit {
  id: string;
  network: string;
  asset: string;
  amount: string;
  txHash: string;
  status: string;
  creditedUsdt: string | null;
  createdAt: string;
  reason: string | null;
}

const DEPOSIT_COLUMNS: readonly Column<Deposit>[] = [
  { header: 'ID', cell: (d) => `#${d.id}` },
  { header: 'Claimed', cell: (d) => time(d.createdAt) },
  { header: 'Amount', numeric: true, cell: (d) => `${formatAmount(d.amount)} ${d.asset}` },
  { header: 'Network', cell: (d) => d.network },
  { header: 'Status', cell: (d) => <Badge tone="neutral">{d.status}</Badge> },
  {
    header: 'Credited',
    numeric: true,
    cell: (d) => (d.creditedUsdt ? `${formatAmount(d.creditedUsdt)} USDT` : '—'),
  },
  { header: 'Transaction', cell: (d) => <span className="font-mono break-all">{d.txHash}</span> },
  { header: 'Reason', cell: (d) => d.reason ?? '—' },
];

export function DepositsTab({ userId }: { userId: string }) {
  return (
    <History<Deposit>
      userId={userId}
      list="deposits"
      columns={DEPOSIT_COLUMNS}
      caption="Deposits"
      empty="No deposits."
      rowKey={(d) => d.id}
    />
  );
}

interface Withdrawal {
  id: string;
  network: string;
  asset: string;
  address: string;
  amount: string;
  fee: string;
  status: string;
  createdAt: string;
  closedAt: string | null;
  reason: string | null;
}

const WITHDRAWAL_COLUMNS: readonly Column<Withdrawal>[] = [
  { header: 'ID', cell: (w) => `#${w.id}` },
  { header: 'Requested', cell: (w) => time(w.createdAt) },
  { header: 'Amount', numeric: true, cell: (w) => `${formatAmount(w.amount)} ${w.asset}` },
  { header: 'Fee', numeric: true, cell: (w) => w.fee },
  { header: 'To', cell: (w) => <span className="font-mono break-all">{w.address}</span> },
  { header: 'Status', cell: (w) => <Badge tone="neutral">{w.status}</Badge> },
  { header: 'Closed', cell: (w) => time(w.closedAt) },
  { header: 'Reason', cell: (w) => w.reason ?? '—' },
];

export function WithdrawalsTab({ userId }: { userId: string }) {
  return (
    <History<Withdrawal>
      userId={userId}
      list="withdrawals"
      columns={WITHDRAWAL_COLUMNS}
      caption="Withdrawals"
      empty="No withdrawals."
      rowKey={(w) => w.id}
    />
  );
}

interface KycSubmission {
  id: string;
  status: string;
  firstName: string;
  lastName: string;
  country: string;
  documentType: string;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reason: string | null;
}

const KYC_COLUMNS: readonly Column<KycSubmission>[] = [
  { header: 'ID', cell: (k) => `#${k.id}` },
  { header: 'Submitted', cell: (k) => time(k.submittedAt) },
  { header: 'Name', cell: (k) => `${k.firstName} ${k.lastName}` },
  { header: 'Country', cell: (k) => k.country },
  { header: 'Document', cell: (k) => k.documentType.replace('_', ' ') },
  { header: 'Status', cell: (k) => <Badge tone="neutral">{k.status}</Badge> },
  {
    header: 'Reviewed',
    cell: (k) => (k.reviewedAt ? `${time(k.reviewedAt)} by staff #${k.reviewedBy ?? '?'}` : '—'),
  },
  { header: 'Reason', cell: (k) => k.reason ?? '—' },
];

export function KycTab({ userId }: { userId: string }) {
  return (
    <History<KycSubmission>
      userId={userId}
      list="kyc"
      columns={KYC_COLUMNS}
      caption="Identity verification submissions"
      empty="No identity verification submitted."
      rowKey={(k) => k.id}
    />
  );
}

interface SignIn {
  id: string;
  method: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

const SESSION_COLUMNS: readonly Column<SignIn>[] = [
  { header: 'Signed in', cell: (s) => time(s.createdAt) },
  { header: 'Method', cell: (s) => s.method },
  { header: 'IP', cell: (s) => <span className="font-mono">{s.ip ?? '—'}</span> },
  { header: 'Browser', cell: (s) => <span className="break-all">{s.userAgent ?? '—'}</span> },
  { header: 'Last seen', cell: (s) => time(s.lastSeenAt) },
  {
    header: 'Ended',
    cell: (s) =>
      s.revokedAt
        ? `${time(s.revokedAt)} (${s.revokedReason ?? 'revoked'})`
        : `expires ${time(s.expiresAt)}`,
  },
];

export function SessionsTab({ userId }: { userId: string }) {
  return (
    <History<SignIn>
      userId={userId}
      list="sessions"
      columns={SESSION_COLUMNS}
      caption="Sign-ins"
      empty="No sign-ins."
      rowKey={(s) => s.id}
    />
  );
}
