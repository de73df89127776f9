import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { latestLevel } from '../db/migrations.server.ts';
import { safeStorageKey } from '../files/local-storage.server.ts';
import { productVersion } from '../product-version.server.ts';
import { AGE_HEAD_LENGTH, ageDecrypt, startsLikeAge } from './age-passphrase.server.ts';
import { ArchiveError, archiveErrors } from './archive-errors.server.ts';
import { ARCHIVE_FORMAT, fileEntry, type Manifest, MANIFEST_NAME, tableEntry } from './manifest.server.ts';
import type { Pace } from './pace.server.ts';

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const OLDER_MAGIC = Buffer.from('NILAVUBK', 'ascii');
/** The manifest is small JSON; a larger one is damage, not something to hold. */
const MAX_MANIFEST = 64 * 1024 * 1024;

export type ArchiveKind = 'tar.gz' | 'age' | 'older' | 'foreign';

/** What a file is, from its first bytes. */
export async function archiveKind(file: string): Promise<ArchiveKind> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ArchiveError('damaged', `${file} does not exist.`);
    throw error;
  }
  try {
    const head = Buffer.alloc(AGE_HEAD_LENGTH);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const read = head.subarray(0, bytesRead);
    if (startsLikeAge(read)) return 'age';
    if (read[0] === 0x1f && read[1] === 0x8b) return 'tar.gz';
    if (read.subarray(0, OLDER_MAGIC.length).equals(OLDER_MAGIC)) return 'older';
    return 'foreign';
  } finally {
    await handle.close();
  }
}

/**
 * The tar bytes of an archive file: its gzip opened, and its age layer first when it has one.
 * A wrong or missing passphrase, another format or a foreign file is refused before any byte.
 */
async function tarBytes(file: string, passphrase: string | undefined, pace?: Pace): Promise<Readable> {
  const kind = await archiveKind(file);
  if (kind === 'older') throw archiveErrors.older();
  if (kind === 'foreign') throw archiveErrors.foreign();
  if (kind === 'age' && !passphrase) throw archiveErrors.passphraseNeeded();
  const raw = createReadStream(file);
  const paced = pace
    ? (async function* () {
        for await (const chunk of raw as AsyncIterable<Buffer>) {
          yield chunk;
          await pace.take(chunk.length);
        }
      })()
    : raw;
  let content: AsyncIterable<Uint8Array>;
  try {
    content = kind === 'age' ? await ageDecrypt(paced, passphrase!) : paced;
  } catch (error) {
    raw.destroy();
    throw error;
  }
  const gunzip = createGunzip();
  const source = Readable.from(content);
  source.once('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  gunzip.once('close', () => {
    source.destroy();
    raw.destroy();
  });
  return gunzip;
}

/** zlib's and tar-stream's words for a cut or damaged archive, as the operator reads them. */
function asArchiveError(error: unknown): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end|Z_BUF_ERROR/i.test(message) || (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR') return archiveErrors.truncated();
  return archiveErrors.damaged(message);
}

export interface Entry {
  name: string;
  size: number;
  /** The entry's bytes: read them all before asking for the next entry. */
  data: AsyncIterable<Buffer>;
}

/** The file entries of an archive, in order, streamed. */
export async function* archiveEntries(file: string, passphrase: string | undefined, pace?: Pace): AsyncGenerator<Entry> {
  const bytes = await tarBytes(file, passphrase, pace);
  const extract = tar.extract();
  bytes.once('error', (error) => extract.destroy(error));
  bytes.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') throw archiveErrors.damaged(`an entry ${name} that is not a file`);
      let read = false;
      const data = (async function* () {
        try {
          for await (const chunk of entry as AsyncIterable<Buffer>) yield chunk;
        } catch (error) {
          throw asArchiveError(error);
        }
        read = true;
      })();
      yield { name, size, data };
      // The caller did not read the bytes: read past them.
      if (!read) for await (const _chunk of data) void _chunk;
    }
  } catch (error) {
    throw asArchiveError(error);
  } finally {
    extract.destroy();
    bytes.destroy();
  }
}

