import { readFileSync } from 'node:fs';

/** The site's version (package.json): printed by `--version`, written into every backup, checked by a restore. */
export const productVersion: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
