/**
 * Screens and tabs are separate script chunks. On a dropped mobile connection a dynamic import
 * can hang for minutes or fail with the browser's own wording; docs/product.md#limits gives it 120 s and
 * section 8 one message, 'Loading chunk {id} failed', which ChunkErrorBoundary shows.
 */
import { lazy, type ComponentType } from 'react';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';

export class ChunkLoadError extends Error {
  constructor(id: string) {
    super(messages.chunkLoadFailed(id));
    this.name = 'ChunkLoadError';
  }
}

/** The module `load` gives, or a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<M>(id: string, load: () => Promise<M>, timeoutMs: number = limits.chunkLoadTimeoutMs): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError(id));
      },
    );
  });
}

/** React.lazy with the time-out and message above; `id` names the chunk in the message. */
export function lazyChunk<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(id, load));
}
