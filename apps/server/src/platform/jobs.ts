/**
 * The server's periodic work in one place (ADR 0016): each job runs every `everyMs`, never two
 * runs of one job at a time (a run that outlasts its interval delays the next), a failure is
 * logged with the job's name and the next run goes on. `stop()` (on close, before the database
 * closes) clears the timers and waits for the runs in flight. Whether a job runs on every
 * instance or only on a leader is the job's own rule (settlement claims each order once, so
 * every instance may settle; the contract triggers run where the feed leader is).
 */

export interface JobLog {
  error(details: { err: unknown; job: string }, message: string): void;
}

export interface JobStats {
  runs: number;
  failures: number;
  running: boolean;
}

interface Job {
  name: string;
  timer: NodeJS.Timeout;
  running: Promise<void> | undefined;
  stats: JobStats;
}

export class Jobs {
  private readonly jobs = new Map<string, Job>();
  private stopped = false;

  constructor(private readonly log: JobLog) {}

  /** Runs `run` every `everyMs` until `stop()`; the first run comes after one interval. */
  every(name: string, everyMs: number, run: () => Promise<unknown>): void {
    if (this.stopped) throw new Error(`job ${name} added after stop`);
    if (this.jobs.has(name)) throw new Error(`job ${name} added twice`);
    const job: Job = {
      name,
      running: undefined,
      stats: { runs: 0, failures: 0, running: false },
      timer: setInterval(() => {
        if (job.running || this.stopped) return;
        job.stats.running = true;
        job.running = run()
          .then(
            () => undefined,
            (error: unknown) => {
              job.stats.failures += 1;
              this.log.error({ err: error, job: name }, `job ${name} failed`);
            },
          )
          .finally(() => {
            job.stats.runs += 1;
            job.stats.running = false;
            job.running = undefined;
          });
      }, everyMs),
    };
    // A job never keeps the process alive by itself.
    job.timer.unref();
    this.jobs.set(name, job);
  }

  /** Each job's runs so far, failures and whether one is running now. */
  stats(): Record<string, JobStats> {
    return Object.fromEntries([...this.jobs].map(([name, job]) => [name, { ...job.stats }]));
  }

  /** No new runs from now on; resolves once the runs in flight have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) clearInterval(job.timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
  }
}
