// Single-image fields (category, brand, marketplace, bumper): the saved image shows in the
// UploadQueue, a new pick replaces it, and only a new pick is sent (SPEC 5: optional on update).
import { initialUploadValue } from '@/components/UploadQueue/uploadState.ts';
import type { UploadQueueValue } from '@/components/UploadQueue/uploadState.ts';

/** The upload value of a single-image field, showing `path` when the record has one. */
export function singleImage(path?: string | null): UploadQueueValue {
  return initialUploadValue(path ? [{ id: 1, path, isCover: false }] : []);
}

/** The newly picked file, or undefined when the saved image stays. */
export function pickedFile(value: UploadQueueValue): File | undefined {
  return value.files[0];
}

/** SPEC 5: on insert a new file is required; on update the saved one may stay. */
export function missingImage(
  value: UploadQueueValue,
  isInsert: boolean,
  message: string,
): string | undefined {
  return isInsert && !pickedFile(value) ? message : undefined;
}
