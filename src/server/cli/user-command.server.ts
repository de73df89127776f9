import { isAccountRole, type AccountRole } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { createAccount, listAccounts, removeAccount, setAccountPassword } from '../auth/accounts.server.ts';
import type { Database } from '../db/client.server.ts';

export const USAGE = `Usage:
  npm run user -- add EMAIL [--role owner|editor]
                                 create an account, an owner unless --role says editor
                                 (asks for the password, or reads it from stdin)
  npm run user -- passwd EMAIL   set a new password and sign the account out everywhere
  npm run user -- list           list the accounts
  npm run user -- remove EMAIL   remove an account`;

export interface CommandIo {
  /** Asks for a password (hidden on a terminal, else the first line of stdin). */
  readPassword(): Promise<string>;
  out(line: string): void;
  error(line: string): void;
}

/**
 * `add`'s `--role owner|editor` (or `--role=editor`), taken out of the arguments: owner when
 * absent, as the accounts an operator makes are the ones that run the site; null when it names no role.
 */
function takeRole(args: string[]): { rest: string[]; role: AccountRole | null } {
  const at = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at < 0) return { rest: args, role: 'owner' };
  const inline = args[at]!.startsWith('--role=');
  const value = inline ? args[at]!.slice('--role='.length) : args[at + 1];
  const rest = args.filter((_arg, index) => index !== at && (inline || index !== at + 1));
  return { rest, role: isAccountRole(value) ? value : null };
}

/** `npm run user -- …`: runs one account command; returns the process exit code. */
export async function runUserCommand(db: Database, args: string[], io: CommandIo): Promise<number> {
  const { rest, role } = takeRole(args);
  const [command, email] = rest;
  const needsEmail = command === 'add' || command === 'passwd' || command === 'remove';
  const roleMisplaced = rest.length !== args.length && command !== 'add';
  if (!command || (needsEmail && !email) || !['add', 'passwd', 'list', 'remove'].includes(command) || roleMisplaced || !role) {
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
  const result = command === 'add' ? await createAccount(db, email!, password, role) : await setAccountPassword(db, email!, password);
  if (!result.ok) {
    io.error(result.error);
    return 1;
  }
  const made = result.value.role === 'owner' ? `Created ${result.value.email}.` : `Created ${result.value.email} (${result.value.role}).`;
  io.out(command === 'add' ? made : `Changed the password of ${result.value.email}; its sessions are signed out.`);
  return 0;
}
