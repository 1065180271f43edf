import type { Language } from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { SelectField } from '../../components/select-field';
import { CompactInput, QueryState, SaveOutcome } from '../configuration/ui';
import { contentKeys, FAQ_PAGE_SIZE, faqQuery, hideFaq, saveFaq, type FaqItem } from './api';
import { PagedMasterDetail, Placeholder, untranslated } from './list-frame';
import { TextsForm } from './texts-form';
import { CheckedForm } from '../../components/checked-form';

const SORT_LIMIT = 100_000;
const sortProblem = (text: string) =>
  /^-?\d{1,6}$/.test(text.trim()) &&
  BigInt(text.trim()) >= BigInt(-SORT_LIMIT) &&
  BigInt(text.trim()) <= BigInt(SORT_LIMIT)
    ? null
    : `A whole number from -${SORT_LIMIT} to ${SORT_LIMIT}.`;

/** Category and order of a question, and whether customers see it. */
function Placement({ item, categories }: { item: FaqItem; categories: string[] }) {
  const client = useQueryClient();
  const [category, setCategory] = useState(item.category);
  const [sort, setSort] = useState(String(item.sort));
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.faq });
  const save = useMutation({
    mutationFn: () => saveFaq(item.id, { category, sort: Number(sort.trim()) }),
    onSuccess: refresh,
  });
  const visibility = useMutation({
    mutationFn: () => (item.published ? hideFaq(item.id) : saveFaq(item.id, { published: true })),
    onSuccess: refresh,
  });
  const problem = sortProblem(sort);
  return (
    <CheckedForm className="flex flex-col gap-3" valid={!problem} send={() => save.mutate()}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Category"
          compact
          className="w-48"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={categories.map((c) => [c, c] as const)}
        />
        <CompactInput
          label="Sort order"
          showLabel
          className="w-32 tabular"
          inputMode="numeric"
          value={sort}
          invalid={problem !== null}
          onChange={(event) => setSort(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save placement
        </Button>
        <Button
          variant={item.published ? 'danger' : 'secondary'}
          loading={visibility.isPending}
          onClick={() => visibility.mutate()}
        >
          {item.published ? 'Hide from customers' : 'Show to customers'}
        </Button>
      </div>
      {problem && <p className="text-sm text-danger">{problem}</p>}
      <SaveOutcome mutation={save} />
      <SaveOutcome mutation={visibility} success="Visibility changed." />
    </CheckedForm>
  );
}

/** The question `id` of the list's page `page`, with its texts in every language. */
function FaqEditor({ id, page, language }: { id: string; page: number; language: Language }) {
  const client = useQueryClient();
  const all = useQuery(faqQuery(undefined, page));
  return (
    <QueryState query={all} rows={4}>
      {({ items, categories }) => {
        const item = items.find((i) => i.id === id);
        if (!item) return <Placeholder>This question no longer exists.</Placeholder>;
        return (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-md font-semibold">{item.slug}</h2>
              <Badge tone={item.published ? 'success' : 'neutral'}>
                {item.published ? 'Shown' : 'Hidden'}
              </Badge>
            </div>
            <Placement
              key={`${item.category}:${item.sort}`}
              item={item}
              categories={categories.map((c) => c.slug)}
            />
            <TextsForm
              texts={item.translations.map((t) => ({
                language: t.language,
                title: t.question,
                body: t.answer,
                updatedAt: t.updatedAt,
              }))}
              initialLanguage={language}
              titleLabel="Question"
              bodyLabel="Answer (Markdown)"
              onSave={async (lang, draft) => {
                await saveFaq(item.id, {
                  language: lang,
                  question: draft.title,
                  answer: draft.body,
                });
                await client.invalidateQueries({ queryKey: contentKeys.faq });
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

export function FaqPanel({ language }: { language: Language }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(faqQuery(language, page));
  return (
    <PagedMasterDetail
      query={list}
      label="FAQ questions"
      empty="No FAQ questions yet."
      pageSize={FAQ_PAGE_SIZE}
      pagerWhenPaged
      onPage={(next) => {
        setSelected(null);
        setPage(next);
      }}
      selected={selected}
      onSelect={setSelected}
      row={(item) => ({
        id: item.id,
        title: item.translations[0]?.question ?? untranslated(item.slug),
        detail: `${item.category} · sort ${item.sort}${item.published ? '' : ' · hidden'}`,
      })}
      detail={
        selected === null ? (
          <Placeholder>Choose a question to edit it.</Placeholder>
        ) : (
          <FaqEditor key={selected} id={selected} page={page} language={language} />
        )
      }
    />
  );
}
