import { MarketType, type HomeStats } from '@swx/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters } from '../../platform/db/tables.js';
import { get, newIdentity, registerUser } from '../../test/client.js';
import { CATALOGUE } from '../market/catalogue.js';
import { HOME_STATS_TTL_MS } from './service.js';
import { appForFile } from '../../test/suite.js';

const t = appForFile();

const stats = async () => {
  const answer = await get<HomeStats>(t, '/index/getHomeStats');
  expect(answer.code).toBe(200);
  return answer.result;
};

describe('home figures', () => {
  it('are computed from the platform’s records and cached for a minute', async () => {
    const before = await stats();
    expect(before).toMatchObject({
      registeredUsers: 0,
      tradingFeeRateMax: '0.001',
      // The seeded catalogue: every enabled instrument, and the crypto ones.
      listedInstruments: CATALOGUE.length,
      listedCryptos: CATALOGUE.filter((i) => i.type === MarketType.crypto).length,
      volume24hUsdt: null,
    });
    expect(before.listedInstruments).toBeGreaterThanOrEqual(60);

    await registerUser(t, newIdentity('stats'));
    await registerUser(t, newIdentity('stats'));
    // Within the minute the cached figures stand...
    expect((await stats()).registeredUsers).toBe(0);
    // ...after it, the new accounts and a changed fee parameter show.
    await t.database.db
      .update(parameters)
      .set({ value: '0.0025' })
      .where(eq(parameters.key, 'contract.openFeeRate'));
    t.advance(HOME_STATS_TTL_MS + 1);
    const after = await stats();
    expect(after.registeredUsers).toBe(2);
    expect(after.tradingFeeRateMax).toBe('0.0025');
    expect(Date.parse(after.computedAt)).toBeGreaterThan(Date.parse(before.computedAt));
  });
});
