import type { Actor } from '../../domain/account.ts';
import type { AuditAction } from '../../domain/audit.ts';
import { type CommandActor, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { Database } from '../db/client.server.ts';

/**
 * The Activity line of something done to a backup: by whom, the backup's id, and its archive's
 * file name, so the trail says which archive was made, left, went or came back
 * (docs/decisions/253). An archive is a file, not a row: there is no transaction to share, so
 * the entry is written when the act is decided (a backup started, a download about to be sent,
 * a removal done, a restore loaded).
 */
export async function recordBackupAudit(db: Database, actor: Actor | CommandActor, action: AuditAction, backup: { id: string; archive: string }): Promise<void> {
  await recordAudit(db, actor, { action, entity: 'backup', entityId: backup.id, about: backup.archive });
  forgetActivityTotals(db);
}
