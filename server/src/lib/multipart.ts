// Reads a multipart form with bounded memory: text fields by name, and files by name (`image[0]`,
// ...) streamed to a temporary folder of the request, never held in memory. Files over the 20 MB
// limit or beyond the counts are reported per field, never a 500.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, MESSAGES, invalid, type FieldErrors } from './errors.ts';
import { MAX_FILE_BYTES, MAX_GALLERY_IMAGES } from '#domain/forms/limits.ts';

export { MAX_FILE_BYTES };
/** SPEC 9: up to 100 product or project images; the form carries a few more single files at most. */
export const MAX_FILES = MAX_GALLERY_IMAGES + 2;
/** Enough of a file's start to tell its kind by content (file-type.ts). */
const HEAD_BYTES = 16;

/**
 * An upload: streamed to a temporary file (a request) or already in memory (seeds, tests).
 * Either is read the same way through `fileHead` and `fileInput`.
 */
export type UploadedFile = { field: string; filename: string } & (
  { data: Buffer } | { path: string; size: number; head: Buffer }
);

export interface Form {
  /** Text fields by name (absent when not sent). */
  fields: Readonly<Record<string, string | undefined>>;
  files: Record<string, UploadedFile>;
}

/** The first bytes of an upload (its kind is told from them). */
export const fileHead = (file: UploadedFile): Buffer => ('data' in file ? file.data : file.head);

/** An upload's whole content, for readers that need it at once (the import's sheet and ZIP). */
export const fileBytes = (file: UploadedFile): Promise<Buffer> =>
  'data' in file ? Promise.resolve(file.data) : readFile(file.path);

/** What sharp and the storage read an upload from: its bytes or its temporary file's path. */
export const fileInput = (file: UploadedFile): Buffer | string =>
  'data' in file ? file.data : file.path;

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A request's temporary folder: made on the first file, removed once the answer is sent. */
export class UploadFolder {
  private folder: Promise<string> | null = null;
  private count = 0;

  async nextPath(): Promise<string> {
    this.folder ??= mkdtemp(path.join(tmpdir(), 'kp-upload-'));
    return path.join(await this.folder, String(this.count++));
  }

  async remove(): Promise<void> {
    const folder = this.folder;
    this.folder = null;
    if (folder) await rm(await folder, { recursive: true, force: true });
  }
}

function mapReadError(error: unknown, currentFile: string, tooLarge: string): Error {
  const code = (error as { code?: string }).code ?? '';
  if (LIMIT_CODES.has(code)) return invalid({ image: MESSAGES.tooManyFiles });
  // Over 20 MB: the stream is cut, so the rest of the form is unreadable; name the file.
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid({ [currentFile]: tooLarge });
  // Anything else here is a body that is not multipart as announced (no boundary, cut short).
  return new ApiError(400, MESSAGES.badRequest);
}

/**
 * Reads the form; its files live in `uploads` until the caller removes the folder. `fileSize`
 * raises the per-file limit for one form (the import's ZIP of pictures).
 */
export async function readForm(
  request: FastifyRequest,
  uploads: UploadFolder,
  limits?: { fileSize: number; tooLarge?: string },
): Promise<Form> {
  if (!request.isMultipart()) throw new ApiError(400, MESSAGES.badRequest);
  const fields: Record<string, string> = {};
  const form: Form = { fields, files: {} };
  const fileErrors: FieldErrors = {};
  let currentFile = 'file';
  try {
    const parts = limits ? { limits: { fileSize: limits.fileSize } } : undefined;
    for await (const part of request.parts(parts)) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      currentFile = part.fieldname;
      const target = await uploads.nextPath();
      await pipeline(part.file, createWriteStream(target));
      // Past 20 MB the stream ends early (busboy keeps the rest of the body for the next parts).
      if (part.file.truncated) {
        fileErrors[part.fieldname] = limits?.tooLarge ?? MESSAGES.invalidFile;
        continue;
      }
      const size = part.file.bytesRead;
      // A browser sends an empty, nameless part for an untouched file input: not an upload.
      if (size === 0 && !part.filename) continue;
      if (part.filename.includes('\u0000')) fileErrors[part.fieldname] = MESSAGES.invalidFile;
      form.files[part.fieldname] = {
        field: part.fieldname,
        filename: part.filename,
        path: target,
        size,
        head: await readHead(target),
      };
    }
  } catch (error) {
    throw mapReadError(error, currentFile, limits?.tooLarge ?? MESSAGES.invalidFile);
  }
  if (Object.keys(fileErrors).length > 0) throw invalid(fileErrors);
  return form;
}

/** The form as the contract schema sees it: files become a placeholder string (format binary). */
export function flattenForm(form: Form): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = { ...form.fields };
  for (const name of Object.keys(form.files)) flat[name] = 'binary';
  return flat;
}
