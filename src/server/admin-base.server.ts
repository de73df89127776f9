import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.server.ts';
import { settings } from './db/schema.server.ts';

const ADMIN_BASE_KEY = 'admin_base';

/**
 * The hidden admin path: ADMIN_BASE when set, otherwise generated once (128 random bits)
 * and kept in the database so every process and every restart agree on it.
 */
export async function resolveAdminBase(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const candidate = `/console-${randomBytes(16).toString('hex')}`;
  await db.insert(settings).values({ key: ADMIN_BASE_KEY, value: candidate }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, ADMIN_BASE_KEY)).limit(1);
  return stored?.value ?? candidate;
}
