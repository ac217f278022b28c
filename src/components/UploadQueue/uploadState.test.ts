import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  acceptAttribute,
  addFiles,
  chooseCover,
  fileProblem,
  initialUploadValue,
  keptExisting,
  markExistingDeleted,
  normalizeCover,
  remainingSlots,
  removeFile,
  toSubmission,
} from './uploadState.ts';
import type { UploadQueueValue, UploadRules } from './uploadState.ts';

const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const gallery: UploadRules = { accept: 'image', maxFiles: 100, allowsCover: true };
const single: UploadRules = { accept: 'image', maxFiles: 1, allowsCover: false };
const saved = [
  { id: 11, path: '/storage/a.png', isCover: false },
  { id: 12, path: '/storage/b.png', isCover: true },
];

describe('fileProblem', () => {
  it('accepts jpg, jpeg and png by extension and MIME, in any case', () => {
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 }, 'image')).toBeNull();
    expect(fileProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 1 }, 'image')).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 1 }, 'image')).toBeNull();
  });

  it('refuses another extension or MIME type', () => {
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }, 'image')).toBe('type');
    expect(fileProblem({ name: 'a.png', type: 'image/gif', size: 1 }, 'image')).toBe('type');
    expect(fileProblem({ name: 'png', type: 'image/png', size: 1 }, 'image')).toBe('type');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 'image')).toBe('type');
  });

  it('lets the extension decide when the browser reports no MIME type', () => {
    expect(fileProblem({ name: 'a.png', type: '', size: 1 }, 'image')).toBeNull();
    expect(fileProblem({ name: 'a.exe', type: '', size: 1 }, 'image')).toBe('type');
  });

  it('takes exactly 20 MB and refuses one byte more', () => {
    expect(
      fileProblem({ name: 'a.png', type: 'image/png', size: MAX_FILE_BYTES }, 'image'),
    ).toBeNull();
    expect(
      fileProblem({ name: 'a.png', type: 'image/png', size: MAX_FILE_BYTES + 1 }, 'image'),
    ).toBe('size');
  });

  it('accepts only pdf in pdf mode', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 'pdf')).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 1 }, 'pdf')).toBe('type');
  });

  it('builds the input accept attribute', () => {
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(acceptAttribute('pdf')).toBe('.pdf,application/pdf');
  });
});

describe('initialUploadValue', () => {
  it('takes the cover from the saved image flagged isCover', () => {
    expect(initialUploadValue(saved).cover).toEqual({ kind: 'existing', id: 12 });
  });

  it('picks the first saved image when none is flagged and a cover is required', () => {
    const value = initialUploadValue(
      [
        { id: 1, path: 'x' },
        { id: 2, path: 'y' },
      ],
      gallery,
    );
    expect(value.cover).toEqual({ kind: 'existing', id: 1 });
  });

  it('has no cover without images or without a cover choice', () => {
    expect(initialUploadValue([], gallery).cover).toBeNull();
    expect(initialUploadValue(saved, single).cover).toBeNull();
  });
});

describe('addFiles', () => {
  it('queues valid files and reports refused ones with the reason', () => {
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.png', { type: 'image/png' });
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    const ok = png('ok.png');
    const result = addFiles(initialUploadValue(), [gif, ok, big], gallery);
    expect(result.value.files).toEqual([ok]);
    expect(result.rejected).toEqual([
      { file: gif, problem: 'type' },
      { file: big, problem: 'size' },
    ]);
    expect(result.overflow).toEqual([]);
  });

  it('makes the first new image the cover when there is none', () => {
    const result = addFiles(initialUploadValue(), [png('a.png'), png('b.png')], gallery);
    expect(result.value.cover).toEqual({ kind: 'new', index: 0 });
  });

  it('keeps a saved cover when new images are added', () => {
    const result = addFiles(initialUploadValue(saved, gallery), [png('a.png')], gallery);
    expect(result.value.cover).toEqual({ kind: 'existing', id: 12 });
  });

  it('counts kept saved images against the limit and reports the overflow', () => {
    const rules = { ...gallery, maxFiles: 3 };
    const a = png('a.png');
    const b = png('b.png');
    const result = addFiles(initialUploadValue(saved, rules), [a, b], rules);
    expect(result.value.files).toEqual([a]);
    expect(result.overflow).toEqual([b]);
    expect(remainingSlots(result.value, rules)).toBe(0);
  });

  it('frees a slot when a saved image is marked for deletion', () => {
    const rules = { ...gallery, maxFiles: 2 };
    const value = markExistingDeleted(initialUploadValue(saved, rules), 11, rules);
    expect(remainingSlots(value, rules)).toBe(1);
  });

  it('replaces the queued file in single-file mode, whatever is saved', () => {
    const first = png('first.png');
    const second = png('second.png');
    const once = addFiles(initialUploadValue([{ id: 5, path: 'x' }]), [first], single).value;
    const twice = addFiles(once, [second, png('third.png')], single);
    expect(twice.value.files).toEqual([second]);
    expect(twice.overflow).toHaveLength(1);
    expect(twice.value.cover).toBeNull();
  });

  it('returns the same value when nothing is accepted', () => {
    const value = initialUploadValue();
    expect(addFiles(value, [new File(['x'], 'a.gif', { type: 'image/gif' })], gallery).value).toBe(
      value,
    );
  });
});

