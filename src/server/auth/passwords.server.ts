import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { messages } from '../../domain/messages.ts';
import { HttpError, tooManyRequests } from '../http/errors.server.ts';
import { createWorkGate } from '../work-gate.server.ts';

// Argon2id (algorithm 2) with OWASP's recommended minimum cost.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes ~19 MB and a core for tens of milliseconds: half the cores at most, so a
// login flood leaves the rest for pages, and a bounded queue instead of unbounded memory.
const argon2 = createWorkGate({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 32,
  whenFull: () => tooManyRequests(messages.auth.tooManyAttempts, 1),
});

export const hashPassword = (password: string) => argon2.run(() => hash(password, options));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.run(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof HttpError) throw error; // the gate is full: not a wrong password
    return false;
  }
}

// Verifying against this when no account matches keeps the response time the same either way.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy-password-never-matches', options);
  return decoyHash;
}
