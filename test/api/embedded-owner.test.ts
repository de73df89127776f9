import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clusterPaths } from '../../src/server/db/embedded-cluster.server.ts';
import { DataDirInUse } from '../../src/server/db/embedded-owner.server.ts';
import { startEmbeddedServer } from '../../src/server/db/embedded-server.server.ts';

/** A DATA_DIR whose owner file names a live process of the given command, as after a reboot. */
async function ownedBy(command: string, args: string[], check: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-owner-'));
  const owner = spawn(command, args, { stdio: 'ignore' });
  try {
    writeFileSync(clusterPaths(dataDir).ownerFile, String(owner.pid));
    await check(dataDir);
  } finally {
    owner.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a DATA_DIR claimed by a live Node process is refused', async () => {
  await ownedBy(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], async (dataDir) => {
    await assert.rejects(startEmbeddedServer(dataDir, () => {}), DataDirInUse);
  });
});

test('a claim whose pid now belongs to another program (a reboot reused it) is taken over', async () => {
  await ownedBy('sleep', ['60'], async (dataDir) => {
    const server = await startEmbeddedServer(dataDir, () => {});
    await server.stop();
  });
});
