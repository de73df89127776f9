import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Env } from '../env.server.ts';
import type { ByteRange, Storage } from './storage.server.ts';

type S3Settings = NonNullable<Env['s3']>;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, s3rver in tests). The SDK is loaded with the
 * first file call: it weighs about 6 MB of heap, which a site storing on disk never needs.
 */
export function createS3Storage(settings: S3Settings): Storage {
  let connecting: ReturnType<typeof connect> | undefined;
  const connection = () => (connecting ??= connect(settings));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, source, contentType) {
      const { client, sdk } = await connection();
      const body = 'bytes' in source ? source.bytes : createReadStream(source.path);
      const length = 'bytes' in source ? source.bytes.length : (await stat(source.path)).size;
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length }));
    },
    async open(key, range?: ByteRange) {
      const { client, sdk } = await connection();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return (result.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async size(key) {
      const { client, sdk } = await connection();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (error instanceof sdk.NotFound || name === 'NotFound' || name === 'NoSuchKey') return null;
        throw error;
      }
    },
    // One call per key: the batch call needs a body checksum that some stand-ins reject.
    async delete(keys) {
      const { client, sdk } = await connection();
      await Promise.all(keys.map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))));
    },
  };
}

async function connect(settings: S3Settings) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Stand-ins such as s3rver and MinIO reject the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, sdk };
}
