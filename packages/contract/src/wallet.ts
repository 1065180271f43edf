import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { NETWORK_IDS } from './networks.js';
import { authenticatorCode } from './two-factor.js';

/**
 * Deposits, withdrawals and identity verification (spec sections 3–5; docs/adr/0010).
 * Amounts are decimal strings; the server checks each against its asset's scale.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
const amountCode = { error: String(Code.AMOUNT_INCORRECT) };

/** A positive decimal as typed: digits, an optional fraction; no sign, exponent or spaces. */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,19})(?:\.\d{1,18})?$/;
export const amountText = z.string(amountCode).regex(AMOUNT_PATTERN, amountCode);

export const networkId = z.enum(NETWORK_IDS, { error: String(Code.WITHDRAWAL_METHOD_REQUIRED) });

/**
 * Networks a customer can withdraw to. The balance is USDT: a BTC or ETH withdrawal is paid
 * from it at a quoted rate (docs/adr/0032).
 */
export const WITHDRAWAL_NETWORKS = ['USDT-TRC20', 'USDT-ERC20', 'BTC', 'ETH'] as const;
export type WithdrawalNetwork = (typeof WITHDRAWAL_NETWORKS)[number];

/** Whether a withdrawal on `network` is converted from the USDT balance at a quoted rate. */
export function isConvertedWithdrawal(network: WithdrawalNetwork): boolean {
  return network === 'BTC' || network === 'ETH';
}

/** The longest quote token the server issues (a signed, base64url payload). */
export const QUOTE_ID_MAX = 400;

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'completed',
  'rejected',
  'failed',
] as const;
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;

// ---- deposits ----------------------------------------------------------------------------

/** The multipart fields of a deposit claim (the proof image is the `proof` file). */
export const rechargeFields = z.strictObject(
  {
    network: networkId,
    amount: amountText,
    txHash: z
      .string(invalid)
      .min(1, { error: String(Code.TX_HASH_INVALID) })
      .max(100, invalid),
    /** The last 6 characters of the address the coins were sent from. */
    last6: z.string(invalid).regex(/^[A-Za-z0-9]{6}$/, invalid),
  },
  invalid,
);

export const depositNetwork = z.object({
  id: z.enum(NETWORK_IDS),
  name: z.string(),
  asset: z.string(),
  minimum: z.string(),
  /** The platform's receiving address on this network. */
  address: z.string(),
});
export const depositNetworksResult = z.object({ networks: z.array(depositNetwork) });

