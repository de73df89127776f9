/**
 * Keeps the architecture honest (ARCHITECTURE.md#rooms): domain imports nothing from the other
 * rooms; site and admin share only domain and ui, and never import each other; ui uses neither;
 * the server uses none of the browser rooms; the product's code never reaches into the tools
 * around it; and the bench may use the scripts' helpers but not the other way round. And no file
 * in src/ reaches itself through its imports (type-only and lazy imports included): a circle
 * means two modules are one job split in two, or a helper living in the wrong room.
 *
 * `node scripts/check-rooms.ts [root]` checks the repository at root (the current folder by
 * default) and exits 1 naming every import that breaks a rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Each room, as a folder of the repository, with the folders it must never import from. */
const forbidden: Record<string, string[]> = {
  'src/domain': ['src/site', 'src/admin', 'src/server', 'src/ui', 'scripts', 'bench', 'test'],
  // Browser pieces the site and the admin both use (the modal dialog, the staff detail): React and domain only.
  'src/ui': ['src/site', 'src/admin', 'src/server', 'scripts', 'bench', 'test'],
  'src/site': ['src/server', 'src/admin', 'scripts', 'bench', 'test'],
  'src/admin': ['src/server', 'src/site', 'scripts', 'bench', 'test'],
  'src/server': ['src/site', 'src/admin', 'src/ui', 'scripts', 'bench', 'test'],
  // The test runner (scripts/test.ts) uses the tests' helpers; only the bench is off limits.
  scripts: ['bench'],
};

/** The one deliberate crossing: the page that mounts the admin React app. */
const allowedCrossings: [file: string, room: string][] = [['src/site/pages/admin-app.astro', 'src/admin']];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|astro|mjs)$/.test(name)) yield full;
  }
}

const relativeImports = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!).filter((specifier) => specifier.startsWith('.'));

/** The repository-relative path of an import, with / between folders. */
const importedPath = (root: string, file: string, specifier: string) =>
  path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');

const isInside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

function crossings(root: string): string[] {
  const problems: string[] = [];
  for (const [room, banned] of Object.entries(forbidden)) {
    const folder = path.join(root, room);
    if (!existsSync(folder)) continue;
    for (const file of files(folder)) {
      const name = path.relative(root, file).split(path.sep).join('/');
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        const target = importedPath(root, file, specifier);
        const reached = banned.find((other) => isInside(target, other));
        if (!reached || allowedCrossings.some(([place, other]) => place === name && other === reached)) continue;
        problems.push(`${name}: imports ${specifier} (${room} must not use ${reached})`);
      }
    }
  }
  return problems;
}

/** File-level circles in src/: the strongly connected components of the import graph (Tarjan), each reported once with its files. */
function circles(root: string): string[] {
  const source = path.join(root, 'src');
  if (!existsSync(source)) return [];
  const graph = new Map<string, string[]>();
  for (const file of files(source)) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => /\.(ts|tsx|astro|mjs)$/.test(target) && existsSync(target));
    graph.set(path.resolve(file), [...new Set(targets)]);
  }
  const problems: string[] = [];
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string): void => {
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
      circle.push(path.relative(root, member));
    } while (member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) problems.push(`import circle: ${circle.sort().join(' <-> ')}`);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return problems;
}

/** Every broken rule in the repository at `root`, one line each; none when the rooms hold. */
export const roomProblems = (root: string): string[] => [...crossings(root), ...circles(root)];

if (import.meta.main) {
  const problems = roomProblems(path.resolve(process.argv[2] ?? '.'));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('rooms: ok');
}
