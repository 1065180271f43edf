import { identificationFields, type IdentificationFields } from '@swx/contract';

/**
 * The checks of the verification form: the contract's schema (`identificationFields`, the
 * same one the server parses with), and what the server checks beyond it (a real calendar
 * date, an adult applicant: `KycService.validate`), so that nothing the server would refuse
 * is sent.
 */

export type KycField = keyof IdentificationFields;
/** The form's text values as typed (selects included), one per multipart field. */
export type KycDraft = Record<KycField, string>;

/** The fields in the order of the form (the first invalid one gets the focus). */
export const KYC_FIELDS = Object.keys(identificationFields.shape) as KycField[];

/** The multipart file names of the three photos (shared with the server). */
export { KYC_PHOTOS, type KycPhoto } from '@swx/contract';

export const EMPTY_DRAFT: KycDraft = Object.fromEntries(
  KYC_FIELDS.map((field) => [field, '']),
) as KycDraft;

/** Characters allowed in the free-text fields (the schema's own limits). */
export const KYC_MAX_LENGTH = {
  firstName: identificationFields.shape.firstName.maxLength ?? undefined,
  lastName: identificationFields.shape.lastName.maxLength ?? undefined,
  address: identificationFields.shape.address.maxLength ?? undefined,
};

const ADULT_YEARS = 18;
const OLDEST_YEARS = 120;

/** `required`: empty; `format`: refused by the contract; `underage`: born less than 18 years ago. */
export type FieldProblem = 'required' | 'format' | 'underage';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The dates a date picker may offer: the oldest birth date accepted and the latest one. */
export function birthdateRange(now: Date): { min: string; max: string } {
  const year = now.getUTCFullYear() - ADULT_YEARS;
  let latest = new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate()));
  // 29 February of a year that has none: the adult birthdays are up to the 28th.
  if (latest.getUTCMonth() !== now.getUTCMonth()) {
    latest = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0));
  }
  return { min: `${now.getUTCFullYear() - OLDEST_YEARS}-01-01`, max: isoDate(latest) };
}

/**
 * A birth date (YYYY-MM-DD) as the server judges it: a real calendar date, not before 1 January
 * 120 years ago, and 18 years old by `now` (UTC).
 */
export function birthdateProblem(value: string, now: Date): 'format' | 'underage' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'format';
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  const real =
    born.getUTCFullYear() === y && born.getUTCMonth() === m - 1 && born.getUTCDate() === d;
  if (!real || isoDate(born) < birthdateRange(now).min) return 'format';
  return Date.UTC(y + ADULT_YEARS, m - 1, d) > now.getTime() ? 'underage' : null;
}

/**
 * Checks a draft: what is wrong with each field, and the fields as the API takes them (trimmed
 * by the schema) when nothing is.
 */
export function checkDraft(
  draft: KycDraft,
  now: Date,
): { problems: Partial<Record<KycField, FieldProblem>>; fields: IdentificationFields | null } {
  const problems: Partial<Record<KycField, FieldProblem>> = {};
  const parsed = identificationFields.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as KycField;
      problems[field] ??= draft[field].trim() === '' ? 'required' : 'format';
    }
  }
  if (!problems.birthdate) {
    const age = birthdateProblem(draft.birthdate, now);
    if (age) problems.birthdate = age;
  }
  const valid = parsed.success && Object.keys(problems).length === 0;
  return { problems, fields: valid ? parsed.data : null };
}