/** Refuses a manifest this copy of the site cannot restore: another format, or a newer schema. */
function checkManifest(manifest: Manifest): Manifest {
  if (manifest?.format !== ARCHIVE_FORMAT || !manifest.level || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || !Array.isArray(manifest.sequences)) {
    throw archiveErrors.foreign();
  }
  const ours = latestLevel();
  if (manifest.level.when > ours.when || manifest.level.level > ours.level) {
    throw new ArchiveError(
      'newer',
      `This backup was made by version ${manifest.productVersion} of the site (database schema ${manifest.level.tag}, level ${manifest.level.level}); ` +
        `this copy is version ${productVersion} (schema ${ours.tag}, level ${ours.level}). Install version ${manifest.productVersion} or later, then restore.`,
    );
  }
  // Names and columns go into COPY statements and keys into storage: only what we write passes.
  for (const table of manifest.tables) {
    if (!SQL_NAME.test(String(table.name)) || !Array.isArray(table.columns) || !table.columns.every((column) => SQL_NAME.test(String(column)))) {
      throw archiveErrors.damaged(`an unreadable table ${String(table.name)} in the manifest`);
    }
  }
  for (const file of manifest.files) if (!safeStorageKey(String(file.key))) throw archiveErrors.damaged(`an unreadable file ${String(file.key)} in the manifest`);
  return manifest;
}

const sha256Of = async (data: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of data) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
};

/** The first bytes only: whether this site can open the archive at all (format, passphrase). */
export async function checkOpens(file: string, passphrase: string | undefined): Promise<void> {
  const bytes = await tarBytes(file, passphrase);
  bytes.destroy();
}

/**
 * Reads the whole archive once and checks everything before anything is written: its format and
 * schema level, and the size and SHA-256 of every table and file against the manifest (beside
 * gzip's own checksum and, encrypted, age's tag on every chunk).
 */
export async function checkArchive(file: string, passphrase: string | undefined, pace?: Pace): Promise<{ manifest: Manifest }> {
  let manifest: Manifest | undefined;
  const read = new Map<string, { sha256: string; size: number }>();
  for await (const entry of archiveEntries(file, passphrase, pace)) {
    if (manifest) throw archiveErrors.damaged('entries after the manifest');
    if (read.has(entry.name)) throw archiveErrors.damaged(`${entry.name} twice`);
    if (entry.name === MANIFEST_NAME) {
      if (entry.size > MAX_MANIFEST) throw archiveErrors.damaged('an impossibly large manifest');
      const chunks: Buffer[] = [];
      for await (const chunk of entry.data) chunks.push(chunk);
      try {
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      } catch {
        throw archiveErrors.damaged('an unreadable manifest');
      }
      manifest = checkManifest(manifest);
    } else if (entry.name.startsWith('tables/') || entry.name.startsWith('files/')) {
      read.set(entry.name, await sha256Of(entry.data));
    } else throw archiveErrors.damaged(`an unknown entry ${entry.name}`);
  }
  if (!manifest) throw read.size === 0 ? archiveErrors.foreign() : archiveErrors.damaged('no manifest');
  const expected = [
    ...manifest.tables.map((table) => ({ ...table, name: tableEntry(table.name), what: `the table ${table.name}` })),
    ...manifest.files.flatMap((listed) => ('missing' in listed ? [] : [{ ...listed, name: fileEntry(listed.key), what: `the file ${listed.key}` }])),
  ];
  for (const part of expected) {
    const found = read.get(part.name);
    if (!found) throw archiveErrors.damaged(`${part.what} is missing`);
    if (found.sha256 !== part.sha256 || found.size !== part.size) throw archiveErrors.damaged(`${part.what} does not match its checksum`);
  }
  if (read.size !== expected.length) throw archiveErrors.damaged('entries the manifest does not list');
  return { manifest };
}
