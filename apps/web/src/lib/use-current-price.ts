import { useEffect, useState } from 'react';
import { live } from './live/live-client';
import { useLivePrice } from './live/use-live';

/**
 * The live price of an instrument: from its market list when a page keeps that live (the
 * currency page), else from its own ticker (the orders page, which lists any instrument).
 */
export function useCurrentPrice(code: string): string | undefined {
  const market = useLivePrice(code)?.price;
  const ticks = useTickerPrices(market === undefined ? [code] : []);
  return market ?? ticks.get(code);
}

/**
 * The last prices of instruments from their tickers, by code, while the component is mounted
 * (each ticker sends its current price when subscribed to). A code whose first tick has not
 * arrived has none; a code no longer asked for may still have its last one.
 */
export function useTickerPrices(codes: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(codes)].sort().join(' ');
  const [prices, setPrices] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    if (key === '') return undefined;
    const stops = key.split(' ').map((code) =>
      live.subscribe(`ticker.${code}`, (message) => {
        if (message.t !== 'tick' || message.code !== code) return;
        setPrices((before) =>
          before.get(code) === message.price ? before : new Map(before).set(code, message.price),
        );
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [key]);
  return prices;
}
