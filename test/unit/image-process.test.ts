import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { runImageJob } from '../../src/server/files/image-process.server.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#345"/></svg>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** This process's children running the image process's program. */
function imageProcesses(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-process-entry');
      } catch {
        return false;
      }
    })
    .map(Number);
}

test('pictures are made in a process of their own that ends once idle, so libvips never stays in this one', async () => {
  const png = await runImageJob('svgToPng', svg);
  assert.ok(png.subarray(0, 4).equals(PNG_SIGNATURE), 'a PNG comes back');
  assert.equal(imageProcesses().length, 1, 'one image process made it');
  assert.ok(!readFileSync('/proc/self/maps', 'utf8').includes('libvips'), 'libvips is not loaded here');
  const deadline = Date.now() + 10_000;
  while (imageProcesses().length > 0 && Date.now() < deadline) await sleep(50);
  assert.equal(imageProcesses().length, 0, 'the image process ends when it has nothing to do');
});

test('an image process that dies fails its jobs, and the next job starts a new one', async () => {
  const big = await runImageJob('svgToPng', svg.replaceAll('64', '4000'));
  const [first] = imageProcesses();
  assert.ok(first, 'an image process runs');
  const jobs = [runImageJob('makeImageVariants', big, [400, 800, 1200]), runImageJob('withoutMetadata', big, 'image/png')];
  process.kill(first, 'SIGKILL');
  for (const job of await Promise.allSettled(jobs)) assert.equal(job.status, 'rejected');
  const variants = await runImageJob('makeImageVariants', big, [400]);
  assert.equal(variants?.[0]?.width, 400);
  assert.notEqual(imageProcesses()[0], first, 'a new process made it');
});
