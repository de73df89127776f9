import type { FastifyBaseLogger } from 'fastify';
import { createAccount, findAccountByEmail } from './auth/accounts.server.ts';
import type { AppContext } from './context.server.ts';
import { isUniqueViolation } from './db/errors.server.ts';

/** ADMIN_EMAIL and ADMIN_PASSWORD create that account, an owner, at start-up when it does not exist yet. */
export async function bootstrapAdminAccount(context: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { adminEmail, adminPassword } = context.env;
  if (!adminEmail || !adminPassword) return;
  if (await findAccountByEmail(context.db, adminEmail)) return;
  let created;
  try {
    created = await createAccount(context.db, adminEmail, adminPassword, 'owner');
  } catch (error) {
    // Several processes starting together on one database: another one created it first.
    if (isUniqueViolation(error) && (await findAccountByEmail(context.db, adminEmail))) return;
    throw error;
  }
  if (created.ok) log.info({ email: created.value.email }, 'admin account created from ADMIN_EMAIL');
  else log.error({ reason: created.error }, 'ADMIN_EMAIL account not created');
}
