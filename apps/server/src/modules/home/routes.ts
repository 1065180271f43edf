import { Paths, envelope, homeStats } from '@swx/contract';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { HomeService } from './service.js';

/** The home page's figures. */
export function homeRoutes(app: ZodApp, service: HomeService): void {
  app.get(
    Paths.homeStats,
    {
      schema: {
        tags: ['index'],
        summary: 'Home page figures computed from the platform’s own data (cached for a minute)',
        description:
          'registeredUsers counts accounts; tradingFeeRateMax is the highest trading fee rate ' +
          'charged; listedInstruments, listedCryptos and volume24hUsdt are null until the ' +
          'market catalogue and trading exist on this installation.',
        response: { 200: envelope(homeStats) },
      },
    },
    async (request) => ok(request, await service.stats()),
  );
}
