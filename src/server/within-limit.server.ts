/**
 * `work`'s result, or `late` when it has not settled within `limitMs` (the work itself goes on):
 * for answers that must leave in time even when what they ask (a frozen database, a hung disk)
 * does not.
 */
export function withinLimit<T>(work: Promise<T>, limitMs: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), limitMs);
  });
  return Promise.race([work, timeUp]).finally(() => clearTimeout(timer));
}
