import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImageWork } from './image-work.server.ts';

/**
 * sharp (libvips) runs in a process of its own, started when there is a picture to make and ended
 * once it has had nothing to do for a moment. Whatever process uses libvips keeps it for good:
 * the library, its fonts and a C heap fragmented by decoding and encoding. Measured, the server
 * that drew the demo pictures itself held about 30 MB more for the rest of its life, on a 1 GB
 * server (bench/HISTORY.md). A file that crashes the decoder now ends only this process: its
 * jobs fail and the next job starts a new one.
 */

type JobName = keyof ImageWork;

export interface ImageJob {
  id: number;
  name: JobName;
  args: unknown[];
}

export type ImageJobAnswer = { id: number; value: unknown } | { id: number; error: string };

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

// Long enough for the pictures of one upload or one batch of demo content to share a process.
const IDLE_MS = 2000;
const entry = fileURLToPath(new URL('./image-process-entry.server.ts', import.meta.url));

interface ImageProcess {
  child: ChildProcess;
  waiting: Map<number, Waiting>;
  idleTimer?: NodeJS.Timeout;
}

let current: ImageProcess | undefined;
let nextId = 0;

function startImageProcess(): ImageProcess {
  // No flags of this process (a test runner's, the server's heap limit): the program needs none.
  const child = fork(entry, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started: ImageProcess = { child, waiting: new Map() };
  child.on('message', (answer: ImageJobAnswer) => {
    const waiting = started.waiting.get(answer.id);
    if (!waiting) return;
    started.waiting.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.value);
    if (started.waiting.size === 0) idle(started);
  });
  child.once('exit', (code, signal) => {
    if (current === started) current = undefined;
    clearTimeout(started.idleTimer);
    for (const waiting of started.waiting.values()) waiting.reject(new Error(`the image process stopped (${signal ?? `exit ${code}`})`));
    started.waiting.clear();
  });
  return started;
}

/** Nothing waits: the process may not keep this one running, and ends unless a job comes soon. */
function idle(imageProcess: ImageProcess): void {
  imageProcess.child.unref();
  imageProcess.child.channel?.unref();
  imageProcess.idleTimer = setTimeout(() => {
    if (current === imageProcess) current = undefined;
    // Its program ends when the channel closes.
    if (imageProcess.child.connected) imageProcess.child.disconnect();
  }, IDLE_MS);
  imageProcess.idleTimer.unref();
}

/** Runs one of image-work's operations in the image process and answers its result. */
export function runImageJob<Name extends JobName>(name: Name, ...args: Parameters<ImageWork[Name]>): ReturnType<ImageWork[Name]> {
  const imageProcess = (current ??= startImageProcess());
  clearTimeout(imageProcess.idleTimer);
  imageProcess.child.ref();
  imageProcess.child.channel?.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    imageProcess.waiting.set(id, { resolve, reject });
    imageProcess.child.send({ id, name, args } satisfies ImageJob, (error) => {
      // The process ended before it could take the job.
      if (error && imageProcess.waiting.delete(id)) reject(error);
    });
  }) as ReturnType<ImageWork[Name]>;
}
