import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import { mediaFieldsOf, type AnyCollection } from '../../domain/collection.ts';
import { contactCollection } from '../../domain/contact.ts';
import { inquiryCollection, type InquiryStatus } from '../../domain/inquiry.ts';
import type { EnquiryStatus, InboxReply } from '../../domain/inbox.ts';
import { staffCollection } from '../../domain/staff.ts';
import type { FieldTranslations } from '../../domain/i18n/translation.ts';
import type { TranslatedKind } from '../../domain/content/translation-api.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import type { AccountRole } from '../../domain/account.ts';
import type { AuditChange, TrashKind } from '../../domain/audit.ts';
import { fieldColumns, searchExpressionOf } from './collection-columns.server.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A public submission's identity: its form's one-time key with what was typed
 * (src/server/api/submit-once.server.ts). Unique, so the same submission is never stored twice;
 * null when sent without a key, and again once the key has outlived its lifetime.
 */
const submissionKey = () => text('submission_key');
/** The path of the site's page a public submission was sent from; '' when unknown. */
const sentFromPage = () => text('page').notNull().default('');
/** The admins' display order. */
const position = () => integer('position').notNull().default(0);
/** Trigram index so `?q=` substring search stays fast at 100 000 rows. */
const trigram = (name: string, column: string) =>
  index(name).using('gin', sql.raw(`${column} gin_trgm_ops`));

/**
 * The text each admin list searches with `?q=`, from each collection's definition. The trigram
 * indexes below are built on exactly these expressions, and the API filters with the same ones,
 * so the planner can use the index.
 */
export const searchExpressions = {
  staff: searchExpressionOf(staffCollection),
  clients: searchExpressionOf(clientCollection),
  advertisements: searchExpressionOf(advertisementCollection),
  contacts: searchExpressionOf(contactCollection),
  inquiries: searchExpressionOf(inquiryCollection),
} as const;

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** What the account may do (src/domain/account.ts's roles); accounts from before roles are owners. */
    role: text('role').$type<AccountRole>().notNull().default('owner'),
    /** How the account is called: the name its invitation carried; empty for accounts made otherwise. */
    name: text('name').notNull().default(''),
  },
  (table) => [check('accounts_role_check', sql`${table.role} in ('owner', 'editor')`)],
);

/** One-time links that let an invited person set a password and become an account. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The role the invited person's account gets; invitations from before roles make owners. */
    role: text('role').$type<AccountRole>().notNull().default('owner'),
    /** Who is invited, as the inviting owner typed it: listed, greeted in the mail, given to the account. */
    name: text('name').notNull().default(''),
  },
  (table) => [
    index('invitations_email_idx').on(table.email),
    check('invitations_role_check', sql`${table.role} in ('owner', 'editor')`),
  ],
);

