import { ASSET_SCALE, type LedgerReason } from '@swx/contract';

/**
 * What the transaction record says about an entry: a label for its reason code and the
 * direction of its amount. Amounts stay decimal strings: the sign is read from the text.
 */

/** Reasons the record names exactly (catalogue `balance.reasons.<name>`): every reason the
 * server writes (the type checker holds the list to the contract's). */
const REASONS = {
  'demo.open': 'demoOpen',
  'demo.reset': 'demoReset',
  'deposit.credit': 'depositCredit',
  'withdrawal.hold': 'withdrawalHold',
  'withdrawal.release': 'withdrawalRelease',
  'withdrawal.payout': 'withdrawalPayout',
  'options.open': 'optionsOpen',
  'options.win': 'optionsWin',
  'options.lose': 'optionsLose',
  'options.draw': 'optionsDraw',
  'options.void': 'optionsVoid',
  'contract.open': 'contractOpen',
  'contract.close': 'contractClose',
  'adjustment.credit': 'adjustmentCredit',
  'adjustment.debit': 'adjustmentDebit',
  'smart.buy': 'smartBuy',
  'smart.accrue': 'smartAccrue',
  'smart.mature': 'smartMature',
  'smart.exit': 'smartExit',
  'smart.expire': 'smartExpire',
  'smart.reserve': 'smartReserve',
  'loan.disburse': 'loanDisburse',
  'loan.repay': 'loanRepay',
  'loan.pool': 'loanPool',
  'nft.buy': 'nftBuy',
  'nft.bid': 'nftBid',
  'nft.outbid': 'nftOutbid',
  'nft.release': 'nftRelease',
  'nft.settle': 'nftSettle',
  'nft.payout': 'nftPayout',
} as const satisfies Record<LedgerReason, string>;

/** Families of reasons (`<family>.<step>`) named when the step itself is not known yet. */
const FAMILIES = {
  demo: 'demo',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  options: 'options',
  contract: 'contract',
  adjustment: 'adjustment',
  smart: 'smart',
  loan: 'loan',
  nft: 'nft',
} as const;

export type ReasonName =
  (typeof REASONS)[keyof typeof REASONS] | (typeof FAMILIES)[keyof typeof FAMILIES] | 'other';

function own<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * The catalogue name of a reason code: the exact reason, else its family (a future
 * `withdrawal.<new step>` reads "Withdrawal"), else the neutral `other` ("Balance change").
 */
export function reasonName(reason: string): ReasonName {
  if (own(REASONS, reason)) return REASONS[reason];
  const family = reason.split('.', 1)[0] ?? '';
  if (family !== reason && own(FAMILIES, family)) return FAMILIES[family];
  return 'other';
}

/** True for a reason the record names exactly (others also show their code). */
export function isKnownReason(reason: string): boolean {
  return own(REASONS, reason);
}

/** Whether a decimal string is a debit (-1), zero (0) or a credit (1): "-0.000000" is zero. */
export function amountSign(amount: string): -1 | 0 | 1 {
  const text = amount.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  if (!/[1-9]/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
}

/** Decimal places of an asset (ASSET_SCALE); 8 for an asset this build does not know yet. */
export function assetScale(asset: string): number {
  return own(ASSET_SCALE, asset) ? ASSET_SCALE[asset] : 8;
}
