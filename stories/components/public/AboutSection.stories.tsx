import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutSection } from '../../../src/components/public/AboutSection/AboutSection.tsx';
import { Button } from '../../../src/ui/Button/Button.tsx';
import { aboutData } from './fixtures.ts';

const meta = {
  title: 'Components/Public/AboutSection',
  component: AboutSection,
  args: { about: aboutData, id: 'about' },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The section is titled 'About Us'.
    await expect(canvas.getByRole('region', { name: 'About Us' })).toBeVisible();
  },
};

/** Photo beside the text from 1024 px: tagline, two services, tags. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The photo has alt text; the tagline shows as given.
    await expect(canvas.getByRole('img', { name: 'Foto perusahaan' })).toBeVisible();
    await expect(canvas.getByText(aboutData.tagline)).toBeVisible();
    // Two services.
    const services = canvas.getByRole('list', { name: 'Layanan' });
    await expect(within(services).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(services).getByText('Komponen pneumatik original')).toBeVisible();
    // Four tags.
    const tags = canvas.getByRole('list', { name: 'Tag' });
    await expect(within(tags).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(tags).getByText('Genset')).toBeVisible();
  },
};

/** With the landing's actions under the text. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button>Download Portfolio</Button>
        <Button variant="secondary">Toko Online</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The actions render inside the section.
    await expect(canvas.getByRole('button', { name: 'Download Portfolio' })).toBeVisible();
  },
};

/** Stacked on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // The text sits under the photo; nothing overflows.
    const photo = canvas.getByRole('img', { name: 'Foto perusahaan' }).getBoundingClientRect();
    await expect(canvas.getByText(aboutData.tagline).getBoundingClientRect().top).toBeGreaterThan(
      photo.bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** No photo, one service, a long tag. */
export const Partial: Story = {
  args: {
    about: {
      ...aboutData,
      path: null,
      service2: '',
      list: [{ tag: 'Sistem Udara Bertekanan Industri Berat' }],
    },
  },
  play: async ({ canvas }) => {
    // No image; one service; one tag.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: 'Layanan' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

/** The longest about text (200 characters) at tablet width. */
export const LongText: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: {
    about: {
      ...aboutData,
      tagline:
        'Kami adalah pemasok komponen pneumatik, panel listrik dan sistem daya untuk industri manufaktur, gedung komersial dan rumah sakit, dengan layanan purna jual dan teknisi bersertifikat di seluruh Indo',
    },
  },
  play: async ({ canvasElement }) => {
    // Nothing overflows.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While loading: placeholders under the title. */
export const Loading: Story = {
  args: { about: null, isLoading: true },
  play: async ({ canvas }) => {
    // Busy, no text yet.
    await expect(canvas.getByRole('region', { name: 'About Us' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(aboutData.tagline)).toBeNull();
  },
};

/** Nothing saved yet: the section is left out. */
export const Empty: Story = {
  args: { about: null },
  play: async ({ canvasElement }) => {
    // Nothing renders.
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
