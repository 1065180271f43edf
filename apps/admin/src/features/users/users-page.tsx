import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@swx/ui';
import { PagedTable, type Column } from '../../components/data-table';
import { Badge, Card } from '../../components/feedback';
import { TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { usersQuery, type UserRow, type UserStatus } from './api';

export function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={status === 'active' ? 'success' : 'danger'}>{status}</Badge>;
}

const COLUMNS: readonly Column<UserRow>[] = [
  {
    header: 'ID',
    cell: (u) => (
      <Link to={`/users/${u.id}`} className="tabular font-medium text-accent-text hover:underline">
        #{u.id}
      </Link>
    ),
  },
  { header: 'Username', cell: (u) => u.username },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Status', cell: (u) => <StatusBadge status={u.status} /> },
  { header: 'KYC', cell: (u) => u.kycStatus },
  { header: 'Created', cell: (u) => formatDateTime(u.createdAt) },
];

/** User search: by username or email prefix, id or invite code. */
export function UsersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useQuery(usersQuery(q, page));

  function submit(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <PageHeader title="Users" />
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label="Search users"
          hint="Username or email (start of it), user id or invite code."
          className="w-96"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" className="mb-5">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <Card>
        <PagedTable
          query={users}
          onPage={setPage}
          caption="Users"
          columns={COLUMNS}
          rowKey={(u) => u.id}
          empty={q ? `No user matches “${q}”.` : 'No users yet.'}
        />
      </Card>
    </div>
  );
}
