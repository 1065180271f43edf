import type { InstrumentSpec } from '../modules/market/types.js';

/** Bitcoin quoted in Tether on Binance spot, as the market's catalogue describes it. */
export const BTC_SPEC: InstrumentSpec = {
  code: 'BTCUSDT',
  type: 2,
  appName: 'Bitcoin',
  precision: 2,
  qtyPrecision: 4,
  startPrice: '65000.00',
  contractSize: '1',
  schedule: 'always',
  venue: 'Binance',
  description: 'Bitcoin quoted in Tether on Binance spot.',
  icon: 'btc',
  feedSymbol: 'btcusdt',
};
