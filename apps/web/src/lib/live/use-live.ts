import type { LiveServerMessage, MarketTypeId } from '@swx/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { live, type LivePrice } from './live-client';

const subscribeStore = (listener: () => void) => live.onChange(listener);

/** Keeps a market type's list live while the component is mounted. */
export function useLiveMarket(type: MarketTypeId | undefined): void {
  useEffect(() => (type === undefined ? undefined : live.subscribe(`market.${type}`)), [type]);
}

/** The live price of an instrument (undefined until the first update). */
export function useLivePrice(code: string): LivePrice | undefined {
  return useSyncExternalStore(
    subscribeStore,
    () => live.price(code),
    () => undefined,
  );
}

export function useLiveStatus(code: string) {
  return useSyncExternalStore(
    subscribeStore,
    () => live.status(code),
    () => undefined,
  );
}

/** Calls `handler` with a topic's frames (at most once per animation frame per topic). */
export function useLiveTopic(
  topic: string | undefined,
  handler: (message: LiveServerMessage) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return live.subscribe(topic, (m) => latest.current(m));
  }, [topic]);
}
