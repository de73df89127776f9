import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.server.ts';
import { settings } from './db/schema.server.ts';

const ADMIN_BASE_KEY = 'admin_base';

/**
 * The hidden admin path: ADMIN_BASE when set, otherwise generated once (128 random bits); kept
 * in the database either way, so every process and every restart agree on it, also one started
 * without the variable (a command, a second process, the variable dropped from the environment).
 */
export async function resolveAdminBase(db: Database, configured: string | undefined): Promise<string> {
  if (configured) {
    await db.insert(settings).values({ key: ADMIN_BASE_KEY, value: configured }).onConflictDoUpdate({ target: settings.key, set: { value: configured } });
    return configured;
  }
  const candidate = `/console-${randomBytes(16).toString('hex')}`;
  await db.insert(settings).values({ key: ADMIN_BASE_KEY, value: candidate }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, ADMIN_BASE_KEY)).limit(1);
  return stored?.value ?? candidate;
}
