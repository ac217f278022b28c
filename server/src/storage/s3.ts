// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver in the tests): the same
// calls as the local disk. Objects never change under a key (every upload gets a new random
// name), so they are stored with a year-long immutable cache header for a CDN in front.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { contentTypeOf } from './file-type.ts';
import type { Storage, StoredObject } from './storage.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint || undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
      : undefined,
    // A bucket that stops answering must not hold a request for minutes.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    maxAttempts: 3,
    // A streamed body (an upload read from its file) is sent as it is, with its length: the SDK's
    // default CRC32 trailer would wrap it in aws-chunked encoding, which not every S3-compatible
    // store decodes (s3rver stores the chunk framing as content).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): Storage {
  const Bucket = config.bucket;
  async function open(key: string): Promise<StoredObject | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? contentTypeOf(key),
        length: answer.ContentLength ?? null,
        etag: answer.ETag ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  return {
    localRoot: null,
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async putFile(key, filePath) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: (await stat(filePath)).size,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const object = await open(key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    open,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
