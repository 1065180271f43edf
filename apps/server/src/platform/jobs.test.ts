import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Jobs } from './jobs.js';

/** A run that ends when the test says so. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

describe('Jobs', () => {
  const errors: Array<{ job: string; err: unknown }> = [];
  const log = { error: (details: { err: unknown; job: string }) => void errors.push(details) };
  beforeEach(() => {
    vi.useFakeTimers();
    errors.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('runs a job every interval, never two runs of it at a time', async () => {
    const jobs = new Jobs(log);
    const runs: Array<ReturnType<typeof gate>> = [];
    jobs.every('settle', 250, () => {
      const run = gate();
      runs.push(run);
      return run.done;
    });
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toHaveLength(1);
    // The run outlasts three intervals: none starts beside it.
    await vi.advanceTimersByTimeAsync(750);
    expect(runs).toHaveLength(1);
    expect(jobs.stats().settle).toEqual({ runs: 0, failures: 0, running: true });
    runs[0]!.open();
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toHaveLength(2);
    expect(jobs.stats().settle).toMatchObject({ runs: 1, running: true });
    runs[1]!.open();
    await jobs.stop();
  });

  it('logs a failure with the job’s name and runs again at the next interval', async () => {
    const jobs = new Jobs(log);
    let calls = 0;
    jobs.every('prune', 1000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([{ job: 'prune', err: new Error('database away') }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(jobs.stats().prune).toEqual({ runs: 2, failures: 1, running: false });
    await jobs.stop();
  });

  it('stop waits for the runs in flight and starts no more', async () => {
    const jobs = new Jobs(log);
    const run = gate();
    let calls = 0;
    jobs.every('settle', 100, () => {
      calls += 1;
      return run.done;
    });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    run.open();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    expect(() => jobs.every('late', 100, async () => {})).toThrow('after stop');
  });

  it('refuses a second job of the same name', () => {
    const jobs = new Jobs(log);
    jobs.every('prune', 1000, async () => {});
    expect(() => jobs.every('prune', 1000, async () => {})).toThrow('added twice');
  });
});
