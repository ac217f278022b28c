// The pure state of an upload field (SPEC 4, 5, 9): which files are queued, which saved images are
// marked for deletion, and which one image is the cover. No DOM here, so it is unit-tested in Node.
import { MAX_FILE_BYTES } from '@/lib/forms/limits.ts';

/** What a field accepts: images (jpg, jpeg, png) or a pdf document. */
export type UploadAccept = 'image' | 'pdf';

/** A file the server already has (a product or project image, a news file). */
export interface ExistingImage {
  /** Server id; what `idDeleteFile[i]` and `isCoverId` name. */
  id: number;
  /** URL of the stored file. */
  path: string;
  /** Whether the server marks it as the cover. */
  isCover?: boolean;
  /** Original file name, when the server knows it (news files). */
  name?: string;
  /** Size in bytes, when the server knows it. */
  size?: number;
}

/** The one cover: a queued file by its index in `files`, or a saved image by id. */
export type CoverChoice = { kind: 'new'; index: number } | { kind: 'existing'; id: number } | null;

/**
 * The controlled value of UploadQueue. `files` are queued in the browser and sent only when the form
 * is saved (`image[i]`); `existing` is what the server sent and is never changed here; `deletedIds`
 * lists saved images marked for deletion (`idDeleteFile[i]`); `cover` is the single cover, or null
 * when the field has no cover choice or no image.
 */
export interface UploadQueueValue {
  /** Queued files, in the order they will be sent. */
  files: File[];
  /** Saved files from the server, as loaded. */
  existing: ExistingImage[];
  /** Ids of saved files marked for deletion. */
  deletedIds: number[];
  /** The cover image, when the field allows one. */
  cover: CoverChoice;
}

/** The field's rules, from its props. */
export interface UploadRules {
  /** Accepted kind of file. */
  accept: UploadAccept;
  /** Most files at once; 1 is single-file mode, where a new pick replaces the queued one. */
  maxFiles: number;
  /** Whether exactly one image must be the cover. */
  allowsCover: boolean;
}

/** SPEC 5 and 9: 20 MB per file (src/lib/forms/limits.ts, shared with the server and the mocks). */
export { MAX_FILE_BYTES };

/** Extensions and MIME types per accepted kind (SPEC 5: jpg, jpeg, png; news file pdf). */
export const ACCEPTED_TYPES = {
  image: { extensions: ['jpg', 'jpeg', 'png'], mimeTypes: ['image/jpeg', 'image/png'] },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
} as const satisfies Record<
  UploadAccept,
  { extensions: readonly string[]; mimeTypes: readonly string[] }
>;

/** The `accept` attribute of the file input for a kind. */
export function acceptAttribute(accept: UploadAccept): string {
  const { extensions, mimeTypes } = ACCEPTED_TYPES[accept];
  return [...extensions.map((ext) => `.${ext}`), ...mimeTypes].join(',');
}

/** Why a file is refused: 'type' (extension or MIME not accepted), 'size' (over 20 MB), or null. */
export type FileProblem = 'type' | 'size' | null;

/** Checks a file by name, MIME type and size; the server checks the content (DECISIONS.md). */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: UploadAccept,
): FileProblem {
  const { extensions, mimeTypes } = ACCEPTED_TYPES[accept];
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const isExtensionOk = (extensions as readonly string[]).includes(extension);
  // Some systems report no MIME type at all; then the extension decides.
  const isMimeOk =
    file.type === '' || (mimeTypes as readonly string[]).includes(file.type.toLowerCase());
  if (!isExtensionOk || !isMimeOk) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}

/** A value with nothing queued, from the server's files; the cover is the one flagged isCover. */
export function initialUploadValue(
  existing: ExistingImage[] = [],
  rules?: Pick<UploadRules, 'allowsCover'>,
): UploadQueueValue {
  const flagged = existing.find((image) => image.isCover);
  const value: UploadQueueValue = {
    files: [],
    existing,
    deletedIds: [],
    cover: flagged ? { kind: 'existing', id: flagged.id } : null,
  };
  return rules ? normalizeCover(value, rules) : value;
}

/** Saved files not marked for deletion. */
export function keptExisting(value: UploadQueueValue): ExistingImage[] {
  return value.existing.filter((image) => !value.deletedIds.includes(image.id));
}

/** True in single-file mode: a new pick replaces, and the saved file is only the current one. */
export function isSingleMode(rules: Pick<UploadRules, 'maxFiles'>): boolean {
  return rules.maxFiles <= 1;
}

/** How many more files the field takes (single-file mode always takes one, as a replacement). */
export function remainingSlots(
  value: UploadQueueValue,
  rules: Pick<UploadRules, 'maxFiles'>,
): number {
  if (isSingleMode(rules)) return 1;
  return Math.max(0, rules.maxFiles - keptExisting(value).length - value.files.length);
}

function isSameCover(a: CoverChoice, b: CoverChoice): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'new') return b.kind === 'new' && a.index === b.index;
  return b.kind === 'existing' && a.id === b.id;
}

function isCoverValid(value: UploadQueueValue, cover: CoverChoice): boolean {
  if (cover === null) return false;
  if (cover.kind === 'new')
    return Number.isInteger(cover.index) && cover.index >= 0 && cover.index < value.files.length;
  return keptExisting(value).some((image) => image.id === cover.id);
}

