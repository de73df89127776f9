import type { BackupHealth } from './backup.ts';
import type { InboxAttention } from './inbox.ts';

/** GET /api/dashboard: SPEC's five counts ("new" contact submissions are the unread ones), and ours. */
export interface DashboardAnswer {
  staff: number;
  clients: number;
  newContacts: number;
  inquiries: number;
  advertisements: number;
  /** Staff members 'Currently Working'. */
  currentStaff: number;
  backups: BackupHealth;
  attention: InboxAttention;
}
