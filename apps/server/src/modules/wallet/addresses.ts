import { NETWORK_IDS, isValidAddress } from '@swx/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { parameters } from '../../platform/db/tables.js';
import { depositAddressParameter } from './deposits.js';

/**
 * Fills empty `deposit.address.*` parameters from DEPOSIT_ADDRESS_* (an address staff set in
 * the back office is never replaced). A malformed address stops the start.
 */
export async function fillDepositAddresses(db: Db, config: Config): Promise<void> {
  const fromEnv = {
    'USDT-TRC20': config.DEPOSIT_ADDRESS_USDT_TRC20,
    'USDT-ERC20': config.DEPOSIT_ADDRESS_USDT_ERC20,
    BTC: config.DEPOSIT_ADDRESS_BTC,
    ETH: config.DEPOSIT_ADDRESS_ETH,
  } as const;
  for (const network of NETWORK_IDS) {
    const address = fromEnv[network];
    if (address === undefined) continue;
    if (!isValidAddress(network, address)) {
      throw new Error(`DEPOSIT_ADDRESS for ${network} is not a valid ${network} address`);
    }
    await db
      .update(parameters)
      .set({ value: address })
      .where(and(eq(parameters.key, depositAddressParameter(network)), eq(parameters.value, '')));
  }
}