export const depositItem = z.object({
  id: z.string(),
  network: z.enum(NETWORK_IDS),
  asset: z.string(),
  amount: z.string(),
  txHash: z.string(),
  last6: z.string(),
  receivingAddress: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  creditedUsdt: z.string().nullable(),
  rate: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const PAGE_SIZE_MAX = 100;
export const listDepositsQuery = z.strictObject(
  {
    status: z.enum(DEPOSIT_STATUSES, invalid).optional(),
    network: z.enum(NETWORK_IDS, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const depositPage = z.object({
  items: z.array(depositItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- identity verification ---------------------------------------------------------------

export const KYC_SEXES = ['male', 'female'] as const;
export const KYC_DOCUMENTS = ['id_card', 'driver_licence', 'passport'] as const;

const required = (max: number) =>
  z
    .string({ error: String(Code.INVALID_PARAMS) })
    .trim()
    .min(1, invalid)
    .max(max, invalid);

/** The three photos of a KYC submission (multipart file fields): the document's front and
 * back, and the applicant holding it. */
export const KYC_PHOTOS = ['front', 'back', 'hand'] as const;
export type KycPhoto = (typeof KYC_PHOTOS)[number];

/** The multipart text fields of a KYC submission (with the files of KYC_PHOTOS). */
export const identificationFields = z.strictObject(
  {
    firstName: required(60),
    lastName: required(60),
    sex: z.enum(KYC_SEXES, invalid),
    /** YYYY-MM-DD; the applicant must be an adult (the server checks 18 years). */
    birthdate: z.string(invalid).regex(/^\d{4}-\d{2}-\d{2}$/, invalid),
    /** ISO 3166-1 alpha-2, upper case. */
    country: z.string(invalid).regex(/^[A-Z]{2}$/, invalid),
    address: required(200),
    phone: z.string(invalid).regex(/^\+?[0-9 ()-]{6,24}$/, invalid),
    documentType: z.enum(KYC_DOCUMENTS, invalid),
  },
  invalid,
);

export const identificationStatus = z.object({
  status: z.enum(KYC_STATUSES),
  /** Why the last submission was not passed. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});

export type RechargeFields = z.infer<typeof rechargeFields>;
export type DepositNetwork = z.infer<typeof depositNetwork>;
export type DepositItem = z.infer<typeof depositItem>;
export type DepositPage = z.infer<typeof depositPage>;
export type IdentificationFields = z.infer<typeof identificationFields>;
export type IdentificationStatus = z.infer<typeof identificationStatus>;

// ---- withdrawals -------------------------------------------------------------------------

export const withdrawalNetwork = z.enum(WITHDRAWAL_NETWORKS, {
  error: String(Code.WITHDRAWAL_METHOD_REQUIRED),
});

export const withdrawalBody = z
  .strictObject(
    {
      network: withdrawalNetwork,
      address: z
        .string({ error: String(Code.ADDRESS_REQUIRED) })
        .min(1, { error: String(Code.ADDRESS_REQUIRED) })
        .max(128, { error: String(Code.ADDRESS_INVALID) }),
      /** In the network's asset (BTC for BTC, ETH for ETH, USDT otherwise). */
      amount: amountText,
      /**
       * The `quoteId` of the quote the user confirmed; required for BTC and ETH (10026 without),
       * whose USDT cost it fixes. Refused when expired (10065), when the price has since moved
       * beyond the tolerance (10066) or when the fee terms changed (10067).
       */
      quoteId: z.string(invalid).min(1, invalid).max(QUOTE_ID_MAX, invalid).optional(),
      /** Required (10080) when two-factor sign-in is on; not part of what a retry repeats. */
      twoFactorCode: authenticatorCode.optional(),
    },
    invalid,
  )
  .refine((body) => !isConvertedWithdrawal(body.network) || body.quoteId !== undefined, invalid);

export const withdrawalQuoteQuery = z.strictObject(
  { network: withdrawalNetwork, amount: amountText },
  invalid,
);

/**
 * The terms shown before the user confirms. `amount`, `fee`, `receive` and `feeMin` are in the
 * network's asset; `usdtAmount` is what the balance gives (held until the payout), of which
 * `usdtFee` is the fee. For BTC and ETH, `rate` is the recorded price (USDT per coin) at
 * `rateAt`, and the quote holds until `expiresAt` when sent back as `quoteId`.
 */
export const withdrawalQuote = z.object({
  network: z.enum(WITHDRAWAL_NETWORKS),
  asset: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What arrives at the address: amount − fee. */
  receive: z.string(),
  feeRate: z.string(),
  feeMin: z.string(),
  usdtAmount: z.string(),
  usdtFee: z.string(),
  rate: z.string().nullable(),
  rateAt: z.string().nullable(),
  /** The rate comes from the simulated feed (labelled in the interface); false for USDT. */
  simulated: z.boolean(),
  /** How far the price may move from `rate` before a request is refused (10066). */
  priceTolerance: z.string().nullable(),
  expiresAt: z.string().nullable(),
  quoteId: z.string().nullable(),
});

export const withdrawalItem = z.object({
  id: z.string(),
  network: z.enum(WITHDRAWAL_NETWORKS),
  asset: z.string(),
  address: z.string(),
  /** In the network's asset, as are `fee` and `receive`. */
  amount: z.string(),
  fee: z.string(),
  receive: z.string(),
  /** What the USDT balance gave (held until the payout; back if rejected or failed). */
  usdtAmount: z.string(),
  /** The USDT price of the asset the withdrawal was converted at (null for USDT). */
  rate: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutHash: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});

export const listWithdrawalsQuery = z.strictObject(
  {
    status: z.enum(WITHDRAWAL_STATUSES, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const withdrawalPage = z.object({
  items: z.array(withdrawalItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type WithdrawalBody = z.infer<typeof withdrawalBody>;
export type WithdrawalQuote = z.infer<typeof withdrawalQuote>;
export type WithdrawalItem = z.infer<typeof withdrawalItem>;
export type WithdrawalPage = z.infer<typeof withdrawalPage>;
