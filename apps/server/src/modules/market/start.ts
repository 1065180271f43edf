import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import type { Lifecycle } from '../../platform/lifecycle.js';
import { LocalTickBus, RedisTickBus, type TickBus } from './bus.js';
import { CATALOGUE } from './catalogue.js';
import { LiveHub } from './live.js';
import { BinanceProvider } from './providers/binance.js';
import { SimulatedProvider } from './providers/simulated.js';
import type { InstrumentRow } from './repository.js';
import { MarketService } from './service.js';

/**
 * The market: the bus (Redis when configured, so that every instance gets the leader's ticks),
 * the providers the configuration names, and the engine started (docs/adr/0007); the live hub
 * fed by the engine. Closing the server closes the hub and stops the market (preClose).
 */
export async function startMarket(options: {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  prefix: string;
  now: () => Date;
  log: FastifyBaseLogger;
  lifecycle: Lifecycle;
}): Promise<{ market: MarketService; live: LiveHub }> {
  const { config, database, redis, log } = options;
  let bus: TickBus;
  if (redis) {
    const redisBus = new RedisTickBus(redis, options.prefix, (error) =>
      log.warn({ err: error }, 'market bus: Redis error'),
    );
    await redisBus.connect();
    bus = redisBus;
  } else {
    bus = new LocalTickBus();
  }
  // Unset: a fresh seed per start (the simulation is reproducible only when one is given).
  const seed = config.MARKET_SEED ?? randomInt(2 ** 31 - 1);
  const fromBinance = (row: InstrumentRow) =>
    config.MARKET_FEED === 'binance' && row.feedSymbol !== undefined;
  const nowMs = () => options.now().getTime();
  const market = new MarketService({
    database,
    db: database.db,
    bus,
    now: options.now,
    log,
    seed,
    history: config.MARKET_HISTORY,
    catalogue: CATALOGUE,
    autostart: config.MARKET_FEED !== 'off',
    isSimulated: (row) => !fromBinance(row),
    providers(instruments, lastPrice) {
      if (config.MARKET_FEED === 'off') return [];
      const real = instruments.filter(fromBinance);
      const simulated = instruments.filter((i) => !fromBinance(i));
      return [
        {
          provider: new SimulatedProvider({ seed, now: nowMs, lastPrice }),
          instruments: simulated,
        },
        ...(real.length > 0
          ? [
              {
                provider: new BinanceProvider({ url: config.BINANCE_WS_URL, log }),
                instruments: real,
              },
            ]
          : []),
      ];
    },
  });
  await market.start();
  const live = new LiveHub(market.engine, nowMs, config.LIVE_MAX_CONNECTIONS_PER_IP);
  market.engine.listen(live);
  options.lifecycle.preClose(async () => {
    live.close();
    await market.stop();
  });
  return { market, live };
}
