import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import type { Database } from '../../src/server/db/client.server.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Str0ng!Passw0rd' };

/** Creates the test admin and signs in through the real login call; returns the bearer token. */
export async function signIn(app: FastifyInstance, db: Database, account = ADMIN): Promise<string> {
  await createAccount(db, account.email, account.password);
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
