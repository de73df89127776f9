import type { FastifyInstance } from 'fastify';
import type { AccountRole } from '../../src/domain/account.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import type { Database } from '../../src/server/db/client.server.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Str0ng!Passw0rd' };

export const EDITOR = { email: 'editor@example.com', password: 'Ed1tor!Passw0rd' };

/** Creates the test admin (an owner unless told) and signs in through the real login call; returns the bearer token. */
export async function signIn(app: FastifyInstance, db: Database, account = ADMIN, role: AccountRole = 'owner'): Promise<string> {
  await createAccount(db, account.email, account.password, role);
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
