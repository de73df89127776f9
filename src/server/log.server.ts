import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { errorLogFields } from './log-errors.server.ts';

/**
 * The process's one log: JSON lines on stdout, shared by the request log (Fastify's) and the
 * log of work outside requests (mail, sweeps, start-up).
 *
 * Lines at info and below are written asynchronously in batches: they gather until 4 KB (a dozen
 * access-log lines) or a quarter of a second has passed, then leave in one write call, so a busy
 * server makes one write per batch instead of one per line (writing two lines synchronously per
 * request cost almost half of a kept page's throughput). Warnings and errors are written at once,
 * synchronously: they are rare, and the line that says why a process is in trouble is out before
 * anything else can go wrong. A graceful stop flushes what is still buffered (flushLog).
 */
const BATCH_BYTES = 4096;
const BATCH_MS = 250;

let buffered: ReturnType<typeof pino.destination> | null = null;
let stream: DestinationStream | null = null;

function logStream(): DestinationStream {
  if (!stream) {
    buffered = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: BATCH_MS });
    const immediate = pino.destination({ dest: 1, sync: true });
    // dedupe: each line goes to one stream only, the one with the highest level at or under its own.
    stream = pino.multistream([{ level: 'trace', stream: buffered }, { level: 'warn', stream: immediate }], { dedupe: true });
  }
  return stream;
}

/**
 * Every line has an ISO time (read by people and by any log tool alike) and every error goes
 * through errorLogFields: its cause first, nothing anyone typed.
 */
export function createLogger(level: string, options: Omit<LoggerOptions, 'level'> = {}): Logger {
  return pino(
    { ...options, level, timestamp: pino.stdTimeFunctions.isoTime, serializers: { ...options.serializers, err: errorLogFields } },
    logStream(),
  );
}

/**
 * Writes out every buffered line now, synchronously. Called on a graceful stop before the
 * process exits (pino also flushes on a plain exit, not on a signal's default action).
 */
export function flushLog(): void {
  try {
    buffered?.flushSync();
  } catch {
    // Not open yet (nothing was written), or stdout is gone: nothing to flush to.
  }
}
