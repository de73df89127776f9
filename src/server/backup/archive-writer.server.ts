import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { ageEncrypt } from './age-passphrase.server.ts';

/**
 * Writes an archive as a standard tar, gzipped, and with a passphrase wrapped in age: the bytes
 * go tar → gzip → (age) → the file as they are added, so memory holds a chunk or two whatever
 * the size. Every entry's size is given before its bytes (tar needs it), and its SHA-256 is
 * returned for the manifest.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly mtime: Date;
  private failure: Error | null = null;

  constructor(file: string, options: { passphrase?: string; mtime: Date }) {
    this.mtime = options.mtime;
    // Level 1: pictures and PDFs do not shrink further, and the CPU is the visitors'.
    const gzip = createGzip({ level: 1 });
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    const passphrase = options.passphrase;
    this.written = passphrase
      ? pipeline(this.pack, gzip, (source: AsyncIterable<Uint8Array>) => ageEncrypt(source, passphrase), out)
      : pipeline(this.pack, gzip, out);
    this.written.catch((error: unknown) => {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
    });
  }

  /** Resolves when the archive stream failed: the entry being written then stops waiting. */
  private get failed(): Promise<never> {
    return this.written.then(
      () => new Promise<never>(() => {}),
      (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** One entry of `size` bytes read from `data`; `onChunk` sees each chunk (pacing, progress). */
  async add(name: string, size: number, data: AsyncIterable<Buffer> | Iterable<Buffer>, onChunk?: (bytes: number) => Promise<void>): Promise<{ size: number; sha256: string }> {
    if (this.failure) throw this.failure;
    const hash = createHash('sha256');
    let count = 0;
    let entry!: ReturnType<tar.Pack['entry']>;
    const done = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime, type: 'file' }, (error) => (error ? reject(error) : resolve()));
    });
    // Observed below, or the archive is aborted after a throw here; an entry destroyed with the
    // archive reports through its callback, and as an event with no listener would stop the process.
    done.catch(() => {});
    entry.on('error', () => {});
    for await (const chunk of data) {
      hash.update(chunk);
      count += chunk.length;
      if (count > size) throw new Error(`${name} grew while it was being read (${size} bytes expected)`);
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.failed]);
      await onChunk?.(chunk.length);
    }
    if (count !== size) throw new Error(`${name} changed while it was being read (${count} bytes read, ${size} expected)`);
    entry.end(undefined);
    await Promise.race([done, this.failed]);
    if (this.failure) throw this.failure;
    return { size: count, sha256: hash.digest('hex') };
  }

  /** Adds the last entry, ends the archive and waits until its bytes are on the disk. */
  async finish(file: string, last: { name: string; bytes: Buffer }): Promise<void> {
    await this.add(last.name, last.bytes.length, [last.bytes]);
    this.pack.finalize();
    await this.written;
    // On the disk before it is renamed into place: a crash right after never leaves a listed
    // archive that is shorter than the one checked.
    const handle = await open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Stops writing; the caller removes the file. */
  async abort(error: Error): Promise<void> {
    this.pack.destroy(error);
    await this.written.catch(() => {});
  }
}
