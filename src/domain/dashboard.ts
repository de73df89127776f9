import type { BackupHealth } from './backup.ts';
import type { InboxAttention } from './inbox.ts';

/** GET /api/dashboard: the product's five counts ("new" contact submissions are the unread ones), and ours. */
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
  /** What is wrong with the running site (also mailed to ALERT_EMAIL once a day while it lasts). */
  problems: OperatorProblem[];
}

/** A problem of the running site that its operators must act on, in plain words. */
export interface OperatorProblem {
  key: 'backup-failed' | 'backup-stale' | 'mail-stalled' | 'disk-low';
  text: string;
}
