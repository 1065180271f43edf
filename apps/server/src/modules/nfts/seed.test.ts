import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type NftPage } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentDir } from '../../platform/paths.js';
import { DiskFileStore } from '../../platform/uploads/index.js';
import { SeedFileError } from '../../platform/seed-files.js';
import { get } from '../../test/client.js';
import { rowCount, startTestApp, type TestApp } from '../../test/harness.js';
import { loadSeedNfts, seedNfts } from './seed.js';

/** The sample NFTs of a development installation (content/nfts/): checked, seeded once. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('sample NFTs', () => {
  it('reads every sample with its texts and drawing', () => {
    const seed = loadSeedNfts();
    expect(seed.charities.length).toBeGreaterThanOrEqual(2);
    expect(seed.items.filter((i) => i.auction).length).toBeGreaterThanOrEqual(2);
    expect(seed.items.filter((i) => i.edition).length).toBeGreaterThanOrEqual(2);
    for (const item of [...seed.charities, ...seed.items]) {
      expect(item.texts.map((x) => x.language).slice(0, 3)).toEqual(['en', 'zh', 'hk']);
      expect(item.texts.map((x) => x.language).sort()).toEqual([...LANGUAGES].sort());
    }
    const drawings = readdirSync(join(seedContentDir, 'nfts', 'art')).sort();
    expect(drawings).toEqual(seed.items.map((i) => `${i.slug}.svg`).sort());
  });

  it('refuses an auction whose reserve is below its starting price, naming the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'nft-seed-'));
    cpSync(join(seedContentDir, 'nfts'), join(root, 'nfts'), { recursive: true });
    const [first] = readdirSync(join(root, 'nfts', 'auctions'));
    const meta = join(root, 'nfts', 'auctions', first!, 'meta.txt');
    writeFileSync(
      meta,
      'charity: bright-futures-school-fund\ncreator: A\nstarting-price: 100\n' +
        'reserve-price: 50\nmin-increment: 5\nopen-hours: 10\norder: 1\n',
    );
    expect(() => loadSeedNfts(root)).toThrow(SeedFileError);
    expect(() => loadSeedNfts(root)).toThrow(/reserve-price/);
  });

  it('seeds the samples once, with their artwork served in three sizes', async () => {
    const seed = loadSeedNfts();
    await seedNfts(t.database.db, new DiskFileStore(t.uploadsDir), seed, t.now());
    await seedNfts(t.database.db, new DiskFileStore(t.uploadsDir), seed, t.now());
    expect(await rowCount(t, 'nft_items')).toBe(seed.items.length);
    expect(await rowCount(t, 'charities')).toBe(seed.charities.length);
    const page = await get<NftPage>(t, '/index/listNft', { query: { pageSize: '50' } });
    expect(page.result.items.every((i) => i.sample && i.image !== null)).toBe(true);
    expect(page.result.items.filter((i) => i.status === 'upcoming')).toHaveLength(
      seed.items.filter((i) => (i.edition?.startsInHours ?? 0) > 0).length,
    );
    const image = page.result.items[0]!.image!;
    for (const path of [image.small, image.medium, image.large]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    const small = await t.app.inject({ method: 'GET', url: image.small });
    const large = await t.app.inject({ method: 'GET', url: image.large });
    expect(large.rawPayload.length).toBeGreaterThan(small.rawPayload.length);
  });
});
