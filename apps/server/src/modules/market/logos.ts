import type { InstrumentSpec } from './types.js';

/**
 * A generated logo for instruments without a packaged icon: the code's first letters on a
 * colour derived from the code (stable across starts), as a small SVG with no external parts.
 */
const PALETTE = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0d9488',
  '#0891b2',
  '#4f46e5',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function monogramLetters(spec: Pick<InstrumentSpec, 'code'>): string {
  const letters = spec.code.replace(/[^A-Z0-9]/g, '');
  return (
    letters.slice(0, letters.length > 3 && /^[A-Z]{6}$/.test(letters) ? 3 : 4).slice(0, 4) || '?'
  );
}

export function monogramSvg(spec: Pick<InstrumentSpec, 'code'>): string {
  const letters = monogramLetters(spec);
  const colour = PALETTE[hash(spec.code) % PALETTE.length];
  const size = letters.length <= 2 ? 13 : letters.length === 3 ? 10.5 : 8.5;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<circle cx="16" cy="16" r="16" fill="${colour}"/>` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" fill="#fff" ` +
    `font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="700" ` +
    `font-size="${size}">${letters}</text></svg>`
  );
}
