import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import money, { MONEY_NAME } from './no-money-number.mjs';

/** The rule's messages for TypeScript `code`. */
function lint(code) {
  return new Linter()
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { money },
          rules: { 'money/no-money-number': 'error' },
        },
      ],
      { filename: 'money.ts' },
    )
    .map((m) => m.message);
}

describe('money/no-money-number', () => {
  it('refuses Number(), parseFloat() and unary + on names that look like money', () => {
    const code = [
      'declare const amount: string;',
      'declare const row: { balance_after: string; feeRate: string };',
      'declare const body: { price?: string };',
      'const a = Number(amount);',
      'const b = parseFloat(row.balance_after);',
      'const c = +row.feeRate;',
      'const d = Number.parseFloat(body.price!);',
      "const e = Number(body['price'] ?? '0');",
      'const f = parseInt(amount, 10);',
    ].join('\n');
    const messages = lint(code);
    expect(messages).toHaveLength(6);
    expect(messages[0]).toBe(
      'Number() turns amount (money by its name) into a JavaScript number: keep it a bigint or ' +
        'a decimal string (toUnits/fromUnits, docs/adr/0002)',
    );
    expect(messages.map((m) => m.split(' (')[0])).toEqual([
      'Number() turns amount',
      'parseFloat() turns balance_after',
      'unary + turns feeRate',
      'Number.parseFloat() turns price',
      'Number() turns price',
      'parseInt() turns amount',
    ]);
  });

  it('lets numbers that are not money through, and a justified exception', () => {
    const code = [
      'declare const page: string; declare const generated: string; declare const count: string;',
      'const a = Number(page) + Number(generated) + +count;',
      'const b = Number(process.env.PORT);',
      '// eslint-disable-next-line money/no-money-number -- a ratio for a tolerance',
      'declare const price: bigint; const c = Number(price);',
    ].join('\n');
    expect(lint(code)).toEqual([]);
  });

  it('finds the words as whole words of camelCase and snake_case names only', () => {
    for (const name of ['amount', 'minAmount', 'open_price', 'payoutRate', 'fee', 'stakeUsdt'])
      expect(name, name).toMatch(MONEY_NAME);
    for (const name of ['generate', 'separated', 'coffee', 'heldout', 'accurate', 'page'])
      expect(name, name).not.toMatch(MONEY_NAME);
  });
});
