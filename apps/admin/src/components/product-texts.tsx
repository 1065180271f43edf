import { LANGUAGES, type Language } from '@swx/contract';
import { useState } from 'react';
import { LanguagePicker } from '../features/content/text-editor';
import { TextArea, TextField } from './field';

/**
 * A product's name and description per language, as the smart plans' and the loans' product
 * forms edit them (the contract's `productTexts`: English required, the others fall back to it).
 */

export interface ProductText {
  name: string;
  description: string;
}
export type ProductTexts = Partial<Record<Language, ProductText>>;

/** The form's texts from the API's list. */
export function textsOf(list: ReadonlyArray<{ lang: Language } & ProductText>): ProductTexts {
  return Object.fromEntries(
    list.map((t) => [t.lang, { name: t.name, description: t.description }]),
  );
}

/** The languages with a name or a description, trimmed, in the languages' order. */
export function filledTexts(texts: ProductTexts) {
  return LANGUAGES.flatMap((lang) => {
    const t = texts[lang];
    if (!t || (t.name.trim() === '' && t.description.trim() === '')) return [];
    return [{ lang, name: t.name.trim(), description: t.description.trim() }];
  });
}

/** What is wrong with the texts (the server's rule), or undefined. */
export function textsError(texts: ProductTexts): string | undefined {
  const filled = filledTexts(texts);
  if (!filled.some((t) => t.lang === 'en')) {
    return 'English is required (the other languages fall back to it).';
  }
  const bad = filled.find(
    (t) =>
      t.name.length < 2 ||
      t.name.length > 80 ||
      t.description.length < 10 ||
      t.description.length > 2000,
  );
  return bad
    ? `The ${bad.lang} text needs a name of 2–80 and a description of 10–2000 characters.`
    : undefined;
}

/** The texts' fieldset: a language picker, that language's name and description. */
export function ProductTextsFields({
  texts,
  onChange,
  hint,
  error,
}: {
  texts: ProductTexts;
  onChange: (texts: ProductTexts) => void;
  /** What the description should say. */
  hint: string;
  error: string | undefined;
}) {
  const [language, setLanguage] = useState<Language>('en');
  const text = texts[language] ?? { name: '', description: '' };
  const set = (patch: Partial<ProductText>) =>
    onChange({ ...texts, [language]: { ...text, ...patch } });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">Texts</legend>
      <LanguagePicker value={language} onChange={setLanguage} label="Text language" />
      <TextField
        label={`Name (${language})`}
        maxLength={80}
        value={text.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextArea
        label={`Description (${language})`}
        hint={hint}
        maxLength={2000}
        value={text.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <p className="text-xs text-fg-muted">
        Languages with a text:{' '}
        {filledTexts(texts)
          .map((t) => t.lang)
          .join(', ') || 'none'}
        .
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
