/**
 * `Idempotency-Key` for money-moving requests (docs/adr/0008): one fresh key per user action,
 * sent again unchanged when the same action is retried, so that the server applies it once.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * localhost); `crypto.getRandomValues` everywhere, so a plain-HTTP deployment still gets keys.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of a form's submission attempt: the same key while the same content is submitted
 * again (a retry after a timeout or a lost answer, applied once by the server), a new key as
 * soon as the content differs (another request: reusing the key would be refused) or after
 * `reset` (a success, or the form opened again).
 */
export function createAttemptKeys(newKey: () => string = newIdempotencyKey) {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    reset(): void {
      last = null;
    },
  };
}
