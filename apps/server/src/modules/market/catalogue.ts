import { MarketType } from '@swx/contract';
import type { InstrumentSpec } from './types.js';

/** The fields that differ between instruments of one type; the rest comes from the type. */
type Entry = Pick<InstrumentSpec, 'code' | 'appName' | 'precision' | 'startPrice' | 'description'>;

/** A spot currency pair: volume in units of the base currency, a lot is 100,000 units. */
const forex = (e: Entry): InstrumentSpec => ({
  ...e,
  type: MarketType.forex,
  qtyPrecision: 0,
  contractSize: '100000',
  schedule: 'forex',
  venue: 'OTC (interbank)',
});

/** A coin quoted in Tether on Binance spot, whose real feed uses `feedSymbol`. */
const crypto = (e: Entry & { qtyPrecision: number; icon: string }): InstrumentSpec => ({
  ...e,
  type: MarketType.crypto,
  contractSize: '1',
  schedule: 'always',
  venue: 'Binance',
  feedSymbol: e.code.toLowerCase(),
});

/** A share or exchange-traded fund: volume in whole shares. */
const stock = (e: Entry & Pick<InstrumentSpec, 'schedule' | 'venue'>): InstrumentSpec => ({
  ...e,
  type: MarketType.stocks,
  qtyPrecision: 0,
  contractSize: '1',
});

/** A futures contract: volume in whole contracts, `contractSize` is its multiplier. */
const future = (
  e: Entry & Pick<InstrumentSpec, 'contractSize' | 'schedule' | 'venue'>,
): InstrumentSpec => ({
  ...e,
  type: MarketType.futures,
  qtyPrecision: 0,
});

/** A spot metal against the US dollar: volume in lots to two decimals. */
const metal = (e: Entry & Pick<InstrumentSpec, 'contractSize'>): InstrumentSpec => ({
  ...e,
  type: MarketType.metal,
  qtyPrecision: 2,
  schedule: 'metals',
  venue: 'OTC (spot)',
});

/**
 * The seeded instrument catalogue: inserted into the database at first start, after which staff
 * can disable instruments. Ordered by type (forex, crypto, stocks and ETFs, futures, metals) and
 * within a type by rough popularity. Start prices are only the starting points of the simulated
 * feed; a real feed, where one exists, replaces them.
 */
