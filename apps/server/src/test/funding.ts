import { Code, type DepositItem } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { registerUser } from './client.js';
import { sqlRows, type TestApp } from './harness.js';
import { multipartBody, pngImage, postForm } from './multipart.js';
import { callAdmin } from './staff.js';

const REAL = { 'x-real-account': 'YES' };

/**
 * A registered user with `usdt` credited to the real book through a deposit that the staff
 * member of `staffTokens` approves (above `deposit.fourEyesUsdt` the second one too), and
 * (unless `verified` is false) identity verified by the first. `hash` is the deposit's
 * transaction hash (unique per test app); `seed` varies the proof.
 */
export async function fundUser(
  t: TestApp,
  staffTokens: string | readonly [string, string],
  usdt: string,
  options: { verified?: boolean; hash: string; seed?: number },
) {
  const [first, second] = typeof staffTokens === 'string' ? [staffTokens] : staffTokens;
  const admin = (path: string, token = first) => callAdmin<DepositItem>(t, token, 'POST', path);
  const user = await registerUser(t);
  const claim = await postForm<DepositItem>(
    t,
    '/user/recharge',
    multipartBody(
      { network: 'USDT-TRC20', amount: usdt, txHash: options.hash, last6: 'abc123' },
      { proof: { bytes: await pngImage(options.seed ?? 0) } },
    ),
    { token: user.token, headers: REAL },
  );
  expect(claim.code).toBe(Code.RECHARGE_SUBMITTED);
  const approved = await admin(`/deposits/${claim.result.id}/approve`);
  expect(approved.code).toBe(200);
  if (approved.result.status === 'pending') {
    if (!second) throw new Error(`a deposit of ${usdt} USDT needs a second approver's token`);
    const credited = await admin(`/deposits/${claim.result.id}/approve`, second);
    expect([credited.code, credited.result.status]).toEqual([200, 'approved']);
  }
  if (options.verified !== false) {
    const files = {
      front: { bytes: await pngImage(1) },
      back: { bytes: await pngImage(2) },
      hand: { bytes: await pngImage(3) },
    };
    const kyc = await postForm(
      t,
      '/user/identification',
      multipartBody(
        {
          firstName: 'Kenji',
          lastName: 'Sato',
          sex: 'male',
          birthdate: '1985-11-02',
          country: 'JP',
          address: '1-2-3 Shibuya, Tokyo',
          phone: '+81 90 1234 5678',
          documentType: 'driver_licence',
        },
        files,
      ),
      { token: user.token },
    );
    expect(kyc.code).toBe(Code.SUBMITTED_FOR_REVIEW);
    const [row] = await sqlRows<{ id: string }>(
      t,
      sql`select id::text from kyc_applications where user_id = ${user.user.id} and status = 'pending'`,
    );
    expect((await admin(`/kyc/${row!.id}/verify`)).code).toBe(200);
  }
  return user;
}
