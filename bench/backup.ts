/**
 * The backup under load: on the bench's data set (100 000 contact submissions, internship
 * inquiries and audit entries each) with 200 MB of stored files, a backup made through
 * POST /api/backups while visitors load a public page. Figures: the backup's time, the page's
 * p99 without and during it, and how much the Node process's resident set grew meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { routes } from '../src/domain/routes.ts';
import { openDatabase } from '../src/server/db/client.server.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from '../test/resilience/support/server-process.ts';
import { seedAdminLists } from './admin-lists.ts';
import { nodeMb } from './memory.ts';
import { printTable } from './table.ts';

const BARS = { seconds: 60, rssGrowthMb: 50, p99Ratio: 2 };
const FILE_COUNT = 200;
const FILE_BYTES = 1024 * 1024;
/** Paced visitors: each sends a request every 20 ms, as a busy hour does, not a flood that hides everything else. */
const VISITORS = 4;
const PACE_MS = 20;
/** Seconds of the page alone, before and again after the backup. */
const QUIET_SECONDS = 8;

export interface BackupFigures {
  rows: number;
  fileMb: number;
  backupSeconds: number;
  archiveMb: number;
  pageP99QuietMs: number;
  pageP99DuringMs: number;
  requestsDuring: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** 200 incompressible files of 1 MB, recorded as uploads like the ones the site stores. */
async function seedFiles(dataDir: string, db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const folder = path.join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < FILE_COUNT; index += 1) {
    const key = `${randomBytes(16).toString('hex')}.mp4`;
    writeFileSync(path.join(folder, key), randomBytes(FILE_BYTES));
    await db.execute(sql`INSERT INTO uploads (key, kind, content_type, size, original_name, variants) VALUES (${key}, 'video', 'video/mp4', ${FILE_BYTES}, 'clip.mp4', '{}'::jsonb)`);
  }
}

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 10) / 10;
};

/** Paced requests to `url` until stop() is called; resolves with each request's time in ms. */
function visitors(url: string) {
  let running = true;
  const samples: number[] = [];
  const visitor = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      const took = performance.now() - started;
      samples.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - took)));
    }
  };
  const done = Promise.all(Array.from({ length: VISITORS }, visitor));
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

async function measureBackup(port: number): Promise<BackupFigures> {
  const dataDir = temporaryDataDir();
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedAdminLists(database.db);
    await seedFiles(dataDir, database.db);
    await database.close();
    const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'error', BACKUP_SCHEDULE: 'off', DEMO_CONTENT: 'on' } });
    try {
      const page = `${server.url}${routes.team}`;
      const token = await signIn(server.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      // Warm up, then the page alone.
      await (await visitors(page)).stop();
      const quietLoad = visitors(page);
      await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
      const quiet = await quietLoad.stop();

      const load = visitors(page);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const rssBeforeMb = nodeMb(server.child.pid!, dataDir);
      let rssPeakMb = rssBeforeMb;
      const started = await fetch(`${server.url}/api/backups`, { method: 'POST', headers, body: '{}' });
      if (started.status !== 202) throw new Error(`POST /api/backups: ${started.status} ${await started.text()}`);
      const { backup } = (await started.json()) as { backup: { id: string } };
      let record: { status: string; createdAt: string; finishedAt: string | null; size: number } | undefined;
      for (;;) {
        rssPeakMb = Math.max(rssPeakMb, nodeMb(server.child.pid!, dataDir));
        const list = (await (await fetch(`${server.url}/api/backups`, { headers })).json()) as { backups: (typeof record & { id: string })[] };
        record = list.backups.find((each) => each!.id === backup.id);
        if (record?.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const during = await load.stop();
      // The page alone again: the machine's other work varies, so "without" is measured on both sides.
      const quietAfterLoad = visitors(page);
      await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
      quiet.push(...(await quietAfterLoad.stop()));
      if (record?.status !== 'ok') throw new Error(`the backup did not complete: ${JSON.stringify(record)}`);
      return {
        rows: 300_000,
        fileMb: (FILE_COUNT * FILE_BYTES) / 2 ** 20,
        backupSeconds: Math.round((Date.parse(record.finishedAt!) - Date.parse(record.createdAt)) / 100) / 10,
        archiveMb: Math.round(record.size / 2 ** 20),
        pageP99QuietMs: p99(quiet),
        pageP99DuringMs: p99(during),
        requestsDuring: during.length,
        rssBeforeMb,
        rssPeakMb,
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
}

/** The backup part of `npm run bench`: its figures, and its bars in the shape run.ts collects. */
export async function backupBench(port: number, bars: { what: string; measured: string; holds: boolean }[]): Promise<BackupFigures> {
  const figures = await measureBackup(port);
  const growth = figures.rssPeakMb - figures.rssBeforeMb;
  bars.push(
    { what: `backup of ${figures.rows / 1000}k rows and ${figures.fileMb} MB of files: at most ${BARS.seconds} s`, measured: `${figures.backupSeconds} s`, holds: figures.backupSeconds <= BARS.seconds },
    { what: `Node resident set during the backup: grows at most ${BARS.rssGrowthMb} MB`, measured: `${growth} MB`, holds: growth <= BARS.rssGrowthMb },
    {
      what: `GET /team p99 during the backup: at most ${BARS.p99Ratio}x its p99 without`,
      measured: `${figures.pageP99DuringMs} ms vs ${figures.pageP99QuietMs} ms`,
      holds: figures.pageP99DuringMs <= BARS.p99Ratio * figures.pageP99QuietMs,
    },
  );
  return figures;
}

export function printBackupFigures(figures: BackupFigures): void {
  console.log(`\nBackup under load: ${figures.rows.toLocaleString('en')} rows, ${figures.fileMb} MB of files, GET /team paced by ${VISITORS} visitors`);
  printTable(
    ['backup s', 'archive MB', 'p99 quiet ms', 'p99 during ms', 'requests during', 'Node RSS before MB', 'Node RSS peak MB'],
    [[figures.backupSeconds, figures.archiveMb, figures.pageP99QuietMs, figures.pageP99DuringMs, figures.requestsDuring, figures.rssBeforeMb, figures.rssPeakMb].map(String)],
  );
}
