import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { instanceSecrets } from './db/tables.js';

/**
 * A secret the installation generates once and keeps in its database, shared by every instance
 * on that database (the first writer wins).
 */
export async function instanceSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: instanceSecrets.name });
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`instance secret ${name} missing after insert`);
  return Buffer.from(row.value, 'base64');
}