export const CATALOGUE: readonly InstrumentSpec[] = [
  // Forex
  forex({
    code: 'EURUSD',
    appName: 'Euro / US Dollar',
    precision: 5,
    startPrice: '1.16250',
    description: 'The price of one euro in US dollars, the most traded currency pair.',
  }),
  forex({
    code: 'USDJPY',
    appName: 'US Dollar / Japanese Yen',
    precision: 3,
    startPrice: '150.250',
    description: 'The price of one US dollar in Japanese yen.',
  }),
  forex({
    code: 'GBPUSD',
    appName: 'British Pound / US Dollar',
    precision: 5,
    startPrice: '1.34150',
    description: 'The price of one British pound sterling in US dollars.',
  }),
  forex({
    code: 'AUDUSD',
    appName: 'Australian Dollar / US Dollar',
    precision: 5,
    startPrice: '0.65850',
    description: 'The price of one Australian dollar in US dollars.',
  }),
  forex({
    code: 'USDCAD',
    appName: 'US Dollar / Canadian Dollar',
    precision: 5,
    startPrice: '1.38200',
    description: 'The price of one US dollar in Canadian dollars.',
  }),
  forex({
    code: 'USDCHF',
    appName: 'US Dollar / Swiss Franc',
    precision: 5,
    startPrice: '0.79850',
    description: 'The price of one US dollar in Swiss francs.',
  }),
  forex({
    code: 'NZDUSD',
    appName: 'New Zealand Dollar / US Dollar',
    precision: 5,
    startPrice: '0.58200',
    description: 'The price of one New Zealand dollar in US dollars.',
  }),
  forex({
    code: 'EURJPY',
    appName: 'Euro / Japanese Yen',
    precision: 3,
    startPrice: '174.650',
    description: 'The price of one euro in Japanese yen, a cross pair without the US dollar.',
  }),
  forex({
    code: 'GBPJPY',
    appName: 'British Pound / Japanese Yen',
    precision: 3,
    startPrice: '201.550',
    description:
      'The price of one British pound in Japanese yen, a cross pair without the US dollar.',
  }),
  forex({
    code: 'EURGBP',
    appName: 'Euro / British Pound',
    precision: 5,
    startPrice: '0.86650',
    description: 'The price of one euro in British pounds, a cross pair without the US dollar.',
  }),
  forex({
    code: 'EURCHF',
    appName: 'Euro / Swiss Franc',
    precision: 5,
    startPrice: '0.92850',
    description: 'The price of one euro in Swiss francs, a cross pair without the US dollar.',
  }),
  forex({
    code: 'AUDJPY',
    appName: 'Australian Dollar / Japanese Yen',
    precision: 3,
    startPrice: '98.950',
    description:
      'The price of one Australian dollar in Japanese yen, a cross pair without the US dollar.',
  }),
  forex({
    code: 'USDCNH',
    appName: 'US Dollar / Chinese Yuan (Offshore)',
    precision: 5,
    startPrice: '7.12500',
    description:
      'The price of one US dollar in offshore Chinese yuan (CNH), the renminbi traded outside mainland China.',
  }),
  forex({
    code: 'USDHKD',
    appName: 'US Dollar / Hong Kong Dollar',
    precision: 5,
    startPrice: '7.78150',
    description:
      'The price of one US dollar in Hong Kong dollars, a currency the Hong Kong Monetary Authority keeps within a narrow band against the US dollar.',
  }),

  // Crypto
  crypto({
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '95000.00',
    icon: 'btc',
    description:
      'Bitcoin, the first decentralised cryptocurrency, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'ETHUSDT',
    appName: 'Ethereum',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '3500.00',
    icon: 'eth',
    description:
      'Ether, the native currency of the Ethereum smart-contract network, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'SOLUSDT',
    appName: 'Solana',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '180.00',
    icon: 'sol',
    description:
      'SOL, the native token of the Solana blockchain, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'BNBUSDT',
    appName: 'BNB',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '900.00',
    icon: 'bnb',
    description:
      'BNB, the native token of BNB Chain and the Binance ecosystem, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'XRPUSDT',
    appName: 'XRP',
    precision: 4,
    qtyPrecision: 1,
    startPrice: '2.5000',
    icon: 'xrp',
    description:
      'XRP, the native token of the XRP Ledger payment network, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'DOGEUSDT',
    appName: 'Dogecoin',
    precision: 5,
    qtyPrecision: 0,
    startPrice: '0.20000',
    icon: 'doge',
    description:
      'Dogecoin, a proof-of-work cryptocurrency created in 2013, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'ADAUSDT',
    appName: 'Cardano',
    precision: 4,
    qtyPrecision: 1,
    startPrice: '0.7000',
    icon: 'ada',
    description:
      'ADA, the native token of the Cardano proof-of-stake blockchain, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'TRXUSDT',
    appName: 'TRON',
    precision: 4,
    qtyPrecision: 0,
    startPrice: '0.3000',
    icon: 'trx',
    description:
      'TRX, the native token of the TRON blockchain, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'LINKUSDT',
    appName: 'Chainlink',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '20.00',
    icon: 'link',
    description:
      'LINK, the token of the Chainlink oracle network that supplies outside data to smart contracts, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'AVAXUSDT',
    appName: 'Avalanche',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '25.00',
    icon: 'avax',
    description:
      'AVAX, the native token of the Avalanche blockchain platform, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'LTCUSDT',
    appName: 'Litecoin',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '100.00',
    icon: 'ltc',
    description:
      'Litecoin, a proof-of-work cryptocurrency derived from Bitcoin, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'BCHUSDT',
    appName: 'Bitcoin Cash',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '500.00',
    icon: 'bch',
    description:
      'Bitcoin Cash, a cryptocurrency that split from Bitcoin in 2017, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'XLMUSDT',
    appName: 'Stellar',
    precision: 4,
    qtyPrecision: 0,
    startPrice: '0.3500',
    icon: 'xlm',
    description:
      'Lumens (XLM), the native token of the Stellar payment network, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'DOTUSDT',
    appName: 'Polkadot',
    precision: 3,
    qtyPrecision: 4,
    startPrice: '4.000',
    icon: 'dot',
    description:
      'DOT, the native token of the Polkadot multi-chain network, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'ATOMUSDT',
    appName: 'Cosmos',
    precision: 3,
    qtyPrecision: 4,
    startPrice: '4.000',
    icon: 'atom',
    description:
      'ATOM, the native token of the Cosmos Hub blockchain, quoted in Tether (USDT) on Binance spot.',
  }),
  crypto({
    code: 'ETCUSDT',
    appName: 'Ethereum Classic',
    precision: 2,
    qtyPrecision: 4,
    startPrice: '18.00',
    icon: 'etc',
    description:
      'Ethereum Classic, the original Ethereum chain kept after the 2016 split, quoted in Tether (USDT) on Binance spot.',
  }),

  // Stocks and ETFs
  stock({
    code: 'AAPL',
    appName: 'Apple Inc.',
    precision: 2,
    startPrice: '250.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Apple designs and sells the iPhone, Mac, iPad and wearables, and runs services such as the App Store and iCloud.',
  }),
  stock({
    code: 'NVDA',
    appName: 'NVIDIA Corporation',
    precision: 2,
    startPrice: '180.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'NVIDIA designs graphics processors and accelerated computing hardware and software used in gaming, data centres and artificial intelligence.',
  }),
  stock({
    code: 'MSFT',
    appName: 'Microsoft Corporation',
    precision: 2,
    startPrice: '500.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Microsoft makes software, cloud services (Azure), business applications, devices and the Xbox gaming platform.',
  }),
  stock({
    code: 'TSLA',
    appName: 'Tesla, Inc.',
    precision: 2,
    startPrice: '400.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Tesla designs and manufactures electric vehicles, battery energy storage systems and solar products.',
  }),
  stock({
    code: 'AMZN',
    appName: 'Amazon.com, Inc.',
    precision: 2,
    startPrice: '230.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Amazon runs online retail marketplaces, the Amazon Web Services cloud platform, advertising and subscription services.',
  }),
  stock({
    code: 'GOOGL',
    appName: 'Alphabet Inc. (Class A)',
    precision: 2,
    startPrice: '250.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Alphabet is the parent company of Google, whose businesses include search, advertising, YouTube, Android and Google Cloud. Class A shares carry voting rights.',
  }),
  stock({
    code: 'META',
    appName: 'Meta Platforms, Inc.',
    precision: 2,
    startPrice: '700.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'Meta runs the Facebook, Instagram, WhatsApp and Messenger services, mainly funded by advertising, and develops virtual and augmented reality products.',
  }),
  stock({
    code: 'SPY',
    appName: 'SPDR S&P 500 ETF Trust',
    precision: 2,
    startPrice: '670.00',
    schedule: 'us-equity',
    venue: 'NYSE Arca',
    description:
      'An exchange-traded fund that holds the stocks of the S&P 500 index of large US companies and seeks to track its performance.',
  }),
  stock({
    code: 'QQQ',
    appName: 'Invesco QQQ Trust',
    precision: 2,
    startPrice: '600.00',
    schedule: 'us-equity',
    venue: 'NASDAQ',
    description:
      'An exchange-traded fund that seeks to track the Nasdaq-100 index of large non-financial companies listed on the Nasdaq Stock Market.',
  }),
  stock({
    code: 'JPM',
    appName: 'JPMorgan Chase & Co.',
    precision: 2,
    startPrice: '300.00',
    schedule: 'us-equity',
    venue: 'NYSE',
    description:
      'JPMorgan Chase is a US bank holding company offering consumer and commercial banking, investment banking and asset management.',
  }),
  stock({
    code: 'V',
    appName: 'Visa Inc.',
    precision: 2,
    startPrice: '340.00',
    schedule: 'us-equity',
    venue: 'NYSE',
    description:
      'Visa operates a global electronic payments network that processes card transactions between banks, merchants and cardholders.',
  }),
  stock({
    code: 'KO',
    appName: 'The Coca-Cola Company',
    precision: 2,
    startPrice: '70.00',
    schedule: 'us-equity',
    venue: 'NYSE',
    description:
      'Coca-Cola makes and markets non-alcoholic beverages, selling concentrates and syrups to bottling partners worldwide.',
  }),
  stock({
    code: 'GLD',
    appName: 'SPDR Gold Shares',
    precision: 2,
    startPrice: '370.00',
    schedule: 'us-equity',
    venue: 'NYSE Arca',
    description:
      'An exchange-traded fund backed by physical gold bullion held in vaults, whose shares follow the price of gold less expenses.',
  }),
  stock({
    code: '0700.HK',
    appName: 'Tencent Holdings Ltd.',
    precision: 1,
    startPrice: '600.0',
    schedule: 'hkex',
    venue: 'HKEX',
    description:
      'Tencent is a Chinese technology company running the WeChat and QQ messaging platforms, online games, payments and cloud services. Quoted in Hong Kong dollars.',
  }),
  stock({
    code: '7203.T',
    appName: 'Toyota Motor Corporation',
    precision: 0,
    startPrice: '2800',
    schedule: 'tse',
    venue: 'Tokyo Stock Exchange',
    description:
      'Toyota is a Japanese manufacturer of cars, trucks and hybrid and electric vehicles, including the Toyota and Lexus brands. Quoted in Japanese yen.',
  }),
  stock({
    code: 'SAP.DE',
    appName: 'SAP SE',
    precision: 2,
    startPrice: '230.00',
    schedule: 'xetra',
    venue: 'Xetra',
    description:
      'SAP is a German software company that makes enterprise resource planning and other business applications, sold increasingly as cloud services. Quoted in euros.',
  }),
  stock({
    code: 'SHEL.L',
    appName: 'Shell plc',
    precision: 1,
    startPrice: '2700.0',
    schedule: 'lse',
    venue: 'London Stock Exchange',
    description:
      'Shell is an integrated energy company that produces and trades oil and natural gas, refines fuels and sells energy products. Quoted in pence.',
  }),
  stock({
    code: 'HSBA.L',
    appName: 'HSBC Holdings plc',
    precision: 1,
    startPrice: '1000.0',
    schedule: 'lse',
    venue: 'London Stock Exchange',
    description:
      'HSBC is a London-headquartered banking group offering retail, commercial and investment banking, with large operations in Asia. Quoted in pence.',
  }),

  // Futures
  future({
    code: 'ES',
    appName: 'E-mini S&P 500',
    precision: 2,
    startPrice: '6700.00',
    contractSize: '50',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CME futures on the S&P 500 index of large US companies. One contract is worth 50 US dollars times the index.',
  }),
  future({
    code: 'NQ',
    appName: 'E-mini Nasdaq-100',
    precision: 2,
    startPrice: '25000.00',
    contractSize: '20',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CME futures on the Nasdaq-100 index. One contract is worth 20 US dollars times the index.',
  }),
  future({
    code: 'CL',
    appName: 'WTI Crude Oil',
    precision: 2,
    startPrice: '65.00',
    contractSize: '1000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'NYMEX futures on West Texas Intermediate light sweet crude oil delivered at Cushing, Oklahoma. One contract is 1,000 barrels, priced in US dollars per barrel.',
  }),
  future({
    code: 'YM',
    appName: 'E-mini Dow Jones ($5)',
    precision: 0,
    startPrice: '46000',
    contractSize: '5',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CBOT futures on the Dow Jones Industrial Average. One contract is worth 5 US dollars times the index.',
  }),
  future({
    code: 'RTY',
    appName: 'E-mini Russell 2000',
    precision: 2,
    startPrice: '2450.00',
    contractSize: '50',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CME futures on the Russell 2000 index of small US companies. One contract is worth 50 US dollars times the index.',
  }),
  future({
    code: 'NG',
    appName: 'Henry Hub Natural Gas',
    precision: 3,
    startPrice: '3.500',
    contractSize: '10000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'NYMEX futures on natural gas delivered at the Henry Hub in Louisiana. One contract is 10,000 MMBtu, priced in US dollars per MMBtu.',
  }),
  future({
    code: 'BRN',
    appName: 'Brent Crude Oil',
    precision: 2,
    startPrice: '68.00',
    contractSize: '1000',
    schedule: 'ice',
    venue: 'ICE Futures Europe',
    description:
      'ICE futures on Brent crude oil from the North Sea, a benchmark for international oil prices. One contract is 1,000 barrels, priced in US dollars per barrel.',
  }),
  future({
    code: 'HG',
    appName: 'Copper',
    precision: 4,
    startPrice: '4.8000',
    contractSize: '25000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'COMEX futures on high-grade copper. One contract is 25,000 pounds, priced in US dollars per pound.',
  }),
  future({
    code: 'ZC',
    appName: 'Corn',
    precision: 4,
    startPrice: '4.4500',
    contractSize: '5000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CBOT futures on No. 2 yellow corn. One contract is 5,000 bushels, priced here in US dollars per bushel.',
  }),
  future({
    code: 'ZS',
    appName: 'Soybeans',
    precision: 4,
    startPrice: '10.5000',
    contractSize: '5000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CBOT futures on No. 1 yellow soybeans. One contract is 5,000 bushels, priced here in US dollars per bushel.',
  }),
  future({
    code: 'ZW',
    appName: 'Chicago SRW Wheat',
    precision: 4,
    startPrice: '5.4000',
    contractSize: '5000',
    schedule: 'cme',
    venue: 'CME Globex',
    description:
      'CBOT futures on soft red winter wheat. One contract is 5,000 bushels, priced here in US dollars per bushel.',
  }),

  // Metals
  metal({
    code: 'XAUUSD',
    appName: 'Gold / US Dollar',
    precision: 2,
    startPrice: '4000.00',
    contractSize: '100',
    description: 'Spot gold priced in US dollars per troy ounce. One lot is 100 troy ounces.',
  }),
  metal({
    code: 'XAGUSD',
    appName: 'Silver / US Dollar',
    precision: 3,
    startPrice: '48.000',
    contractSize: '5000',
    description: 'Spot silver priced in US dollars per troy ounce. One lot is 5,000 troy ounces.',
  }),
  metal({
    code: 'XPTUSD',
    appName: 'Platinum / US Dollar',
    precision: 2,
    startPrice: '1550.00',
    contractSize: '50',
    description: 'Spot platinum priced in US dollars per troy ounce. One lot is 50 troy ounces.',
  }),
  metal({
    code: 'XPDUSD',
    appName: 'Palladium / US Dollar',
    precision: 2,
    startPrice: '1300.00',
    contractSize: '100',
    description: 'Spot palladium priced in US dollars per troy ounce. One lot is 100 troy ounces.',
  }),
  metal({
    code: 'XCUUSD',
    appName: 'Copper / US Dollar',
    precision: 4,
    startPrice: '4.8000',
    contractSize: '25000',
    description: 'Spot copper priced in US dollars per pound. One lot is 25,000 pounds.',
  }),
];
