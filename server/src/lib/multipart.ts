// Reads a multipart form into memory: text fields by name and files by name (`image[0]`, ...).
// Files over the 20 MB limit or beyond the counts are reported per field, never a 500.
import type { FastifyRequest } from 'fastify';
import { ApiError, MESSAGES, invalid, type FieldErrors } from './errors.ts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** SPEC 9: up to 100 product or bumper images; the form carries a few more single files at most. */
export const MAX_FILES = 102;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface Form {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** `fileSize` raises the per-file limit for one form (the import's ZIP of pictures). */
export async function readForm(request: FastifyRequest, limits?: { fileSize: number }): Promise<Form> {
  if (!request.isMultipart()) throw new ApiError(400, MESSAGES.badRequest);
  const form: Form = { fields: {}, files: {} };
  const fileErrors: FieldErrors = {};
  let currentFile = 'file';
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      if (part.type === 'file') currentFile = part.fieldname;
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        const data = await part.toBuffer();
        // A browser sends an empty, nameless part for an untouched file input: not an upload.
        if (data.length === 0 && !part.filename) continue;
        if (part.filename.includes('\u0000')) fileErrors[part.fieldname] = MESSAGES.invalidFile;
        form.files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        fileErrors[part.fieldname] = MESSAGES.invalidFile;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (LIMIT_CODES.has(code)) throw invalid({ image: MESSAGES.tooManyFiles });
    // Over 20 MB: the stream is cut, so the rest of the form is unreadable; name the file.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ [currentFile]: MESSAGES.invalidFile });
    // Anything else here is a body that is not multipart as announced (no boundary, cut short).
    throw new ApiError(400, MESSAGES.badRequest);
  }
  if (Object.keys(fileErrors).length > 0) throw invalid(fileErrors);
  return form;
}

/** The form as the contract schema sees it: files become a placeholder string (format binary). */
export function flattenForm(form: Form): Record<string, string> {
  const flat: Record<string, string> = { ...form.fields };
  for (const name of Object.keys(form.files)) flat[name] = 'binary';
  return flat;
}
