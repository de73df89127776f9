import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { availablePort } from './ports.ts';

export const S3_TEST_PORT = 3510;

/** A local S3 stand-in with one bucket, and the S3_* variables that point the server at it. */
export async function startS3(port = S3_TEST_PORT): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const bucket = 'media-test';
  const chosen = await availablePort(port);
  const server = new S3rver({ port: chosen, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${chosen}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
