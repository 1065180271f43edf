import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Bearer tokens: 256 random bits, prefixed so that leaked tokens are easy to scan for. */
export function newSessionToken(): string {
  return `swx_${randomBytes(32).toString('base64url')}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A six-digit code from a uniform distribution. */
export function newEmailCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Email codes are stored as an HMAC keyed by the installation secret, bound to address and use. */
export function emailCodeHash(secret: Buffer, email: string, scene: string, code: string): string {
  return createHmac('sha256', secret).update(`${scene}\n${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An eight-character invite code without easily confused characters. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}
