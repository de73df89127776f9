/**
 * A small read-through cache for public content. Writes in this process invalidate it at once;
 * a short lifetime bounds how stale another process's copy can be; and when the database is
 * down the last good value is served rather than an error.
 */
export class ContentCache {
  readonly #ttlMs: number;
  readonly #entries = new Map<string, { value: unknown; storedAt: number }>();
  readonly #pending = new Map<string, Promise<unknown>>();
  #generation = 0;

  constructor(ttlMs = 5_000) {
    this.#ttlMs = ttlMs;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.#ttlMs) return entry.value as T;
    const pending = this.#pending.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        if (generation === this.#generation) this.#entries.set(key, { value, storedAt: Date.now() });
        return value;
      })
      .catch((error: unknown) => {
        if (entry) return entry.value as T;
        throw error;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, loading);
    return loading;
  }

  /** The kept value while it is trusted, without reading anything. */
  peek<T>(key: string): { value: T; storedAt: number } | undefined {
    const entry = this.#entries.get(key);
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

  /** Called after every write to public content. Keeps stale entries only as an outage fallback. */
  invalidate(): void {
    this.#generation += 1;
    for (const entry of this.#entries.values()) entry.storedAt = 0;
  }
}
