import {
  Paths,
  klineResult,
  marketInfo,
  marketList,
  type CandlePeriod,
  type Language,
  type MarketTypeId,
} from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';

export const marketKeys = {
  list: (type: MarketTypeId, language: Language) => ['market', 'list', type, language] as const,
  info: (id: number, language: Language) => ['market', 'info', id, language] as const,
  klines: (code: string, period: CandlePeriod) => ['market', 'klines', code, period] as const,
};

/**
 * A market type's instruments. Prices then move through the live channel; the list itself is
 * fetched afresh (never from the 5-minute GET cache) so that `hundred` and states are current.
 */
export const marketListQuery = (type: MarketTypeId, language: Language) =>
  queryOptions({
    queryKey: marketKeys.list(type, language),
    queryFn: ({ signal }) =>
      api.get(Paths.listMarketByType, {
        query: { type },
        schema: marketList,
        cache: false,
        signal,
      }),
    staleTime: 30_000,
  });

export function useMarketList(type: MarketTypeId) {
  return useQuery(marketListQuery(type, useLanguage()));
}

export function useMarketInfo(id: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: marketKeys.info(id ?? 0, language),
    queryFn: ({ signal }) =>
      api.get(Paths.marketInfo.replace(':id', String(id)), {
        schema: marketInfo,
        cache: false,
        signal,
      }),
    enabled: id !== undefined,
    // 24-hour figures move slowly; the price itself comes live.
    refetchInterval: 60_000,
  });
}

export function fetchKlines(
  code: string,
  period: CandlePeriod,
  options: { limit: number; endTime?: number; signal?: AbortSignal },
) {
  return api.get(Paths.kline, {
    query: {
      code,
      period,
      limit: options.limit,
      ...(options.endTime !== undefined ? { endTime: options.endTime } : {}),
    },
    schema: klineResult,
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
