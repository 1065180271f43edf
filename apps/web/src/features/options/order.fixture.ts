import type { OptionsOrder } from '@swx/contract';

/** An options order as the API answers it (tests): open, Down 2 min, 10.5 USDT at 15%. */
export function order(over: Partial<OptionsOrder> = {}): OptionsOrder {
  return {
    id: '12',
    orderNo: 'OP0000000012',
    book: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    direction: 'down',
    period: 120,
    amount: '10.500000',
    payoutRate: '0.15',
    expectedReturn: '12.075000',
    openPrice: '65000.12',
    openTickAt: '2026-11-22T10:00:00.000Z',
    openedAt: '2026-11-22T10:00:00.200Z',
    quotedPrice: '65000.12',
    quotedAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2026-11-22T10:02:00.200Z',
    status: 'open',
    result: null,
    closePrice: null,
    closeTickAt: null,
    settledAt: null,
    returned: null,
    profit: null,
    ...over,
  };
}
