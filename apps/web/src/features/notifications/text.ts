import {
  getNetwork,
  isNetworkId,
  type NotificationItem,
  type NotificationKind,
} from '@swx/contract';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../i18n/format';
import { amountSign } from '../../lib/ledger-entries';
import { decimalsOf } from '../../lib/validation';

/**
 * How a notification reads: the server stores a kind and its parameters (decimal strings,
 * asset, network, reason); the app words them in the reader's language and links each to the
 * page where the thing it reports can be seen.
 */

/** Catalogue names of the kinds (`notifications.kinds.<name>`), one per kind of the contract. */
export const KIND_NAMES = {
  'deposit.approved': 'depositApproved',
  'deposit.rejected': 'depositRejected',
  'withdrawal.requested': 'withdrawalRequested',
  'withdrawal.approved': 'withdrawalApproved',
  'withdrawal.completed': 'withdrawalCompleted',
  'withdrawal.rejected': 'withdrawalRejected',
  'withdrawal.failed': 'withdrawalFailed',
  'kyc.verified': 'kycVerified',
  'kyc.rejected': 'kycRejected',
  'demo.reset': 'demoReset',
  'options.won': 'optionsWon',
  'options.lost': 'optionsLost',
  'options.draw': 'optionsDraw',
  'options.void': 'optionsVoid',
  'contract.closed': 'contractClosed',
  'smart.bought': 'smartBought',
  'smart.earned': 'smartEarned',
  'smart.matured': 'smartMatured',
  'smart.exited': 'smartExited',
  'smart.expired': 'smartExpired',
  'loan.disbursed': 'loanDisbursed',
  'loan.rejected': 'loanRejected',
  'loan.repayment': 'loanRepayment',
  'loan.repaid': 'loanRepaid',
  'loan.overdue': 'loanOverdue',
  'nft.bought': 'nftBought',
  'nft.outbid': 'nftOutbid',
  'nft.won': 'nftWon',
  'nft.unsold': 'nftUnsold',
  'support.reply': 'supportReply',
} as const satisfies Record<NotificationKind, string>;

export type KindName = (typeof KIND_NAMES)[NotificationKind];

/** Good news, news that needs the reader, or a plain record. */
export type NotificationTone = 'success' | 'danger' | 'info';

const TONES: Record<NotificationKind, NotificationTone> = {
  'deposit.approved': 'success',
  'deposit.rejected': 'danger',
  'withdrawal.requested': 'info',
  'withdrawal.approved': 'info',
  'withdrawal.completed': 'success',
  'withdrawal.rejected': 'danger',
  'withdrawal.failed': 'danger',
  'kyc.verified': 'success',
  'kyc.rejected': 'danger',
  'demo.reset': 'info',
  'options.won': 'success',
  'options.lost': 'danger',
  'options.draw': 'info',
  'options.void': 'info',
  'contract.closed': 'info',
  'smart.bought': 'info',
  'smart.earned': 'success',
  'smart.matured': 'success',
  'smart.exited': 'info',
  'smart.expired': 'info',
  'loan.disbursed': 'success',
  'loan.rejected': 'danger',
  'loan.repayment': 'info',
  'loan.repaid': 'success',
  'loan.overdue': 'danger',
  'nft.bought': 'info',
  'nft.outbid': 'danger',
  'nft.won': 'success',
  'nft.unsold': 'info',
  'support.reply': 'info',
};

const LINKS: Record<NotificationKind, string> = {
  'deposit.approved': '/profile/balance',
  'deposit.rejected': '/profile/balance',
  'withdrawal.requested': '/profile/balance?records=withdrawals',
  'withdrawal.approved': '/profile/balance?records=withdrawals',
  'withdrawal.completed': '/profile/balance?records=withdrawals',
  'withdrawal.rejected': '/profile/balance?records=withdrawals',
  'withdrawal.failed': '/profile/balance?records=withdrawals',
  'kyc.verified': '/profile/verification',
  'kyc.rejected': '/profile/verification',
  'demo.reset': '/profile/balance?book=demo',
  // Settled options orders, in the book of the order (`book` is checked where the link is made).
  'options.won': '/profile/orders?state=history',
  'options.lost': '/profile/orders?state=history',
  'options.draw': '/profile/orders?state=history',
  'options.void': '/profile/orders?state=history',
  // Closed positions, in the book of the account mode (as the options orders).
  'contract.closed': '/profile/orders?kind=contracts&state=history',
  // Smart plans are held in the real book only; the plan itself is linked where its id is known.
  'smart.bought': '/trading?view=plans',
  'smart.earned': '/trading?view=plans',
  'smart.matured': '/trading?view=plans',
  'smart.exited': '/trading?view=plans',
  'smart.expired': '/trading?view=plans',
  // Loans are held in the real book only; the loan itself is linked where its id is known.
  'loan.disbursed': '/loan?view=loans',
  'loan.rejected': '/loan?view=loans',
  'loan.repayment': '/loan?view=loans',
  'loan.repaid': '/loan?view=loans',
  'loan.overdue': '/loan?view=loans',
  // Charity NFT purchases and auctions.
  'nft.bought': '/nfts',
  'nft.outbid': '/nfts',
  'nft.won': '/nfts',
  'nft.unsold': '/nfts',
  // The page the reader is on, with the support chat open over it.
  'support.reply': '?chat=open',
};

