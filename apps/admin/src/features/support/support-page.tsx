import { SUPPORT_MESSAGE_MAX, SUPPORT_TYPING_REPEAT_MS, type Language } from '@swx/contract';
import { SUPPORT_QUEUE_VIEWS, type SupportQueueView } from '@swx/contract/admin';
import { Button } from '@swx/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, ImagePlus, Lock, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, LoadError, Skeleton } from '../../components/feedback';
import { StatusFilter } from '../../components/status-filter';
import { cx } from '../../lib/cx';
import { errorMessage } from '../../lib/api';
import { formatAge, formatDateTime } from '../../lib/format';
import { formatAmount } from '../../lib/money';
import { hasPermission, useSession } from '../../lib/session';
import { imageProblem, UPLOAD_IMAGE_TYPES } from '../../lib/uploads';
import { NoSelection, QueueFrame, QueueList } from '../queues/queue-frame';
import { useNow } from '../queues/use-now';
import { userQuery } from '../users/api';
import { CannedPicker, CannedRepliesPanel } from './canned-replies';
import {
  act,
  markRead,
  reply,
  replyImage,
  signalTyping,
  supportAgentsQuery,
  supportConversationQuery,
  supportImage,
  supportKeys,
  supportQueueQuery,
  transfer,
  type SupportDeskConversation,
} from './api';

/**
 * The agent console (issue 21): the queue by view (waiting first, oldest on top), a search of
 * customers and messages, and the selected conversation with the customer's context beside it.
 * An agent claims a waiting conversation (or answers it, which claims it), replies, leaves
 * notes only staff see, closes and reopens; the server audits every step.
 */
export function SupportPage() {
  const [view, setView] = useState<SupportQueueView>('waiting');
  const [q, setQ] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  const list = useQuery(supportQueueQuery(view, q));
  const now = useNow();

  return (
    <QueueFrame
      title="Support chat"
      filter={
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
            placeholder="Customer, email or words of a message"
            aria-label="Search conversations"
            className="h-9 w-72 rounded-md border border-line bg-field px-3 text-sm"
            data-testid="support-search"
          />
          <StatusFilter
            statuses={SUPPORT_QUEUE_VIEWS}
            value={view}
            onChange={(next) => {
              setView(next);
              setSelectedId(null);
            }}
          />
          <Button
            variant="secondary"
            aria-pressed={cannedOpen}
            onClick={() => setCannedOpen((open) => !open)}
          >
            Canned replies
          </Button>
        </div>
      }
      list={
        <QueueList
          list={list}
          label={`${view} conversations`}
          testId="support-queue"
          empty={
            <>
              No {view} conversations{q.trim().length >= 2 ? ' match the search' : ''}.
            </>
          }
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            setCannedOpen(false);
          }}
          row={(item) => (
            <>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{item.customer}</span>
                <span className="flex shrink-0 items-center gap-1.5">
                  {item.unread > 0 && <Badge tone="info">{item.unread} new</Badge>}
                  {item.waitingSeconds !== null && (
                    <Badge tone={item.waitingSeconds > 300 ? 'warning' : 'neutral'}>
                      <Clock aria-hidden="true" className="size-3" />
                      {formatAge(item.waitingSeconds * 1000)}
                    </Badge>
                  )}
                  <span className="tabular text-xs text-fg-muted">#{item.id}</span>
                </span>
              </span>
              <span className="truncate text-xs text-fg-muted">
                {item.topic} · {item.language}
                {item.agent ? ` · ${item.mine ? 'you' : item.agent}` : ''} ·{' '}
                {formatAge(now - Date.parse(item.lastMessageAt))} ago
              </span>
              {item.preview && (
                <span className="line-clamp-2 text-xs text-fg-subtle">{item.preview}</span>
              )}
            </>
          )}
        />
      }
      detail={
        cannedOpen ? (
          <CannedRepliesPanel />
        ) : selectedId ? (
          <Conversation key={selectedId} id={selectedId} />
        ) : (
          <NoSelection>Select a conversation to read and answer it.</NoSelection>
        )
      }
    />
  );
}

