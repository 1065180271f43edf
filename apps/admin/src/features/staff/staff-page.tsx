import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock, type Column } from '../../components/data-table';
import { ReasonedAction } from '../../components/decision';
import { Alert, Badge, Card } from '../../components/feedback';
import { CreatingPage } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSession, type StaffRole } from '../../lib/session';
import { staffKeys, staffQuery, updateStaff, type StaffAccount, type StaffChange } from './api';
import { NewStaffForm, ROLE_OPTIONS } from './new-staff-form';

export function StaffPage() {
  const { staff: me } = useSession();
  const list = useQuery(staffQuery());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = list.data?.items.find((s) => s.id === selectedId) ?? null;

  const columns: Column<StaffAccount>[] = [
    { header: 'Username', cell: (s) => <span className="font-medium">{s.username}</span> },
    { header: 'Email', cell: (s) => s.email },
    { header: 'Role', cell: (s) => s.role },
    {
      header: 'Status',
      cell: (s) => <Badge tone={s.status === 'active' ? 'success' : 'danger'}>{s.status}</Badge>,
    },
    { header: 'Enrolled', cell: (s) => (s.enrolled ? 'Yes' : 'Not yet') },
    { header: 'Last sign-in', cell: (s) => formatDateTime(s.lastSignInAt) },
    {
      header: 'Manage',
      cell: (s) =>
        s.id === me?.id ? (
          <span className="text-xs text-fg-muted">You</span>
        ) : (
          <Button variant="secondary" onClick={() => setSelectedId(s.id)}>
            Manage {s.username}
          </Button>
        ),
    },
  ];

  return (
    <CreatingPage
      title="Staff"
      icon={UserPlus}
      createLabel="Add staff"
      detail={
        selected && (
          <ManageStaff key={selected.id} account={selected} onClose={() => setSelectedId(null)} />
        )
      }
      form={(close) => <NewStaffForm onClose={close} />}
    >
      <QueryBlock query={list}>
        {(data) => (
          <DataTable
            caption="Staff accounts"
            columns={columns}
            rows={data.items}
            rowKey={(s) => String(s.id)}
            empty="No staff accounts."
          />
        )}
      </QueryBlock>
    </CreatingPage>
  );
}

type Mode = 'idle' | 'role' | 'status' | 'totp';

/** Changes one member's role or status, or clears their authenticator; each with a reason. */
function ManageStaff({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [role, setRole] = useState<StaffRole>(account.role);
  const update = useMutation({
    mutationFn: ({ change, reason }: { change: StaffChange; reason: string }) =>
      updateStaff(account.id, change, reason),
    onSuccess: () => {
      setMode('idle');
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  const disabling = account.status === 'active';
  const actions: Record<
    Exclude<Mode, 'idle'>,
    { what: string; label: string; change: StaffChange }
  > = {
    role: {
      what: `Change ${account.username}’s role from ${account.role} to ${role}? Their sessions end.`,
      label: 'Change role',
      change: { role },
    },
    status: {
      what: disabling
        ? `Disable ${account.username}? Their sessions end and they cannot sign in.`
        : `Enable ${account.username} again?`,
      label: disabling ? 'Disable' : 'Enable',
      change: { status: disabling ? 'disabled' : 'active' },
    },
    totp: {
      what: `Reset ${account.username}’s authenticator? Their sessions end and they enrol a new one at the next sign-in.`,
      label: 'Reset authenticator',
      change: { resetTotp: true },
    },
  };
  const current = mode === 'idle' ? null : actions[mode];

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold">Manage {account.username}</h2>
      {update.isError && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
      {update.isSuccess && (
        <Alert tone="success">
          Saved: {update.data.username} is {update.data.status}, {update.data.role}.
        </Alert>
      )}
      {current ? (
        <ReasonedAction
          what={current.what}
          confirmLabel={current.label}
          variant={mode === 'role' ? 'primary' : 'danger'}
          busy={update.isPending}
          onConfirm={(reason) => update.mutate({ change: current.change, reason })}
          onCancel={() => setMode('idle')}
        />
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Role"
            className="w-44"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          />
          <Button
            variant="secondary"
            disabled={role === account.role}
            onClick={() => setMode('role')}
          >
            Change role
          </Button>
          <Button variant="danger" onClick={() => setMode('status')}>
            {disabling ? 'Disable' : 'Enable'}
          </Button>
          <Button variant="danger" onClick={() => setMode('totp')}>
            Reset authenticator
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </Card>
  );
}
