import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandSupportStrip } from '../../../src/components/public/BrandSupportStrip/BrandSupportStrip.tsx';
import { brandHref } from '../../../src/components/public/CatalogLinks/catalogLinks.ts';
import { brands } from './fixtures.ts';

const meta = {
  title: 'Components/Public/BrandSupportStrip',
  component: BrandSupportStrip,
  args: { brands: brands.slice(0, 6) },
} satisfies Meta<typeof BrandSupportStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // Each logo is named by its brand.
    await expect(canvas.getByRole('img', { name: 'Aerotek' })).toBeVisible();
  },
};

/** Six logos in one row from 1024 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { title: 'Brand Support' },
  play: async ({ canvas }) => {
    // One row; not links unless the app asks for them.
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: 'Brand Support' })).toBeVisible();
  },
};

/** Two a row on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Three rows of two.
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(3);
  },
};

/** With getBrandHref each logo opens its brand's list. */
export const Linked: Story = {
  args: { getBrandHref: brandHref },
  play: async ({ canvas }) => {
    // The logo names the link.
    await expect(canvas.getByRole('link', { name: 'Voltara Daya' })).toHaveAttribute(
      'href',
      '/brand-produk?id=3',
    );
  },
};

/** A brand without a logo shows its (long) name. */
export const LongText: Story = {
  args: {
    brands: [
      { id: 40, name: 'Perusahaan Mitra Teknik Elektrik Nusantara Jaya', thumbnail: null },
      ...brands.slice(0, 3),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // The name stands in for the logo; nothing overflows.
    await expect(canvas.getByText('Perusahaan Mitra Teknik Elektrik Nusantara Jaya')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While loading. */
export const Loading: Story = {
  args: { brands: [], isLoading: true },
  play: async ({ canvas }) => {
    // A busy region with no logo.
    await expect(canvas.getByRole('region', { name: 'Brand Support' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** No brand: the strip is left out. */
export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvasElement }) => {
    // Nothing renders.
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
