import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './accept-file.server.ts';

export class FileTooLargeError extends Error {}
export class FileTypeError extends Error {}

export interface ReceivedFile {
  path: string;
  head: Buffer;
  size: number;
}

/**
 * Streams an upload to a temporary file under DATA_DIR/tmp, stopping as soon as it passes
 * `maxBytes` (FileTooLargeError) or its first bytes fail `checkHead` (FileTypeError), so a
 * 50 MB executable is refused after 4 KB. On any failure the partial file is removed.
 */
export async function receiveFile(
  dataDir: string,
  stream: Readable & { truncated?: boolean },
  options: {
    maxBytes: number;
    checkHead(head: Buffer): Promise<boolean>;
    /** Told of every chunk as it arrives; what it throws ends the upload. */
    onBytes?(bytes: number): void;
  },
): Promise<ReceivedFile> {
  const folder = path.join(dataDir, 'tmp');
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `upload-${randomBytes(12).toString('hex')}`);
  let size = 0;
  let head = Buffer.alloc(0);
  let headChecked = false;
  const checkHead = async () => {
    headChecked = true;
    if (!(await options.checkHead(head))) throw new FileTypeError();
  };

  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(new FileTooLargeError());
      try {
        options.onBytes?.(chunk.length);
      } catch (error) {
        return callback(error as Error);
      }
      if (headChecked) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return callback();
      // Everything held back so far is released once the type is known to be acceptable.
      checkHead().then(() => callback(null, head), callback);
    },
    flush(callback) {
      if (headChecked) return callback();
      checkHead().then(() => callback(null, head), callback);
    },
  });

  try {
    await pipeline(stream, guard, createWriteStream(target));
    // The multipart parser's own ceiling ends the stream quietly: that is too large as well.
    if (stream.truncated) throw new FileTooLargeError();
  } catch (error) {
    await rm(target, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLargeError();
    throw error;
  }
  return { path: target, head: head.subarray(0, SNIFF_BYTES), size };
}
