import { Code } from '@swx/contract';
import type { Db } from '../db/client.js';
import { RateLimitedError } from '../http/errors.js';
import { countParameter } from '../parameters.js';
import type { RateLimiter } from '../rate-limiter.js';

const HOUR_MS = 60 * 60 * 1000;
/** The default of `upload.perHourMax`. */
export const UPLOADS_PER_HOUR = 20;

/**
 * Each user's hourly allowance of uploaded images (deposit proofs, identity photos), taken
 * before a form is read: beyond `upload.perHourMax` the request answers 10064 (429) with the
 * wait. Counted in the shared rate limiter (Redis when configured), so it holds across
 * instances; a refused attempt still counts.
 */
export class UploadQuota {
  constructor(private readonly deps: { db: Db; limiter: RateLimiter }) {}

  /** `owner`: a user's id, or another uploader's key (`visitor:<id>` for support chat). */
  async take(owner: number | string, files: number): Promise<void> {
    const max = await countParameter(this.deps.db, 'upload.perHourMax', UPLOADS_PER_HOUR);
    let state = { count: 0, resetMs: HOUR_MS };
    for (let i = 0; i < files; i += 1)
      state = await this.deps.limiter.hit(`uploads:${owner}`, HOUR_MS);
    if (state.count > max) throw new RateLimitedError(Code.UPLOAD_LIMIT_REACHED, state.resetMs);
  }
}
