import { useState } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  UploadQueue,
  initialUploadValue,
  toSubmission,
} from '../../src/components/UploadQueue/index.ts';
import type {
  ExistingImage,
  UploadQueueProps,
  UploadQueueValue,
} from '../../src/components/UploadQueue/index.ts';

// Tiny solid-colour PNGs (4 × 3 px): real image bytes, no network, no fonts, stable screenshots.
const PNG = {
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR42mPg9u+CIwacHADKmwqxLa2kEwAAAABJRU5ErkJggg==',
  orange:
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR42mP4NJ8VjhhwcgB+bhMJV+JI8wAAAABJRU5ErkJggg==',
  green:
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR42mOQqjeHIwacHAC86wnBnBC4TwAAAABJRU5ErkJggg==',
  grey: 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR42mPwjUiDIwacHADzCQyF/6xrQAAAAABJRU5ErkJggg==',
} as const;

const dataUrl = (colour: keyof typeof PNG) => `data:image/png;base64,${PNG[colour]}`;

/** A PNG File of about `size` bytes (decoders ignore the zero padding after the image). */
function pngFile(name: string, colour: keyof typeof PNG, size = 250_000): File {
  const image = Uint8Array.from(atob(PNG[colour]), (char) => char.charCodeAt(0));
  const bytes = new Uint8Array(Math.max(size, image.length));
  bytes.set(image);
  return new File([bytes], name, { type: 'image/png' });
}

const pdfFile = (name: string) =>
  new File([new Uint8Array(1_200_000)], name, { type: 'application/pdf' });

const saved: ExistingImage[] = [
  { id: 11, path: dataUrl('grey'), isCover: false },
  { id: 12, path: dataUrl('green'), isCover: true },
  { id: 13, path: dataUrl('orange'), isCover: false },
];

const PRODUCT_HINT = 'Maksimal 100 file, format jpg, jpeg atau png, maksimal 20 MB per file.';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.size.modal.medium};
  padding: ${({ theme }) => theme.space[400]};
`;

const Summary = styled.output`
  font-size: ${({ theme }) => theme.font.size[100]};
  color: ${({ theme }) => theme.color.textMuted};
`;

// What the form would send on save, so that a story shows the effect of every click.
function summarise(value: UploadQueueValue): string {
  const sent = toSubmission(value);
  const cover =
    sent.isCoverId !== null
      ? `tersimpan #${sent.isCoverId}`
      : sent.isCover.includes(1)
        ? `baru ${sent.isCover.indexOf(1) + 1}`
        : '-';
  return `Dikirim: ${sent.files.map((file) => file.name).join(', ') || '-'} · Cover: ${cover} · Dihapus: ${sent.idDeleteFile.join(', ') || '-'}`;
}

/** Holds the value as a form would, and prints what would be sent. */
function StatefulUploadQueue(args: UploadQueueProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Frame>
      <UploadQueue
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
      <Summary aria-label="Yang akan dikirim">{summarise(value)}</Summary>
    </Frame>
  );
}

const meta = {
  title: 'Components/UploadQueue',
  component: UploadQueue,
  render: (args) => <StatefulUploadQueue {...args} />,
  args: {
    label: 'Foto Kategori',
    value: initialUploadValue(),
    onChange: fn(),
    accept: 'image',
    maxFiles: 1,
  },
  argTypes: {
    accept: { control: 'inline-radio', options: ['image', 'pdf'] },
    value: { control: false },
  },
  // Previews decode asynchronously; the screenshot after each story must not catch one half-drawn.
  afterEach: async ({ canvasElement }) => {
    await waitFor(() => {
      for (const image of Array.from(canvasElement.querySelectorAll('img'))) {
        expect(image.complete && image.naturalWidth > 0).toBe(true);
      }
    });
  },
} satisfies Meta<typeof UploadQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

// The hidden file input, found by the field's label (the group shares the label, hence the selector).
const fileInput = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

// A real drag event carrying files (testing-library's fireEvent would swap in an empty DataTransfer).
function dragFiles(target: HTMLElement, type: 'dragover' | 'drop', files: File[]): DragEvent {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
  target.dispatchEvent(event);
  return event;
}

// user-event drops files that do not match `accept`; a user can still choose "All files", so the
// field's own check is what these stories exercise.
const picker = userEvent.setup({ applyAccept: false });

/** Every prop in the controls. */
export const Playground: Story = {
  args: {
    label: 'Foto Produk',
    maxFiles: 100,
    allowsCover: true,
    allowsRemoveExisting: true,
    hint: PRODUCT_HINT,
  },
};

