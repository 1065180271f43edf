import { formatAmount, formatCount } from './format';

/**
 * Plurals inside one catalogue text, so that every language keeps exactly the keys of `en` (no
 * `_one`/`_other` key suffixes, which differ by language): an i18next format whose options are
 * the language's plural forms, chosen by `Intl.PluralRules` (CLDR), with `#` standing for the
 * number in the reader's locale.
 *
 *   en: '{{count, plural(one: # lot; other: # lots)}}'
 *   ar: '{{count, plural(zero: …; one: …; two: …; few: …; many: …; other: …)}}'
 *
 * A form may not contain `,`, `;`, `:` or parentheses (i18next's format syntax); `other` is
 * required, and the catalogue test checks every text has exactly its language's forms.
 */
export const PLURAL_FORMAT = 'plural';

export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
];

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `value` takes in `locale`, with `#` replaced by the number. */
export function pluralForm(value: unknown, locale: string, forms: Record<string, unknown>): string {
  const decimal = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
  const count = typeof value === 'number' ? value : decimal ? Number(value) : Number.NaN;
  if (!Number.isFinite(count)) return String(value);
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const form = forms[rule.select(count)] ?? forms.other;
  if (typeof form !== 'string') return String(value);
  const shown = decimal ? formatAmount(value as string, locale, 8) : formatCount(count, locale);
  return form.replace(/#/g, shown);
}

/** The plural forms one catalogue text names, per `{{…, plural(…)}}` in it. */
export function pluralFormsOf(text: string): string[][] {
  return [...text.matchAll(/\{\{[^},]+,\s*plural\(([^)]*)\)\s*\}\}/g)].map((match) =>
    (match[1] ?? '')
      .split(';')
      .map((option) => option.split(':')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}
