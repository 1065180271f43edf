/** The parts the deposit and withdrawal queues share; imported as `Movement`. */
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { ageMs, formatAge } from '../../lib/format';
import { formatAmount } from '../../lib/money';
import { UserLink } from '../users/user-link';
import { Detail } from './decision';
import { QueuePage, type Outcome } from './queue-frame';

/** What the deposit and withdrawal queues show of a money movement. */
type Movement = {
  id: number | string;
  amount: string;
  asset: string;
  network: string;
  createdAt: string;
  firstApprovedBy?: number | string | null;
  userId?: string | null;
  reason?: string | null;
};

/** A deposit or withdrawal in its queue's list: amount, number, network, approvals, age. */
type RowProps = { item: Movement; now: number; twoApprovers: boolean };
export function Row({ item, now, twoApprovers }: RowProps) {
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="tabular font-medium">
          {formatAmount(item.amount)} {item.asset}
        </span>
        <span className="tabular text-xs text-fg-muted">#{item.id}</span>
      </span>
      <span className="flex items-center justify-between gap-2 text-xs text-fg-muted">
        <span className="flex items-center gap-2">
          {item.network}
          {twoApprovers && (
            <Badge tone={item.firstApprovedBy ? 'warning' : 'info'}>
              {item.firstApprovedBy ? '1 of 2 approvals' : 'Two approvers'}
            </Badge>
          )}
        </span>
        <span className="tabular">{formatAge(ageMs(item.createdAt, now))} ago</span>
      </span>
    </>
  );
}

/** The decision on a queue item: reports the outcome and refreshes the queue either way. */
export function useDecision<Input, Result>({
  queryKey,
  decide,
  success,
  onDone,
}: {
  queryKey: QueryKey;
  decide: (input: Input) => Promise<Result>;
  success: (result: Result, input: Input) => string;
  onDone: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (result, input) => onDone({ tone: 'success', text: success(result, input) }),
    onError: (error) => onDone({ tone: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The detail of a deposit or withdrawal: its title and status above `children`. */
export function Article({
  noun,
  item,
  tone,
  children,
}: {
  noun: 'Deposit' | 'Withdrawal';
  item: { id: number | string; status: string };
  tone: ComponentProps<typeof Badge>['tone'];
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-5" aria-label={`${noun} ${item.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {noun} #{item.id}
        </h2>
        <Badge tone={tone}>{item.status}</Badge>
      </header>
      {children}
    </article>
  );
}

/** The customer and the reason staff gave, when there are any. */
export function UserAndReason({ item }: { item: Movement }) {
  return (
    <>
      {item.userId && (
        <Detail label="User">
          <UserLink id={item.userId} />
        </Detail>
      )}
      {item.reason && <Detail label="Reason given">{item.reason}</Detail>}
    </>
  );
}

/** The two choices on a queue item: go on, or the danger one. */
export function Choices({
  go,
  stop,
}: {
  go: [label: string, onClick: () => void];
  stop: [label: string, onClick: () => void];
}) {
  return (
    <div className="flex gap-2">
      <Button onClick={go[1]}>{go[0]}</Button>
      <Button variant="danger" onClick={stop[1]}>
        {stop[0]}
      </Button>
    </div>
  );
}

/** A deposit or withdrawal queue page; `arrivals` says, on an empty list, where items come from. */
export function Page<
  S extends string,
  P extends { items: (Movement & { id: string })[] },
  Key extends QueryKey,
>({
  noun,
  statuses,
  query,
  arrivals,
  twoApprovers,
  detail,
}: {
  noun: 'Deposit' | 'Withdrawal';
  statuses: readonly [S, ...S[]];
  query: (status: S) => UseQueryOptions<P, Error, P, Key>;
  arrivals: ReactNode;
  twoApprovers: (item: P['items'][number]) => boolean;
  detail: (item: P['items'][number], onDone: (outcome: Outcome) => void) => ReactNode;
}) {
  const plural = `${noun.toLowerCase()}s`;
  return (
    <QueuePage
      title={`${noun}s`}
      statuses={statuses}
      query={query}
      listLabel={(status) => `${status} ${plural}`}
      empty={(status) => (
        <>
          No {status} {plural}. {arrivals}
        </>
      )}
      row={(item, _status, now) => <Row item={item} now={now} twoApprovers={twoApprovers(item)} />}
      detail={detail}
      noSelection={`Select a ${noun.toLowerCase()} to review it.`}
    />
  );
}
