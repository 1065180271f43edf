import { Code } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { newIdentity, post } from '../../test/client.js';
import { appForFile } from '../../test/suite.js';

// An operator behind a carrier's NAT raises the per-address allowance; here it is lowered.
const t = appForFile({ CODES_PER_IP_HOUR: '3' });

describe('verification codes per IP, as configured', () => {
  it('mails CODES_PER_IP_HOUR codes an hour to one address, then refuses until the hour ends', async () => {
    const ask = (ip: string) =>
      post(t, '/login/sendCode', { body: { email: newIdentity().email, scene: 'register' }, ip });
    for (let i = 0; i < 3; i += 1) expect((await ask('10.8.0.1')).code).toBe(Code.OK);
    const over = await ask('10.8.0.1');
    expect(over.status).toBe(429);
    expect(over.code).toBe(Code.TOO_MANY_ATTEMPTS);
    // Another address is counted apart; the hour's end frees the first.
    expect((await ask('10.8.0.2')).code).toBe(Code.OK);
    t.advance(60 * 60_000);
    expect((await ask('10.8.0.1')).code).toBe(Code.OK);
  });
});
