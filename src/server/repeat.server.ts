import type { AppContext } from './context.server.ts';

/**
 * Background work of this process: `job` every `intervalMs` (and once at start-up when
 * `atStart`), a failure logged under `what` and retried at the next turn. The timer never keeps
 * the process alive; the function returned stops it.
 */
export function repeat(
  context: AppContext,
  what: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  options: { atStart?: boolean } = {},
): () => void {
  const run = () => job().catch((error: unknown) => context.log.error({ err: error }, `${what} failed`));
  if (options.atStart) void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
