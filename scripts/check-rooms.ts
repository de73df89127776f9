/**
 * Keeps the architecture honest: domain imports nothing from the other rooms, site and admin
 * share only domain with the server, and what they share with each other (ui) uses neither. And
 * no file in src/ reaches itself through its imports (type-only and lazy imports included): a
 * circle means two modules are one job split in two, or a helper living in the wrong room.
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
// (ARCHITECTURE.md#rooms), and the staff panel, which shows the public site's staff detail component
// (plain React with no framework ties) so both pages stay one design.
const allowedCrossings: [string, string][] = [
  [path.join('src', 'site', 'pages', 'admin-app.astro'), 'admin'],
  [path.join('src', 'admin', 'staff-panel') + path.sep, 'site'],
];
const isAllowed = (file: string, target: string) =>
  allowedCrossings.some(([place, room]) => room === target && (file === place || file.startsWith(place)));

const problems: string[] = [];
const relativeImports = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!).filter((specifier) => specifier.startsWith('.'));

for (const [room, banned] of Object.entries(forbidden)) {
  const root = path.join('src', room);
  if (!existsSync(root)) continue;
  for (const file of files(root)) {
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = path.relative('src', path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (target && banned.includes(target) && !isAllowed(file, target)) problems.push(`${file}: imports ${specifier} (${room} must not use ${target})`);
    }
  }
}
// File-level circles: the strongly connected components of the import graph (Tarjan), each
// reported once with its files.
const graph = new Map<string, string[]>();
for (const file of files('src')) {
  const targets = relativeImports(readFileSync(file, 'utf8'))
    .map((specifier) => path.relative('.', path.resolve(path.dirname(file), specifier)))
    .filter((target) => /\.(ts|tsx|astro|mjs)$/.test(target) && existsSync(target));
  graph.set(file, [...new Set(targets)]);
}
let counter = 0;
const order = new Map<string, number>();
const lowest = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
function visit(file: string): void {
  order.set(file, counter);
  lowest.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!order.has(target)) {
      visit(target);
      lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
    } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
  }
  if (lowest.get(file) !== order.get(file)) return;
  const circle: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    circle.push(member);
  } while (member !== file);
  if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) problems.push(`import circle: ${circle.sort().join(' <-> ')}`);
}
for (const file of graph.keys()) if (!order.has(file)) visit(file);

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('rooms: ok');
