/**
 * Lets at most `concurrency` jobs run at once and at most `maxWaiting` wait for a turn; a job
 * beyond that is refused at once with `whenFull()`, so a flood queues no unbounded work.
 */
export function createWorkGate(options: { concurrency: number; maxWaiting: number; whenFull: () => Error }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running++;
      else if (waiting.length >= options.maxWaiting) throw options.whenFull();
      // The finishing job hands its place straight to the next one, so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
