import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Mounting a tmpfs needs root, as CI and the test machines run; elsewhere the tests that need one skip. */
export const canMountSmallDisk = process.getuid?.() === 0;

export interface SmallDisk {
  folder: string;
  /** Writes until the disk refuses (ENOSPC): what a full disk gives the site. */
  fill(): void;
  /** Frees what fill() took. */
  empty(): void;
  unmount(): void;
}

/** A 16 MB tmpfs, far under the 1 GB the site asks to have free, and quick to fill. */
export function mountSmallDisk(prefix: string): SmallDisk {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m,mode=0700', 'tmpfs', folder]);
  const filler = path.join(folder, 'filler');
  return {
    folder,
    fill() {
      try {
        writeFileSync(filler, Buffer.alloc(32 * 1024 * 1024));
      } catch (error) {
        assert.equal((error as NodeJS.ErrnoException).code, 'ENOSPC');
      }
    },
    empty: () => rmSync(filler, { force: true }),
    unmount() {
      execFileSync('umount', [folder]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