/**
 * Keeps exactly one cover while there is any image (SPEC 4): a valid choice stays; otherwise the
 * first kept saved image, else the first queued file. Without a cover choice the cover is null.
 */
export function normalizeCover(
  value: UploadQueueValue,
  rules: Pick<UploadRules, 'allowsCover'>,
): UploadQueueValue {
  let cover: CoverChoice = null;
  if (rules.allowsCover) {
    const firstKept = keptExisting(value)[0];
    if (isCoverValid(value, value.cover)) cover = value.cover;
    else if (firstKept) cover = { kind: 'existing', id: firstKept.id };
    else if (value.files.length > 0) cover = { kind: 'new', index: 0 };
  }
  return isSameCover(cover, value.cover) ? value : { ...value, cover };
}

/** The outcome of offering files to the field. */
export interface AddFilesResult {
  /** The next value (unchanged when nothing was accepted). */
  value: UploadQueueValue;
  /** Files refused for their type or size, with the reason. */
  rejected: { file: File; problem: Exclude<FileProblem, null> }[];
  /** Valid files left out because the field was full. */
  overflow: File[];
}

/** Queues the valid files up to the limit; single-file mode replaces the queued file. */
export function addFiles(
  value: UploadQueueValue,
  incoming: readonly File[],
  rules: UploadRules,
): AddFilesResult {
  const rejected: AddFilesResult['rejected'] = [];
  const valid: File[] = [];
  for (const file of incoming) {
    const problem = fileProblem(file, rules.accept);
    if (problem) rejected.push({ file, problem });
    else valid.push(file);
  }
  const slots = remainingSlots(value, rules);
  const taken = valid.slice(0, slots);
  const overflow = valid.slice(slots);
  if (taken.length === 0) return { value, rejected, overflow };
  const files = isSingleMode(rules) ? taken : [...value.files, ...taken];
  // A replaced single file cannot stay the cover by index; normalizeCover picks again.
  const cover = isSingleMode(rules) ? null : value.cover;
  return { value: normalizeCover({ ...value, files, cover }, rules), rejected, overflow };
}

/** Removes a queued file; a cover on a later file moves with it, a cover on this one is re-chosen. */
export function removeFile(
  value: UploadQueueValue,
  index: number,
  rules: Pick<UploadRules, 'allowsCover'>,
): UploadQueueValue {
  if (index < 0 || index >= value.files.length) return value;
  const files = value.files.filter((_, i) => i !== index);
  let cover = value.cover;
  if (cover?.kind === 'new') {
    if (cover.index === index) cover = null;
    else if (cover.index > index) cover = { kind: 'new', index: cover.index - 1 };
  }
  return normalizeCover({ ...value, files, cover }, rules);
}

/** Marks a saved file for deletion (after the user confirmed); a cover on it is re-chosen. */
export function markExistingDeleted(
  value: UploadQueueValue,
  id: number,
  rules: Pick<UploadRules, 'allowsCover'>,
): UploadQueueValue {
  if (!value.existing.some((image) => image.id === id) || value.deletedIds.includes(id))
    return value;
  const deletedIds = [...value.deletedIds, id];
  const cover = value.cover?.kind === 'existing' && value.cover.id === id ? null : value.cover;
  return normalizeCover({ ...value, deletedIds, cover }, rules);
}

/**
 * Makes one image the cover. Choosing a saved image clears the cover on every queued file and the
 * other way round (SPEC 4), because the value holds one cover only. An unknown target changes nothing.
 */
export function chooseCover(
  value: UploadQueueValue,
  cover: Exclude<CoverChoice, null>,
  rules: Pick<UploadRules, 'allowsCover'>,
): UploadQueueValue {
  if (!rules.allowsCover || !isCoverValid(value, cover)) return value;
  return { ...value, cover };
}

/** Whether the queued file at `index` is the cover. */
export function isNewCover(value: UploadQueueValue, index: number): boolean {
  return value.cover?.kind === 'new' && value.cover.index === index;
}

/** Whether the saved file `id` is the cover. */
export function isExistingCover(value: UploadQueueValue, id: number): boolean {
  return value.cover?.kind === 'existing' && value.cover.id === id;
}

/** What the multipart of SPEC 7 needs: image[i] with isCover[i] (1/0), isCoverId and idDeleteFile[i]. */
export interface UploadSubmission {
  /** Files to send as image[i]. */
  files: File[];
  /** isCover[i] for each file: 1 for the cover, else 0. */
  isCover: (0 | 1)[];
  /** The saved image that is the cover, or null when the cover is new or absent. */
  isCoverId: number | null;
  /** Saved image ids to delete. */
  idDeleteFile: number[];
}

/** Turns a value into the fields of the save call. */
export function toSubmission(value: UploadQueueValue): UploadSubmission {
  return {
    files: value.files,
    isCover: value.files.map((_, index) => (isNewCover(value, index) ? 1 : 0)),
    isCoverId: value.cover?.kind === 'existing' ? value.cover.id : null,
    idDeleteFile: [...value.deletedIds],
  };
}
