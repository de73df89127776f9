import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { latestLevel } from '../db/migrations.server.ts';
import { safeStorageKey } from '../files/local-storage.server.ts';
import { ArchiveError, archiveErrors } from './archive-errors.server.ts';
import { type Entry, readEntries } from './archive-format.server.ts';
import { openEnvelope } from './envelope.server.ts';
import { ARCHIVE_FORMAT, type ArchiveHeader, type Manifest } from './manifest.server.ts';
import { productVersion } from '../product-version.server.ts';

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A file's bytes as read, or a clear error for a file that cannot be read at all. */
async function* fileBytes(file: string): AsyncGenerator<Buffer> {
  try {
    yield* createReadStream(file) as AsyncIterable<Buffer>;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError('damaged', `${file} does not exist.`);
    throw error;
  }
}

/**
 * The entries of an archive file. An entry of a backup kept in BACKUP_DIR names its file by
 * content instead of holding it: its bytes are read from the `files/` folder beside the archive,
 * so a copied BACKUP_DIR (or its bucket prefix) restores as a downloaded archive does.
 */
export async function* archiveEntries(file: string, passphrase: string | undefined): AsyncGenerator<Entry> {
  const storedFiles = path.join(path.dirname(file), 'files');
  for await (const entry of readEntries(openEnvelope(fileBytes(file), passphrase))) {
    if (entry.header.stored !== 'by-content') {
      yield entry;
      continue;
    }
    const { stored: _stored, blob, ...header } = entry.header;
    if (typeof blob !== 'string' || !/^[a-f0-9]{64}(\.[a-f0-9]{12})?$/.test(blob)) throw archiveErrors.damaged('a file entry without a stored name');
    for await (const _nothing of entry.data) void _nothing;
    yield { header, data: openEnvelope(fileBytes(path.join(storedFiles, blob)), passphrase) };
  }
}

export interface CheckedArchive {
  header: ArchiveHeader;
  manifest: Manifest;
}

/** Refuses an archive this copy of the site cannot restore: another format, or a newer schema. */
function checkHeader(header: Entry['header']): ArchiveHeader {
  if (header.name !== 'backup.json' || header.format !== ARCHIVE_FORMAT) throw archiveErrors.foreign();
  const checked = header as ArchiveHeader;
  const ours = latestLevel();
  if (checked.level.when > ours.when || checked.level.level > ours.level) {
    throw new ArchiveError(
      'newer',
      `This backup was made by version ${checked.productVersion} of the site (database schema ${checked.level.tag}, level ${checked.level.level}); ` +
        `this copy is version ${productVersion} (schema ${ours.tag}, level ${ours.level}). Install version ${checked.productVersion} or later, then restore.`,
    );
  }
  return checked;
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

/**
 * Reads the whole archive once and checks everything before anything is written: its format and
 * schema level, the SHA-256 of every table and file against the manifest, and the archive's own
 * checksum (or, encrypted, every chunk's tag).
 */
export async function checkArchive(file: string, passphrase: string | undefined): Promise<CheckedArchive> {
  let header: ArchiveHeader | undefined;
  let manifest: Manifest | undefined;
  const tables = new Map<string, { sha256: string; size: number }>();
  const files = new Map<string, { sha256: string; size: number }>();
  for await (const entry of archiveEntries(file, passphrase)) {
    const name = entry.header.name;
    if (!header) {
      header = checkHeader(entry.header);
      continue;
    }
    if (manifest) throw archiveErrors.damaged('entries after the manifest');
    if (name.startsWith('database/')) {
      // Names and columns go into COPY statements and keys into storage: only what we write passes.
      const columns = entry.header.columns;
      if (entry.header.table !== name.slice('database/'.length) || !SQL_NAME.test(String(entry.header.table)) || !Array.isArray(columns) || !columns.every((column) => SQL_NAME.test(String(column)))) {
        throw archiveErrors.damaged(`an unreadable table entry ${name}`);
      }
      tables.set(name.slice('database/'.length), await sha256Of(entry.data));
    } else if (name.startsWith('file/')) {
      if (!safeStorageKey(String(entry.header.key))) throw archiveErrors.damaged(`an unreadable file entry ${name}`);
      const read = await sha256Of(entry.data);
      if (read.sha256 !== entry.header.sha256 || read.size !== entry.header.size) throw archiveErrors.damaged(`the file ${String(entry.header.key)} does not match its checksum`);
      files.set(String(entry.header.key), read);
    } else if (name === 'manifest.json') {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.data) chunks.push(chunk);
      try {
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      } catch {
        throw archiveErrors.damaged('an unreadable manifest');
      }
    } else throw archiveErrors.damaged(`an unknown entry ${name}`);
  }
  if (!header) throw archiveErrors.truncated();
  if (!manifest) throw archiveErrors.damaged('no manifest');
  for (const table of manifest.tables) {
    const read = tables.get(table.name);
    if (!read || read.sha256 !== table.sha256 || read.size !== table.size) throw archiveErrors.damaged(`the table ${table.name} does not match its checksum`);
  }
  if (tables.size !== manifest.tables.length) throw archiveErrors.damaged('tables the manifest does not list');
  for (const listed of manifest.files) {
    if ('missing' in listed) continue;
    const read = files.get(listed.key);
    if (!read || read.sha256 !== listed.sha256) throw archiveErrors.damaged(`the file ${listed.key} does not match its checksum`);
  }
  return { header, manifest };
}
