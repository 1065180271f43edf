import type { ContractPosition, ContractProduct } from '@swx/contract';

/** A contract position as the API answers it (tests): open, Long 0.10 lots of BTCUSDT at 10×. */
export function position(over: Partial<ContractPosition> = {}): ContractPosition {
  return {
    id: '31',
    orderNo: 'CT0000000031',
    book: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    side: 'long',
    lots: '0.1',
    leverage: 10,
    contractSize: '1',
    openPrice: '65000',
    openTickAt: '2026-11-22T10:00:00.000Z',
    openedAt: '2026-11-22T10:00:00.200Z',
    quotedPrice: '65000.12',
    quotedAt: '2026-11-22T10:00:00.000Z',
    margin: '650.000000',
    fee: '6.500000',
    feeRate: '0.001',
    liquidationLevel: '0.2',
    liquidationPrice: '59800',
    stopLoss: null,
    takeProfit: null,
    status: 'open',
    closeReason: null,
    closePrice: null,
    closeTickAt: null,
    closedAt: null,
    profit: null,
    returned: null,
    ...over,
  };
}

/** The contract terms of BTCUSDT as seeded (tests). */
export const contractProduct: ContractProduct = {
  instrumentId: 7,
  code: 'BTCUSDT',
  contractSize: '1',
  maxLeverage: 50,
  feeRate: '0.001',
  liquidationLevel: '0.2',
  minLots: '0.01',
  maxLots: '100',
  lotsScale: 2,
  maxStopDistance: '0.9',
  quoteMaxAgeMs: 5000,
  priceTolerance: '0.002',
};