function Conversation({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const { staff } = useSession();
  const conversation = useQuery(supportConversationQuery(id));
  const [problem, setProblem] = useState<string | null>(null);
  const done = (next: SupportDeskConversation) => {
    queryClient.setQueryData(supportKeys.conversation(id), next);
    void queryClient.invalidateQueries({ queryKey: ['support', 'queue'] });
    setProblem(null);
  };
  const action = useMutation({
    mutationFn: (which: 'claim' | 'close' | 'reopen') => act(id, which),
    onSuccess: done,
    onError: (error) => setProblem(errorMessage(error)),
  });

  // The customer's messages shown here are read: the customer sees "read".
  const data = conversation.data;
  const lastCustomer = data?.messages.findLast((m) => m.author === 'customer')?.id;
  const mine = !!staff && data?.assigneeId === String(staff.id);
  useEffect(() => {
    if (lastCustomer && mine) void markRead(id, lastCustomer).catch(() => undefined);
  }, [id, lastCustomer, mine]);

  if (conversation.isPending) return <Skeleton className="h-64 w-full" />;
  if (conversation.isError) {
    return (
      <LoadError
        message={errorMessage(conversation.error)}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  const c = conversation.data;
  const closed = c.status === 'closed';
  const heldByOther = c.assigneeId !== null && !mine;
  return (
    <article
      className="grid min-h-0 gap-5 xl:grid-cols-[minmax(0,1fr)_280px]"
      aria-label={`Conversation #${c.id}`}
      data-testid="support-conversation"
    >
      <div className="flex min-h-0 flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-col">
            <h2 className="text-lg font-semibold">
              {c.customer.username ?? c.customer.email}{' '}
              <span className="tabular text-sm font-normal text-fg-muted">#{c.id}</span>
            </h2>
            <span className="text-xs text-fg-muted">
              {c.topic} · {c.language} · opened {formatDateTime(c.createdAt)}
              {c.agent ? ` · with ${mine ? 'you' : c.agent}` : ''}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <Badge tone={closed ? 'neutral' : c.status === 'waiting' ? 'warning' : 'success'}>
              {c.status}
            </Badge>
            {!closed && c.assigneeId === null && (
              <Button onClick={() => action.mutate('claim')} loading={action.isPending}>
                Claim
              </Button>
            )}
            {!closed && (
              <Button
                variant="secondary"
                onClick={() => action.mutate('close')}
                loading={action.isPending}
              >
                Close
              </Button>
            )}
            {closed && (
              <Button
                variant="secondary"
                onClick={() => action.mutate('reopen')}
                loading={action.isPending}
              >
                Reopen
              </Button>
            )}
          </div>
        </header>
        {problem && <Alert tone="danger">{problem}</Alert>}
        {!closed && !heldByOther && <Transfer id={id} onDone={done} onError={setProblem} />}
        <Messages conversation={c} />
        <p
          className="min-h-5 text-xs text-fg-muted"
          aria-live="polite"
          data-testid="support-customer-typing"
        >
          {!closed && c.customerTypingMs > 0 && 'The customer is typing…'}
        </p>
        {closed ? (
          <p className="text-sm text-fg-muted">Closed {formatDateTime(c.closedAt)}.</p>
        ) : (
          <ReplyForm
            id={id}
            language={c.language}
            heldByOther={heldByOther}
            agent={c.agent}
            onSent={done}
          />
        )}
      </div>
      <CustomerContext conversation={c} />
    </article>
  );
}

/** Hands the conversation to another agent (the server refuses one who cannot take it). */
function Transfer({
  id,
  onDone,
  onError,
}: {
  id: string;
  onDone: (next: SupportDeskConversation) => void;
  onError: (message: string) => void;
}) {
  const { staff } = useSession();
  const agents = useQuery(supportAgentsQuery());
  const [to, setTo] = useState('');
  const move = useMutation({
    mutationFn: (staffId: number) => transfer(id, staffId),
    onSuccess: (next) => {
      setTo('');
      onDone(next);
    },
    onError: (error) => onError(errorMessage(error)),
  });
  const others = (agents.data ?? []).filter((a) => a.id !== staff?.id);
  if (others.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (to) move.mutate(Number(to));
      }}
    >
      <label className="flex items-center gap-2">
        Hand to
        <select
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="h-9 rounded-md border border-line bg-field px-2"
          data-testid="support-transfer-to"
        >
          <option value="">an agent…</option>
          {others.map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
              {a.online ? ' (online)' : ''}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={!to} loading={move.isPending}>
        Transfer
      </Button>
    </form>
  );
}

function Messages({ conversation }: { conversation: SupportDeskConversation }) {
  const log = useRef<HTMLOListElement>(null);
  const last = conversation.messages.at(-1)?.id;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);
  return (
    <ol
      ref={log}
      className="flex max-h-[55vh] min-h-40 flex-col gap-2.5 overflow-y-auto rounded-md border border-line bg-field p-3"
      aria-label="Messages"
      data-testid="support-messages"
    >
      {conversation.messages.map((m) =>
        m.author === 'system' ? (
          <li key={m.id} className="text-center text-xs text-fg-muted">
            {m.agent ?? 'An agent'} {m.event === 'claimed' ? 'claimed' : m.event} the conversation ·{' '}
            {formatDateTime(m.createdAt)}
          </li>
        ) : (
          <li
            key={m.id}
            data-author={m.author}
            data-internal={m.internal || undefined}
            className={cx(
              'flex max-w-[80%] flex-col gap-1 rounded-lg px-3 py-2 text-sm',
              m.author === 'customer'
                ? 'self-start bg-raised'
                : m.internal
                  ? 'self-end border border-dashed border-warning bg-warning/10'
                  : 'self-end bg-accent-soft',
            )}
          >
            <span className="flex items-center gap-1.5 text-xs text-fg-muted">
              {m.internal && <Lock aria-hidden="true" className="size-3" />}
              {m.author === 'customer' ? 'Customer' : (m.agent ?? 'Agent')}
              {m.internal ? ' · note, not sent' : ''} · {formatDateTime(m.createdAt)}
            </span>
            {m.image && (
              <MessageImage
                imageKey={m.image}
                alt={
                  m.author === 'customer'
                    ? 'Attached by the customer'
                    : `Sent by ${m.agent ?? 'an agent'}`
                }
              />
            )}
            {m.body && (
              <span className="break-words whitespace-pre-wrap" dir="auto">
                {m.body}
              </span>
            )}
          </li>
        ),
      )}
    </ol>
  );
}

function MessageImage({ imageKey, alt }: { imageKey: string; alt: string }) {
  const image = useQuery({
    queryKey: ['support', 'image', imageKey],
    queryFn: ({ signal }) => supportImage(imageKey, signal),
    staleTime: Infinity,
  });
  if (image.isError)
    return <span className="text-xs text-danger">{errorMessage(image.error)}</span>;
  return image.data ? (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img
        src={image.data}
        alt={alt}
        className="max-h-56 rounded-md border border-line"
        data-testid="support-desk-image"
      />
    </a>
  ) : (
    <Skeleton className="h-32 w-48" />
  );
}

function ReplyForm({
  id,
  language,
  heldByOther,
  agent,
  onSent,
}: {
  id: string;
  language: Language;
  heldByOther: boolean;
  agent: string | null;
  onSent: (next: SupportDeskConversation) => void;
}) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useMutation({
    // A note is text only; a reply carries the chosen image, if any.
    mutationFn: (internal: boolean) =>
      file && !internal ? replyImage(id, file, body.trim()) : reply(id, body.trim(), internal),
    onSuccess: (next, internal) => {
      setBody('');
      if (!internal) setFile(null);
      setProblem(null);
      onSent(next);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  // The customer sees "typing" while the agent writes a reply (never while writing a note for a
  // colleague's conversation), told at most once per repeat.
  const typingSent = useRef(0);
  const typing = (text: string) => {
    if (heldByOther || text.trim() === '') return;
    const now = Date.now();
    if (now - typingSent.current < SUPPORT_TYPING_REPEAT_MS) return;
    typingSent.current = now;
    void signalTyping(id).catch(() => undefined);
  };
  const trimmed = body.trim();
  const tooLong = trimmed.length > SUPPORT_MESSAGE_MAX;
  const fileProblem = file ? imageProblem(file, 'image') : undefined;
  const canReply = (trimmed !== '' || file !== null) && !tooLong && !fileProblem;
  const canNote = trimmed !== '' && !tooLong;
  const submit = (event: FormEvent, internal = false) => {
    event.preventDefault();
    if (!(internal ? canNote : canReply)) return;
    send.mutate(internal);
  };
  return (
    <form onSubmit={(e) => submit(e)} className="flex flex-col gap-2" data-testid="support-reply">
      {heldByOther && (
        <Alert tone="info">
          {agent} is answering this conversation: you can leave a note for them.
        </Alert>
      )}
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {heldByOther ? 'Note' : 'Reply'}
        <textarea
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            typing(e.target.value);
          }}
          rows={4}
          dir="auto"
          className="resize-y rounded-md border border-line bg-field px-3 py-2 text-sm font-normal"
          data-testid="support-reply-body"
        />
      </label>
      {tooLong && (
        <p className="text-xs text-danger">
          {trimmed.length - SUPPORT_MESSAGE_MAX} characters over the limit of {SUPPORT_MESSAGE_MAX}.
        </p>
      )}
      {file && (
        <div className="flex items-center gap-2 text-sm" data-testid="support-reply-attachment">
          <ImagePlus aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
          <span className="min-w-0 truncate">{file.name}</span>
          <button
            type="button"
            onClick={() => setFile(null)}
            aria-label="Remove the image"
            className="flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-hover"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
          {fileProblem && <span className="text-xs text-danger">{fileProblem}</span>}
        </div>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="flex flex-wrap gap-2">
        {!heldByOther && (
          <CannedPicker
            language={language}
            onPick={(text) => setBody((before) => (before.trim() ? `${before}\n${text}` : text))}
          />
        )}
        {!heldByOther && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
              data-testid="support-reply-file"
            />
            <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" className="size-4" />
              Attach image
            </Button>
            <Button type="submit" loading={send.isPending && !send.variables} disabled={!canReply}>
              Send reply
            </Button>
          </>
        )}
        <Button
          type="button"
          variant="secondary"
          loading={send.isPending && send.variables}
          disabled={!canNote}
          onClick={(e) => submit(e, true)}
        >
          Add note
        </Button>
      </div>
    </form>
  );
}

/** Who the customer is, read only, linking to their page: what an agent needs to answer. */
function CustomerContext({ conversation }: { conversation: SupportDeskConversation }) {
  const { staff } = useSession();
  const userId = conversation.customer.userId;
  const canRead = hasPermission(staff, 'users.read');
  const user = useQuery({ ...userQuery(userId ?? ''), enabled: userId !== null && canRead });
  return (
    <aside
      className="flex flex-col gap-3 rounded-md border border-line p-4 text-sm"
      aria-label="Customer"
      data-testid="support-customer"
    >
      <h3 className="font-semibold">Customer</h3>
      {userId === null ? (
        <p className="text-fg-muted">
          A visitor without an account: {conversation.customer.email}. Nothing else is known.
        </p>
      ) : !canRead ? (
        <p className="text-fg-muted">User #{userId}</p>
      ) : user.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : user.isError ? (
        <Alert tone="danger">{errorMessage(user.error)}</Alert>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            <dt className="text-fg-muted">User</dt>
            <dd>
              <Link
                to={`/users/${userId}`}
                className="font-medium text-accent-text hover:underline"
              >
                #{userId} {user.data.username}
              </Link>
            </dd>
            <dt className="text-fg-muted">Email</dt>
            <dd className="break-all">{user.data.email}</dd>
            <dt className="text-fg-muted">Status</dt>
            <dd>{user.data.status}</dd>
            <dt className="text-fg-muted">Identity</dt>
            <dd data-testid="support-customer-kyc">{user.data.kyc.status}</dd>
            <dt className="text-fg-muted">Open orders</dt>
            <dd className="tabular">
              {user.data.openOptionsOrders} options, {user.data.openPositions} positions
            </dd>
          </dl>
          <div>
            <h4 className="mb-1 text-xs font-medium text-fg-muted">Balances</h4>
            <ul className="flex flex-col gap-0.5">
              {user.data.balances
                .filter((b) => b.book === 'real' || b.asset === 'USDT')
                .map((b) => (
                  <li key={`${b.book}-${b.asset}`} className="flex justify-between gap-2 tabular">
                    <span className="text-fg-muted">
                      {b.book} {b.asset}
                    </span>
                    <span>{formatAmount(b.available)}</span>
                  </li>
                ))}
            </ul>
          </div>
          <p className="text-xs text-fg-muted">
            Deposits, withdrawals and orders are on the{' '}
            <Link to={`/users/${userId}`} className="text-accent-text hover:underline">
              user&apos;s page
            </Link>
            .
          </p>
        </>
      )}
    </aside>
  );
}
