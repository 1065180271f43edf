import type { Db } from './client.js';
import { parameters } from './tables.js';

/**
 * Reference data every installation needs, inserted idempotently at start: a row that exists
 * is left alone, so values changed by staff survive restarts.
 */
const PARAMETERS: ReadonlyArray<{
  key: string;
  value: string;
  description: string;
  isPublic: boolean;
}> = [
  {
    key: 'demo.initialBalanceUsdt',
    value: '100000',
    description: 'Virtual USDT credited to a new demo book and restored by a demo reset',
    isPublic: true,
  },
  {
    key: 'withdrawal.feeRate',
    value: '0.01',
    description: 'Withdrawal management fee as a fraction of the amount',
    isPublic: true,
  },
  {
    key: 'withdrawal.feeMinUsdt',
    value: '1',
    description: 'Minimum withdrawal fee in USDT',
    isPublic: true,
  },
  {
    key: 'loan.interestFreeDays',
    value: '7',
    description: 'Days after disbursement during which a loan bears no interest',
    isPublic: true,
  },
  {
    key: 'contract.openFeeRate',
    value: '0.001',
    description: 'Opening fee of a leveraged contract as a fraction of its notional',
    isPublic: true,
  },
  {
    key: 'smart.earlyExitPenaltyRate',
    value: '0.05',
    description: 'Share of principal deducted when a smart plan is exited early',
    isPublic: true,
  },
];

export async function seed(db: Db): Promise<void> {
  await db
    .insert(parameters)
    .values([...PARAMETERS])
    .onConflictDoNothing({ target: parameters.key });
}
