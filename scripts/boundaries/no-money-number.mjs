/**
 * money/no-money-number: refuses turning money into a JavaScript number (docs/adr/0002): a call
 * of `Number(x)`, `parseFloat(x)`, `parseInt(x)` (or `Number.parseFloat`/`Number.parseInt`) or
 * a unary `+x` where x is named like money (amount, price, balance, rate, fee, ...). Amounts,
 * prices and rates stay bigint units or decimal strings (the contract's toUnits/fromUnits); a
 * number that is not money but carries such a name is justified where it stands with an
 * `eslint-disable-next-line money/no-money-number -- reason` comment. `value` and `total` are
 * not in the list: in this code they name form fields, parsed parameters and row counts far
 * more often than money (an amount's total is `totalAmount`, which the list finds).
 */

const WORDS = [
  'amount',
  'price',
  'balance',
  'rate',
  'fee',
  'payout',
  'margin',
  'principal',
  'profit',
  'stake',
  'pnl',
  'notional',
  'credit',
  'debit',
  'returned',
  'held',
  'available',
  'equity',
  'usdt',
];
const lower = WORDS.join('|');
const upper = WORDS.map((w) => w[0].toUpperCase() + w.slice(1)).join('|');
/** A word of the list as a whole word of a camelCase or snake_case name. */
export const MONEY_NAME = new RegExp(
  `(?:^|_)(?:${lower})(?:$|_|[A-Z0-9])|[a-z0-9](?:${upper})(?:$|_|[A-Z0-9])`,
);

const PARSERS = new Set(['Number', 'parseFloat', 'parseInt']);

/** The name an expression is known by (`amount`, `row.amount`, `item['amount']`, `x?.fee!`). */
function nameOf(node) {
  switch (node.type) {
    case 'Identifier':
      return node.name;
    case 'MemberExpression':
      if (!node.computed && node.property.type === 'Identifier') return node.property.name;
      if (node.computed && node.property.type === 'Literal') return String(node.property.value);
      return undefined;
    case 'ChainExpression':
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return nameOf(node.expression);
    case 'LogicalExpression':
      return nameOf(node.left);
    default:
      return undefined;
  }
}

function parserOf(callee) {
  if (callee.type === 'Identifier' && PARSERS.has(callee.name)) return callee.name;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'Number' &&
    callee.property.type === 'Identifier' &&
    (callee.property.name === 'parseFloat' || callee.property.name === 'parseInt')
  ) {
    return `Number.${callee.property.name}`;
  }
  return undefined;
}

export default {
  rules: {
    'no-money-number': {
      meta: {
        type: 'problem',
        docs: { description: 'Money never becomes a JavaScript number (ADR 0002)' },
        schema: [],
        messages: {
          money:
            '{{how}} turns {{name}} (money by its name) into a JavaScript number: keep it a ' +
            'bigint or a decimal string (toUnits/fromUnits, docs/adr/0002)',
        },
      },
      create(context) {
        const check = (node, argument, how) => {
          const name = argument && nameOf(argument);
          if (name !== undefined && MONEY_NAME.test(name)) {
            context.report({ node, messageId: 'money', data: { how, name } });
          }
        };
        return {
          CallExpression(node) {
            const parser = parserOf(node.callee);
            if (parser) check(node, node.arguments[0], `${parser}()`);
          },
          UnaryExpression(node) {
            if (node.operator === '+') check(node, node.argument, 'unary +');
          },
        };
      },
    },
  },
};
