import { useEffect, useState } from 'react';

/** Whole seconds left until a moment, ticking while running (e.g. "resend in 42 s"). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    seconds,
    running: seconds > 0,
    start(durationSec: number) {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + Math.max(1, durationSec) * 1000);
    },
  };
}
