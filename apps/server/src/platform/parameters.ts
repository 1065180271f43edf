import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { parameters } from './db/tables.js';

/** A public system parameter's value, or undefined when it does not exist or is internal. */
export async function publicParameter(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.key, key), eq(parameters.isPublic, true)));
  return row?.value;
}

/** A system parameter's value, public or internal (server-side rules only). */
export async function internalParameter(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(eq(parameters.key, key));
  return row?.value;
}