/** The page of one Smart plan or loan, for the kinds that name it (`orderId`, `loanId`). */
function itemLink(kind: NotificationKind, params: Record<string, string>): string {
  const orderId = params['orderId'];
  const loanId = params['loanId'];
  if (kind.startsWith('smart.') && orderId) {
    return `/trading/plan?id=${encodeURIComponent(orderId)}`;
  }
  if (kind.startsWith('loan.') && loanId) return `/loan/detail?id=${encodeURIComponent(loanId)}`;
  return LINKS[kind];
}

/** Catalogue names of the reasons a position closes (`notifications.closeReasons.<name>`). */
const CLOSE_REASON_NAMES: Record<string, 'user' | 'stopLoss' | 'takeProfit' | 'liquidation'> = {
  user: 'user',
  stop_loss: 'stopLoss',
  take_profit: 'takeProfit',
  liquidation: 'liquidation',
};

/** A closed position's news reads as its result: a gain good, a loss bad, nothing plain. */
function closedTone(profit: string | undefined): NotificationTone {
  const sign = profit === undefined ? 0 : amountSign(profit);
  if (sign > 0) return 'success';
  return sign < 0 ? 'danger' : 'info';
}

export interface NotificationText {
  title: string;
  body: string;
  tone: NotificationTone;
  href: string;
}

type Format = ReturnType<typeof useFormat>;

export function describeNotification(
  item: Pick<NotificationItem, 'kind' | 'params'>,
  t: TFunction,
  format: Format,
): NotificationText {
  const p = item.params;
  const asset = p['asset'] ?? 'USDT';
  const money = (value: string | undefined, of = 'USDT') =>
    value === undefined ? '' : format.money(value, of);
  const network = p['network'];
  const values = {
    amount: money(p['amount'], asset),
    asset,
    credited: money(p['credited']),
    // A withdrawal's fee and amount received are in its asset (USDT, BTC, ETH); what it cost
    // is USDT (older withdrawals, all USDT, did not say).
    fee: money(p['fee'], asset),
    receive: money(p['receive'], asset),
    cost: money(p['usdtAmount'] ?? (asset === 'USDT' ? p['amount'] : undefined)),
    balance: money(p['balance']),
    network:
      network && isNetworkId(network) ? (getNetwork(network)?.name ?? network) : (network ?? ''),
    payoutHash: p['payoutHash'] ?? '',
    reason:
      item.kind === 'contract.closed'
        ? t(`notifications.closeReasons.${CLOSE_REASON_NAMES[p['reason'] ?? ''] ?? 'user'}`)
        : p['reason']?.trim() || t('notifications.noReason'),
    orderNo: p['orderNo'] ?? '',
    // A price with its own decimals (the instrument's), grouped as the reader's numbers are.
    closePrice: p['closePrice'] ? format.price(p['closePrice'], decimalsOf(p['closePrice'])) : '',
    returned: money(p['returned']),
    profit: money(p['profit']),
    penalty: money(p['penalty']),
    interest: money(p['interest']),
    totalInterest: money(p['totalInterest']),
    maturesAt: p['maturesAt'] ? format.date(p['maturesAt']) : '',
    // The UTC day an accrual digest reports ("2026-11-26"), read at its midday so that the
    // reader's time zone does not move it to a neighbouring date.
    day: p['day'] ? format.date(`${p['day']}T12:00:00Z`) : '',
    loanNo: p['loanNo'] ?? '',
    dueAt: p['dueAt'] ? format.date(p['dueAt']) : '',
    repaymentAmount: money(p['repaymentAmount']),
    outstanding: money(p['outstanding']),
    // Charity NFTs: the item's title and charity as given, the editions bought as a count.
    title: p['title'] ?? '',
    quantity: p['quantity'] ?? '',
    donation: money(p['donation']),
    charity: p['charity'] ?? '',
    currentBid: money(p['currentBid']),
    reservePrice: money(p['reservePrice']),
    // Support: the start of an agent's reply (an image alone has none).
    preview: p['preview'] || t('support.chat.imageOnly'),
  };
  const name = KIND_NAMES[item.kind];
  return {
    title: t(`notifications.kinds.${name}.title`),
    body: t(`notifications.kinds.${name}.body`, values),
    tone: item.kind === 'contract.closed' ? closedTone(p['profit']) : TONES[item.kind],
    href: itemLink(item.kind, p),
  };
}
