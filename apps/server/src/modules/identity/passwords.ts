import argon2 from 'argon2';
import { randomUrlToken } from './tokens.js';

export interface PasswordCost {
  memoryKib: number;
  iterations: number;
}

/** argon2id with the configured cost (at least OWASP's 19 MiB and 2 iterations). */
export class PasswordHasher {
  /** A real hash of a random secret, verified when no user matches to keep timings alike. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordCost) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.iterations,
      parallelism: 1,
    });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      this.dummyHash ??= this.hash(randomUrlToken());
      await argon2.verify(await this.dummyHash, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
