/**
 * Compares two decimal strings ("-1.25", "65000.10") exactly, whatever their decimals:
 * -1, 0 or 1. Sorting and direction of change never go through floating point.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const parse = (v: string) => {
    const negative = v.startsWith('-');
    const [whole = '0', fraction = ''] = (negative ? v.slice(1) : v).split('.');
    return { negative, whole, fraction };
  };
  const x = parse(a);
  const y = parse(b);
  const width = Math.max(x.fraction.length, y.fraction.length);
  const toBig = (p: { negative: boolean; whole: string; fraction: string }) => {
    const n = BigInt((p.whole || '0') + p.fraction.padEnd(width, '0'));
    return p.negative ? -n : n;
  };
  const bx = toBig(x);
  const by = toBig(y);
  return bx === by ? 0 : bx > by ? 1 : -1;
}
