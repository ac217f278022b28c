// A real S3-protocol server for the tests (s3rver over a folder, in process, on loopback): the
// AWS SDK talks to it as to any bucket, path-style, with the key and secret `S3RVER`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../server/src/config.ts';

export interface LocalS3 {
  endpoint: string;
  /** The folder s3rver keeps the buckets in. */
  directory: string;
  /** The `S3_*` settings of a server that stores in this bucket. */
  config: (overrides?: Partial<S3Config>) => S3Config;
  /** The same as environment variables, for a server process. */
  env: (overrides?: Record<string, string>) => Record<string, string>;
  close: () => Promise<void>;
}

export async function startLocalS3(
  options: { bucket?: string; port?: number } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'katalog';
  const directory = await mkdtemp(path.join(tmpdir(), 'kp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const config = (overrides: Partial<S3Config> = {}): S3Config => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: '',
    ...overrides,
  });
  return {
    endpoint,
    directory,
    config,
    env: (overrides = {}) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
