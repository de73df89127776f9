import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

export interface RenderedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for `http.ServerResponse` that Astro's request handler writes into, so the server
 * holds the whole rendered page before anything reaches the visitor: it can finish the page's
 * security policy, keep the page for the next anonymous visitor, or answer from a kept copy when
 * rendering failed. Implements only what the Node adapter calls.
 */
export class CapturedResponse extends EventEmitter {
  readonly req: IncomingMessage;
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  readonly #headers = new Map<string, number | string | string[]>();
  readonly #chunks: Buffer[] = [];
  readonly done: Promise<RenderedPage>;
  #resolve!: (page: RenderedPage) => void;

  constructor(req: IncomingMessage) {
    super();
    this.req = req;
    this.done = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  setHeader(name: string, value: number | string | string[]): this {
    this.#headers.set(name.toLowerCase(), value);
    return this;
  }

  getHeader(name: string) {
    return this.#headers.get(name.toLowerCase());
  }

  hasHeader(name: string): boolean {
    return this.#headers.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.#headers.delete(name.toLowerCase());
  }

  getHeaders(): OutgoingHttpHeaders {
    return Object.fromEntries(this.#headers);
  }

  writeHead(status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, maybeHeaders?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    const headers = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : maybeHeaders;
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders;
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array, encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void): boolean {
    this.headersSent = true;
    if (chunk !== undefined && chunk !== null) {
      const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8';
      this.#chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
    }
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) queueMicrotask(done);
    return true;
  }

  end(chunk?: string | Uint8Array | (() => void), encodingOrCallback?: BufferEncoding | (() => void)): this {
    if (this.writableEnded) return this;
    if (typeof chunk === 'function') chunk = undefined;
    if (chunk !== undefined) this.write(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined);
    this.writableEnded = true;
    this.headersSent = true;
    this.#finish();
    this.emit('finish');
    this.emit('close');
    return this;
  }

  /** A render that broke after it began answers 500: the caller decides what the visitor sees. */
  destroy(_error?: unknown): this {
    if (this.writableEnded || this.destroyed) return this;
    this.destroyed = true;
    this.statusCode = 500;
    this.#finish();
    this.emit('close');
    return this;
  }

  #finish(): void {
    this.#resolve({ status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(this.#chunks) });
  }
}