/** Single-file mode (category, bumper, banner, logo) with nothing chosen yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // The label, the drop text, the picker button and the default hint.
    await expect(canvas.getByRole('group', { name: 'Foto Kategori' })).toBeVisible();
    await expect(canvas.getByText('Tarik file ke sini atau')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pilih File' })).toBeEnabled();
    await expect(
      canvas.getByText('Format jpg, jpeg atau png, maksimal 20 MB per file.'),
    ).toBeVisible();
    // The input takes one file of the three image types.
    const input = fileInput(canvas, 'Foto Kategori');
    await expect(input.multiple).toBe(false);
    await expect(input.accept).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  },
};

/** Product images queued, not sent: previews, names and sizes (hint says 10, the limit is 100: SPEC 9). */
export const WithQueuedImages: Story = {
  args: {
    label: 'Foto Produk',
    maxFiles: 100,
    allowsCover: true,
    hint: PRODUCT_HINT,
    value: initialUploadValue([], { allowsCover: true }),
  },
  play: async ({ canvas }) => {
    // Queue three images through the hidden input.
    await picker.upload(fileInput(canvas, 'Foto Produk'), [
      pngFile('katup-depan.png', 'blue', 250_000),
      pngFile('katup-samping.png', 'orange', 1_572_864),
      pngFile('silinder-pneumatik-dengan-nama-panjang.png', 'green', 812),
    ]);
    // Each shows a preview (an object URL), its name and its size in 1024 steps.
    const preview = await canvas.findByRole('img', { name: 'katup-depan.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('244.14 KB')).toBeVisible();
    await expect(canvas.getByText('1.50 MB')).toBeVisible();
    await expect(canvas.getByText('812 Bytes')).toBeVisible();
    // The first new image became the cover.
    await expect(canvas.getByRole('radio', { name: 'Cover katup-depan.png' })).toBeChecked();
    await expect(canvas.getByText(PRODUCT_HINT)).toBeVisible();
  },
};

/** A project being edited: saved images beside the cover choice and a delete button each. */
export const WithExistingImages: Story = {
  args: {
    label: 'Foto Project',
    maxFiles: 100,
    allowsCover: true,
    allowsRemoveExisting: true,
    value: initialUploadValue(saved, { allowsCover: true }),
  },
  play: async ({ canvas }) => {
    // The saved images show, and the one the server flags is the cover.
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Cover Gambar tersimpan 2' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Hapus Gambar tersimpan 1' })).toBeEnabled();
  },
};

