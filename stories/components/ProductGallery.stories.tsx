import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductGallery } from '../../src/components/ProductGallery/ProductGallery.tsx';
import { productPicture, kindOf } from '../../demo-art/index.ts';
import { pictureUrl } from '../../mocks/media.ts';

const NAME = 'Silinder Kompak CQ2 32x50';

/** `count` demo pictures of one product, the first one the cover. */
function pictures(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    path: pictureUrl(productPicture(kindOf(NAME), `${NAME} (${index + 1})`, 600, 600)),
    isCover: index === 0,
  }));
}

const meta = {
  title: 'Components/ProductGallery',
  component: ProductGallery,
  args: { images: pictures(4), name: NAME },
  globals: { viewport: { value: 'desktop' } },
  // The gallery sits in half a page on the product screen.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the viewer from the big picture and waits until its swiper is there. */
async function openViewer(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Lihat foto layar penuh' }),
  );
  // The viewer (swiper and its CSS) is imported on the first press: in the test run the first
  // story to open it waits for Vite to transform that import, which took over 5 s in a clean clone
  // at load 8 (a built page fetches it as one chunk).
  const dialog = await page.findByRole('dialog', { name: `Foto ${NAME}` }, { timeout: 20_000 });
  await waitFor(() => expect(dialog.querySelector('.swiper-initialized')).not.toBeNull(), {
    timeout: 5000,
  });
  return within(dialog);
}

/**
 * An arrow key as a real keyboard sends it. Swiper's Keyboard module reads the legacy `keyCode`,
 * which a real key press carries and user-event's synthetic events leave at 0.
 */
function pressArrow(key: 'ArrowLeft' | 'ArrowRight') {
  const target = document.activeElement ?? document.body;
  const keyCode = key === 'ArrowLeft' ? 37 : 39;
  for (const type of ['keydown', 'keyup']) {
    target.dispatchEvent(
      new KeyboardEvent(type, { key, code: key, keyCode, bubbles: true, cancelable: true }),
    );
  }
}

/** Closed: the big picture (a button that opens the viewer) and the thumbnails. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    // The big picture opens a dialog; nothing of the viewer is on the page yet.
    const opener = canvas.getByRole('button', { name: 'Lihat foto layar penuh' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(opener).getByRole('img', { name: NAME })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Open on the first picture: 'Tutup' has focus, previous is disabled at the start. */
export const OpenOnFirstPicture: Story = {
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    await expect(viewer.getByText('Foto 1 dari 4')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Tutup' })).toHaveFocus();
    await expect(viewer.getByRole('button', { name: 'Foto sebelumnya' })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: 'Foto berikutnya' })).toBeEnabled();
    // The thumbnail strip marks the shown picture.
    const strip = viewer.getByRole('navigation', { name: 'Pilih foto' });
    await expect(within(strip).getByRole('button', { name: 'Foto 1 dari 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Open on a later picture: the viewer starts where the gallery's thumbnails were. */
export const OpenOnLaterPicture: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Choose the third thumbnail, then open the big picture.
    const thumbs = within(canvas.getByRole('list', { name: 'Galeri foto' })).getAllByRole('button');
    await userEvent.click(thumbs[2]!);
    const viewer = await openViewer(canvasElement);
    await expect(viewer.getByText('Foto 3 dari 4')).toBeVisible();
    const strip = viewer.getByRole('navigation', { name: 'Pilih foto' });
    await expect(within(strip).getByRole('button', { name: 'Foto 3 dari 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // 'Foto berikutnya' goes on to the last one, where it is disabled.
    await userEvent.click(viewer.getByRole('button', { name: 'Foto berikutnya' }));
    await expect(viewer.getByText('Foto 4 dari 4')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Foto berikutnya' })).toBeDisabled();
  },
};

/** One picture only: no thumbnails, no previous or next. */
export const SinglePicture: Story = {
  args: { images: pictures(1) },
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    await expect(viewer.getByText('Foto 1 dari 1')).toBeVisible();
    await expect(viewer.queryByRole('button', { name: 'Foto berikutnya' })).toBeNull();
    await expect(viewer.queryByRole('navigation', { name: 'Pilih foto' })).toBeNull();
  },
};

/** The translation of a zoomed picture's frame, in px: [0, 0] when zoomed around its centre. */
function frameOffset(slide: HTMLElement): number[] {
  const transform =
    slide.querySelector<HTMLElement>('.swiper-zoom-container')?.style.transform ?? '';
  return (/translate3d\(([^)]*)\)/.exec(transform)?.[1] ?? '')
    .split(',')
    .slice(0, 2)
    .map((part) => Math.abs(Number.parseFloat(part)));
}

/** Zoomed: 'Perbesar foto' zooms 3× around the middle and back; the mouse wheel zooms step by step. */
export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    const zoom = viewer.getByRole('button', { name: 'Perbesar foto' });
    const slide = viewer.getByRole('group', { name: 'Foto 1 dari 4' });
    const picture = () => slide.querySelector('img')!;
    // The button zooms 3× around the picture's middle…
    await userEvent.click(zoom);
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slide).toHaveClass('swiper-slide-zoomed'));
    await expect(picture().style.transform).toContain('scale(3)');
    for (const offset of frameOffset(slide)) await expect(offset).toBeLessThan(1);
    // …and pressed again, back to the fitted picture.
    await userEvent.click(zoom);
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expect(picture().style.transform).toContain('scale(1)');
    // One notch of the wheel over the picture zooms a step (×1.25).
    const box = picture().getBoundingClientRect();
    picture().dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        bubbles: true,
        cancelable: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() => expect(zoom).toHaveAttribute('aria-pressed', 'true'));
    await expect(picture().style.transform).toContain('scale(1.25)');
  },
};

/** The viewer on a 360 px phone: the whole screen, the picture inside it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    const dialog = canvasElement.ownerDocument.querySelector<HTMLElement>('[role="dialog"]');
    await expect(dialog?.getBoundingClientRect().width).toBe(window.innerWidth);
    const picture = viewer.getByRole('group', { name: 'Foto 1 dari 4' }).querySelector('img');
    await expect(picture?.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(viewer.getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
};

/** Keyboard only: Enter opens, the arrows move, Tab stays inside, Escape closes back to the picture. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Tab to the big picture and press Enter.
    await userEvent.tab();
    const opener = canvas.getByRole('button', { name: 'Lihat foto layar penuh' });
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: `Foto ${NAME}` }, { timeout: 5000 });
    const viewer = within(dialog);
    await waitFor(() => expect(viewer.getByRole('button', { name: 'Tutup' })).toHaveFocus());
    // The right arrow shows the next picture, the left arrow the one before.
    pressArrow('ArrowRight');
    await expect(await viewer.findByText('Foto 2 dari 4')).toBeVisible();
    pressArrow('ArrowRight');
    await expect(await viewer.findByText('Foto 3 dari 4')).toBeVisible();
    pressArrow('ArrowLeft');
    await expect(await viewer.findByText('Foto 2 dari 4')).toBeVisible();
    // Shift+Tab from 'Tutup' wraps to the last thumbnail: focus never leaves the dialog.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Escape closes; focus is back on the big picture, which now shows picture 2.
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
    const thumbs = within(canvas.getByRole('list', { name: 'Galeri foto' })).getAllByRole('button');
    await expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
  },
};
