import { NOTIFICATION_KINDS } from '@swx/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatDate, formatMoney, formatPrice } from '../../i18n/format';
import { describeNotification, KIND_NAMES } from './text';

// A format bound to English, as useFormat gives the page.
const format = {
  money: (value: string, asset: string) => formatMoney(value, 'en-US', asset),
  date: (value: string) => formatDate(value, 'en-US'),
  price: (value: string, precision: number) => formatPrice(value, 'en-US', precision),
} as Parameters<typeof describeNotification>[2];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const text = (kind: (typeof NOTIFICATION_KINDS)[number], params: Record<string, string>) =>
  describeNotification({ kind, params }, i18n.t, format);

describe('describeNotification', () => {
  it('words every kind of the contract with a title and a body', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { title, body } = text(kind, {});
      expect(title, kind).not.toContain('notifications.');
      expect(body, kind).not.toContain('notifications.');
      expect(title.length, kind).toBeGreaterThan(3);
    }
    expect(Object.keys(KIND_NAMES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('formats a deposit credit at each asset’s scale and links to the balance', () => {
    const approved = text('deposit.approved', {
      amount: '0.02000000',
      asset: 'BTC',
      credited: '1234.5',
      rate: '61725',
    });
    expect(approved.title).toBe('Deposit credited');
    expect(approved.body).toBe(
      'Your deposit of 0.02 BTC was approved: 1,234.50 USDT is now in your real account.',
    );
    expect(approved.tone).toBe('success');
    expect(approved.href).toBe('/profile/balance');
  });

  it('names the network and the reason of a withdrawal outcome', () => {
    const rejected = text('withdrawal.rejected', {
      amount: '250',
      fee: '2.5',
      receive: '247.5',
      network: 'USDT-TRC20',
      reason: 'Address flagged',
    });
    expect(rejected.body).toBe(
      'Your withdrawal of 250.00 USDT was rejected; what it held is back in your balance. Reason: Address flagged.',
    );
    expect(rejected.tone).toBe('danger');
    expect(rejected.href).toBe('/profile/balance?records=withdrawals');
    const requested = text('withdrawal.requested', {
      amount: '250',
      fee: '2.5',
      receive: '247.5',
      network: 'USDT-ERC20',
    });
    expect(requested.body).toBe(
      '250.00 USDT is held for your withdrawal of 250.00 USDT on USDT (ERC20): fee 2.50 USDT, you receive 247.50 USDT once it is approved.',
    );
    // BTC is paid from the USDT balance: the coins in BTC, what it cost in USDT.
    const bitcoin = text('withdrawal.requested', {
      asset: 'BTC',
      amount: '0.01000000',
      fee: '0.00020000',
      receive: '0.00980000',
      usdtAmount: '654.321700',
      network: 'BTC',
    });
    expect(bitcoin.body).toBe(
      '654.32 USDT is held for your withdrawal of 0.01 BTC on BTC: fee 0.0002 BTC, you receive 0.0098 BTC once it is approved.',
    );
    expect(
      text('withdrawal.completed', {
        asset: 'ETH',
        receive: '0.497000000000000000',
        network: 'ETH',
        payoutHash: '0xabc',
      }).body,
    ).toBe('0.497 ETH was sent on ETH. Transaction: 0xabc');
  });

  it('says so when a rejection carries no reason, and sends KYC news to the verification page', () => {
    const kyc = text('kyc.rejected', {});
    expect(kyc.body).toBe(
      'Reason: no reason given. You can correct your details and submit them again.',
    );
    expect(kyc.href).toBe('/profile/verification');
  });

  it('keeps a network it does not know by its code', () => {
    expect(text('withdrawal.approved', { amount: '1', network: 'SOL' }).body).toContain('on SOL.');
  });

  it('words a closed position with its reason and result, toned by it, linked to the history', () => {
    const params = {
      positionId: '31',
      orderNo: 'CT0000000031',
      book: 'demo',
      side: 'long',
      reason: 'take_profit',
      closePrice: '65100.10',
      profit: '10.010000',
      returned: '660.010000',
    };
    const won = text('contract.closed', params);
    expect(won.title).toBe('Contract closed');
    expect(won.body).toBe(
      'Position CT0000000031 closed at 65,100.10 (take profit): profit 10.01 USDT, 660.01 USDT back in your balance.',
    );
    expect(won.tone).toBe('success');
    expect(won.href).toBe('/profile/orders?kind=contracts&state=history');
    const liquidated = text('contract.closed', {
      ...params,
      reason: 'liquidation',
      profit: '-520.000000',
      returned: '130.000000',
    });
    expect(liquidated.body).toContain('(liquidation): profit -520.00 USDT');
    expect(liquidated.tone).toBe('danger');
    expect(text('contract.closed', { ...params, reason: 'user', profit: '0.000000' }).tone).toBe(
      'info',
    );
  });

  it('words loan news with its figures and links to the loan', () => {
    const out = text('loan.disbursed', {
      loanId: '12',
      loanNo: 'LN0000000012',
      amount: '1000.000000',
      repaymentAmount: '1011.500000',
      dueAt: '2026-12-27T08:00:00.000Z',
    });
    expect(out.body).toBe(
      'Loan LN0000000012: 1,000.00 USDT is in your balance. Repay 1,011.50 USDT by Dec 27, 2026; repaying earlier costs less.',
    );
    expect([out.href, out.tone]).toEqual(['/loan/detail?id=12', 'success']);
    const overdue = text('loan.overdue', {
      loanId: '12',
      loanNo: 'LN0000000012',
      outstanding: '3.500000',
      dueAt: '2026-12-27T08:00:00.000Z',
    });
    expect(overdue.body).toContain('3.50 USDT is still owed');
    expect(overdue.tone).toBe('danger');
    expect(text('loan.rejected', { amount: '5', loanNo: 'LN1' }).href).toBe('/loan?view=loans');
  });

  it('words Smart plan news with its figures and links to the plan when it names one', () => {
    const bought = text('smart.bought', {
      orderId: '7',
      orderNo: 'SP0000000007',
      amount: '1000.000000',
      totalInterest: '15.000000',
      termDays: '30',
      maturesAt: '2026-12-26T08:00:00.000Z',
    });
    expect(bought.body).toBe(
      'Plan SP0000000007: 1,000.00 USDT invested until Dec 26, 2026. Its interest of 15.00 USDT is reserved for you.',
    );
    expect(bought.href).toBe('/trading/plan?id=7');
    const exited = text('smart.exited', {
      orderId: '7',
      orderNo: 'SP0000000007',
      amount: '1000.000000',
      penalty: '20.000000',
      returned: '983.500000',
    });
    expect(exited.body).toBe(
      'Plan SP0000000007 ended early: 983.50 USDT is back in your balance (early-exit penalty 20.00 USDT on your 1,000.00 USDT principal).',
    );
    const earned = text('smart.earned', { day: '2026-11-26', amount: '1.5', plans: '2' });
    expect(earned.body).toBe('Your Smart plans earned 1.50 USDT of interest on Nov 26, 2026.');
    expect(earned.tone).toBe('success');
    expect(earned.href).toBe('/trading?view=plans');
    expect(text('smart.matured', { orderId: '9', interest: '3' }).body).toContain(
      'with 3.00 USDT interest earned in all',
    );
  });

  it('words charity NFT news with the item, the amounts and the charity, linked to the NFTs', () => {
    const bought = text('nft.bought', {
      itemId: '4',
      title: 'Sunrise',
      quantity: '2',
      amount: '50.000000',
      donation: '45.000000',
      charity: 'Hope Fund',
    });
    expect(bought.body).toBe(
      'You bought 2 editions of “Sunrise” for 50.00 USDT; 45.00 USDT is donated to Hope Fund.',
    );
    expect([bought.href, bought.tone]).toEqual(['/nfts', 'info']);
    expect(text('nft.bought', { title: 'Sunrise', quantity: '1', amount: '25' }).body).toContain(
      'You bought 1 edition of “Sunrise” for 25.00 USDT',
    );
    const outbid = text('nft.outbid', {
      itemId: '4',
      title: 'Sunrise',
      amount: '100',
      currentBid: '120.5',
    });
    expect(outbid.body).toBe(
      'A higher bid of 120.50 USDT was placed on “Sunrise”. Your 100.00 USDT bid is back in your balance.',
    );
    expect(outbid.tone).toBe('danger');
    const won = text('nft.won', {
      itemId: '4',
      title: 'Sunrise',
      amount: '1200',
      donation: '1080',
      charity: 'Hope Fund',
    });
    expect(won.body).toBe(
      'You won “Sunrise” with your 1,200.00 USDT bid; 1,080.00 USDT is donated to Hope Fund.',
    );
    expect(won.tone).toBe('success');
    const unsold = text('nft.unsold', {
      itemId: '4',
      title: 'Sunrise',
      amount: '300',
      reservePrice: '500',
    });
    expect(unsold.body).toBe(
      'The auction of “Sunrise” ended below its reserve of 500.00 USDT, so it was not sold. Your 300.00 USDT bid is back in your balance.',
    );
    expect([unsold.href, unsold.tone]).toEqual(['/nfts', 'info']);
  });
});
