import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Link2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@swx/ui';
import { PagedTable, type Column } from '../../components/data-table';
import { Alert, Card } from '../../components/feedback';
import { TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { auditQuery, exportAudit, verifyChain, type AuditFilters, type AuditItem } from './api';

const COLUMNS: readonly Column<AuditItem>[] = [
  {
    header: 'Time',
    cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.at)}</span>,
  },
  {
    header: 'Staff',
    cell: (r) => (r.staffId ? `#${r.staffId} ${r.staffUsername ?? ''}`.trim() : 'system'),
  },
  { header: 'Action', cell: (r) => <span className="font-mono text-xs">{r.action}</span> },
  {
    header: 'Target',
    cell: (r) => (r.targetType ? `${r.targetType} #${r.targetId ?? ''}` : '—'),
  },
  { header: 'Reason', cell: (r) => r.reason ?? '—' },
  { header: 'IP', cell: (r) => <span className="font-mono text-xs">{r.ip ?? '—'}</span> },
];

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-xs font-medium text-fg-muted">{label}</h3>
      <pre className="overflow-x-auto rounded-md border border-line bg-surface p-2 font-mono text-xs">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function Changes({ row }: { row: AuditItem }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Json label="Before" value={row.before} />
      <Json label="After" value={row.after} />
      <p className="col-span-2 font-mono text-xs break-all text-fg-subtle">Hash {row.hash}</p>
    </div>
  );
}

const FIELDS = [
  ['staffId', 'Staff ID'],
  ['action', 'Action'],
  ['targetType', 'Target type'],
  ['targetId', 'Target ID'],
] as const;
type Draft = Record<(typeof FIELDS)[number][0] | 'from' | 'to', string>;
const EMPTY: Draft = { staffId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The form's values as the API's filters: trimmed, empty left out, local times made ISO. */
function toFilters(draft: Draft): AuditFilters {
  const iso = (local: string) => {
    if (!local) return undefined;
    const at = new Date(local);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
  };
  const text = (value: string) => value.trim() || undefined;
  return {
    staffId: text(draft.staffId),
    action: text(draft.action),
    targetType: text(draft.targetType),
    targetId: text(draft.targetId),
    from: iso(draft.from),
    to: iso(draft.to),
  };
}

/** The audit log: search, export and the hash chain check. */
export function AuditPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [staffIdError, setStaffIdError] = useState<string | null>(null);
  const list = useQuery(auditQuery(filters, page));
  const download = useMutation({ mutationFn: exportAudit });

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = draft.staffId.trim() !== '' && !/^[1-9]\d{0,17}$/.test(draft.staffId.trim());
    setStaffIdError(bad ? 'A staff ID is a number.' : null);
    if (bad) return;
    setFilters(toFilters(draft));
    setPage(1);
  }

  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <PageHeader title="Audit log">
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() => download.mutate(filters)}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </PageHeader>
      {download.isError && <Alert tone="danger">{errorMessage(download.error)}</Alert>}
      <Card className="p-4">
        <form
          role="search"
          aria-label="Search the audit log"
          onSubmit={submit}
          className="grid grid-cols-7 items-start gap-3"
          noValidate
        >
          {FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={draft[field]}
              maxLength={64}
              inputMode={field === 'staffId' ? 'numeric' : undefined}
              error={field === 'staffId' ? staffIdError : null}
              onChange={(e) => setDraft((prev) => ({ ...prev, [field]: e.target.value }))}
            />
          ))}
          <TextField
            label="From"
            type="datetime-local"
            value={draft.from}
            onChange={(e) => setDraft((prev) => ({ ...prev, from: e.target.value }))}
          />
          <TextField
            label="To"
            type="datetime-local"
            value={draft.to}
            onChange={(e) => setDraft((prev) => ({ ...prev, to: e.target.value }))}
          />
          <div className="flex gap-2 pt-6.5">
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setFilters({});
                setPage(1);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <PagedTable
          query={list}
          onPage={setPage}
          caption="Audit records"
          columns={COLUMNS}
          rowKey={(r) => r.id}
          empty="No audit records match."
          expand={(row) => <Changes row={row} />}
        />
      </Card>
      <ChainCheckCard />
    </div>
  );
}

/** The audit log's hash chain, walked on demand. */
function ChainCheckCard() {
  const check = useMutation({ mutationFn: verifyChain });
  return (
    <Card className="flex max-w-prose flex-col gap-4 p-5">
      <p className="text-sm text-fg-muted">
        Every staff decision is written to the audit log, each record sealed with the hash of the
        one before. Verifying walks the whole chain and reports the first record that does not
        match.
      </p>
      <div>
        <Button loading={check.isPending} onClick={() => check.mutate()}>
          <Link2 aria-hidden="true" className="size-4" />
          Verify chain
        </Button>
      </div>
      {check.isError && <Alert tone="danger">{errorMessage(check.error)}</Alert>}
      {check.data &&
        (check.data.brokenAt === undefined ? (
          <Alert tone="success">
            Chain intact: <span className="tabular">{check.data.rows}</span> rows checked.
          </Alert>
        ) : (
          <Alert tone="danger">
            Chain broken at record <span className="tabular">#{check.data.brokenAt}</span> after{' '}
            <span className="tabular">{check.data.rows}</span> intact rows.
          </Alert>
        ))}
    </Card>
  );
}
