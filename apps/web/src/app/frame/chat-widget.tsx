import { SUPPORT_MESSAGE_MAX, type SupportEvent } from '@swx/contract';
import { Button, textLinkClasses } from '@swx/ui';
import { useQuery } from '@tanstack/react-query';
import {
  AlertCircle,
  BookOpen,
  Check,
  CheckCheck,
  CircleHelp,
  Clock,
  ImagePlus,
  Mail,
  Megaphone,
  RotateCw,
  SendHorizontal,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { EMAIL_INPUT, TextField } from '../../components/ui/text-field';
import { useFormat } from '../../i18n/format';
import { cx } from '../../lib/cx';
import { dataUrlOf } from '../../lib/data-url';
import { errorMessage, translate, type Message } from '../../lib/messages';
import { MAX_PROOF_BYTES, PROOF_ACCEPT, proofProblem } from '../../lib/validation';
import { useSupportEmail } from '../../features/content/api/site-links';
import { listFaq } from '../../features/help/api/list-faq';
import {
  imageBlob,
  startVisitor,
  useChatOwner,
  useSupportStatus,
  type ChatOwner,
} from '../../features/support/api/support';
import { TranscriptRequest } from '../../features/support/components/transcript-request';
import { useChat, type ChatLine } from '../../features/support/use-chat';

/**
 * The support chat (issue 21): a side panel on the desktop layout and the whole screen on a
 * phone, in the reader's language and direction. A visitor gives an email first; then the
 * conversation, kept current over the live channel, with each message's delivery, the agents'
 * names and times, images, and the FAQ answers that match a question nobody has answered yet.
 */
export function ChatWidget({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const owner = useChatOwner();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('support.chat.title')}
      description={<AgentStatus enabled={open} />}
      panel
      testId="support-dialog"
    >
      {owner.kind === 'none' ? (
        <VisitorEmail onClose={onClose} />
      ) : (
        <Conversation owner={owner} open={open} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** Whether a person can answer now, and how fast one usually does: said as it is. */
function AgentStatus({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const status = useSupportStatus(enabled);
  if (!status.data) return <span>{t('support.chat.checking')}</span>;
  const { agentsOnline, replyMinutes } = status.data;
  return (
    <span className="flex items-start gap-1.5" data-testid="support-status">
      <span
        aria-hidden="true"
        className={cx(
          'mt-1.5 size-2 shrink-0 rounded-full',
          agentsOnline ? 'bg-success' : 'bg-fg-muted',
        )}
      />
      {agentsOnline
        ? replyMinutes === null
          ? t('support.chat.online')
          : t('support.chat.onlineReply', { minutes: Math.max(1, replyMinutes) })
        : t('support.chat.offline')}
    </span>
  );
}

function VisitorEmail({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await startVisitor(email.trim());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 overflow-y-auto px-5 py-4"
      data-testid="support-email-form"
      noValidate
    >
      <p className="text-sm text-fg-muted">
        {t('support.chat.emailIntro')}{' '}
        <Link
          to="/login"
          onClick={onClose}
          className="font-medium text-accent-text hover:underline"
        >
          {t('support.chat.signIn')}
        </Link>
      </p>
      <TextField
        label={t('support.chat.email')}
        {...EMAIL_INPUT}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem ? translate(t, problem) : undefined}
        data-testid="support-email"
      />
      <Button type="submit" loading={busy} disabled={email.trim() === ''} block>
        {t('support.chat.start')}
      </Button>
      <HelpLinks onClose={onClose} />
    </form>
  );
}

function Conversation({
  owner,
  open,
  onClose,
}: {
  owner: ChatOwner;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { query, conversation, lines, send, retry, typing, agentTyping } = useChat(owner, open);
  const log = useRef<HTMLDivElement>(null);
  const lastKey = lines.at(-1)?.key;
  // The newest message in view when one arrives (and when the chat opens).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey, open, query.isSuccess]);

  const answered = lines.some((l) => l.author === 'agent');
  const lastQuestion = lines.findLast((l) => l.author === 'customer' && l.body !== '')?.body;
  const closed = conversation?.status === 'closed';
  return (
    <>
      <div
        ref={log}
        role="log"
        aria-label={t('support.chat.title')}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
        data-testid="support-log"
      >
        {query.isPending ? (
          <Spinner className="m-auto" label={t('support.chat.loading')} />
        ) : query.isError ? (
          <Alert tone="error">{t('support.chat.loadError')}</Alert>
        ) : (
          <>
            <div className="flex flex-col gap-2 rounded-lg bg-hover/60 px-3 py-2.5">
              <p className="text-sm text-fg-muted">{t('support.chat.welcome')}</p>
              <HelpLinks onClose={onClose} />
            </div>
            {lines.map((line) => (
              <Line key={line.key} line={line} owner={owner} onRetry={retry} />
            ))}
            {!answered && !closed && lastQuestion && <Suggestions question={lastQuestion} />}
            {closed && (
              <p className="text-center text-sm text-fg-muted" data-testid="support-closed">
                {t('support.chat.closedNote')}
              </p>
            )}
            {conversation && conversation.messages.length > 0 && (
              <TranscriptRequest
                key={conversation.id}
                owner={owner}
                conversationId={conversation.id}
              />
            )}
          </>
        )}
      </div>
      <p
        aria-live="polite"
        className="min-h-5 px-4 text-xs text-fg-muted"
        data-testid="support-typing"
        data-typing={agentTyping}
      >
        {agentTyping &&
          t('support.chat.typing', {
            agent: conversation?.agent ?? t('support.chat.agentFallback'),
          })}
      </p>
      <Composer onSend={send} onTyping={typing} disabled={query.isPending} />
    </>
  );
}

/** The help centre's pages, and the operator's support address when one is published. */
function HelpLinks({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const email = useSupportEmail();
  const pill =
    'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-xs font-medium text-fg hover:bg-hover desk:min-h-8';
  return (
    <nav aria-label={t('support.chat.helpLinks')}>
      <ul className="flex flex-wrap gap-1.5">
        {HELP_PAGES.map(({ Icon, text, to }) => (
          <li key={to}>
            <Link to={to} onClick={onClose} className={pill}>
              <Icon aria-hidden="true" className="size-3.5 text-fg-muted" />
              {t(`support.${text}`)}
            </Link>
          </li>
        ))}
        {email && (
          <li>
            <a href={`mailto:${email}`} className={pill}>
              <Mail aria-hidden="true" className="size-3.5 text-fg-muted" />
              {t('support.email')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

const HELP_PAGES = [
  { Icon: CircleHelp, text: 'faq', to: '/help/faq' },
  { Icon: Megaphone, text: 'notices', to: '/help/notice' },
  { Icon: BookOpen, text: 'helpCentre', to: '/help' },
] as const;

const EVENT_KEYS: Record<SupportEvent, string> = {
  claimed: 'support.chat.events.claimed',
  transferred: 'support.chat.events.transferred',
  closed: 'support.chat.events.closed',
  reopened: 'support.chat.events.reopened',
};

function Line({
  line,
  owner,
  onRetry,
}: {
  line: ChatLine;
  owner: ChatOwner;
  onRetry(clientId: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (line.author === 'system') {
    const agent = line.agent ?? t('support.chat.agentFallback');
    return (
      <p className="text-center text-xs text-fg-muted" data-testid="support-event">
        {line.event
          ? (t as (key: string, o: object) => string)(EVENT_KEYS[line.event], { agent })
          : ''}
        {line.createdAt && <span className="ms-1.5">{format.time(line.createdAt)}</span>}
      </p>
    );
  }
  const mine = line.author === 'customer';
  return (
    <div
      className={cx('flex max-w-[85%] flex-col gap-1', mine ? 'items-end self-end' : 'items-start')}
      data-testid="support-message"
      data-author={line.author}
      data-delivery={line.delivery ?? undefined}
    >
      {!mine && (
        <span className="px-1 text-xs font-medium text-fg-muted">
          {line.agent ?? t('support.chat.agentFallback')}
        </span>
      )}
      <div
        className={cx(
          'flex flex-col gap-2 rounded-2xl px-3.5 py-2.5 text-sm break-words whitespace-pre-wrap',
          mine ? 'rounded-ee-sm bg-accent-soft text-fg' : 'rounded-es-sm bg-raised text-fg',
          line.delivery === 'failed' && 'ring-1 ring-danger',
        )}
      >
        {(line.image || line.localImage) && (
          <ChatImage owner={owner} imageKey={line.image} local={line.localImage} />
        )}
        {line.body && <span dir="auto">{line.body}</span>}
      </div>
      <span className="flex items-center gap-1 px-1 text-xs text-fg-muted">
        {line.createdAt && <time dateTime={line.createdAt}>{format.time(line.createdAt)}</time>}
        {line.delivery && <DeliveryMark line={line} onRetry={onRetry} />}
      </span>
    </div>
  );
}

function DeliveryMark({ line, onRetry }: { line: ChatLine; onRetry(clientId: string): void }) {
  const { t } = useTranslation();
  switch (line.delivery) {
    case 'sending':
      return (
        <span className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('support.chat.sending')}
        </span>
      );
    case 'failed':
      return (
        <span className="flex flex-wrap items-center gap-1 text-danger">
          <AlertCircle aria-hidden="true" className="size-3.5" />
          {line.failure ? translate(t, line.failure) : t('support.chat.failed')}
          <button
            type="button"
            onClick={() => onRetry(line.key)}
            className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-text hover:underline desk:min-h-0"
          >
            <RotateCw aria-hidden="true" className="size-3.5" />
            {t('support.chat.retry')}
          </button>
        </span>
      );
    case 'read':
      return (
        <span className="flex items-center gap-1 text-accent-text">
          <CheckCheck aria-hidden="true" className="size-3.5" />
          {t('support.chat.read')}
        </span>
      );
    default:
      return (
        <span className="flex items-center gap-1">
          <Check aria-hidden="true" className="size-3.5" />
          {t('support.chat.sent')}
        </span>
      );
  }
}

/** An attached image: fetched with the owner's credentials (it is never at a public address). */
function ChatImage({
  owner,
  imageKey,
  local,
}: {
  owner: ChatOwner;
  imageKey: string | null;
  local: string | null;
}) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['support', 'image', imageKey],
    queryFn: async ({ signal }) => dataUrlOf(await imageBlob(owner, imageKey ?? '', signal)),
    enabled: imageKey !== null && local === null,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  const src = local ?? image.data;
  return src ? (
    <img
      src={src}
      alt={t('support.chat.imageAlt')}
      className="max-h-60 w-auto max-w-full rounded-lg object-contain"
      data-testid="support-image"
    />
  ) : (
    <span className="flex h-32 w-48 items-center justify-center rounded-lg bg-hover">
      <Spinner label={t('support.chat.imageAlt')} />
    </span>
  );
}

/** The FAQ answers to a question nobody has answered yet (the help centre's own search). */
function Suggestions({ question }: { question: string }) {
  const { t } = useTranslation();
  // The longer words of the question: the search wants every word to appear.
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])];
  const found = useQuery({
    queryKey: ['support', 'suggestions', words.join(' ')],
    queryFn: async ({ signal }) => {
      // The first word that finds anything, then narrowed while answers remain.
      let best: Awaited<ReturnType<typeof listFaq>>['items'] = [];
      let q = '';
      for (const word of words.slice(0, 6)) {
        const next = q ? `${q} ${word}` : word;
        const result = await listFaq({ q: next, category: '' }, signal);
        if (result.items.length === 0) continue;
        best = result.items;
        q = next;
        if (best.length <= 3) break;
      }
      return { items: best.slice(0, 3), q };
    },
    enabled: words.length > 0,
    staleTime: 5 * 60_000,
  });
  if (!found.data || found.data.items.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-1.5 rounded-lg border border-line px-3 py-2.5"
      data-testid="support-suggestions"
    >
      <h3 className="text-xs font-medium text-fg-muted">{t('support.chat.suggestions')}</h3>
      <ul className="flex flex-col">
        {found.data.items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/help/faq?q=${encodeURIComponent(item.question)}`}
              className={cx(textLinkClasses, 'text-sm')}
              lang={item.fallback ? 'en' : undefined}
            >
              {item.question}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Composer({
  onSend,
  onTyping,
  disabled,
}: {
  onSend(body: string, file: File | null): void;
  onTyping(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const trimmed = body.trim();
  const over = trimmed.length - SUPPORT_MESSAGE_MAX;
  const fileProblem = file ? proofProblem(file) : null;
  const canSend = !disabled && over <= 0 && !fileProblem && (trimmed !== '' || file !== null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(trimmed, file);
    setBody('');
    setFile(null);
  };
  const hint =
    fileProblem === 'size'
      ? t('support.chat.imageTooLarge', { size: MAX_PROOF_BYTES / (1024 * 1024) })
      : fileProblem
        ? t('support.chat.imageType')
        : over > 0
          ? t('support.chat.tooLong', { n: over })
          : SUPPORT_MESSAGE_MAX - trimmed.length < 200
            ? t('support.chat.remaining', { n: SUPPORT_MESSAGE_MAX - trimmed.length })
            : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line px-3 py-3">
      {file && (
        <div className="flex items-center gap-2 text-sm" data-testid="support-attachment">
          <ImagePlus aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
          <span className="min-w-0 flex-1 truncate" dir="ltr">
            {file.name}
          </span>
          <button
            type="button"
            onClick={() => setFile(null)}
            aria-label={t('support.chat.removeImage')}
            className="flex size-11 items-center justify-center rounded-md text-fg-muted hover:bg-hover desk:size-8"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {hint && (
        <p
          id={hintId}
          className={cx('text-xs', over > 0 || fileProblem ? 'text-danger' : 'text-fg-muted')}
          data-testid="support-composer-hint"
        >
          {hint}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={PROOF_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
          data-testid="support-file"
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label={t('support.chat.attach')}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </button>
        <textarea
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            if (e.target.value.trim() !== '') onTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          rows={1}
          dir="auto"
          aria-label={t('support.chat.placeholder')}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={over > 0 ? true : undefined}
          placeholder={t('support.chat.placeholder')}
          className="field-sizing-content max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-md border border-line bg-field px-3 py-2.5 text-base text-fg placeholder:text-fg-muted focus:outline-none focus-visible:ring-3 focus-visible:ring-accent/25 desk:text-sm"
          data-testid="support-input"
        />
        <Button
          type="submit"
          disabled={!canSend}
          aria-label={t('support.chat.send')}
          className="size-11 shrink-0 px-0"
          data-testid="support-send"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
    </form>
  );
}
