import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server.ts';
import { settings } from '../db/schema.server.ts';

/** Where secrets sit among the settings; backups leave these rows out (docs/decisions/253). */
export const SECRET_KEY_PREFIX = 'secret:';

const known = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit key made once and kept in the database, so every process and every restart sign
 * and check with the same one. Read once per process. Never in a backup: a restored site makes
 * its own, and what was signed with the old one no longer counts.
 */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      const key = `${SECRET_KEY_PREFIX}${name}`;
      await db.insert(settings).values({ key, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [stored] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      if (!stored) throw new Error(`the ${name} secret could not be stored`);
      return Buffer.from(stored.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
