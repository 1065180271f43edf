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
    key: 'withdrawal.feeMin.BTC',
    value: '0.0002',
    description: 'Minimum fee of a BTC withdrawal, in BTC (covers the network fee)',
    isPublic: true,
  },
  {
    key: 'withdrawal.feeMin.ETH',
    value: '0.003',
    description: 'Minimum fee of an ETH withdrawal, in ETH (covers the network fee)',
    isPublic: true,
  },
  {
    key: 'withdrawal.quoteSeconds',
    value: '30',
    description:
      'Seconds a BTC or ETH withdrawal quote (its USDT cost at the recorded price) can be confirmed',
    isPublic: true,
  },
  {
    key: 'withdrawal.priceTolerance',
    value: '0.005',
    description:
      'How far (a fraction) the recorded price may move from a BTC or ETH withdrawal quote ' +
      'before the request is refused and quoted again',
    isPublic: true,
  },
  {
    key: 'withdrawal.fourEyesUsdt',
    value: '10000',
    description:
      'Withdrawals above this amount (USDT, fee included) need two different staff approvals',
    isPublic: false,
  },
  {
    key: 'withdrawal.maxUsdt',
    value: '1000000',
    description: 'Largest single withdrawal (USDT, fee included)',
    isPublic: true,
  },
  {
    key: 'withdrawal.addressWaitHours',
    value: '24',
    description:
      'Hours before a new saved address can be used with the whitelist on, and before a ' +
      'switch-off of the whitelist takes effect',
    isPublic: true,
  },
  {
    key: 'deposit.maxClaimUsdt',
    value: '1000000',
    description:
      'Largest single deposit claim, and the most one approval may credit (USDT; BTC and ETH ' +
      'valued at the recorded price)',
    isPublic: true,
  },
  {
    key: 'deposit.dailyMaxUsdt',
    value: '2000000',
    description:
      'Most a user may claim in 24 hours, and the most approvals may credit them in 24 hours ' +
      '(USDT; BTC and ETH valued at the recorded price)',
    isPublic: true,
  },
  {
    key: 'deposit.pendingMax',
    value: '5',
    description: 'Deposit claims one user may have waiting for review at once',
    isPublic: true,
  },
  {
    key: 'deposit.fourEyesUsdt',
    value: '10000',
    description:
      'Deposit approvals crediting more than this (USDT) need two different staff approvals',
    isPublic: false,
  },
  {
    key: 'upload.perHourMax',
    value: '20',
    description: 'Images (deposit proofs, identity photos) one user may upload in an hour',
    isPublic: true,
  },
  {
    key: 'loan.interestFreeDays',
    value: '7',
    description: 'Days after disbursement during which a loan bears no interest',
    isPublic: true,
  },
  {
    key: 'loan.fourEyesUsdt',
    value: '1000',
    description: 'Loans above this amount (USDT) need two different staff approvals',
    isPublic: false,
  },
  {
    key: 'loan.maxActive',
    value: '1',
    description: 'Loans one customer may have open at once (applied for, disbursed or overdue)',
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
  {
    key: 'nft.antiSnipeSeconds',
    value: '120',
    description:
      'A bid on a charity NFT auction in its last this many seconds moves the end to this ' +
      'many seconds after the bid (anti-sniping)',
    isPublic: true,
  },
  {
    key: 'support.messagesPerMinute',
    value: '12',
    description: 'Support chat messages one customer or visitor may send per minute (10077 beyond)',
    isPublic: true,
  },
  {
    key: 'support.conversationsPerDay',
    value: '5',
    description:
      'Support conversations one customer or visitor may open in 24 hours (10078 beyond)',
    isPublic: true,
  },
  {
    key: 'support.retentionDays',
    value: '365',
    description: 'Days a closed support conversation and its images are kept, then deleted',
    isPublic: true,
  },
  {
    key: 'market.staleAfterSeconds',
    value: '10',
    description:
      'An open instrument without a tick for this many seconds is stale: trading on it is ' +
      'refused (10015) until ticks resume',
    isPublic: true,
  },
  {
    key: 'market.tickRetentionHours',
    value: '48',
    description:
      'Hours recorded ticks are kept for audit (orders keep the ticks they were settled with)',
    isPublic: false,
  },
  ...(['USDT-TRC20', 'USDT-ERC20', 'BTC', 'ETH'] as const).map((network) => ({
    key: `deposit.address.${network}`,
    value: '',
    description:
      `The platform's receiving address for ${network} deposits, shown with a QR code ` +
      '(empty: the network is not offered). Only an address the operator controls.',
    isPublic: false,
  })),
  {
    key: 'site.supportEmail',
    value: '',
    description:
      'Address customers can write to, shown in the support panel (empty: not shown). ' +
      'The operator sets it before launch.',
    isPublic: true,
  },
  {
    key: 'site.socialLinks',
    value: '[]',
    description:
      'The operator’s social accounts shown in the footer, a JSON array of ' +
      '{"network": "x" | "telegram" | "youtube" | "facebook" | "instagram" | "discord", "url": "https://…"}',
    isPublic: true,
  },
  // The operator's published facts: content pages and help texts name them as {{site.key}}
  // tokens (modules/content/site-facts.ts), filled as plain text. Set them before launch.
  {
    key: 'site.operatorName',
    value: '',
    description:
      'Legal name of the company that operates this installation. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.registrationNumber',
    value: '',
    description:
      'The operator’s company registration number. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.incorporationPlace',
    value: '',
    description:
      'Country or territory where the operator is incorporated. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.incorporationYear',
    value: '',
    description:
      'Year the operator was incorporated. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.registeredAddress',
    value: '',
    description:
      'The operator’s registered address. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.directors',
    value: '',
    description:
      'Names of the operator’s directors or managing officers. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.complaintsContact',
    value: '',
    description:
      'Where customers send complaints (an email or postal address). ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.regulator',
    value: '',
    description:
      'Supervisory authority or authorities that authorise the operator, or “None”. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.licenceReference',
    value: '',
    description:
      'Type and reference number of each of the operator’s authorisations. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.licenceServices',
    value: '',
    description:
      'Services covered by the operator’s authorisations. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.licenceRegions',
    value: '',
    description:
      'Countries and regions where the operator’s authorisations apply. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.restrictedRegions',
    value: '',
    description:
      'Countries and regions where the services are not offered. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.fundsSafeguarding',
    value: '',
    description:
      'How customer funds and crypto assets are safeguarded, including whether they are ' +
      'kept apart from the operator’s own. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.charityName',
    value: '',
    description:
      'Name of the partner children’s charity that receives the charity NFT proceeds. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.charityRegistration',
    value: '',
    description:
      'The partner charity’s registration (register and number). ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.donationTransfers',
    value: '',
    description:
      'How often donations are transferred to the charity, and where each transfer’s ' +
      'confirmation is published. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.governingLaw',
    value: '',
    description:
      'Law that governs the customer agreement. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.courts',
    value: '',
    description:
      'Courts with jurisdiction over disputes with customers. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.emailDomain',
    value: '',
    description:
      'Domain the operator’s email is sent from (e.g. example.com), named in the ' +
      'anti-phishing advice. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.priceDataProviders',
    value: '',
    description:
      'Names of the market price data providers. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.liquidityProviders',
    value: '',
    description:
      'Names of the liquidity providers the operator uses to manage its exposure, or “None”. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.custodyProviders',
    value: '',
    description:
      'Names of the wallet and custody services that hold customer crypto deposits. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.hostingProvider',
    value: '',
    description:
      'Hosting and infrastructure provider. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
  {
    key: 'site.emailProvider',
    value: '',
    description:
      'Provider that delivers the platform’s email. ' +
      'Shown on the content pages; empty: “not yet published”.',
    isPublic: true,
  },
];

export async function seed(db: Db): Promise<void> {
  await db
    .insert(parameters)
    .values([...PARAMETERS])
    .onConflictDoNothing({ target: parameters.key });
}
