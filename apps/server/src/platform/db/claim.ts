import type { Db } from './client.js';

/** A job that works through due rows, each claimed by one instance (`for update skip locked`). */
export interface ClaimJob<T extends { id: string }> {
  /** What the job does and to what, for its error: "loan collection" and "loans". */
  what: string;
  of: string;
  /** Stops after this many rows (the next run takes the rest). */
  batch: number;
  /** Locks and answers the next due row not in `skip`, or undefined when none is left. */
  next: (tx: Db, skip: readonly string[]) => Promise<T | undefined>;
  /** Handles the row in the claim's transaction; answers the user whose balance moved, if any. */
  handle: (tx: Db, row: T) => Promise<number | undefined>;
  /** After the commit, with the user `handle` answered (the live bell, live topics). */
  committed: (row: T, userId: number | undefined) => void;
}

/**
 * Runs `job` one row per transaction until no due row is left or `batch` rows are done, and
 * answers how many were. A row whose handling fails is rolled back, skipped for the rest of the
 * run and retried by the next one: it never holds up the others, and the failures are thrown
 * together at the end. A failure to claim (the database) is thrown at once.
 */
export async function claimEach<T extends { id: string }>(
  db: Db,
  job: ClaimJob<T>,
): Promise<number> {
  let done = 0;
  const failed: { id: string; error: unknown }[] = [];
  for (;;) {
    const skip = failed.map((f) => f.id);
    let claimed: string | null = null;
    try {
      const handled = await db.transaction(async (tx) => {
        const row = await job.next(tx, skip);
        if (row === undefined) return null;
        claimed = row.id;
        return { row, userId: await job.handle(tx, row) };
      });
      if (handled === null) break;
      job.committed(handled.row, handled.userId);
    } catch (error) {
      if (claimed === null) throw error;
      failed.push({ id: claimed, error });
      continue;
    }
    done += 1;
    if (done >= job.batch) break;
  }
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map((f) => f.error),
      `${job.what} failed for ${job.of} ${failed.map((f) => f.id).join(', ')}`,
    );
  }
  return done;
}
