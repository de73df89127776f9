import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, Storage } from './storage.server.ts';

// Keys are made by the server (hex name, dot, extension); anything else never touches the disk.
const SAFE_KEY = /^[a-z0-9][a-z0-9.-]{0,120}$/;

export function safeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** Files under DATA_DIR/uploads, one flat folder. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const fileFor = (key: string) => {
    if (!safeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, source, _contentType) {
      const target = fileFor(key);
      await mkdir(root, { recursive: true });
      if ('bytes' in source) {
        await writeFile(target, source.bytes);
        return;
      }
      try {
        await rename(source.path, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(source.path, target);
        await rm(source.path, { force: true });
      }
    },
    async open(key, range?: ByteRange): Promise<Readable | null> {
      if (!safeStorageKey(key)) return null;
      const stream = createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
      // Opening is asynchronous: wait for it so a missing file answers null, not a broken stream.
      return new Promise((resolve) => {
        stream.once('ready', () => resolve(stream));
        stream.once('error', () => resolve(null));
      });
    },
    async size(key) {
      if (!safeStorageKey(key)) return null;
      return stat(fileFor(key)).then(
        (info) => info.size,
        () => null,
      );
    },
    async delete(keys) {
      await Promise.all(keys.filter(safeStorageKey).map((key) => rm(fileFor(key), { force: true })));
    },
  };
}