/** Exactly one cover among saved and new images (SPEC 4). */
export const CoverChoice: Story = {
  args: {
    label: 'Foto Produk',
    maxFiles: 100,
    allowsCover: true,
    allowsRemoveExisting: true,
    value: {
      ...initialUploadValue(saved.slice(0, 2), { allowsCover: true }),
      files: [pngFile('baru-1.png', 'blue'), pngFile('baru-2.png', 'orange')],
    },
  },
  play: async ({ canvas, args }) => {
    const summary = canvas.getByRole('status', { name: 'Yang akan dikirim' });
    // Choosing a new image clears the saved cover.
    await userEvent.click(canvas.getByRole('radio', { name: 'Cover baru-2.png' }));
    await expect(canvas.getByRole('radio', { name: 'Cover Gambar tersimpan 2' })).not.toBeChecked();
    await expect(summary).toHaveTextContent('Cover: baru 2');
    // Choosing a saved image clears the flag on every new image.
    await userEvent.click(canvas.getByRole('radio', { name: 'Cover Gambar tersimpan 1' }));
    await expect(canvas.getByRole('radio', { name: 'Cover baru-2.png' })).not.toBeChecked();
    await expect(summary).toHaveTextContent('Cover: tersimpan #11');
    // The form gets isCover 0 for every file and isCoverId 11.
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as UploadQueueValue;
    await expect(toSubmission(last)).toMatchObject({ isCover: [0, 0], isCoverId: 11 });
    // Exactly one radio is checked.
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** A form message from outside, e.g. SPEC 5's 'Masukkan Thumbnail' on create. */
export const WithError: Story = {
  args: { label: 'Thumbnail', error: 'Masukkan Thumbnail', isRequired: true },
  play: async ({ canvas }) => {
    // The message shows and describes the picker button.
    await expect(canvas.getByText('Masukkan Thumbnail')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pilih File' })).toHaveAccessibleDescription(
      /Masukkan Thumbnail/,
    );
  },
};

/** A wrong type is refused with SPEC 5's message; nothing is queued. */
export const BadFileType: Story = {
  play: async ({ canvas, args }) => {
    // Pick a GIF (the picker's filter can be switched to "All files").
    await picker.upload(
      fileInput(canvas, 'Foto Kategori'),
      new File(['GIF89a'], 'animasi.gif', { type: 'image/gif' }),
    );
    // SPEC 5's message, and the file's reason.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Silahkan periksa file Anda lagi');
    await expect(alert).toHaveTextContent('animasi.gif: format tidak didukung');
    // Nothing was queued.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'File Foto Kategori' })).toBeNull();
  },
};

/** A file over 20 MB is refused too. */
export const FileTooLarge: Story = {
  play: async ({ canvas, args }) => {
    // Pick a 21 MB PNG.
    await picker.upload(
      fileInput(canvas, 'Foto Kategori'),
      pngFile('foto-besar.png', 'blue', 21 * 1024 * 1024),
    );
    // The message names the size problem.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Silahkan periksa file Anda lagi');
    await expect(alert).toHaveTextContent('foto-besar.png: lebih dari 20 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The limit is reached: the picker is off, and extra dropped files are refused. */
export const MaxCountReached: Story = {
  args: {
    label: 'Foto Project',
    maxFiles: 3,
    allowsCover: true,
    value: {
      ...initialUploadValue(saved.slice(0, 2), { allowsCover: true }),
      files: [pngFile('baru.png', 'blue')],
    },
  },
  play: async ({ canvas }) => {
    // Two saved plus one new make three of three: the picker is off.
    await expect(canvas.getByRole('button', { name: 'Pilih File' })).toBeDisabled();
    await expect(canvas.getByText('Maksimal 3 file')).toBeVisible();
    // A dropped file is not queued; the message says why.
    const dropZone = canvas.getByText('Maksimal 3 file').parentElement as HTMLElement;
    dragFiles(dropZone, 'drop', [pngFile('lagi.png', 'orange')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Maksimal 3 file');
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

/** The news file: pdf only, one file, the saved one as a link. */
export const PdfMode: Story = {
  args: {
    label: 'File',
    accept: 'pdf',
    value: initialUploadValue([
      { id: 0, path: '/storage/news/katalog-2026.pdf', name: 'katalog-2026.pdf', size: 2_400_000 },
    ]),
  },
  play: async ({ canvas }) => {
    // The saved file is a link with its size, and the hint names pdf.
    await expect(canvas.getByRole('link', { name: 'katalog-2026.pdf' })).toHaveAttribute(
      'href',
      '/storage/news/katalog-2026.pdf',
    );
    await expect(canvas.getByText('2.29 MB · tersimpan')).toBeVisible();
    await expect(canvas.getByText('Format pdf, maksimal 20 MB.')).toBeVisible();
    // An image is refused here.
    await picker.upload(fileInput(canvas, 'File'), pngFile('foto.png', 'blue'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'foto.png: format tidak didukung',
    );
    // A pdf replaces the saved one on screen (it replaces it on the server when saved).
    await picker.upload(fileInput(canvas, 'File'), pdfFile('katalog-2027.pdf'));
    await expect(await canvas.findByText('katalog-2027.pdf')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'katalog-2026.pdf' })).toBeNull();
    // The earlier refusal is cleared by the accepted pick.
    await expect(canvas.queryByText(/format tidak didukung/)).toBeNull();
  },
};

/** Locked while the form saves: no picking, no removing, no cover change. */
export const Disabled: Story = {
  args: {
    label: 'Foto Project',
    maxFiles: 100,
    allowsCover: true,
    allowsRemoveExisting: true,
    isDisabled: true,
    value: {
      ...initialUploadValue(saved.slice(0, 1), { allowsCover: true }),
      files: [pngFile('baru.png', 'blue')],
    },
  },
  play: async ({ canvas }) => {
    // Every control is off.
    await expect(canvas.getByRole('button', { name: 'Pilih File' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Hapus baru.png' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Hapus Gambar tersimpan 1' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Saved and new images on a 360 px phone: two tiles per row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Foto Produk',
    maxFiles: 100,
    allowsCover: true,
    allowsRemoveExisting: true,
    hint: PRODUCT_HINT,
    value: {
      ...initialUploadValue(saved.slice(0, 2), { allowsCover: true }),
      files: [pngFile('katup-depan.png', 'blue')],
    },
  },
  play: async ({ canvas }) => {
    // The story really renders at the phone width, and the tiles fit it.
    await expect(window.innerWidth).toBe(360);
    const tiles = within(canvas.getByRole('list', { name: 'File Foto Produk' })).getAllByRole(
      'listitem',
    );
    await expect(tiles).toHaveLength(3);
    await expect(tiles[1]?.getBoundingClientRect().top).toBe(tiles[0]?.getBoundingClientRect().top);
    await expect(tiles[2]?.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Interactions: a saved image is marked for deletion only after 'Yakin hapus file yang anda pilih ?'. */
export const DeleteExistingAfterConfirm: Story = {
  args: WithExistingImages.args,
  beforeEach: () => () => {
    // The confirmation lives in document.body; never leave one open for the next story.
    document.querySelector<HTMLButtonElement>('.swal2-cancel')?.click();
  },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    // Ask to delete the cover image; SPEC 8's confirmation opens.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Gambar tersimpan 2' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(
      dialog.getByRole('heading', { name: 'Yakin hapus file yang anda pilih ?' }),
    ).toBeInTheDocument();
    // Cancel: nothing changes.
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    // Ask again and confirm with 'Ya, Hapus'.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Gambar tersimpan 2' }));
    const again = within(await body.findByRole('dialog'));
    await waitFor(() => expect(again.getByRole('button', { name: 'Ya, Hapus' })).toBeVisible());
    await userEvent.click(again.getByRole('button', { name: 'Ya, Hapus' }));
    // The image is gone, its id is listed for idDeleteFile, and the cover moved to a kept image.
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByRole('status', { name: 'Yang akan dikirim' })).toHaveTextContent(
      'Cover: tersimpan #11 · Dihapus: 12',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ deletedIds: [12] }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Interactions: a queued file is removed at once (it was never sent) and its preview URL revoked. */
export const RemoveQueuedFile: Story = {
  args: {
    label: 'Foto Produk',
    maxFiles: 100,
    allowsCover: true,
    value: {
      ...initialUploadValue([], { allowsCover: true }),
      files: [pngFile('a.png', 'blue'), pngFile('b.png', 'orange')],
      cover: { kind: 'new', index: 1 },
    },
  },
  play: async ({ canvas }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const url = canvas.getByRole('img', { name: 'a.png' }).getAttribute('src');
    // Remove the first file.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus a.png' }));
    // It is gone, its preview URL is released, and the cover stays on b.png (now first).
    await expect(canvas.queryByRole('img', { name: 'a.png' })).toBeNull();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(url));
    await expect(canvas.getByRole('radio', { name: 'Cover b.png' })).toBeChecked();
    await expect(canvas.getByRole('status', { name: 'Yang akan dikirim' })).toHaveTextContent(
      'Dikirim: b.png · Cover: baru 1',
    );
    revoke.mockRestore();
  },
};

/** Interactions: in single-file mode a new pick replaces the queued one. */
export const SingleFileReplaces: Story = {
  args: { value: initialUploadValue([{ id: 7, path: dataUrl('grey') }]) },
  play: async ({ canvas }) => {
    // The saved image is the current one.
    await expect(canvas.getByRole('img', { name: 'Gambar saat ini' })).toBeVisible();
    // Pick one file, then another: only the last stays, in place of the current image.
    await picker.upload(fileInput(canvas, 'Foto Kategori'), pngFile('pertama.png', 'blue'));
    await picker.upload(fileInput(canvas, 'Foto Kategori'), pngFile('kedua.png', 'orange'));
    await expect(await canvas.findByRole('img', { name: 'kedua.png' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** Interactions: files dropped on the field are queued like picked ones. */
export const DragAndDrop: Story = {
  args: { label: 'Foto Bumper', maxFiles: 100 },
  play: async ({ canvas }) => {
    const dropZone = canvas.getByText('Tarik file ke sini atau').parentElement as HTMLElement;
    const files = [
      pngFile('bumper-1.png', 'blue'),
      new File(['x'], 'catatan.txt', { type: 'text/plain' }),
    ];
    // Drag over: the zone accepts a copy.
    const over = dragFiles(dropZone, 'dragover', files);
    await expect(over.defaultPrevented).toBe(true);
    // Drop a PNG and a text file.
    dragFiles(dropZone, 'drop', files);
    // The PNG is queued; the text file is refused with SPEC 5's message.
    await expect(await canvas.findByRole('img', { name: 'bumper-1.png' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Silahkan periksa file Anda lagi');
    await expect(canvas.getByRole('alert')).toHaveTextContent('catatan.txt: format tidak didukung');
  },
};

/** Interactions: the keyboard reaches "Pilih File", and Enter opens the system file picker. */
export const KeyboardPick: Story = {
  play: async ({ canvas }) => {
    const input = fileInput(canvas, 'Foto Kategori');
    // The system dialog cannot show in a test: record the input's click instead.
    const openPicker = spyOn(input, 'click').mockImplementation(() => {});
    // Tab to the button and press Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pilih File' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openPicker).toHaveBeenCalledOnce();
    openPicker.mockRestore();
  },
};
