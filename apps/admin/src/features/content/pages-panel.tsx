import type { Language } from '@swx/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/feedback';
import { QueryState } from '../configuration/ui';
import {
  LIST_PAGE_SIZE,
  contentDetailQuery,
  contentKeys,
  contentListQuery,
  saveContent,
} from './api';
import { PagedMasterDetail, Placeholder } from './list-frame';
import { TextsForm } from './texts-form';

const TYPE_NAMES: Record<number, string> = { 1: 'Company', 2: 'Policy', 3: 'Other' };

function PageEditor({ id, language }: { id: string; language: Language }) {
  const client = useQueryClient();
  const query = useQuery(contentDetailQuery(id));
  return (
    <QueryState query={query} rows={4}>
      {(page) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-md font-semibold">{page.slug}</h2>
            <Badge tone="neutral">{TYPE_NAMES[page.type] ?? `Type ${page.type}`}</Badge>
            <Badge tone={page.published ? 'success' : 'neutral'}>
              {page.published ? 'Published' : 'Not published'}
            </Badge>
          </div>
          <TextsForm
            texts={page.translations}
            initialLanguage={language}
            onSave={async (lang, draft) => {
              const saved = await saveContent(page.id, { language: lang, ...draft });
              client.setQueryData(contentDetailQuery(page.id).queryKey, saved);
              await client.invalidateQueries({ queryKey: [...contentKeys.pages, 'list'] });
            }}
          />
        </div>
      )}
    </QueryState>
  );
}

export function PagesPanel({ language }: { language: Language }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(contentListQuery(language, page));
  return (
    <PagedMasterDetail
      query={list}
      label="Content pages"
      empty="No content pages in this language yet."
      pageSize={LIST_PAGE_SIZE}
      onPage={setPage}
      selected={selected}
      onSelect={setSelected}
      row={(item) => ({
        id: item.id,
        key: `${item.id}-${item.language}`,
        title: item.title,
        detail: `${item.slug} · ${TYPE_NAMES[item.type] ?? item.type}${item.published ? '' : ' · not published'}`,
      })}
      detail={
        selected === null ? (
          <Placeholder>Choose a page to edit its texts.</Placeholder>
        ) : (
          <PageEditor key={`${selected}-${language}`} id={selected} language={language} />
        )
      }
    />
  );
}
