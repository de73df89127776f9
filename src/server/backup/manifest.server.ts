import type { MigrationLevel } from '../db/migrations.server.ts';
import type { SequenceInfo } from './database-dump.server.ts';

/** Names the kind of archive; a reader refuses any other. */
export const ARCHIVE_FORMAT = 'nilavu-site-backup/1';

/** The first entry: enough to refuse an archive from a newer version before reading on. */
export interface ArchiveHeader {
  name: 'backup.json';
  format: string;
  productVersion: string;
  level: MigrationLevel;
  createdAt: string;
  [field: string]: unknown;
}

/** The last entry: what the archive holds, with sizes and SHA-256 of every part. */
export interface Manifest {
  format: string;
  productVersion: string;
  level: MigrationLevel;
  createdAt: string;
  tables: { name: string; columns: string[]; rows: number; size: number; sha256: string }[];
  sequences: SequenceInfo[];
  /** Every file the snapshot's rows refer to; `missing` when storage no longer had it. */
  files: ({ key: string; sha256: string; size: number } | { key: string; missing: true })[];
}
