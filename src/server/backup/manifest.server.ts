import type { MigrationLevel } from '../db/migrations.server.ts';
import type { SequenceInfo } from './database-dump.server.ts';

/** Names the kind of archive; a reader refuses any other. */
export const ARCHIVE_FORMAT = 'nilavu-site-backup/2';
export const MANIFEST_NAME = 'manifest.json';

/** Where a table's COPY text and a stored file sit inside the tar. */
export const tableEntry = (table: string) => `tables/${table}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

/** The archive's last entry: what it holds, with the size and SHA-256 of every other entry. */
export interface Manifest {
  format: string;
  productVersion: string;
  /** The backup's id in BACKUP_DIR (archives before it have none): a restore's Activity line names it. */
  backupId?: string;
  level: MigrationLevel;
  createdAt: string;
  /** In load order (parents first); each entry is COPY text with these columns. */
  tables: { name: string; columns: string[]; rows: number; size: number; sha256: string }[];
  sequences: SequenceInfo[];
  /** Every file the snapshot's rows refer to; `missing` when storage no longer had it. */
  files: ({ key: string; sha256: string; size: number } | { key: string; missing: true })[];
  /** An unencrypted archive's tamper check (archive-signature.server.ts); none in an age archive. */
  signature?: ManifestSignature;
}

export interface ManifestSignature {
  algorithm: 'HMAC-SHA256';
  /** Names the key without giving it away, so "another site's key" and "altered" read apart. */
  keyId: string;
  hmac: string;
}
