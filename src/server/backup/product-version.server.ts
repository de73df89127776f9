import { readFileSync } from 'node:fs';

/** The site's version (package.json), written into every backup. */
export const productVersion: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
