/**
 * Keeps the architecture of DESIGN.md honest: domain imports nothing from the other
 * rooms, site and admin share only domain with the server, and what they share with each other
 * (ui) uses neither.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const forbidden: Record<string, string[]> = {
  domain: ['site', 'admin', 'server', 'ui'],
  // Browser pieces the site and the admin both use (the modal dialog): React and domain only.
  ui: ['site', 'admin', 'server'],
  site: ['server', 'admin'],
  admin: ['server', 'site'],
};

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|astro|mjs)$/.test(name)) yield full;
  }
}

// Deliberate crossings, by file or folder: the one page that mounts the admin React app
// (DESIGN.md), and the staff panel, which shows the public site's staff detail component
// (plain React with no framework ties) so both pages stay one design.
const allowedCrossings: [string, string][] = [
  [path.join('src', 'site', 'pages', 'admin-app.astro'), 'admin'],
  [path.join('src', 'admin', 'staff-panel') + path.sep, 'site'],
];
const isAllowed = (file: string, target: string) =>
  allowedCrossings.some(([place, room]) => room === target && (file === place || file.startsWith(place)));

const problems: string[] = [];
for (const [room, banned] of Object.entries(forbidden)) {
  const root = path.join('src', room);
  if (!existsSync(root)) continue;
  for (const file of files(root)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.relative('src', path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (target && banned.includes(target) && !isAllowed(file, target)) problems.push(`${file}: imports ${specifier} (${room} must not use ${target})`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('rooms: ok');
