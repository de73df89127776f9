import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { roomProblems } from '../../scripts/check-rooms.ts';

/** A throwaway repository holding the given files. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rooms-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** A domain and a ui piece built on it: what the site and the admin may both use. */
const sharedRooms = {
  'src/domain/words.ts': 'export const hello = "hello";\n',
  'src/ui/Greeting.tsx': "import { hello } from '../domain/words.ts';\nexport const Greeting = () => hello;\n",
};

test('this repository keeps its rooms', () => {
  assert.deepEqual(roomProblems(path.resolve('.')), []);
});

test('the site importing the admin, or the admin the site, is named as a broken rule', (t) => {
  const root = repository({
    ...sharedRooms,
    'src/admin/Screen.tsx': "import { Greeting } from '../ui/Greeting.tsx';\nimport { Page } from '../site/Page.tsx';\nexport const Screen = () => [Greeting, Page];\n",
    'src/site/Page.tsx': "import { Screen } from '../admin/Screen.tsx';\nexport const Page = () => Screen;\n",
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const problems = roomProblems(root);
  assert.ok(problems.includes('src/admin/Screen.tsx: imports ../site/Page.tsx (src/admin must not use src/site)'), problems.join('\n'));
  assert.ok(problems.includes('src/site/Page.tsx: imports ../admin/Screen.tsx (src/site must not use src/admin)'), problems.join('\n'));
  // The two import each other: a circle as well.
  assert.ok(problems.some((problem) => problem.startsWith('import circle: src/admin/Screen.tsx <-> src/site/Page.tsx')), problems.join('\n'));
});

test('both rooms may share the domain and ui, and the scripts may not use the bench', (t) => {
  const root = repository({
    ...sharedRooms,
    'src/site/Page.tsx': "import { Greeting } from '../ui/Greeting.tsx';\nexport const Page = () => Greeting;\n",
    'src/admin/Screen.tsx': "import { Greeting } from '../ui/Greeting.tsx';\nexport const Screen = () => Greeting;\n",
    'bench/run.ts': "import { packages } from '../scripts/packages.ts';\nexport const run = () => packages;\n",
    'scripts/packages.ts': 'export const packages = [];\n',
    'scripts/audit.ts': "import { run } from '../bench/run.ts';\nrun();\n",
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  assert.deepEqual(roomProblems(root), ['scripts/audit.ts: imports ../bench/run.ts (scripts must not use bench)']);
});
