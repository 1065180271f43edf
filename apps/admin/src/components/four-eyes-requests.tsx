import { FUNDING_STATUSES } from '@swx/contract/admin';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PagedTable, type Column } from './data-table';
import { Card } from './feedback';
import { FourEyesDecision, decisionColumn, type DecidedRequest } from './four-eyes-decision';
import { StatusFilter } from './status-filter';

type Status = (typeof FUNDING_STATUSES)[number];
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A four-eyes request as its list shows it. */
interface RequestRow {
  id: string;
  requestedByName: string;
  reason: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  journalId: string | null;
}

/**
 * A list of four-eyes requests (reserve fundings, early ends, charity payouts) by status, and the
 * second person's decision on a pending one: the status filter beside `header`, `children`
 * (a form asking for a new one) under it, the decision, then the paged table with a Decision
 * column after `columns`.
 */
export function FourEyesRequests<T extends RequestRow, K extends QueryKey>({
  noun,
  plural,
  header,
  actions,
  children,
  query,
  columns,
  sentence,
  approvalNote,
  invalidates,
  decide,
}: {
  /** "Payout": the request's name in the decision. */
  noun: string;
  /** "payouts": in the table's caption and when there are none. */
  plural: string;
  header: ReactNode;
  /** Beside the status filter (a "New …" button). */
  actions?: ReactNode;
  children?: ReactNode;
  query: (status: Status, page: number) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  columns: readonly Column<T>[];
  /** What approving `row` does, in a sentence. */
  sentence: (row: T) => string;
  approvalNote: string;
  invalidates: QueryKey;
  decide: (
    id: string,
    body: { approve: true } | { approve: false; reason: string },
  ) => Promise<DecidedRequest>;
}) {
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<T | null>(null);
  const list = useQuery(query(status, page));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {header}
        <div className="flex flex-wrap items-center gap-2">
          <StatusFilter
            statuses={FUNDING_STATUSES}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
              setSelected(null);
            }}
          />
          {actions}
        </div>
      </div>
      {children}
      {selected && (
        <FourEyesDecision
          key={selected.id}
          noun={noun}
          id={selected.id}
          sentence={sentence(selected)}
          requestedBy={selected.requestedByName}
          reason={selected.reason}
          approvalNote={approvalNote}
          invalidates={invalidates}
          decide={(body) => decide(selected.id, body)}
          onClose={() => setSelected(null)}
        />
      )}
      <Card>
        <PagedTable
          query={list}
          onPage={setPage}
          caption={`${status} ${plural}`}
          columns={[...columns, decisionColumn<T>(status === 'pending', setSelected)]}
          rowKey={(row) => row.id}
          empty={`No ${status} ${plural}.`}
        />
      </Card>
    </>
  );
}
