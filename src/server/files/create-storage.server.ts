import type { Env } from '../env.server.ts';
import { createLocalStorage } from './local-storage.server.ts';
import { createS3Storage } from './s3-storage.server.ts';
import type { Storage } from './storage.server.ts';

/** S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(env: Env): Storage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(env.dataDir);
}
