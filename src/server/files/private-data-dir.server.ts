import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds resumes, uploads and outbox mails with live links in them: only the account the
 * server runs as may read them. Everything this process (and the database server it starts)
 * creates from now on is owner-only, and DATA_DIR and what is directly in it lose every
 * permission of group and others, so files an older version left readable are shut in too.
 * (Running as root, the embedded database later lets others traverse DATA_DIR, not read it.)
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const target of [dataDir, ...readdirSync(dataDir).map((name) => path.join(dataDir, name))]) {
    const { mode } = statSync(target);
    if ((mode & 0o077) !== 0) chmodSync(target, mode & ~0o077 & 0o7777);
  }
}
