/** A closed-loop HTTP load generator: `concurrency` clients, each sending its next request
 * when the previous answer arrives, for `durationMs`. Latencies in ms, sorted. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function load(
  send: () => Promise<boolean>,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  async function client() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}
