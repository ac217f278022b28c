import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../../../src/components/public/Breadcrumb/Breadcrumb.tsx';
import { listCrumbs } from '../../../src/lib/catalogue/breadcrumbs.ts';
import { withLocationProbe } from '../../screens/public/LocationProbe.tsx';

const silinder = { id: 3, name: 'Silinder Pneumatik' };
const kompak = { id: 5, name: 'Silinder Kompak' };

const meta = {
  title: 'Components/Public/Breadcrumb',
  component: Breadcrumb,
  decorators: [withLocationProbe],
  args: { crumbs: listCrumbs('type', kompak, silinder) },
  parameters: { route: '/tipe-produk?id=5' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A type under its category: Home › Silinder Pneumatik › Silinder Kompak. */
export const TypeUnderCategory: Story = {
  play: async ({ canvas }) => {
    // One named trail: two links up, then this page, marked current and not a link.
    const trail = canvas.getByRole('navigation', { name: 'Navigasi remah roti' });
    const steps = within(trail).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Home',
      'Silinder Pneumatik',
      'Silinder Kompak',
    ]);
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(trail).getAllByRole('link')).toHaveLength(2);
    await expect(within(trail).getByText('Silinder Kompak')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The category step goes to the category's list.
    await userEvent.click(within(trail).getByRole('link', { name: 'Silinder Pneumatik' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/kategori-produk?id=3',
    );
  },
};

/** A brand (or a category): Home › the record. */
export const Brand: Story = {
  args: { crumbs: listCrumbs('brand', { id: 2, name: 'Aerotek' }, null) },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Navigasi remah roti' });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(trail).getByText('Aerotek')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long name on a phone wraps inside the screen. */
export const LongNameMobile: Story = {
  args: {
    crumbs: listCrumbs(
      'type',
      { id: 9, name: 'Silinder Kompak Magnetik Dengan Peredam Ujung Dapat Disetel' },
      { id: 3, name: 'Silinder Pneumatik dan Aktuator Putar' },
    ),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navigasi remah roti' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
