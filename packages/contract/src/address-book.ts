/**
 * The withdrawal address book (docs/adr/0030): saved addresses per network with a label; with
 * the whitelist on, withdrawals go only to saved addresses that have waited
 * `withdrawal.addressWaitHours` since they were saved. Turning the whitelist on is immediate;
 * turning it off waits the same period. Each saved address and each switch-off is mailed with a
 * link that cancels it without signing in.
 */
import { z } from 'zod';
import { Code } from './codes.js';
import { getNetwork, type NetworkId } from './networks.js';
import { displayName } from './schemas.js';
import { authenticatorCode } from './two-factor.js';
import { WITHDRAWAL_NETWORKS, withdrawalNetwork } from './wallet.js';

/** Saved addresses one account may hold. */
export const ADDRESS_BOOK_MAX = 20;
/** Longest label, in characters. */
export const ADDRESS_LABEL_MAX = 40;

const invalid = { error: String(Code.INVALID_PARAMS) };

/**
 * The form an address is compared in: Ethereum addresses case-insensitively (the checksum is
 * only their capitals), every other network exactly as written.
 */
export function addressKey(network: NetworkId, address: string): string {
  return getNetwork(network)?.chain === 'Ethereum' ? address.toLowerCase() : address;
}

const label = displayName(ADDRESS_LABEL_MAX);

export const addWithdrawalAddressBody = z.strictObject(
  {
    network: withdrawalNetwork,
    address: z
      .string({ error: String(Code.ADDRESS_REQUIRED) })
      .min(1, { error: String(Code.ADDRESS_REQUIRED) })
      .max(128, { error: String(Code.ADDRESS_INVALID) }),
    label,
    /** Required (10080) when two-factor sign-in is on. */
    twoFactorCode: authenticatorCode.optional(),
  },
  invalid,
);

export const removeWithdrawalAddressBody = z.strictObject(
  { id: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid) },
  invalid,
);

export const setAddressWhitelistBody = z.strictObject(
  {
    on: z.boolean(invalid),
    /** Required (10080) to turn it off when two-factor sign-in is on. */
    twoFactorCode: authenticatorCode.optional(),
  },
  invalid,
);

/** The token of a cancel link from a security mail (43 base64url characters). */
export const cancelAddressChangeBody = z.strictObject(
  { token: z.string(invalid).regex(/^[A-Za-z0-9_-]{43}$/, invalid) },
  invalid,
);

export const withdrawalAddressItem = z.object({
  id: z.string(),
  network: z.enum(WITHDRAWAL_NETWORKS),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** From when the whitelist lets withdrawals go to it. */
  usableAt: z.string(),
  /** Whether `usableAt` has passed (by the server's clock). */
  ready: z.boolean(),
});

export const addressBook = z.object({
  items: z.array(withdrawalAddressItem),
  whitelist: z.object({
    /** Whether withdrawals go only to saved addresses that are ready. */
    on: z.boolean(),
    /** When a requested switch-off takes effect; null when none is waiting. */
    offAt: z.string().nullable(),
  }),
  /** `withdrawal.addressWaitHours`: how long a new address and a switch-off wait. */
  waitHours: z.number().int(),
});

/** What a cancel link cancelled. */
export const addressChangeCancelled = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('address'),
    network: z.enum(WITHDRAWAL_NETWORKS),
    address: z.string(),
    label: z.string(),
    /** The owner's withdrawals to it that were pending review: rejected, the money back. */
    withdrawalsCancelled: z.number().int(),
  }),
  z.object({ kind: z.literal('whitelistOff') }),
]);

export type AddWithdrawalAddressBody = z.infer<typeof addWithdrawalAddressBody>;
export type SetAddressWhitelistBody = z.infer<typeof setAddressWhitelistBody>;
export type WithdrawalAddressItem = z.infer<typeof withdrawalAddressItem>;
export type AddressBook = z.infer<typeof addressBook>;
export type AddressChangeCancelled = z.infer<typeof addressChangeCancelled>;
