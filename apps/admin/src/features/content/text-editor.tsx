import { LANGUAGES, type Language } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/feedback';
import { TextArea, TextField } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api';
import { bodyProblem, previewQuery, titleProblem } from './api';
import { MarkdownPreview } from './markdown-preview';

const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '简体中文 (zh)',
  en: 'English (en)',
  ja: '日本語 (ja)',
  ko: '한국어 (ko)',
  de: 'Deutsch (de)',
  fr: 'Français (fr)',
  it: 'Italiano (it)',
  ar: 'العربية (ar)',
  hk: '繁體中文 (hk)',
  es: 'Español (es)',
};

export function LanguagePicker({
  value,
  onChange,
  label = 'Language',
}: {
  value: Language;
  onChange: (language: Language) => void;
  label?: string;
}) {
  return (
    <SelectField
      label={label}
      compact
      className="w-48"
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
      options={LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]] as const)}
    />
  );
}

/** `value` once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The server's warnings for a body (raw HTML, images, unknown tokens), then the rendering. */
function Preview({ body }: { body: string }) {
  const settled = useSettled(body, 400);
  const checkable = bodyProblem(settled) === null;
  const warnings = useQuery({ ...previewQuery(settled), enabled: checkable });
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-3">
      <h3 className="text-sm font-medium text-fg-muted">Preview</h3>
      <div aria-live="polite" className="flex flex-col gap-2">
        {checkable && warnings.isError && (
          <Alert tone="danger">Warnings unavailable: {errorMessage(warnings.error)}</Alert>
        )}
        {checkable &&
          warnings.data?.warnings.map((warning) => (
            <Alert key={warning} tone="warning">
              {warning}
            </Alert>
          ))}
      </div>
      <div className="min-h-40 rounded-md border border-line bg-canvas p-4">
        <MarkdownPreview source={body} />
      </div>
    </section>
  );
}

export interface TextDraft {
  title: string;
  body: string;
}

/**
 * A title (or question) and a Markdown body (or answer) with the live preview beside it.
 * Errors show once `checked`.
 */
export function TextEditor({
  draft,
  onChange,
  checked,
  titleLabel = 'Title',
  bodyLabel = 'Body (Markdown)',
}: {
  draft: TextDraft;
  onChange: (draft: TextDraft) => void;
  checked: boolean;
  titleLabel?: string;
  bodyLabel?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="flex min-w-0 flex-col gap-3">
        <TextField
          label={titleLabel}
          value={draft.title}
          error={checked ? titleProblem(draft.title) : null}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
        <TextArea
          label={bodyLabel}
          rows={12}
          value={draft.body}
          error={checked ? bodyProblem(draft.body) : null}
          onChange={(event) => onChange({ ...draft, body: event.target.value })}
        />
      </div>
      <Preview body={draft.body} />
    </div>
  );
}

export function draftProblems(draft: TextDraft): boolean {
  return titleProblem(draft.title) !== null || bodyProblem(draft.body) !== null;
}
