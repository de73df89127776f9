import { messages } from '../../domain/messages.ts';
import { createAccount, listAccounts, removeAccount, setAccountPassword } from '../auth/accounts.server.ts';
import type { Database } from '../db/client.server.ts';

export const USAGE = `Usage:
  npm run user -- add EMAIL      create an account (asks for the password, or reads it from stdin)
  npm run user -- passwd EMAIL   set a new password and sign the account out everywhere
  npm run user -- list           list the accounts
  npm run user -- remove EMAIL   remove an account`;

export interface CommandIo {
  /** Asks for a password (hidden on a terminal, else the first line of stdin). */
  readPassword(): Promise<string>;
  out(line: string): void;
  error(line: string): void;
}

/** `npm run user -- …`: runs one account command; returns the process exit code. */
export async function runUserCommand(db: Database, args: string[], io: CommandIo): Promise<number> {
  const [command, email] = args;
  const needsEmail = command === 'add' || command === 'passwd' || command === 'remove';
  if (!command || (needsEmail && !email) || !['add', 'passwd', 'list', 'remove'].includes(command)) {
    io.error(USAGE);
    return 2;
  }

  if (command === 'list') {
    const accounts = await listAccounts(db);
    if (accounts.length === 0) io.out('No accounts yet.');
    for (const account of accounts) io.out(account.email);
    return 0;
  }
  if (command === 'remove') {
    if (!(await removeAccount(db, email!))) {
      io.error('No account has this email.');
      return 1;
    }
    io.out(`Removed ${email}.`);
    return 0;
  }

  const password = await io.readPassword();
  if (!password) {
    io.error(messages.passwordChange.required);
    return 1;
  }
  const result = command === 'add' ? await createAccount(db, email!, password) : await setAccountPassword(db, email!, password);
  if (!result.ok) {
    io.error(result.error);
    return 1;
  }
  io.out(command === 'add' ? `Created ${result.value.email}.` : `Changed the password of ${result.value.email}; its sessions are signed out.`);
  return 0;
}
