import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { UploadKind } from '../../domain/media.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, settings, staffMembers } from '../db/schema.server.ts';
import { releaseMedia, storeBuffer } from '../files/media-fields.server.ts';
import { createStaffQrCode } from '../files/qr-codes.server.ts';
import { demoAdvertisements, demoClients, demoStaff } from './demo-data.server.ts';
import { avatarPng, bannerPng, logoPng } from './demo-pictures.server.ts';

// Claimed in the same transaction as the rows, so two processes starting together seed once.
const SEEDED_KEY = 'demo_content_seeded';

async function isEmpty(db: Database): Promise<boolean> {
  const counts = await Promise.all(
    [staffMembers, clients, advertisements].map(async (table) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0),
  );
  return counts.every((value) => value === 0);
}

async function wasSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY)).limit(1);
  return row !== undefined;
}

/**
 * With DEMO_CONTENT on, fills a database whose staff, clients and advertisements are all empty
 * with the demo company's content and pictures. It runs once per database: content the admins
 * delete later does not come back at the next start.
 */
export async function seedDemoContent(context: AppContext): Promise<boolean> {
  const { db, log } = context;
  if (!context.env.demoContent || (await wasSeeded(db)) || !(await isEmpty(db))) return false;

  const stored: string[] = [];
  const store = async (kind: UploadKind, bytes: Promise<Buffer>, originalName: string): Promise<string> => {
    const result = await storeBuffer(context, { kind, bytes: await bytes, originalName });
    if (!result.ok) {
      log.warn({ originalName, reason: result.error }, 'demo picture not stored');
      return '';
    }
    stored.push(result.value);
    return result.value;
  };

  const staffRows: (typeof staffMembers.$inferInsert)[] = [];
  for (const [position, member] of demoStaff.entries()) {
    const id = randomUUID();
    const qrCode = await createStaffQrCode(context, id);
    stored.push(qrCode);
    const profilePicture = await store('image', avatarPng(member.name), `${member.employeeId}.png`);
    staffRows.push({ ...member, id, position, qrCode, profilePicture });
  }
  const clientRows: (typeof clients.$inferInsert)[] = [];
  for (const [position, { colours, ...client }] of demoClients.entries()) {
    clientRows.push({ ...client, position, logo: await store('logo', logoPng(client.name, colours), 'logo.png') });
  }
  const advertisementRows: (typeof advertisements.$inferInsert)[] = [];
  const { company } = context.content.latest();
  for (const [position, { title, subtitle, colours }] of demoAdvertisements.entries()) {
    advertisementRows.push({ title, position, image: await store('ad-image', bannerPng(title, subtitle, colours, company.name), 'banner.png') });
  }

  const seeded = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(settings)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    await tx.insert(staffMembers).values(staffRows);
    await tx.insert(clients).values(clientRows);
    await tx.insert(advertisements).values(advertisementRows);
    return true;
  });
  if (!seeded) {
    await releaseMedia(context, stored);
    return false;
  }
  log.info({ staff: staffRows.length, clients: clientRows.length, advertisements: advertisementRows.length }, 'demo content seeded');
  return true;
}
