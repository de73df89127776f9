/**
 * A Map with a ceiling, for every in-process cache: when it holds more than `maxEntries`
 * entries, or more than `maxBytes` by `sizeOf`, the least recently used entries leave first.
 * Anything keyed by what a caller sends must live in one of these, so no caller can make the
 * process keep more than the ceiling.
 */
export interface LruLimits<V> {
  maxEntries: number;
  /** With `sizeOf`: a ceiling on the sum of the entries' sizes as well. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

export class LruMap<K, V> {
  // A Map iterates in insertion order, so re-inserting on use keeps the least recent first.
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  readonly #limits: LruLimits<V>;
  #bytes = 0;

  constructor(limits: LruLimits<V>) {
    this.#limits = limits;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value, without counting as a use. */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Keeps the value as the most recently used and sends the least recent out past a ceiling. */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.#limits.sizeOf?.(value) ?? 0;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Counts an entry's size again after its value grew in place (a compressed form added). */
  resize(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    const bytes = this.#limits.sizeOf?.(entry.value) ?? 0;
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.#evict();
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  values(): IterableIterator<V> {
    return Array.from(this.#entries.values(), (entry) => entry.value).values();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The sum of the entries' sizes by `sizeOf`. */
  get bytes(): number {
    return this.#bytes;
  }

  #evict(): void {
    const { maxEntries, maxBytes = Infinity } = this.#limits;
    while (this.#entries.size > maxEntries || (this.#bytes > maxBytes && this.#entries.size > 0)) {
      this.delete(this.#entries.keys().next().value!);
    }
  }
}
