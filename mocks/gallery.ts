// The multi-image upload shared by products and projects: `image[i]` with `isCover[i]`, on update
// `isCoverId` and `idDeleteFile[i]`; exactly one cover is kept, the first image when none is named.
import { MAX_GALLERY_IMAGES } from '../src/lib/forms/limits.ts';
import { msg } from './messages.ts';
import { field, image, indexed, storedFile, throwIfInvalid } from './validate.ts';
import type { FieldErrors } from './validate.ts';

/** One picture of a gallery. */
export interface GalleryImage {
  id: number;
  path: string;
  isCover: boolean;
}

/** The gallery after a save (kept plus new pictures, one cover), or a thrown 422 with every error. */
export function readGallery(
  form: FormData,
  errors: FieldErrors,
  current: readonly GalleryImage[],
  firstNewId: number,
): GalleryImage[] {
  const deleted = new Set(indexed(form, 'idDeleteFile').map(({ value }) => String(value)));
  const kept = current.filter((img) => !deleted.has(String(img.id)));
  const uploads = indexed(form, 'image').flatMap(({ index, value }) =>
    value instanceof File && value.size > 0 ? [{ index, file: value }] : [],
  );
  for (const { index, file } of uploads) image(errors, `image[${index}]`, file);
  if (kept.length + uploads.length > MAX_GALLERY_IMAGES && !errors.image)
    errors.image = msg.tooManyImages(MAX_GALLERY_IMAGES);
  throwIfInvalid(errors);
  const added = uploads.map(({ index, file }, offset) => ({
    id: firstNewId + offset,
    path: storedFile(file).path,
    isCover: field(form, `isCover[${index}]`) === '1',
  }));
  const all = [...kept, ...added];
  const coverId = field(form, 'isCoverId').trim();
  const cover =
    all.find((img) => coverId !== '' && String(img.id) === coverId) ??
    added.find((img) => img.isCover) ??
    kept.find((img) => img.isCover) ??
    all[0];
  return all.map((img) => ({ ...img, isCover: img === cover }));
}
