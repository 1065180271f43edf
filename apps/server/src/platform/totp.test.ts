import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealerOf } from './sealing.js';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
  verifyTotp,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors (SHA-1)', () => {
    const at = (seconds: number) => totpStep(new Date(seconds * 1000));
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(RFC_SECRET, at(59), 8)).toBe('94287082');
    expect(totpCode(RFC_SECRET, at(1111111109), 8)).toBe('07081804');
    expect(totpCode(RFC_SECRET, at(1234567890), 8)).toBe('89005924');
    expect(totpCode(RFC_SECRET, at(20000000000), 8)).toBe('65353130');
    // Six digits are the last six of the same number.
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe('081804');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const bytes = randomBytes(37);
    expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts one step of drift either side, never a code twice or an older one', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-23T10:00:10Z');
    const step = totpStep(now);
    expect(verifyTotp(secret, totpCode(secret, step), now, null)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, step - 1), now, null)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step + 1), now, null)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, step - 2), now, null)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, step + 2), now, null)).toBeUndefined();
    // Used: the same step and any before it are refused.
    expect(verifyTotp(secret, totpCode(secret, step), now, step)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, step - 1), now, step)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, step + 1), now, step)).toBe(step + 1);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      expect(verifyTotp(secret, bad, now, null)).toBeUndefined();
    }
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ana', 'SWX back office'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/SWX back office:ana');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'SWX back office',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('sealing', () => {
  it('opens what it sealed, with a new nonce each time; refuses a changed value or key', () => {
    const sealer = sealerOf(randomBytes(32));
    const a = sealer.seal('JBSWY3DPEHPK3PXP');
    const b = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(a)).toBe('JBSWY3DPEHPK3PXP');
    const [version, nonce, tag, body] = a.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => sealer.open([version, nonce, tag, flipped].join('.'))).toThrow();
    expect(() => sealerOf(randomBytes(32)).open(a)).toThrow();
    expect(() => sealer.open('plain text')).toThrow();
    expect(() => sealerOf(randomBytes(16))).toThrow();
  });
});
