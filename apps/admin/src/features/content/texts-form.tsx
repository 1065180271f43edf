import type { Language } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { formatDateTime } from '../../lib/format';
import { SaveOutcome } from '../configuration/ui';
import { LanguagePicker, TextEditor, draftProblems, type TextDraft } from './text-editor';
import { CheckedForm } from '../../components/checked-form';

export interface LanguageText extends TextDraft {
  language: Language;
  updatedAt?: string;
}

/** One language's text: the draft starts from what is written (or empty for a new language). */
function LanguageForm({
  language,
  existing,
  onSave,
  labels,
  children,
}: {
  language: Language;
  existing: LanguageText | undefined;
  onSave: (language: Language, draft: TextDraft) => Promise<unknown>;
  labels: { save: string; title: string; body: string };
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState<TextDraft>({
    title: existing?.title ?? '',
    body: existing?.body ?? '',
  });
  const [checked, setChecked] = useState(false);
  const save = useMutation({ mutationFn: () => onSave(language, draft) });
  return (
    <CheckedForm onCheck={setChecked} valid={!draftProblems(draft)} send={() => save.mutate()}>
      <p className="text-xs text-fg-subtle">
        {existing?.updatedAt
          ? `This language was last saved ${formatDateTime(existing.updatedAt)}.`
          : 'Not written in this language yet: saving adds it.'}
      </p>
      <TextEditor
        draft={draft}
        checked={checked}
        titleLabel={labels.title}
        bodyLabel={labels.body}
        onChange={(next) => {
          save.reset();
          setDraft(next);
        }}
      />
      <SaveOutcome mutation={save} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={save.isPending}>
          {labels.save}
        </Button>
        {children}
      </div>
    </CheckedForm>
  );
}

/**
 * The texts of one item in every language: a picker that marks the written languages, and
 * the chosen language's editor.
 */
export function TextsForm({
  texts,
  initialLanguage,
  onSave,
  saveLabel = 'Save',
  titleLabel = 'Title',
  bodyLabel = 'Body (Markdown)',
  actions,
}: {
  texts: readonly LanguageText[];
  initialLanguage: Language;
  onSave: (language: Language, draft: TextDraft) => Promise<unknown>;
  saveLabel?: string;
  titleLabel?: string;
  bodyLabel?: string;
  actions?: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const existing = texts.find((t) => t.language === language);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <LanguagePicker label="Text language" value={language} onChange={setLanguage} />
        <div className="flex flex-wrap gap-1" aria-label="Written in">
          {texts.map((t) => (
            <Badge key={t.language} tone={t.language === language ? 'info' : 'neutral'}>
              {t.language}
            </Badge>
          ))}
        </div>
      </div>
      <LanguageForm
        key={language}
        language={language}
        existing={existing}
        onSave={onSave}
        labels={{ save: saveLabel, title: titleLabel, body: bodyLabel }}
      >
        {actions}
      </LanguageForm>
    </div>
  );
}
