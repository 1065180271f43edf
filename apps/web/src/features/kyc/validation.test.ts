import { describe, expect, it } from 'vitest';
import { APPLICANT } from './applicant.fixture';
import { COUNTRY_CODES, countryOptions } from './countries';
import {
  EMPTY_DRAFT,
  KYC_FIELDS,
  birthdateProblem,
  birthdateRange,
  checkDraft,
} from './validation';

const NOW = new Date('2026-03-15T10:00:00.000Z');

describe('birthdateProblem', () => {
  it('accepts an adult from their 18th birthday (UTC), not the day before', () => {
    expect(birthdateProblem('2008-03-15', NOW)).toBeNull();
    expect(birthdateProblem('2008-03-16', NOW)).toBe('underage');
    expect(birthdateProblem('2020-01-01', NOW)).toBe('underage');
  });

  it('refuses dates that do not exist, are malformed or lie more than 120 years back', () => {
    expect(birthdateProblem('1990-02-30', NOW)).toBe('format');
    expect(birthdateProblem('1990-13-01', NOW)).toBe('format');
    expect(birthdateProblem('17/05/1990', NOW)).toBe('format');
    expect(birthdateProblem('', NOW)).toBe('format');
    expect(birthdateProblem('0050-01-01', NOW)).toBe('format');
    expect(birthdateProblem('1905-12-31', NOW)).toBe('format');
    expect(birthdateProblem('1906-01-01', NOW)).toBeNull();
  });

  it('counts someone born on 29 February as adult from 1 March in a common year', () => {
    const firstOfMarch = new Date('2026-03-01T00:00:00.000Z');
    expect(birthdateProblem('2008-02-29', new Date('2026-02-28T23:59:59.000Z'))).toBe('underage');
    expect(birthdateProblem('2008-02-29', firstOfMarch)).toBeNull();
  });
});

describe('birthdateRange', () => {
  it('offers birth dates from 1 January 120 years back to the 18th birthday today', () => {
    expect(birthdateRange(NOW)).toEqual({ min: '1906-01-01', max: '2008-03-15' });
    // No 29 February 18 years back: the latest adult birthday is the 28th.
    expect(birthdateRange(new Date('2028-02-29T12:00:00.000Z')).max).toBe('2010-02-28');
    expect(birthdateProblem('2010-02-28', new Date('2028-02-29T12:00:00.000Z'))).toBeNull();
  });
});

describe('checkDraft', () => {
  it('answers the fields as the contract parses them (trimmed) when all are valid', () => {
    const { problems, fields } = checkDraft(APPLICANT, NOW);
    expect(problems).toEqual({});
    expect(fields).toEqual({ ...APPLICANT, firstName: 'Alice' });
  });

  it('calls every empty field required, in the order of the form', () => {
    const { problems, fields } = checkDraft(EMPTY_DRAFT, NOW);
    expect(fields).toBeNull();
    expect(Object.keys(problems).sort()).toEqual([...KYC_FIELDS].sort());
    expect(new Set(Object.values(problems))).toEqual(new Set(['required']));
    expect(KYC_FIELDS).toEqual([
      'firstName',
      'lastName',
      'sex',
      'birthdate',
      'country',
      'address',
      'phone',
      'documentType',
    ]);
  });

  it('tells a blank value (required) from a refused one (format, underage)', () => {
    const { problems, fields } = checkDraft(
      {
        ...APPLICANT,
        firstName: '   ',
        lastName: 'x'.repeat(61),
        phone: '12ab45',
        country: 'fr',
        documentType: 'visa',
        birthdate: '2010-01-01',
      },
      NOW,
    );
    expect(fields).toBeNull();
    expect(problems).toEqual({
      firstName: 'required',
      lastName: 'format',
      phone: 'format',
      country: 'format',
      documentType: 'format',
      birthdate: 'underage',
    });
  });
});

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each, upper case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every code in the reader’s language, in that language’s order', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(249);
    expect(german.find((o) => o.value === 'DE')?.label).toBe('Deutschland');
    expect(german.find((o) => o.value === 'CH')?.label).toBe('Schweiz');
    expect(german.every((o) => o.label !== o.value)).toBe(true);
    const labels = german.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    expect(countryOptions('ja').find((o) => o.value === 'DE')?.label).toBe('ドイツ');
    expect(countryOptions('de')).toBe(german);
  });
});
