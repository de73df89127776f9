import { asc, eq } from 'drizzle-orm';
import type { ContentSchedule } from '../../domain/content/content-api.ts';
import { contentDocuments, isContentKey } from '../../domain/content/index.ts';
import type { Database } from '../db/client.server.ts';
import { contentSchedules } from '../db/schema.server.ts';

type ScheduleRow = typeof contentSchedules.$inferSelect;

const scheduleOf = (row: ScheduleRow): ContentSchedule => ({
  key: row.key,
  title: isContentKey(row.key) ? contentDocuments[row.key].title : row.key,
  at: row.at.toISOString(),
  scheduledAt: row.scheduledAt.toISOString(),
  scheduledBy: row.scheduledByEmail,
});

const columns = { key: contentSchedules.key, at: contentSchedules.at, scheduledAt: contentSchedules.scheduledAt, scheduledByEmail: contentSchedules.scheduledByEmail };

/** The publish scheduled for a document, if any (its stored draft is not read: the editor shows the live draft). */
export async function readSchedule(db: Database, key: string): Promise<ContentSchedule | null> {
  const [row] = await db.select(columns).from(contentSchedules).where(eq(contentSchedules.key, key)).limit(1);
  return row ? scheduleOf(row as ScheduleRow) : null;
}

/** GET /api/schedule: every scheduled publish, soonest first (one per document, so at most a dozen). */
export async function listSchedules(db: Database): Promise<ContentSchedule[]> {
  const rows = await db.select(columns).from(contentSchedules).orderBy(asc(contentSchedules.at), asc(contentSchedules.key));
  return rows.map((row) => scheduleOf(row as ScheduleRow));
}

/** Removes a document's scheduled publish; whether there was one. */
export async function dropSchedule(db: Database, key: string): Promise<boolean> {
  const dropped = await db.delete(contentSchedules).where(eq(contentSchedules.key, key)).returning({ key: contentSchedules.key });
  return dropped.length > 0;
}
