import { createHash, type Hash } from 'node:crypto';
import { archiveErrors } from './archive-errors.server.ts';
import { ByteReader } from './byte-reader.server.ts';
import type { Sink } from './sink.server.ts';

/**
 * The inside of an archive: a sequence of entries, each a JSON header followed by its bytes in
 * frames, so an entry is written while its length is still unknown (a table streamed out of
 * COPY) and read back without holding it. The archive ends with the SHA-256 of everything before
 * the end record: a flipped or missing byte anywhere is found before anything is restored.
 *
 * Records: one type byte, a 32-bit length, that many bytes.
 *   'H' an entry's header (JSON)   'D' a frame of its bytes   'E' its end   'Z' the archive's end (SHA-256)
 */
const HEADER = 0x48;
const DATA = 0x44;
const END_ENTRY = 0x45;
const END_ARCHIVE = 0x5a;
const FRAME = 64 * 1024;
/** No header we write comes near this; a larger one is damage, not something to allocate. */
const MAX_HEADER = 16 * 1024 * 1024;

export interface EntryHeader {
  name: string;
  [field: string]: unknown;
}

export interface Entry {
  header: EntryHeader;
  /** The entry's bytes: read them all (or call skip) before asking for the next entry. */
  data: AsyncIterable<Buffer>;
}

function record(type: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** Writes entries to a sink, one after another. */
export class ArchiveWriter {
  private readonly digest: Hash = createHash('sha256');
  private readonly sink: Sink;

  constructor(sink: Sink) {
    this.sink = sink;
  }

  private async put(type: number, payload: Buffer): Promise<void> {
    const bytes = record(type, payload);
    this.digest.update(bytes);
    await this.sink.write(bytes);
  }

  /** One entry; `data` is streamed in frames. Returns the entry's size and SHA-256. */
  async entry(header: EntryHeader, data: AsyncIterable<Buffer> | Buffer = Buffer.alloc(0)): Promise<{ size: number; sha256: string }> {
    await this.put(HEADER, Buffer.from(JSON.stringify(header)));
    const hash = createHash('sha256');
    let size = 0;
    const chunks = Buffer.isBuffer(data) ? [data] : data;
    for await (const chunk of chunks) {
      for (let start = 0; start < chunk.length; start += FRAME) {
        const frame = chunk.subarray(start, start + FRAME);
        hash.update(frame);
        size += frame.length;
        await this.put(DATA, frame);
      }
    }
    await this.put(END_ENTRY, Buffer.alloc(0));
    return { size, sha256: hash.digest('hex') };
  }

  async finish(): Promise<void> {
    const head = Buffer.from([END_ARCHIVE, 0, 0, 0, 32]);
    this.digest.update(head);
    await this.sink.write(Buffer.concat([head, this.digest.digest()]));
    await this.sink.end();
  }
}

/**
 * The entries of an archive's content. The end record's SHA-256 is checked when the last entry
 * has been read: callers that must not act on unchecked bytes read the whole archive once first.
 */
export async function* readEntries(content: AsyncIterable<Buffer>): AsyncGenerator<Entry> {
  const reader = new ByteReader(content);
  const digest = createHash('sha256');
  const next = async () => {
    const head = await reader.read(5);
    const type = head[0]!;
    const length = head.readUInt32BE(1);
    if (type === END_ARCHIVE) {
      digest.update(head);
      return { type, payload: await reader.read(length) };
    }
    if (![HEADER, DATA, END_ENTRY].includes(type) || length > (type === HEADER ? MAX_HEADER : FRAME)) {
      throw archiveErrors.damaged('an unreadable record');
    }
    const payload = await reader.read(length);
    digest.update(head);
    digest.update(payload);
    return { type, payload };
  };
  for (;;) {
    const first = await next();
    if (first.type === END_ARCHIVE) {
      if (!first.payload.equals(digest.digest())) throw archiveErrors.damaged('its checksum does not match its content');
      if (!(await reader.atEnd())) throw archiveErrors.damaged('bytes after the end');
      return;
    }
    if (first.type !== HEADER) throw archiveErrors.damaged('an entry without a header');
    let header: EntryHeader;
    try {
      header = JSON.parse(first.payload.toString('utf8')) as EntryHeader;
    } catch {
      throw archiveErrors.damaged('an unreadable entry header');
    }
    if (typeof header?.name !== 'string') throw archiveErrors.damaged('an entry without a name');
    let finished = false;
    async function* data(): AsyncGenerator<Buffer> {
      for (;;) {
        const frame = await next();
        if (frame.type === END_ENTRY) break;
        if (frame.type !== DATA) throw archiveErrors.damaged('an entry that does not end');
        yield frame.payload;
      }
      finished = true;
    }
    const entry = data();
    yield { header, data: entry };
    // The caller did not read the bytes: read past them.
    if (!finished) for await (const _frame of entry) void _frame;
  }
}
