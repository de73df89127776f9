import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Tests that render real pages need the built site; build it once when it is missing. */
export function ensureBuiltSite(): void {
  if (existsSync(`${projectRoot}dist/server/entry.mjs`)) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

