import { describe, expect, it } from 'vitest';
import { Code } from '../codes.js';
import {
  adjustmentRequestBody,
  adminPath,
  AdminPaths,
  markdown,
  staffDepositPage,
  utf8Length,
} from './index.js';

describe('AdminPaths', () => {
  it('names each staff path once, each starting with a slash', () => {
    const paths = Object.values(AdminPaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z]/);
  });

  it('fills a path’s parameters, URL-encoded, and refuses a missing one', () => {
    expect(adminPath(AdminPaths.approveDeposit, { id: 41 })).toBe('/deposits/41/approve');
    expect(adminPath(AdminPaths.parameter, { key: 'site.a b' })).toBe(
      '/config/parameters/site.a%20b',
    );
    expect(adminPath(AdminPaths.optionsProduct, { instrumentId: '3' })).toBe(
      '/config/options-products/3',
    );
    expect(() => adminPath(AdminPaths.user)).toThrow();
  });
});

describe('staff API shapes', () => {
  it('refuse an adjustment of zero or beyond a million USDT with 10026', () => {
    const body = { userId: '7', book: 'real', reason: 'correction' };
    expect(adjustmentRequestBody.safeParse({ ...body, amount: '-12.5' }).success).toBe(true);
    for (const amount of ['0', '0.000000', '1000000.000001', '-1000000.1', '1e3', '1.1234567']) {
      const result = adjustmentRequestBody.safeParse({ ...body, amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(String(Code.INVALID_PARAMS));
    }
  });

  it('count a Markdown body in UTF-8 bytes (at most 100 KB)', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(markdown.safeParse('€'.repeat(34_133)).success).toBe(true);
    expect(markdown.safeParse('€'.repeat(34_134)).success).toBe(false);
    expect(markdown.safeParse('  ').success).toBe(false);
  });

  it('read a deposit page with the staff fields the customer shape drops', () => {
    const item = {
      id: '1',
      network: 'BTC',
      asset: 'BTC',
      amount: '0.1',
      txHash: 'a'.repeat(64),
      last6: 'abcdef',
      receivingAddress: 'addr',
      status: 'pending',
      creditedUsdt: null,
      rate: null,
      reason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      reviewedAt: null,
      userId: '2',
      proofKey: 'k.png',
      claimedUsdt: null,
      twoApprovers: true,
      firstApprovedBy: '3',
      firstApprovedAt: '2026-01-01T00:01:00.000Z',
      firstReceived: '0.1',
    };
    const page = staffDepositPage.parse({ items: [item], total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual(item);
    expect(
      staffDepositPage.safeParse({
        items: [{ ...item, twoApprovers: undefined }],
        total: 1,
        page: 1,
        pageSize: 20,
      }).success,
    ).toBe(false);
  });
});
