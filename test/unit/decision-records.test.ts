/**
 * The decision records stay a memory a stranger can read (docs/decisions/README.md): few files,
 * each short and dated with its status, naming only paths that exist, and every citation of a
 * record anywhere in the repository leads to a record that exists.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const folder = join(root, 'docs/decisions');
const MAX_FILES = 59;
const MAX_LINES = 80;

const files = readdirSync(folder);
const records = files.filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const read = (path: string) => readFileSync(path, 'utf8');

test('the folder holds fewer than 60 files, the index included', () => {
  assert.ok(files.length <= MAX_FILES, `${files.length} files in docs/decisions: merge records into the decision in force`);
  assert.deepEqual(files.filter((name) => name !== 'README.md' && !records.includes(name)), [], 'every other file is a record named NNN-title.md');
});

test('every record is at most 80 lines, with its number as title, a Status and a Date', () => {
  for (const name of records) {
    const text = read(join(folder, name));
    const count = lines(text).length;
    assert.ok(count <= MAX_LINES, `${name} has ${count} lines (at most ${MAX_LINES})`);
    assert.match(text, new RegExp(`^# ${name.slice(0, 3)}\\. \\S`), `${name} starts with '# ${name.slice(0, 3)}. <title>'`);
    assert.match(text, /^Status: (Accepted|Superseded by \d{3})/im, `${name} has a Status line`);
    assert.match(text, /^Date: \d{4}-\d{2}-\d{2}$/m, `${name} has a Date line`);
  }
  assert.equal(numbers.size, records.length, 'no two records share a number');
});

/** Backticked repository paths a record names; patterns (`<entity>`, `*`, `{…}`, `…`) are left out. */
const PATH = /`((?:src|scripts|test|docs|bench|deploy|tools|drizzle|public|\.ci)\/[^`\s]*)`/g;

test('every repository path a record names exists', () => {
  const missing: string[] = [];
  for (const name of [...records, 'README.md']) {
    for (const match of read(join(folder, name)).matchAll(PATH)) {
      const path = match[1] ?? '';
      if (/[<>*{}…]/.test(path)) continue;
      if (!existsSync(join(root, path.replace(/[#?].*$/, '')))) missing.push(`${name}: ${path}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('links between records lead to records that exist', () => {
  const broken: string[] = [];
  for (const name of [...records, 'README.md']) {
    for (const match of read(join(folder, name)).matchAll(/\]\(((?:\.\/)?[^)\s/]+\.md)\)/g)) {
      const target = match[1] ?? '';
      if (!existsSync(join(folder, target))) broken.push(`${name}: ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

/** Every text file of the places that cite records. */
function textFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((entry) => (entry === 'node_modules' || entry.startsWith('.git') ? [] : textFiles(join(path, entry))));
}
const CITING = ['src', 'scripts', 'bench', 'test', 'docs', 'deploy', 'drizzle', 'tools', '.ci', 'README.md', 'ARCHITECTURE.md', 'CHANGELOG.md'];
const TEXT = /\.(ts|tsx|astro|mjs|js|css|md|sql|conf|service|json|sh)$|\/run$/;

/** Record numbers a text cites: docs/decisions/NNN…, a link to NNN-title.md, 'decision NNN', 'decisions NNN, NNN and NNN'. */
function citations(text: string): { number: string; file?: string }[] {
  const found: { number: string; file?: string }[] = [];
  for (const match of text.matchAll(/decisions\/(\d{3})(-[\w-]+\.md)?/g)) {
    const number = match[1] ?? '';
    found.push(match[2] ? { number, file: number + match[2] } : { number });
  }
  for (const match of text.matchAll(/\]\((\d{3}-[\w-]+\.md)\)/g)) {
    const file = match[1] ?? '';
    found.push({ number: file.slice(0, 3), file });
  }
  for (const match of text.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and |-|–)\d{3})*)/g)) {
    for (const number of (match[1] ?? '').match(/\d{3}/g) ?? []) found.push({ number });
  }
  return found;
}

test('every citation of a record, anywhere in the repository, resolves', () => {
  const broken: string[] = [];
  for (const path of CITING.flatMap((place) => textFiles(join(root, place)))) {
    if (!TEXT.test(path) || path.endsWith('package-lock.json')) continue;
    for (const { number, file } of citations(read(path))) {
      const exists = file ? records.includes(file) : numbers.has(number);
      if (!exists) broken.push(`${relative(root, path)}: ${file ?? number}`);
    }
  }
  assert.deepEqual([...new Set(broken)], []);
});
