/**
 * Staff API paths, relative to ADMIN_PREFIX (`/swx/admin`): the server registers its staff
 * routes with them and the back office calls them through `adminPath`.
 */
export const AdminPaths = {
  // staff: set-up, sign-in, accounts, uploaded files
  setup: '/setup',
  login: '/login',
  loginTotp: '/login/totp',
  me: '/me',
  logout: '/logout',
  file: '/files/:key',
  staff: '/staff',
  staffById: '/staff/:id',
  // dashboard
  dashboard: '/dashboard',
  reconcile: '/dashboard/reconcile',
  // queues
  kyc: '/kyc',
  verifyKyc: '/kyc/:id/verify',
  rejectKyc: '/kyc/:id/reject',
  deposits: '/deposits',
  depositQuote: '/deposits/:id/quote',
  approveDeposit: '/deposits/:id/approve',
  rejectDeposit: '/deposits/:id/reject',
  withdrawals: '/withdrawals',
  approveWithdrawal: '/withdrawals/:id/approve',
  completeWithdrawal: '/withdrawals/:id/complete',
  rejectWithdrawal: '/withdrawals/:id/reject',
  failWithdrawal: '/withdrawals/:id/fail',
  // users
  users: '/users',
  user: '/users/:id',
  userLedger: '/users/:id/ledger',
  userOrders: '/users/:id/orders',
  userDeposits: '/users/:id/deposits',
  userWithdrawals: '/users/:id/withdrawals',
  userKyc: '/users/:id/kyc',
  userSessions: '/users/:id/sessions',
  disableUser: '/users/:id/disable',
  enableUser: '/users/:id/enable',
  // ledger adjustments
  adjustments: '/adjustments',
  approveAdjustment: '/adjustments/:id/approve',
  rejectAdjustment: '/adjustments/:id/reject',
  // audit log
  audit: '/audit',
  auditExport: '/audit/export',
  auditVerify: '/audit/verify',
  // configuration
  parameters: '/config/parameters',
  parameter: '/config/parameters/:key',
  instruments: '/config/instruments',
  instrument: '/config/instruments/:id',
  optionsProducts: '/config/options-products',
  optionsProduct: '/config/options-products/:instrumentId',
  contractSettings: '/config/contract-settings',
  contractSetting: '/config/contract-settings/:instrumentId',
  // smart plans
  smartProducts: '/smart/products',
  smartProduct: '/smart/products/:id',
  smartOverview: '/smart/overview',
  smartFundings: '/smart/fundings',
  approveSmartFunding: '/smart/fundings/:id/approve',
  rejectSmartFunding: '/smart/fundings/:id/reject',
  smartPlans: '/smart/plans',
  expireSmartPlan: '/smart/plans/:id/expire',
  smartExpirations: '/smart/expirations',
  approveSmartExpiration: '/smart/expirations/:id/approve',
  rejectSmartExpiration: '/smart/expirations/:id/reject',
  // loans
  loans: '/loans',
  loan: '/loans/:id',
  approveLoan: '/loans/:id/approve',
  rejectLoan: '/loans/:id/reject',
  loanOverview: '/loans/overview',
  loanFundings: '/loans/fundings',
  approveLoanFunding: '/loans/fundings/:id/approve',
  rejectLoanFunding: '/loans/fundings/:id/reject',
  loanProducts: '/loans/products',
  loanProduct: '/loans/products/:id',
  loanAgreement: '/loans/agreement',
  // charity NFTs
  nftCharities: '/nfts/charities',
  nftCharity: '/nfts/charities/:id',
  nftItems: '/nfts/items',
  nftItem: '/nfts/items/:id',
  nftItemArtwork: '/nfts/items/:id/artwork',
  nftPayouts: '/nfts/payouts',
  approveNftPayout: '/nfts/payouts/:id/approve',
  rejectNftPayout: '/nfts/payouts/:id/reject',
  // support chat
  supportQueue: '/support/conversations',
  supportAgents: '/support/agents',
  supportCanned: '/support/canned',
  supportCannedOne: '/support/canned/:id',
  supportCannedDelete: '/support/canned/:id/delete',
  supportConversation: '/support/conversations/:id',
  supportClaim: '/support/conversations/:id/claim',
  supportTransfer: '/support/conversations/:id/transfer',
  supportReply: '/support/conversations/:id/messages',
  supportReplyImage: '/support/conversations/:id/images',
  supportRead: '/support/conversations/:id/read',
  supportTyping: '/support/conversations/:id/typing',
  supportClose: '/support/conversations/:id/close',
  supportReopen: '/support/conversations/:id/reopen',
  supportImage: '/support/images/:key',
  // content pages
  contents: '/content',
  content: '/content/:id',
  contentPreview: '/content/preview',
  // help centre
  faqs: '/faq',
  faq: '/faq/:id',
  hideFaq: '/faq/:id/hide',
  notices: '/notices',
  notice: '/notices/:id',
  publishNotice: '/notices/:id/publish',
  unpublishNotice: '/notices/:id/unpublish',
} as const;

export type AdminPath = (typeof AdminPaths)[keyof typeof AdminPaths];

/** `path` with each `:name` replaced by its value, URL-encoded (`/kyc/:id/verify` → `/kyc/7/verify`). */
export function adminPath(path: AdminPath, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
