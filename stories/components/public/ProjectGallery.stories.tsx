import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProjectGallery } from '../../../src/components/public/ProjectGallery/ProjectGallery.tsx';
import { svgImage } from '../../../mocks/media.ts';
import { projects } from './fixtures.ts';

const meta = {
  title: 'Components/Public/ProjectGallery',
  component: ProjectGallery,
  args: { projects, id: 'gallery' },
} satisfies Meta<typeof ProjectGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The section is titled 'Gallery' and is the scroll target #gallery.
    const section = canvas.getByRole('region', { name: 'Gallery' });
    await expect(section).toHaveAttribute('id', 'gallery');
  },
};

/** Three projects and a bit in view at 1024 px; the rest scroll sideways. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // Every project shows its cover ('Foto proyek' + title) and its caption.
    const strip = canvas.getByRole('region', { name: 'Gallery: geser untuk melihat semua' });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      canvas.getByRole('img', { name: 'Foto proyek Instalasi Panel ATS-AMF PT Sinar Baja' }),
    ).toBeVisible();
    // The strip is wider inside than outside: it scrolls.
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
  },
};

/** One project and the edge of the next on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // The page itself never scrolls sideways; only the strip does.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    const first = canvas.getByRole('img', {
      name: 'Foto proyek Instalasi Panel ATS-AMF PT Sinar Baja',
    });
    await expect(first.getBoundingClientRect().width).toBeLessThan(360);
  },
};

/** A project with no cover uses its first picture; one with none shows an empty frame. */
export const CoverFallback: Story = {
  args: {
    projects: [
      {
        id: 8,
        title: 'Proyek tanpa sampul',
        isCover: null,
        projectsFile: [{ path: svgImage('Foto pertama', 640, 480), isCover: false }],
      },
      { id: 9, title: 'Proyek tanpa foto', isCover: null, projectsFile: [] },
    ],
  },
  play: async ({ canvas }) => {
    // The first picture stands in; the project without pictures keeps its caption.
    await expect(
      canvas.getByRole('img', { name: 'Foto proyek Proyek tanpa sampul' }),
    ).toHaveAttribute('src', svgImage('Foto pertama', 640, 480));
    await expect(canvas.queryByRole('img', { name: 'Foto proyek Proyek tanpa foto' })).toBeNull();
    await expect(canvas.getByText('Proyek tanpa foto')).toBeVisible();
  },
};

/** An 80-character title (the maximum) wraps under its picture. */
export const LongText: Story = {
  args: {
    projects: [
      {
        id: 1,
        title:
          'Instalasi Panel ATS-AMF dan Genset 1000 kVA untuk Kawasan Industri Terpadu Cikarang',
        isCover: projects[0]?.isCover ?? null,
      },
      ...projects.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    // Nothing overflows the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While loading. */
export const Loading: Story = {
  args: { projects: [], isLoading: true },
  play: async ({ canvas }) => {
    // The titled section is busy and shows no picture.
    await expect(canvas.getByRole('region', { name: 'Gallery' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** No active project. */
export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvas }) => {
    // The empty text under the title.
    await expect(canvas.getByText('Data Project Belum Tersedia')).toBeVisible();
  },
};

/** Keyboard: the strip takes focus and the arrow keys scroll it. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard scroll',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Tab focuses the strip.
    const strip = canvas.getByRole('region', { name: 'Gallery: geser untuk melihat semua' });
    await userEvent.tab();
    await expect(strip).toHaveFocus();
    // Scrolling it (as ArrowRight does in a browser) moves the projects; we scroll directly,
    // because simulated key presses do not scroll.
    strip.scrollBy({ left: strip.clientWidth });
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
  },
};
