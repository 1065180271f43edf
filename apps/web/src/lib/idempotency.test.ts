import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('answers a fresh UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('still answers UUIDs where randomUUID is missing (plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newIdempotencyKey();
      const b = newIdempotencyKey();
      expect(a).toMatch(UUID_V4);
      expect(b).toMatch(UUID_V4);
      expect(a).not.toBe(b);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key while the same content is retried and changes it with the content', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    expect(keys.keyFor('a')).toBe('k3');
    keys.reset();
    expect(keys.keyFor('a')).toBe('k4');
  });
});
