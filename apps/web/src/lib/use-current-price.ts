import { useState } from 'react';
import { useLivePrice, useLiveTopic } from './live/use-live';

/**
 * The live price of an instrument: from its market list when a page keeps that live (the
 * currency page), else from its own ticker (the orders page, which lists any instrument).
 */
export function useCurrentPrice(code: string): string | undefined {
  const market = useLivePrice(code)?.price;
  const [tick, setTick] = useState<{ code: string; price: string }>();
  useLiveTopic(market === undefined ? `ticker.${code}` : undefined, (message) => {
    if (message.t === 'tick' && message.code === code) setTick({ code, price: message.price });
  });
  return market ?? (tick?.code === code ? tick.price : undefined);
}
