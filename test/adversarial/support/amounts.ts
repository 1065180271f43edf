import fc from 'fast-check';

/**
 * Hostile amounts for every money field: well-formed decimals of every size and scale (beyond
 * each asset's scale and the database's precision included), the edges, and what a client may
 * send instead of a decimal string (signs, exponents, separators, other digits, white space,
 * control characters, huge strings, and JSON values of other types).
 */

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Decimals the patterns accept: up to 20 integer digits and 18 decimals. */
export const wellFormed: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constant('0'),
      fc.tuple(fc.constantFrom(...'123456789'), digits(0, 19)).map(([a, b]) => a + b),
    ),
    fc.option(digits(1, 18), { nil: undefined }),
  )
  .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

/** Plausible amounts (what a user types), so that some requests really go through. */
export const plausible = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min, max }), fc.option(digits(1, 9), { nil: undefined }))
    .map(([whole, fraction]) => (fraction === undefined ? `${whole}` : `${whole}.${fraction}`));

const EDGES = [
  '0',
  '0.0',
  '0.000001',
  '0.0000001',
  '0.000000000000000001',
  '1',
  '10',
  '10.000000',
  '9.999999',
  '99999999999999999999',
  '99999999999999999999.999999999999999999',
  '100000000000000000000',
  '18446744073709551616',
  '9007199254740993',
  '1000000',
  '1000000.000001',
  '2000000',
  '-1',
  '-0',
  '+1',
  '1e3',
  '1E3',
  '1e-7',
  '0x10',
  '0b1',
  '0o7',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.',
  '.5',
  '00.5',
  '01',
  '1..2',
  '1.2.3',
  '1,000',
  '1_000',
  '1 000',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '1\u0000',
  '１２３',
  '١٢٣',
  '۱۲۳',
  '१२३',
  '𝟏𝟐𝟑',
  '1\u200b',
  '½',
  '1/2',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  "1' or '1'='1",
  '1;drop table users',
  '${1}',
  '%31',
  '1%00',
];

export const edge: fc.Arbitrary<string> = fc.constantFrom(...EDGES);

/** Strings of anything, and very long ones. */
export const junk: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => '9'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `1.${'0'.repeat(n)}1`),
);

/** Any JSON value in place of the decimal string (a JSON body only). */
export const otherJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, 0.1 + 0.2, Number.MAX_SAFE_INTEGER + 2, 100, 10.5),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/** Strings for a field sent as text (a query string or a form field). */
export const textAmount = (min: number, max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: plausible(min, max) },
    { weight: 3, arbitrary: wellFormed },
    { weight: 3, arbitrary: edge },
    { weight: 1, arbitrary: junk },
  );

/** Anything for a field of a JSON body. */
export const jsonAmount = (min: number, max: number): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 10, arbitrary: textAmount(min, max) }, { weight: 2, arbitrary: otherJson });

/** A decimal string in its shortest form ("10.500000" and "10.5" are the same amount). */
export function canonical(text: string): string {
  const [whole = '', fraction = ''] = text.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** A decimal string as an exact number of `scale`-decimal units (test arithmetic only). */
export function units(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}
