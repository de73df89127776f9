import { archiveErrors } from './archive-errors.server.ts';

/**
 * Exact-length reads from a stream of chunks, holding no more than the chunk being read. An
 * archive that ends inside a read is truncated.
 */
export class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** Waits until `count` bytes are buffered; false when the stream ended first. */
  private async fill(count: number): Promise<boolean> {
    while (this.length < count) {
      const next = await this.chunks.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Exactly `count` bytes, or a truncated-archive error. */
  async read(count: number): Promise<Buffer> {
    if (!(await this.fill(count))) throw archiveErrors.truncated();
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  /** True when nothing is left. */
  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }

  /** What is left, chunk by chunk. */
  async *rest(): AsyncGenerator<Buffer> {
    for (const chunk of this.buffered) yield chunk;
    this.buffered = [];
    this.length = 0;
    for (let next = await this.chunks.next(); !next.done; next = await this.chunks.next()) yield next.value;
  }
}
