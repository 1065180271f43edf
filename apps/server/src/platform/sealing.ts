import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';

/**
 * Secrets the server must read back (staff second-factor keys) are stored sealed: AES-256-GCM
 * with a random 96-bit nonce, as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The key comes from
 * SECRETS_KEY when set, so that a copy of the database alone does not give them away; without
 * it, one is generated at first start and kept in `instance_secrets`, shared by every instance
 * of one database (docs/adr/0014).
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

const KEY_NAME = 'sealing-key';

export function sealerOf(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('a sealing key is 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The sealer of this installation: SECRETS_KEY, or the key kept in the database. */
export async function loadSealer(db: Db, configured?: Buffer): Promise<Sealer> {
  if (configured) return sealerOf(configured);
  await db.execute(sql`
    insert into instance_secrets (name, value)
    values (${KEY_NAME}, ${randomBytes(32).toString('base64')})
    on conflict (name) do nothing`);
  const { rows } = (await db.execute(
    sql`select value from instance_secrets where name = ${KEY_NAME}`,
  )) as unknown as { rows: Array<{ value: string }> };
  return sealerOf(Buffer.from(rows[0]!.value, 'base64'));
}