describe('cover rules (SPEC 4)', () => {
  const withNew = (): UploadQueueValue =>
    addFiles(
      initialUploadValue(saved, gallery),
      [png('a.png'), png('b.png'), png('c.png')],
      gallery,
    ).value;

  it('choosing a new image clears the saved cover', () => {
    const value = chooseCover(withNew(), { kind: 'new', index: 1 }, gallery);
    expect(value.cover).toEqual({ kind: 'new', index: 1 });
    expect(toSubmission(value)).toMatchObject({ isCover: [0, 1, 0], isCoverId: null });
  });

  it('choosing a saved image clears the cover flag of every new image', () => {
    const newCover = chooseCover(withNew(), { kind: 'new', index: 2 }, gallery);
    const value = chooseCover(newCover, { kind: 'existing', id: 11 }, gallery);
    expect(toSubmission(value)).toMatchObject({ isCover: [0, 0, 0], isCoverId: 11 });
  });

  it('ignores a cover on a missing or deleted image, and any cover without a cover choice', () => {
    const value = withNew();
    expect(chooseCover(value, { kind: 'new', index: 9 }, gallery)).toBe(value);
    const deleted = markExistingDeleted(value, 11, gallery);
    expect(chooseCover(deleted, { kind: 'existing', id: 11 }, gallery)).toBe(deleted);
    expect(chooseCover(value, { kind: 'new', index: 0 }, { allowsCover: false })).toBe(value);
  });

  it('moves a new cover down when an earlier file is removed', () => {
    const value = removeFile(
      chooseCover(withNew(), { kind: 'new', index: 2 }, gallery),
      0,
      gallery,
    );
    expect(value.cover).toEqual({ kind: 'new', index: 1 });
    expect(value.files.map((file) => file.name)).toEqual(['b.png', 'c.png']);
  });

  it('re-chooses when the cover file itself is removed: first kept saved image first', () => {
    const value = removeFile(
      chooseCover(withNew(), { kind: 'new', index: 1 }, gallery),
      1,
      gallery,
    );
    expect(value.cover).toEqual({ kind: 'existing', id: 11 });
  });

  it('falls to the first new image when every saved image is deleted', () => {
    let value = withNew();
    value = markExistingDeleted(value, 12, gallery);
    expect(value.cover).toEqual({ kind: 'existing', id: 11 });
    value = markExistingDeleted(value, 11, gallery);
    expect(value.cover).toEqual({ kind: 'new', index: 0 });
  });

  it('is null once no image is left', () => {
    let value = addFiles(initialUploadValue(), [png('a.png')], gallery).value;
    value = removeFile(value, 0, gallery);
    expect(value.cover).toBeNull();
    expect(normalizeCover(value, gallery)).toBe(value);
  });
});

describe('deletion of saved images', () => {
  it('lists the marked ids once, in order, and hides them from the kept ones', () => {
    let value = initialUploadValue(saved, gallery);
    value = markExistingDeleted(value, 12, gallery);
    value = markExistingDeleted(value, 12, gallery);
    value = markExistingDeleted(value, 11, gallery);
    expect(value.deletedIds).toEqual([12, 11]);
    expect(keptExisting(value)).toEqual([]);
    expect(value.existing).toBe(saved);
    expect(toSubmission(value).idDeleteFile).toEqual([12, 11]);
  });

  it('ignores an unknown id and an out-of-range file index', () => {
    const value = initialUploadValue(saved, gallery);
    expect(markExistingDeleted(value, 99, gallery)).toBe(value);
    expect(removeFile(value, 0, gallery)).toBe(value);
  });
});
