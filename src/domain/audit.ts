/** What the audit trail records: every signed-in write, by whom, on what, which fields. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'accept',
  'reject',
  'mark-read',
  'mark-unread',
  'reply',
  'note',
  'close',
  'reopen',
  'mark-replied',
  'undo-delete',
  'publish',
  'schedule',
  'unschedule',
  'restore',
  'invite',
  'resend',
  'revoke',
  'change-role',
  'remove',
  'sign-in',
  'sign-in-refused',
  'lock-out',
  'sign-out',
  'purge',
  'export',
  'erase',
  'download',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of thing an entry is about, with the labels the Activity screen shows. */
export const AUDIT_ENTITIES = {
  staff: 'Staff member',
  client: 'Client',
  advertisement: 'Advertisement',
  contact: 'Contact submission',
  inquiry: 'Internship inquiry',
  content: 'Site content',
  account: 'Account',
  privacy: 'Privacy request',
  backup: 'Backup',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const isAuditEntity = (value: string): value is AuditEntity => Object.hasOwn(AUDIT_ENTITIES, value);

/** One changed field's short values, old and new ('' for none), as Activity shows them: 'Name: A → B'. */
export interface AuditChange {
  field: string;
  from: string;
  to: string;
}

/** The longest value the trail keeps of a change; longer ones are named, not shown. */
export const AUDIT_VALUE_MAX = 80;

/** What the trail can put back into the bin in one undo: the inbox's records and the managed collections'. */
export type TrashKind = 'contact' | 'inquiry' | 'staff' | 'client' | 'advertisement';

/** One line of GET /api/audit. */
export interface AuditRecord {
  id: string;
  at: string;
  /** null once the account is removed; accountEmail still says who it was. */
  accountId: string | null;
  accountEmail: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** Names of the fields that changed. */
  fields: string[];
  /**
   * The record's name when the entry was written ('Vishnu Prasad'); an enquiry's or application's
   * is its sender's name while it is stored (never kept in the trail); '' where it has none.
   */
  name: string;
  /** Old → new of the changed fields short enough to show and not personal details. */
  changes: AuditChange[];
  /** What it is about in words: an account entry's addresses, an export's search; often ''. */
  about: string;
  /** The staff member, client, advertisement, enquiry or application is still there to open (false for every other kind). */
  exists: boolean;
}