/**
 * Who changed what, written in the same transaction as the change: field names, and old and new
 * values only where they are short and not personal details (AuditChange), so the trail does not
 * become a second copy of personal data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept so the trail still says who it was after the account is removed. */
    accountEmail: text('account_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the entry is about where its id does not say: the addresses of an account entry (the
     * one invited, removed, changed from and to), the search an export was limited to. The
     * trail is for staff only, and names people the way the Accounts screen does.
     */
    about: text('about').notNull().default(''),
    /** The record's name when the entry was written ('Vishnu Prasad'), so it still reads once the record is gone. */
    name: text('name').notNull().default(''),
    /** Short old → new values of the changed fields that may be shown (AuditChange[]). */
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (table) => [
    index('audit_at_idx').on(table.at.desc(), table.id),
    index('audit_account_at_idx').on(table.accountId, table.at.desc()),
    index('audit_entity_at_idx').on(table.entity, table.at.desc()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's public name: what the session list shows and DELETE /api/auth/sessions/{id} takes. */
    id: uuid('id').notNull().unique().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The User-Agent the session signed in with, cut to a bounded length; '' when none was sent. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Pending e-mail and password changes: one mechanism keyed by type, single-use and short-lived. */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'email' | 'password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    newPasswordHash: text('new_password_hash'),
    /** SHA-256 of the cookie of the browser that asked (or, for the new address, confirmed). */
    requesterHash: text('requester_hash'),
    /** An e-mail change's second step: the link sent to the new address. */
    confirmsNewAddress: boolean('confirms_new_address').notNull().default(false),
    /** Wrong typed confirmations so far; the link stops working at the limit. */
    failedConfirmations: integer('failed_confirmations').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verifications_account_idx').on(table.accountId)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    ...fieldColumns(staffCollection),
    /** Made by the server for each member: the link to their public page. */
    qrCode: text('qr_code').notNull().default(''),
    position: position(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_employee_id_idx').on(table.employeeId),
    index('staff_position_idx').on(table.position, table.createdAt),
    trigram('staff_search_idx', searchExpressions.staff),
  ],
);

export const clients = pgTable(
  'clients',
  { id: id(), ...fieldColumns(clientCollection), position: position(), createdAt: createdAt(), updatedAt: updatedAt() },
  (table) => [index('clients_position_idx').on(table.position, table.createdAt), trigram('clients_search_idx', searchExpressions.clients)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    ...fieldColumns(advertisementCollection),
    position: position(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('advertisements_position_idx').on(table.position, table.createdAt),
    trigram('advertisements_search_idx', searchExpressions.advertisements),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    ...fieldColumns(contactCollection),
    /** When the visitor sent it, by their clock as the server checked it. */
    submittedAt: text('submitted_at').notNull().default(''),
    submissionKey: submissionKey(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    status: text('status').$type<EnquiryStatus>().notNull().default('New'),
    page: sentFromPage(),
  },
  (table) => [
    index('contacts_created_idx').on(table.createdAt.desc(), table.id),
    index('contacts_status_idx').on(table.status),
    uniqueIndex('contacts_submission_key_idx').on(table.submissionKey),
    index('contacts_unread_idx').on(table.createdAt).where(sql`read_at is null`),
    trigram('contacts_search_idx', searchExpressions.contacts),
  ],
);

export const internshipInquiries = pgTable(
  'internship_inquiries',
  {
    id: id(),
    ...fieldColumns(inquiryCollection),
    status: text('status').$type<InquiryStatus>().notNull().default('Pending'),
    page: sentFromPage(),
    readAt: timestamp('read_at', { withTimezone: true }),
    submissionKey: submissionKey(),
    createdAt: createdAt(),
    /** The last change (the decision): retention counts from here. */
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inquiries_created_idx').on(table.createdAt.desc(), table.id),
    index('inquiries_status_idx').on(table.status),
    trigram('inquiries_search_idx', searchExpressions.inquiries),
    // A resume belongs to one application: two sent at once cannot both claim it.
    uniqueIndex('inquiries_resume_idx').on(table.resumeUrl).where(sql`${table.resumeUrl} <> ''`),
    uniqueIndex('inquiries_submission_key_idx').on(table.submissionKey),
  ],
);

/** An enquiry's or an application's row: exactly one of the two is set. */
const inboxRecord = () => ({
  contactId: uuid('contact_id').references(() => contactSubmissions.id, { onDelete: 'cascade' }),
  inquiryId: uuid('inquiry_id').references(() => internshipInquiries.id, { onDelete: 'cascade' }),
});
const oneInboxRecord = (name: string) => check(name, sql`num_nonnulls(contact_id, inquiry_id) = 1`);

/**
 * The mails staff sent a visitor from the inbox: replies and the news of decisions. Erased with
 * their record (retention, erasure, delete), like the record they answer.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: id(),
    ...inboxRecord(),
    kind: text('kind').$type<InboxReply['kind']>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountEmail: text('account_email').notNull(),
    status: text('status').$type<InboxReply['status']>().notNull(),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('inbox_replies_contact_idx').on(table.contactId, table.createdAt),
    index('inbox_replies_inquiry_idx').on(table.inquiryId, table.createdAt),
    index('inbox_replies_failed_idx').on(table.createdAt).where(sql`status = 'failed'`),
    oneInboxRecord('inbox_replies_one_record'),
  ],
);

/** Staff's internal notes on an enquiry or application: never mailed, exported or shown to visitors. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: id(),
    ...inboxRecord(),
    text: text('text').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountEmail: text('account_email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inbox_notes_contact_idx').on(table.contactId, table.createdAt),
    index('inbox_notes_inquiry_idx').on(table.inquiryId, table.createdAt),
    oneInboxRecord('inbox_notes_one_record'),
  ],
);

/**
 * Enquiries and applications just deleted, whole (the row with its replies and notes, as
 * PostgreSQL's own JSON of them), for the undo that follows a delete. Erased for good, with the
 * files they held, once the undo has expired (src/server/api/inbox-trash.server.ts).
 */
export const deletedSubmissions = pgTable(
  'deleted_submissions',
  {
    id: uuid('id').primaryKey(),
    entity: text('entity').$type<TrashKind>().notNull(),
    record: jsonb('record').notNull(),
    replies: jsonb('replies').notNull(),
    notes: jsonb('notes').notNull(),
    /** The stored files the record names, released when the undo's time is over. */
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    /** A staff member's, client's or advertisement's translations and their revisions, as `{ rows, revisions }`. */
    translations: jsonb('translations').notNull().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_submissions_at_idx').on(table.deletedAt)],
);

/** A collection's media fields as the columns of its table. */
const mediaColumnsOf = (collection: AnyCollection, table: PgTable): PgColumn[] =>
  mediaFieldsOf(collection).map(({ field }) => getTableColumns(table)[field]!);

/**
 * Every column that holds a media URL: a file stays while any of them names it (file release and
 * the orphan sweep read this list). Media fields come from the collection definitions; the
 * files the server makes or claims itself are added here.
 */
export const mediaColumns: readonly PgColumn[] = [
  ...mediaColumnsOf(staffCollection, staffMembers),
  staffMembers.qrCode,
  ...mediaColumnsOf(clientCollection, clients),
  ...mediaColumnsOf(advertisementCollection, advertisements),
  internshipInquiries.resumeUrl,
];

/** Stored files, so the server can tell its own uploads from foreign URLs and sweep orphans. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    /**
     * An anonymous upload's sender: an HMAC of its client-address key with a server secret (never
     * the address itself), so one address's share of the unclaimed-upload budget can be counted.
     * Null for staff uploads, and cleared once the resume's claim window has passed (decision 253).
     */
    senderHash: text('sender_hash'),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_created_idx').on(table.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_expires_idx').on(table.expiresAt)],
);

/** Pending notification e-mails, so a mail failure never loses a submission. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    message: jsonb('message').$type<{ to: string; subject: string; text: string; html: string; replyTo?: string }>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_queue_next_idx').on(table.nextAttemptAt)],
);

/**
 * What was done under the privacy rules: retention purges, exports and erasures. It holds no
 * personal data: the address asked about only as a salted hash, and counts.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<'purge' | 'export' | 'erase'>().notNull(),
    /** The signed-in account that acted; null for the scheduled purge. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subjectHash: text('subject_hash'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('privacy_log_at_idx').on(table.at.desc())],
);

/**
 * One row that /healthz writes on each probe: a database that answers reads but cannot write
 * (a full disk under it, a read-only standby) is not a healthy site.
 */
export const healthHeartbeat = pgTable('health_heartbeat', {
  id: integer('id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Site content documents (src/domain/content): what the site shows (`published`) and what an
 * editor is working on (`draft`, null when there is none). `version` grows on every save,
 * publish and restore, so a save based on an older version is refused (409) instead of lost.
 */
export const storedContent = pgTable('content_documents', {
  key: text('key').primaryKey(),
  version: integer('version').notNull().default(1),
  published: jsonb('published').$type<unknown>().notNull(),
  draft: jsonb('draft').$type<unknown>(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** Kept so the document still says who it was after the account is removed; null when seeded. */
  updatedByEmail: text('updated_by_email'),
  /** The uploads `published` and `draft` show, so the orphan sweep leaves them alone. */
  media: text('media').array().notNull().default(sql`'{}'::text[]`),
});

/** Every publish of a document (and the defaults it was seeded with), kept so any can be restored as the draft. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    key: text('key')
      .notNull()
      .references(() => storedContent.key, { onDelete: 'cascade' }),
    /** The document's version that this publish made. */
    version: integer('version').notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** null for the defaults the site was seeded with. */
    publishedByEmail: text('published_by_email'),
    /** The uploads `document` shows: a revision can be restored, so its pictures are kept. */
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    // A document's revisions newest first are its versions in descending order, read from this index.
    uniqueIndex('content_revisions_key_version_idx').on(table.key, table.version.desc()),
    index('content_revisions_media_idx').using('gin', table.media),
  ],
);

/**
 * A document's publish set for a later time (decision 257): the draft as it was when scheduled,
 * published once at `at` by whichever process claims the row first (a DELETE … RETURNING in the
 * publishing transaction). One per document: scheduling again replaces it.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    key: text('key')
      .primaryKey()
      .references(() => storedContent.key, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledBy: uuid('scheduled_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept so the schedule still says who made it after the account is removed. */
    scheduledByEmail: text('scheduled_by_email').notNull(),
    /** The uploads `document` shows, so the orphan sweep leaves them alone until it is published. */
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index('content_schedules_at_idx').on(table.at)],
);

/**
 * What visitors read in another language, for every kind of subject that has such text: a site
 * content document (`subject` 'content', `record` its key) or a staff member's, client's or
 * advertisement's row (`subject` its kind, `record` its id). One row per subject and language:
 * what /{language}/… shows (`published`, by field path), a `draft` and a `version` of its own, so a
 * translation is saved, previewed and published on its own; each translated field remembers the
 * English it was made from (src/domain/i18n/translation.ts). English saves, publishes and
 * restores never touch it. No foreign key can name two kinds of parent: a row's translations go
 * with it by a trigger (migration 0021).
 */
export const translations = pgTable(
  'translations',
  {
    subject: text('subject').$type<TranslatedKind>().notNull(),
    record: text('record').notNull(),
    language: text('language').$type<TranslatedLanguage>().notNull(),
    version: integer('version').notNull().default(1),
    published: jsonb('published').$type<FieldTranslations>().notNull().default({}),
    draft: jsonb('draft').$type<FieldTranslations>(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** null while it holds the translation the site shipped with. */
    updatedByEmail: text('updated_by_email'),
  },
  (table) => [primaryKey({ columns: [table.subject, table.record, table.language] })],
);

/**
 * Every publish of a translation (and the shipped translation it was seeded with), kept so any
 * can be restored as that translation's draft, as an English revision can.
 */
export const translationRevisions = pgTable(
  'translation_revisions',
  {
    id: id(),
    subject: text('subject').$type<TranslatedKind>().notNull(),
    record: text('record').notNull(),
    language: text('language').$type<TranslatedLanguage>().notNull(),
    /** The translation's version that this publish made. */
    version: integer('version').notNull(),
    translation: jsonb('translation').$type<FieldTranslations>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** null for the shipped translation the site was seeded with. */
    publishedByEmail: text('published_by_email'),
  },
  // A translation's revisions newest first are its versions in descending order, read from this index.
  (table) => [uniqueIndex('translation_revisions_subject_language_version_idx').on(table.subject, table.record, table.language, table.version.desc())],
);

/**
 * Visitor figures (docs/decisions/255): page views and conversions summed per day (company time
 * zone), English route template, language, referrer class and device class. Aggregates only:
 * nothing here names or tells apart a visitor. Conversions are kept with referrer and device ''
 * (a submission does not say where its visitor came from).
 */
export const visitorFigures = pgTable(
  'visitor_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    language: text('language').notNull(),
    referrer: text('referrer').notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
    switches: integer('switches').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
    applications: integer('applications').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.language, table.referrer, table.device] })],
);

/** Unique visitors per day, summed over the processes that counted them (each counts its own). */
export const visitorDays = pgTable('visitor_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull().default(0),
});
