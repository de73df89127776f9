import type { Writable } from 'node:stream';

/** Resolves when `stream` takes writes again, or is closed (its failure then shows on the next write). */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
