import { LANGUAGES, type Language } from '@swx/contract';
import { useState } from 'react';
import { LanguagePicker } from '../features/content/text-editor';
import { TextArea, TextField } from './field';

/**
 * Texts per language as the catalogue forms edit them: a heading and a body in each language,
 * English required and the others falling back to it. Products (smart plans, loans) and
 * charities have a name and a description (the contract's `productTexts`); charity NFT items a
 * title and a story (`nftItemTexts`). A `TextKind` names the two fields, labels them and bounds
 * their length as the contract does.
 */

/** One of the two fields of a text: its key in the API, its label and its length (trimmed). */
interface TextPart<K extends string> {
  key: K;
  label: string;
  min: number;
  max: number;
}

export interface TextKind<H extends string, B extends string> {
  heading: TextPart<H>;
  body: TextPart<B>;
}

/** A text in one language: its heading and its body. */
export type KindText<H extends string, B extends string> = Record<H | B, string>;
export type KindTexts<H extends string, B extends string> = Partial<
  Record<Language, KindText<H, B>>
>;

/** A product's or a charity's name and description (the contract's `productText`). */
export const PRODUCT_TEXT: TextKind<'name', 'description'> = {
  heading: { key: 'name', label: 'Name', min: 2, max: 80 },
  body: { key: 'description', label: 'Description', min: 10, max: 2000 },
};

export type ProductText = KindText<'name', 'description'>;
export type ProductTexts = KindTexts<'name', 'description'>;

const textOf = <H extends string, B extends string>(
  kind: TextKind<H, B>,
  heading: string,
  body: string,
) => ({ [kind.heading.key]: heading, [kind.body.key]: body }) as KindText<H, B>;

/** The form's texts from the API's list. */
export function kindTextsOf<H extends string, B extends string>(
  kind: TextKind<H, B>,
  list: ReadonlyArray<{ lang: Language } & KindText<H, B>>,
): KindTexts<H, B> {
  return Object.fromEntries(
    list.map((t) => [t.lang, textOf(kind, t[kind.heading.key], t[kind.body.key])]),
  );
}

/** The languages with a heading or a body, trimmed, in the languages' order. */
export function filledKindTexts<H extends string, B extends string>(
  kind: TextKind<H, B>,
  texts: KindTexts<H, B>,
): Array<{ lang: Language } & KindText<H, B>> {
  return LANGUAGES.flatMap((lang) => {
    const t = texts[lang];
    if (!t) return [];
    const heading = t[kind.heading.key].trim();
    const body = t[kind.body.key].trim();
    if (heading === '' && body === '') return [];
    return [{ lang, ...textOf(kind, heading, body) }];
  });
}

/** What is wrong with the texts (the server's rule), or undefined. */
export function kindTextsError<H extends string, B extends string>(
  kind: TextKind<H, B>,
  texts: KindTexts<H, B>,
): string | undefined {
  const filled = filledKindTexts(kind, texts);
  if (!filled.some((t) => t.lang === 'en')) {
    return 'English is required (the other languages fall back to it).';
  }
  const { heading, body } = kind;
  const outside = (part: TextPart<string>, text: string) =>
    text.length < part.min || text.length > part.max;
  const bad = filled.find((t) => outside(heading, t[heading.key]) || outside(body, t[body.key]));
  const size = (part: TextPart<string>) =>
    `a ${part.label.toLowerCase()} of ${part.min}–${part.max}`;
  return bad
    ? `The ${bad.lang} text needs ${size(heading)} and ${size(body)} characters.`
    : undefined;
}

/** A product's texts from the API's list. */
export const textsOf = (list: ReadonlyArray<{ lang: Language } & ProductText>) =>
  kindTextsOf(PRODUCT_TEXT, list);
/** A product's filled texts, as its body sends them. */
export const filledTexts = (texts: ProductTexts) => filledKindTexts(PRODUCT_TEXT, texts);
/** What is wrong with a product's texts, or undefined. */
export const textsError = (texts: ProductTexts) => kindTextsError(PRODUCT_TEXT, texts);

/** The texts' fieldset: a language picker, that language's heading and body. */
export function KindTextsFields<H extends string, B extends string>({
  kind,
  texts,
  onChange,
  hint,
  error,
}: {
  kind: TextKind<H, B>;
  texts: KindTexts<H, B>;
  onChange: (texts: KindTexts<H, B>) => void;
  /** What the body should say. */
  hint: string;
  error: string | undefined;
}) {
  const [language, setLanguage] = useState<Language>('en');
  const text = texts[language] ?? textOf(kind, '', '');
  const set = (key: H | B, value: string) =>
    onChange({ ...texts, [language]: { ...text, [key]: value } });
  const { heading, body } = kind;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">Texts</legend>
      <LanguagePicker value={language} onChange={setLanguage} label="Text language" />
      <TextField
        label={`${heading.label} (${language})`}
        maxLength={heading.max}
        value={text[heading.key]}
        onChange={(e) => set(heading.key, e.target.value)}
      />
      <TextArea
        label={`${body.label} (${language})`}
        hint={hint}
        maxLength={body.max}
        value={text[body.key]}
        onChange={(e) => set(body.key, e.target.value)}
      />
      <p className="text-xs text-fg-muted">
        Languages with a text:{' '}
        {filledKindTexts(kind, texts)
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

/** A product's name and description per language (smart plans, loans, charities). */
export function ProductTextsFields(props: {
  texts: ProductTexts;
  onChange: (texts: ProductTexts) => void;
  hint: string;
  error: string | undefined;
}) {
  return <KindTextsFields kind={PRODUCT_TEXT} {...props} />;
}
