import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm start` runs in the copy of the site at `root`: package.json's start script, as the
 * environment it sets and node's arguments. The upgrade command runs the site with it directly,
 * without npm in between (npm turns a clean stop on SIGTERM into exit code 1), and the tests and
 * the bench run exactly the process an operator runs.
 */
export function startCommand(root: string): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string]));
  return { env, args: words.slice(node + 1) };
}
