// The storage the configuration names: `DATA_DIR/uploads` by default, a bucket with STORAGE=s3.
import path from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export function storageFromConfig(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.kind === 's3'
    ? s3Storage(config.storage.s3)
    : localDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** Origins pictures come from besides our own (S3_PUBLIC_URL), for the page's img-src. */
export function storageOrigins(config: Pick<Config, 'storage'>): string[] {
  if (config.storage.kind !== 's3' || !config.storage.s3.publicUrl) return [];
  return [new URL(config.storage.s3.publicUrl).origin];
}
