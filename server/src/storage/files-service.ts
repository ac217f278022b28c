// Uploads become files: checked by content, written under random names with WebP variants,
// recorded in the `files` table. Bytes of replaced or deleted files go only after the commit.
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { MESSAGES, invalid, type FieldErrors } from '../lib/errors.ts';
import { fileHead, fileInput, type UploadedFile } from '../lib/multipart.ts';
import { MIME_TYPES, detectFileKind, type FileKind } from './file-type.ts';
import type { Storage } from './storage.ts';

export type Accept = 'image' | 'pdf';

export interface StoredFile {
  field: string;
  key: string;
  name: string;
  size: number;
  mime: string;
}

export const THUMB_WIDTH = 480;
export const WEBP_MAX_WIDTH = 1920;

const baseOf = (key: string) => key.replace(/\.[a-z]+$/, '');
const isImageKey = (key: string) => /\.(jpg|png)$/.test(key);

/** Size of the sharing picture (Open Graph, Twitter card): 1.91:1, what chat previews show. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Every storage key a file occupies: the original plus, for images, its variants (WebP, thumbnail, sharing JPEG). */
export function keysOf(key: string): string[] {
  return isImageKey(key)
    ? [key, `${baseOf(key)}.webp`, `${baseOf(key)}.thumb.webp`, `${baseOf(key)}.share.jpg`]
    : [key];
}

/** Served by the server itself; `S3_PUBLIC_URL` (a CDN or the bucket) replaces it in answers. */
export const SERVED_BASE = '/storage';

