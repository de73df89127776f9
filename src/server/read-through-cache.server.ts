import { LruMap } from './lru-map.server.ts';
import { oneAtATime } from './one-at-a-time.server.ts';

/**
 * A small read-through cache (public content, admin row counts). Writes in this process invalidate it at once;
 * a short lifetime bounds how stale another process's copy can be; and when the database is
 * down the last good value is served rather than an error. It holds at most `maxEntries` keys
 * (least recently used out), and never keeps a null: anyone can ask for any number of ids that
 * do not exist.
 */
export class ReadThroughCache {
  readonly #ttlMs: number;
  readonly #refreshAgedInBackground: boolean;
  readonly #entries: LruMap<string, { value: unknown; storedAt: number }>;
  readonly #loadOnce = oneAtATime<unknown>();
  #generation = 0;

  /**
   * `refreshAgedInBackground`: a value that merely outlived `ttlMs` (no write here cleared it)
   * is answered at once while it is read again, so no caller waits for the refresh; a value a
   * write cleared is always read again first.
   */
  constructor(ttlMs = 5_000, options: { refreshAgedInBackground?: boolean; maxEntries?: number } = {}) {
    this.#ttlMs = ttlMs;
    this.#refreshAgedInBackground = options.refreshAgedInBackground ?? false;
    this.#entries = new LruMap({ maxEntries: options.maxEntries ?? 1000 });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.#ttlMs) return entry.value as T;
    if (entry && entry.storedAt > 0 && this.#refreshAgedInBackground) {
      this.#load(key, load, entry).catch(() => {});
      return entry.value as T;
    }
    return this.#load(key, load, entry);
  }

  /** One read per key at a time; on failure the last good value, if any, answers instead. */
  #load<T>(key: string, load: () => Promise<T>, entry: { value: unknown } | undefined): Promise<T> {
    return this.#loadOnce(key, () => {
      const generation = this.#generation;
      return load()
        .then((value) => {
          if (value === null) this.#entries.delete(key);
          else if (generation === this.#generation) this.#entries.set(key, { value, storedAt: Date.now() });
          return value;
        })
        .catch((error: unknown) => {
          if (entry) return entry.value as T;
          throw error;
        });
    }) as Promise<T>;
  }

  /** The kept value while it is trusted, without reading anything. */
  peek<T>(key: string): { value: T; storedAt: number } | undefined {
    const entry = this.#entries.peek(key);
    return entry && Date.now() - entry.storedAt < this.#ttlMs ? { value: entry.value as T, storedAt: entry.storedAt } : undefined;
  }

  /** Keeps a value worked out without reading it, trusted as long as the one it came from. */
  put(key: string, value: unknown, storedAt: number): void {
    this.#entries.set(key, { value, storedAt });
  }

  /** How long a value is trusted before it is read again. */
  get ttlMs(): number {
    return this.#ttlMs;
  }

  /** Changes on every invalidation, so caches built on this one (rendered pages) can follow it. */
  get generation(): number {
    return this.#generation;
  }

  /** Called after every write. Keeps cleared entries only as an outage fallback. */
  invalidate(): void {
    this.#generation += 1;
    for (const entry of this.#entries.values()) entry.storedAt = 0;
  }
}
