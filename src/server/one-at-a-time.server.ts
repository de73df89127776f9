/**
 * Runs one piece of work per key at a time: a caller asking for a key whose work is under way
 * gets that work's promise instead of starting it again. Pages use it so that a burst of
 * visitors to a page that is not kept yet (or just went stale) costs one render, not one each;
 * the read-through cache and the content store so that a burst of readers costs one query.
 * Holds only the work in progress, so it stays as small as the number of keys being worked on.
 */
export function oneAtATime<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
