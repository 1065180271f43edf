import type { Language } from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { formatDateTime } from '../../lib/format';
import { QueryState, SaveOutcome, SaveRow } from '../configuration/ui';
import {
  LIST_PAGE_SIZE,
  contentKeys,
  createNotice,
  noticeDetailQuery,
  noticesQuery,
  saveNotice,
  setNoticePublished,
  type NoticeDetail,
  type NoticeStatus,
} from './api';
import { PagedMasterDetail, Placeholder, untranslated } from './list-frame';
import { TextEditor, draftProblems, type TextDraft } from './text-editor';
import { TextsForm } from './texts-form';
import { CheckedForm } from '../../components/checked-form';
import { StatusFilter } from '../../components/status-filter';

const STATUSES: readonly NoticeStatus[] = ['draft', 'published'];

function PinnedBox({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Pinned (shown first)
    </label>
  );
}

/** A new notice: saved as a draft with its first text. */
function NewNotice({
  language,
  onCreated,
}: {
  language: Language;
  onCreated: (n: NoticeDetail) => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TextDraft>({ title: '', body: '' });
  const [pinned, setPinned] = useState(false);
  const [checked, setChecked] = useState(false);
  const create = useMutation({
    mutationFn: () => createNotice({ language, pinned, ...draft }),
    onSuccess: async (notice) => {
      await client.invalidateQueries({ queryKey: contentKeys.notices });
      onCreated(notice);
    },
  });
  return (
    <CheckedForm onCheck={setChecked} valid={!draftProblems(draft)} send={() => create.mutate()}>
      <h2 className="text-md font-semibold">New notice ({language})</h2>
      <PinnedBox checked={pinned} onChange={setPinned} />
      <TextEditor draft={draft} onChange={setDraft} checked={checked} />
      <SaveRow mutation={create} success="Draft created." label="Create draft" />
    </CheckedForm>
  );
}

function NoticeEditor({ id, language }: { id: string; language: Language }) {
  const client = useQueryClient();
  const query = useQuery(noticeDetailQuery(id));
  const settle = async (notice: NoticeDetail) => {
    client.setQueryData(noticeDetailQuery(id).queryKey, notice);
    await client.invalidateQueries({ queryKey: [...contentKeys.notices, 'list'] });
  };
  const publish = useMutation({
    mutationFn: (on: boolean) => setNoticePublished(id, on),
    onSuccess: settle,
  });
  const pin = useMutation({
    mutationFn: (on: boolean) => saveNotice(id, { pinned: on }),
    onSuccess: settle,
  });
  return (
    <QueryState query={query} rows={4}>
      {(notice) => {
        const published = notice.status === 'published';
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-md font-semibold">{notice.slug}</h2>
              <Badge tone={published ? 'success' : 'neutral'}>{notice.status}</Badge>
              {published && (
                <span className="text-xs text-fg-subtle">
                  since {formatDateTime(notice.publishedAt)}
                </span>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant={published ? 'danger' : 'primary'}
                loading={publish.isPending}
                onClick={() => publish.mutate(!published)}
              >
                {published ? 'Unpublish' : 'Publish'}
              </Button>
              <PinnedBox checked={notice.pinned} onChange={(on) => pin.mutate(on)} />
            </div>
            <SaveOutcome
              mutation={publish}
              success={published ? 'Published: customers see it now.' : 'Back to draft.'}
            />
            <SaveOutcome mutation={pin} />
            <TextsForm
              texts={notice.translations}
              initialLanguage={language}
              onSave={async (lang, draft) =>
                settle(await saveNotice(id, { language: lang, ...draft }))
              }
            />
          </div>
        );
      }}
    </QueryState>
  );
}

export function NoticesPanel({ language }: { language: Language }) {
  const [status, setStatus] = useState<NoticeStatus>('draft');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const list = useQuery(noticesQuery(status, language, page));
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          statuses={STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={() => setSelected('new')}>
          <Plus aria-hidden="true" className="size-4" />
          New notice
        </Button>
      </div>
      <PagedMasterDetail
        query={list}
        label="Notices"
        empty={`No ${status} notices.`}
        pageSize={LIST_PAGE_SIZE}
        onPage={setPage}
        selected={selected}
        onSelect={setSelected}
        row={(item) => ({
          id: item.id,
          title: item.translations[0]?.title ?? untranslated(item.slug),
          detail: `${item.pinned ? 'Pinned · ' : ''}${item.publishedAt ? formatDateTime(item.publishedAt) : item.slug}`,
        })}
        detail={
          selected === null ? (
            <Placeholder>Choose a notice, or create one.</Placeholder>
          ) : selected === 'new' ? (
            <NewNotice language={language} onCreated={(notice) => setSelected(notice.id)} />
          ) : (
            <NoticeEditor key={selected} id={selected} language={language} />
          )
        }
      />
    </div>
  );
}
