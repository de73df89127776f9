import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { isSubmissionKey } from '../../domain/submission-key.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { isUniqueViolation } from '../db/errors.server.ts';
import { contactSubmissions, internshipInquiries } from '../db/schema.server.ts';
import { repeat } from '../repeat.server.ts';

/**
 * A public form is stored once however often it is sent: a double press, a plain post sent
 * again by the browser, the island's JSON after a plain post that was already on its way.
 *
 * Every rendered form carries a random one-time key. A kept page gives the same key to every
 * visitor of its few seconds, and the back button shows a form again with the key it was sent
 * with, so the key alone cannot say "the same submission": what is stored is the submission's
 * identity, a hash of its form, its key and what was typed. A second arrival of the same
 * identity within the lifetime answers with the row the first one stored; a different enquiry
 * sent from the same page, or a key of any other shape, is a new submission.
 * docs/decisions/140-public-submissions.md
 */

/** How long after its first arrival a submission answers a repeat of itself. */
export const SUBMISSION_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type KeyedTable = typeof contactSubmissions | typeof internshipInquiries;
type Form = 'contact' | 'inquiry';

/** The identity stored with a submission, or null when it came without a well-formed key. */
export function submissionIdentity(form: Form, key: string | undefined, typed: readonly string[]): string | null {
  if (!isSubmissionKey(key)) return null;
  return createHash('sha256').update(JSON.stringify([form, key, ...typed])).digest('base64url');
}

const lifetimeStart = () => new Date(Date.now() - SUBMISSION_KEY_LIFETIME_MS);

/**
 * Stores a submission through `store(identity)` at most once per identity: `isNew` says whether
 * this call stored it. When the store is refused (the identity's unique index, or a resume the
 * first arrival has already claimed), a row of the same identity stored within the lifetime is
 * the answer; an identity held by a row past its lifetime is released and the submission stored
 * anew.
 */
export async function storedOnce<Table extends KeyedTable>(
  db: Database,
  table: Table,
  identity: string | null,
  store: (identity: string | null) => Promise<Table['$inferSelect']>,
): Promise<{ row: Table['$inferSelect']; isNew: boolean }> {
  const stored = async () => ({ row: await store(identity), isNew: true });
  if (!identity) return stored();
  try {
    return await stored();
  } catch (error) {
    return answerToHeldIdentity(db, table, identity, store, error);
  }
}

/**
 * The answer to a submission whose store was refused (`refusal`: the identity's unique index, a
 * resume the first arrival has already claimed, or a batch that skipped it: `identityHeld`): the
 * row of the same identity stored within the lifetime; else, when the identity was held by a row
 * past its lifetime, that identity is released and the submission stored anew; else the refusal
 * stands.
 */
export async function answerToHeldIdentity<Table extends KeyedTable>(
  db: Database,
  table: Table,
  identity: string,
  store: (identity: string | null) => Promise<Table['$inferSelect']>,
  refusal: unknown,
  identityHeld = isUniqueViolation(refusal),
): Promise<{ row: Table['$inferSelect']; isNew: boolean }> {
  const anyTable = table as KeyedTable;
  const [first] = await db.select().from(anyTable).where(and(eq(anyTable.submissionKey, identity), gt(anyTable.createdAt, lifetimeStart()))).limit(1);
  if (first) return { row: first as Table['$inferSelect'], isNew: false };
  if (!identityHeld) throw refusal;
  const released = await releaseIdentities(db, anyTable, eq(anyTable.submissionKey, identity));
  if (released === 0) throw refusal;
  return { row: await store(identity), isNew: true };
}

/** Forgets the identities of rows past the lifetime (only the key column changes). */
async function releaseIdentities(db: Database, table: KeyedTable, which: ReturnType<typeof eq>): Promise<number> {
  const released = await db
    .update(table)
    .set({ submissionKey: null })
    .where(and(which, lte(table.createdAt, lifetimeStart())))
    .returning({ id: table.id });
  return released.length;
}

/** Clears the identities of every submission past the lifetime, so none is kept longer than that. */
export async function sweepSubmissionKeys(db: Database): Promise<void> {
  for (const table of [contactSubmissions, internshipInquiries]) await releaseIdentities(db, table, isNotNull(table.submissionKey));
}

/** The sweep every hour in each process (any process may). */
export const startSubmissionKeySweep = (context: AppContext, intervalMs = 60 * 60 * 1000) =>
  repeat(context, 'submission key sweep', intervalMs, () => sweepSubmissionKeys(context.db));
