/**
 * `npm run lockfile`: brings package-lock.json in line with package.json so that `npm ci` accepts
 * it on every platform, without moving any package that is already locked.
 *
 * npm records only the optional platform packages (per-platform compiler binaries and the
 * like) that the registry can give it a manifest for. Astro's compiler declares ten platform
 * binaries at one exact version, and some of those versions are not published: npm then leaves
 * them out of the lockfile, and `npm ci` refuses that lockfile on every machine ("Missing:
 * @astrojs/compiler-binding-android-arm64@ from lock file"). So, after npm has done its part,
 * this script records each optional dependency still missing: from its published manifest when
 * the version exists (integrity included), otherwise with the version asked for and the
 * platform fields of the package's published versions, so npm skips it on other platforms
 * rather than trying to fetch it. It then checks that no locked version changed and that
 * `npm ci` accepts the result.
 *
 * Run it after adding or upgrading a dependency, and after merging branches that did.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = 'package-lock.json';

interface LockEntry {
  version?: string;
  integrity?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** A published manifest's fields that npm keeps in a lockfile entry. */
interface Manifest {
  version: string;
  dist?: { integrity?: string };
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
}

function npm(args: string[], options: { quiet?: boolean } = {}): { status: number; stdout: string } {
  if (!options.quiet) console.log(`$ npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'] });
  return { status: result.status ?? 1, stdout: result.stdout };
}

const readLockfile = (): Lockfile => JSON.parse(readFileSync(LOCKFILE, 'utf8')) as Lockfile;

/** Where Node would find `name` from the package at `location`: its own node_modules, then each parent's. */
function resolves(packages: Lockfile['packages'], location: string, name: string): boolean {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

function lockedVersions(lockfile: Lockfile): Map<string, string | undefined> {
  return new Map(Object.entries(lockfile.packages).map(([location, entry]) => [location, entry.version]));
}

/** `npm view` as JSON: one manifest, or the newest version's when `version` is not published. */
function publishedManifest(name: string, version: string): { manifest: Manifest; exact: boolean } {
  const exact = npm(['view', `${name}@${version}`, '--json'], { quiet: true });
  if (exact.status === 0 && exact.stdout.trim()) {
    const parsed = JSON.parse(exact.stdout) as Manifest | Manifest[];
    const manifest = Array.isArray(parsed) ? parsed.find((candidate) => candidate.version === version) : parsed;
    if (manifest?.version === version) return { manifest, exact: true };
  }
  const latest = npm(['view', name, '--json'], { quiet: true });
  if (latest.status !== 0 || !latest.stdout.trim()) throw new Error(`${name} is not on the registry at all; it cannot be locked.`);
  return { manifest: JSON.parse(latest.stdout) as Manifest, exact: false };
}

function entryFor(name: string, version: string, parent: LockEntry): { entry: LockEntry; exact: boolean } {
  const { manifest, exact } = publishedManifest(name, version);
  const entry: LockEntry = { version };
  if (exact && manifest.dist?.integrity) entry.integrity = manifest.dist.integrity;
  if (manifest.cpu) entry.cpu = manifest.cpu;
  if (parent.dev || parent.devOptional) entry.dev = true;
  if (manifest.libc) entry.libc = manifest.libc;
  if (manifest.license) entry.license = manifest.license;
  entry.optional = true;
  if (manifest.os) entry.os = manifest.os;
  if (manifest.engines) entry.engines = manifest.engines;
  // Another version's dependencies may not be this one's: an unpublished version records none.
  if (exact && manifest.dependencies) entry.dependencies = manifest.dependencies;
  return { entry, exact };
}

/** Records every optional dependency that no lockfile entry answers; returns what it added. */
function recordMissingOptionals(lockfile: Lockfile): { added: string[]; unpublished: string[] } {
  const added: string[] = [];
  const unpublished: string[] = [];
  for (const [location, parent] of Object.entries(lockfile.packages)) {
    for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
      if (resolves(lockfile.packages, location, name)) continue;
      const { entry, exact } = entryFor(name, version, parent);
      // Hoisted like npm does when the top level is free, beside its parent otherwise.
      const hoisted = `node_modules/${name}`;
      const target = lockfile.packages[hoisted] ? `${location}/node_modules/${name}` : hoisted;
      lockfile.packages[target] = entry;
      added.push(`${target}@${version}`);
      if (!exact) unpublished.push(`${name}@${version}`);
    }
  }
  return { added, unpublished };
}

const before = lockedVersions(readLockfile());
// Without registry addresses, as the lockfile has always been written: it installs from whichever
// registry the machine is configured for, and a developer's own npm settings change nothing.
if (npm(['install', '--package-lock-only', '--omit-lockfile-registry-resolved', '--no-audit', '--no-fund']).status !== 0) process.exit(1);
const lockfile = readLockfile();
const { added, unpublished } = recordMissingOptionals(lockfile);
const sorted = Object.fromEntries(Object.entries(lockfile.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
writeFileSync(LOCKFILE, `${JSON.stringify({ ...lockfile, packages: sorted }, null, 2)}\n`);

for (const location of added) console.log(`recorded ${location}`);
if (unpublished.length) {
  console.log(`not published on the registry, recorded without integrity (npm skips them on other platforms; the package itself needs them there):\n  ${unpublished.join('\n  ')}`);
}
const changed = [...lockedVersions(lockfile)].filter(([location, version]) => before.has(location) && before.get(location) !== version);
if (changed.length) {
  console.error(`Locked versions changed (check package.json ranges):\n  ${changed.map(([location, version]) => `${location}: ${before.get(location)} -> ${version}`).join('\n  ')}`);
  process.exit(1);
}
// `npm ci --dry-run` checks lockfile and package.json agree without touching node_modules.
if (npm(['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { quiet: true }).status !== 0) {
  console.error('npm ci still refuses package-lock.json: run `npm ci --dry-run` to see why.');
  process.exit(1);
}
console.log('package-lock.json: npm ci accepts it.');
