import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock, type Column } from '../../components/data-table';
import { Detail, ReasonedAction } from '../../components/decision';
import { Alert, Card } from '../../components/feedback';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { hasPermission, useSession } from '../../lib/session';
import { formatAmount } from '../../lib/money';
import { setUserStatus, userKeys, userQuery, type UserDetail } from './api';
import {
  DepositsTab,
  KycTab,
  LedgerTab,
  OrdersTab,
  SessionsTab,
  WithdrawalsTab,
} from './user-history';
import { StatusBadge } from './users-page';

const TABS = [
  ['overview', 'Overview'],
  ['ledger', 'Ledger'],
  ['orders', 'Orders'],
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['kyc', 'KYC'],
  ['sessions', 'Sessions'],
] as const;
type Tab = (typeof TABS)[number][0];

const PANELS: Record<Exclude<Tab, 'overview'>, (props: { userId: string }) => ReactNode> = {
  ledger: LedgerTab,
  orders: OrdersTab,
  deposits: DepositsTab,
  withdrawals: WithdrawalsTab,
  kyc: KycTab,
  sessions: SessionsTab,
};

/** A user: profile and balances, their history by tab, and the account switch. */
export function UserPage() {
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('overview');
  const user = useQuery(userQuery(id));
  const Panel = tab === 'overview' ? null : PANELS[tab];
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <Link
        to="/users"
        className="inline-flex items-center gap-1 text-sm text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to users
      </Link>
      <QueryBlock query={user}>
        {(data) => (
          <>
            <PageHeader
              title={
                <span className="flex items-center gap-3">
                  User #{data.id} · {data.username}
                  <StatusBadge status={data.status} />
                </span>
              }
            />
            <Tabs label="User details" tabs={TABS} value={tab} onChange={setTab}>
              {Panel ? <Panel userId={data.id} /> : <Overview user={data} />}
            </Tabs>
          </>
        )}
      </QueryBlock>
    </div>
  );
}

type Balance = UserDetail['balances'][number];
const BALANCE_COLUMNS: readonly Column<Balance>[] = [
  { header: 'Book', cell: (b) => b.book },
  { header: 'Asset', cell: (b) => b.asset },
  { header: 'Available', numeric: true, cell: (b) => formatAmount(b.available) },
  { header: 'Held', numeric: true, cell: (b) => formatAmount(b.held) },
];

function Overview({ user }: { user: UserDetail }) {
  const { staff } = useSession();
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
      <Card className="p-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 xl:grid-cols-3">
          <Detail label="Username">{user.username}</Detail>
          <Detail label="Email">{user.email}</Detail>
          <Detail label="Phone">
            {user.phone ? `${user.areaCode ?? ''} ${user.phone}`.trim() : '—'}
          </Detail>
          <Detail label="Invite code">{user.inviteCode}</Detail>
          <Detail label="Invited by">{user.invitedBy ? `#${user.invitedBy}` : '—'}</Detail>
          <Detail label="Created">{formatDateTime(user.createdAt)}</Detail>
          <Detail label="Sign-in">
            {[user.hasPassword && 'password', user.googleLinked && 'Google']
              .filter(Boolean)
              .join(', ') || '—'}
          </Detail>
          <Detail label="Password changed">{formatDateTime(user.passwordChangedAt)}</Detail>
          <Detail label="KYC">
            {user.kyc.status}
            {user.kyc.reason ? ` — ${user.kyc.reason}` : ''}
          </Detail>
          <Detail label="Open options orders">{user.openOptionsOrders}</Detail>
          <Detail label="Open positions">{user.openPositions}</Detail>
          <Detail label="Live sessions">{user.liveSessions}</Detail>
        </dl>
      </Card>
      <div className="flex flex-col gap-4">
        <Card>
          <h2 className="px-3 pt-3 text-sm font-semibold">Balances</h2>
          <DataTable
            caption="Balances per book"
            columns={BALANCE_COLUMNS}
            rows={user.balances}
            rowKey={(b) => `${b.book}-${b.asset}`}
            empty="No balances."
          />
        </Card>
        {hasPermission(staff, 'users.manage') && <AccountSwitch user={user} />}
      </div>
    </div>
  );
}

/** Disables or enables the account, with a reason and a confirmation. */
export function AccountSwitch({ user }: { user: Pick<UserDetail, 'id' | 'username' | 'status'> }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const action = user.status === 'active' ? 'disable' : 'enable';
  const change = useMutation({
    mutationFn: (reason: string) => setUserStatus(user.id, action, reason),
    onSuccess: () => {
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-sm font-semibold">Account</h2>
      {change.isError && <Alert tone="danger">{errorMessage(change.error)}</Alert>}
      {change.isSuccess && (
        <Alert tone="success">
          User {change.data.status === 'disabled' ? 'disabled' : 'enabled'}
          {change.data.sessionsRevoked > 0 &&
            `; ${change.data.sessionsRevoked} sessions signed out`}
          .
        </Alert>
      )}
      {open ? (
        <ReasonedAction
          what={
            action === 'disable'
              ? `Disable user #${user.id} (${user.username})? They are signed out everywhere and cannot sign in.`
              : `Enable user #${user.id} (${user.username}) again?`
          }
          reasonLabel={`Reason to ${action} the account`}
          confirmLabel={action === 'disable' ? 'Disable user' : 'Enable user'}
          variant={action === 'disable' ? 'danger' : 'primary'}
          busy={change.isPending}
          onConfirm={(reason) => change.mutate(reason)}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <div>
          <Button
            variant={action === 'disable' ? 'danger' : 'primary'}
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
          >
            {action === 'disable' ? 'Disable' : 'Enable'}
          </Button>
        </div>
      )}
    </Card>
  );
}