/** Where picture URLs point: app state (`app.publicFiles`), made once from the configuration. */
export interface PublicFiles {
  /** The public URL of a file: images are served as their (smaller) WebP variant. */
  pathOf(key: string): string;
  /** The storage key a public URL of ours points at, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** The public URLs of files under `base` (S3_PUBLIC_URL); '' means served by the server itself. */
export function publicFiles(base: string): PublicFiles {
  const publicBase = base.replace(/\/+$/, '') || SERVED_BASE;
  return {
    pathOf: (key) => `${publicBase}/${isImageKey(key) ? `${baseOf(key)}.webp` : key}`,
    keyOf(url) {
      for (const known of new Set([publicBase, SERVED_BASE])) {
        if (url.startsWith(`${known}/`))
          return decodeURIComponent(url.slice(known.length + 1).split(/[?#]/)[0] ?? '');
      }
      return null;
    },
  };
}

/** The files of a server without S3_PUBLIC_URL: every URL under /storage. */
export const SERVED_FILES = publicFiles('');

function kindAllowed(kind: FileKind | null, accept: Accept): kind is FileKind {
  return accept === 'pdf' ? kind === 'pdf' : kind === 'jpg' || kind === 'png';
}

/** Refuses every upload whose content is not of the accepted kind, all fields at once. */
export function checkUploads(uploads: { file: UploadedFile; accept: Accept }[]): void {
  const errors: FieldErrors = {};
  for (const { file, accept } of uploads) {
    if (!kindAllowed(detectFileKind(fileHead(file)), accept))
      errors[file.field] = MESSAGES.invalidFile;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Pictures up to 50 megapixels (modern phone photos, DECISIONS); larger ones are refused unread. */
export const MAX_PIXELS = 50_000_000;

/** A picture read from its bytes or from its file (a streamed upload), never past 50 megapixels. */
const picture = (input: Buffer | string) =>
  sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS });

/** Refuses, on their fields and before any decoding, pictures whose header is unreadable or too large. */
async function checkPixels(uploads: UploadedFile[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const file of uploads) {
    if (detectFileKind(fileHead(file)) === 'pdf') continue;
    const size = await sharp(fileInput(file))
      .metadata()
      .catch(() => null);
    if (!size?.width || !size.height || size.width * size.height > MAX_PIXELS)
      errors[file.field] = MESSAGES.invalidFile;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * The original as stored: turned upright and re-encoded without EXIF, GPS or any other metadata.
 * A streamed upload is re-encoded file to file (`<upload>.clean`), so memory stays bounded.
 */
async function withoutMetadata(file: UploadedFile, kind: FileKind): Promise<Buffer | string> {
  const upright = picture(fileInput(file)).rotate();
  const encoded =
    kind === 'png'
      ? upright.png({ compressionLevel: 9 })
      : upright.jpeg({ quality: 90, mozjpeg: true });
  if ('data' in file) return encoded.toBuffer();
  const target = `${file.path}.clean`;
  await encoded.toFile(target);
  return target;
}

/** The variants of an image key: its WebP, thumbnail and sharing JPEG (what keysOf adds). */
export function variantKeysOf(key: string): string[] {
  return keysOf(key).slice(1);
}

/** Writes the variants of the image stored under `key` (only those in `only`, when given). */
async function writeVariants(
  storage: Storage,
  key: string,
  original: Buffer | string,
  only?: ReadonlySet<string>,
): Promise<void> {
  const base = baseOf(key);
  const image = picture(original).rotate();
  const variants: [string, () => Promise<Buffer>][] = [
    [
      `${base}.webp`,
      () =>
        image
          .clone()
          .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
    ],
    [
      `${base}.thumb.webp`,
      () =>
        image
          .clone()
          .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer(),
    ],
    // The whole picture on white, letterboxed to 1200 × 630: a product photo is never cropped.
    [
      `${base}.share.jpg`,
      () =>
        image
          .clone()
          .flatten({ background: '#ffffff' })
          .resize({
            width: SHARE_WIDTH,
            height: SHARE_HEIGHT,
            fit: 'contain',
            background: '#ffffff',
          })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
    ],
  ];
  const wanted = variants.filter(([variant]) => !only || only.has(variant));
  const buffers = await Promise.all(wanted.map(([, make]) => make()));
  await Promise.all(wanted.map(([variant], i) => storage.put(variant, buffers[i] as Buffer)));
}

/**
 * Writes the variants missing beside stored images, from their originals: files uploaded before a
 * variant existed (the sharing JPEG came later) get it. One picture at a time; an original that is
 * gone or unreadable is counted and skipped.
 */
export async function writeMissingVariants(
  storage: Storage,
  imageKeys: Iterable<string>,
): Promise<{ written: number; failed: string[] }> {
  const stored = new Set<string>();
  for await (const key of storage.keys()) stored.add(key);
  let written = 0;
  const failed: string[] = [];
  for (const key of imageKeys) {
    if (!isImageKey(key)) continue;
    const missing = new Set(variantKeysOf(key).filter((variant) => !stored.has(variant)));
    if (missing.size === 0) continue;
    const data = stored.has(key) ? await storage.get(key) : null;
    const done = data
      ? await writeVariants(storage, key, data, missing).then(
          () => true,
          () => false,
        )
      : false;
    if (done) written += missing.size;
    else failed.push(key);
  }
  return { written, failed };
}

/** Writes checked uploads to storage; an undecodable image is refused and nothing is kept. */
export async function storeUploads(
  storage: Storage,
  folder: string,
  uploads: UploadedFile[],
): Promise<StoredFile[]> {
  await checkPixels(uploads);
  const stored: StoredFile[] = [];
  try {
    for (const file of uploads) {
      const kind = detectFileKind(fileHead(file)) as FileKind;
      const key = `${folder}/${randomBytes(16).toString('hex')}.${kind}`;
      const refused = () => Promise.reject(invalid({ [file.field]: MESSAGES.invalidFile }));
      const original =
        kind === 'pdf' ? fileInput(file) : await withoutMetadata(file, kind).catch(refused);
      stored.push({
        field: file.field,
        key,
        name: file.filename || `file.${kind}`,
        size: typeof original === 'string' ? (await stat(original)).size : original.length,
        mime: MIME_TYPES[kind],
      });
      await (typeof original === 'string'
        ? storage.putFile(key, original)
        : storage.put(key, original));
      if (kind !== 'pdf') await writeVariants(storage, key, original).catch(refused);
    }
    return stored;
  } catch (error) {
    await discardKeys(
      storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}

export async function insertFiles(db: DbOrTx, stored: StoredFile[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (stored.length === 0) return ids;
  const rows = await db
    .insert(files)
    .values(
      stored.map((file) => ({
        storageKey: file.key,
        name: file.name,
        size: file.size,
        mime: file.mime,
      })),
    )
    .returning({ id: files.id, key: files.storageKey });
  for (const file of stored) ids.set(file.field, rows.find((row) => row.key === file.key)?.id ?? 0);
  return ids;
}

/** Deletes file rows inside the transaction and returns their keys for removal after commit. */
export async function deleteFileRows(
  db: DbOrTx,
  ids: (number | null | undefined)[],
): Promise<string[]> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(inArray(files.id, wanted))
    .returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}

/** Best effort: a leftover file is harmless, a failed answer after a commit is not. */
export async function discardKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.flatMap(keysOf).map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Runs a database change that uses freshly stored uploads: on failure the uploads are removed;
 * on success the keys the change released are removed, after the commit.
 */
export async function commitWithFiles<T>(
  storage: Storage,
  stored: StoredFile[],
  change: () => Promise<{ result: T; releasedKeys: string[] }>,
): Promise<T> {
  let outcome: { result: T; releasedKeys: string[] };
  try {
    outcome = await change();
  } catch (error) {
    await discardKeys(
      storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
  await discardKeys(storage, outcome.releasedKeys);
  return outcome.result;
}
