import { LANGUAGES, SUPPORT_MESSAGE_MAX, type Language } from '@swx/contract';
import { SUPPORT_CANNED_TITLE_MAX } from '@swx/contract/admin';
import { Button } from '@swx/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, ListSkeleton, LoadError } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { cannedKey, cannedQuery, deleteCanned, saveCanned, type SupportCannedReply } from './api';

/**
 * Inserts a canned reply into the reply box: the conversation's language first, the others
 * after (an agent may answer in English). The text stays editable before it is sent.
 */
export function CannedPicker({
  language,
  onPick,
}: {
  language: Language;
  onPick: (body: string) => void;
}) {
  const canned = useQuery(cannedQuery());
  const replies = canned.data ?? [];
  if (replies.length === 0) return null;
  const own = replies.filter((r) => r.language === language);
  const others = replies.filter((r) => r.language !== language);
  return (
    <select
      value=""
      onChange={(e) => {
        const picked = replies.find((r) => r.id === e.target.value);
        if (picked) onPick(picked.body);
      }}
      aria-label="Insert a canned reply"
      className="h-9 rounded-md border border-line bg-field px-2 text-sm"
      data-testid="support-canned-pick"
    >
      <option value="">Insert a canned reply…</option>
      {own.length > 0 && (
        <optgroup label={`In ${language}`}>
          {own.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </optgroup>
      )}
      {others.length > 0 && (
        <optgroup label="Other languages">
          {others.map((r) => (
            <option key={r.id} value={r.id}>
              {r.language}: {r.title}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

/** The canned replies, to add, change and delete (each change audited by the server). */
export function CannedRepliesPanel() {
  const canned = useQuery(cannedQuery());
  const [editing, setEditing] = useState<SupportCannedReply | 'new' | null>(null);
  if (canned.isPending) return <ListSkeleton />;
  if (canned.isError) {
    return <LoadError message={errorMessage(canned.error)} onRetry={() => void canned.refetch()} />;
  }
  return (
    <section
      className="flex flex-col gap-4"
      aria-label="Canned replies"
      data-testid="support-canned"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Canned replies</h2>
        {editing === null && <Button onClick={() => setEditing('new')}>Add a reply</Button>}
      </header>
      {editing !== null && (
        <CannedForm
          key={editing === 'new' ? 'new' : editing.id}
          reply={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {canned.data.length === 0 ? (
        <p className="text-sm text-fg-muted">
          No canned replies yet. Add the answers agents give often, in each language.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {canned.data.map((reply) => (
            <li key={reply.id} className="flex items-start justify-between gap-3 px-3 py-2.5">
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium">
                  <span className="me-1.5 text-xs text-fg-muted uppercase">{reply.language}</span>
                  {reply.title}
                </span>
                <span className="line-clamp-2 text-fg-muted" dir="auto">
                  {reply.body}
                </span>
                <span className="text-xs text-fg-subtle">
                  {reply.updatedBy} · {formatDateTime(reply.updatedAt)}
                </span>
              </div>
              <Button variant="secondary" onClick={() => setEditing(reply)}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CannedForm({ reply, onDone }: { reply: SupportCannedReply | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(reply?.language ?? 'en');
  const [title, setTitle] = useState(reply?.title ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const settle = {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cannedKey });
      onDone();
    },
    onError: (error: unknown) => setProblem(errorMessage(error)),
  };
  const save = useMutation({
    mutationFn: () => saveCanned({ language, title: title.trim(), body: body.trim() }, reply?.id),
    ...settle,
  });
  const remove = useMutation({ mutationFn: () => deleteCanned(reply?.id ?? ''), ...settle });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '' || body.trim() === '') {
      setProblem('A title and a text are both needed.');
      return;
    }
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-line p-4"
      aria-label={reply ? `Edit ${reply.title}` : 'New canned reply'}
      data-testid="support-canned-form"
    >
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Language
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            className="h-9 rounded-md border border-line bg-field px-2 font-normal"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium">
          Title
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={SUPPORT_CANNED_TITLE_MAX}
            className="h-9 rounded-md border border-line bg-field px-3 font-normal"
          />
        </label>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Text
        <textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={SUPPORT_MESSAGE_MAX}
          rows={4}
          dir="auto"
          className="resize-y rounded-md border border-line bg-field px-3 py-2 font-normal"
        />
      </label>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {reply ? 'Save' : 'Add'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {reply && (
          <Button
            type="button"
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}
