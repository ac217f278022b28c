import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../../src/components/public/Footer/Footer.tsx';
import { footerData, socialLinks } from './fixtures.ts';

const meta = {
  title: 'Components/Public/Footer',
  component: Footer,
  globals: { viewport: { value: 'desktop' } },
  args: { footer: footerData, year: 2026, productName: 'Katalog Pneumatik', socialLinks },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The footer is the page's contentinfo landmark.
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Everything SPEC 2.1 lists, at 1024 px in four columns. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    // Logo (named by the product), tagline and copyright year.
    await expect(canvas.getByRole('img', { name: 'Katalog Pneumatik' })).toBeVisible();
    await expect(canvas.getByText(footerData.tagline)).toBeVisible();
    await expect(canvas.getByText('© 2026 Katalog Pneumatik')).toBeVisible();
    // 'Alamat' with the office, 'Workshop' with each workshop.
    await expect(canvas.getByRole('heading', { name: 'Alamat' })).toBeVisible();
    await expect(canvas.getByText(footerData.office)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
    await expect(canvas.getByText('Workshop Surabaya')).toBeVisible();
    // Phone and e-mail are links.
    await expect(canvas.getByRole('link', { name: '+62 21 8990 1234' })).toHaveAttribute(
      'href',
      'tel:+622189901234',
    );
    await expect(canvas.getByRole('link', { name: footerData.email })).toHaveAttribute(
      'href',
      `mailto:${footerData.email}`,
    );
    // 'Connect With Us' with three named social icons opening in a new tab.
    await expect(canvas.getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    const instagram = canvas.getByRole('link', { name: 'Instagram (membuka tab baru)' });
    await expect(instagram).toHaveAttribute('href', 'https://instagram.com/katalog.pneumatik');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Facebook (membuka tab baru)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn (membuka tab baru)' })).toBeVisible();
  },
};

/** At 1440 px. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    // The four headings sit on one row.
    const tops = ['Alamat', 'Workshop', 'Connect With Us'].map(
      (name) => canvas.getByRole('heading', { name }).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Two columns on a tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // Alamat sits beside the logo column; Workshop starts a second row.
    const alamat = canvas.getByRole('heading', { name: 'Alamat' }).getBoundingClientRect();
    const workshop = canvas.getByRole('heading', { name: 'Workshop' }).getBoundingClientRect();
    await expect(workshop.top).toBeGreaterThan(alamat.bottom);
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // Stacked, and nothing is wider than the phone.
    const alamat = canvas.getByRole('heading', { name: 'Alamat' }).getBoundingClientRect();
    const workshop = canvas.getByRole('heading', { name: 'Workshop' }).getBoundingClientRect();
    await expect(workshop.top).toBeGreaterThan(alamat.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Four long workshop addresses (the maximum) and a long office address. */
export const LongText: Story = {
  args: {
    footer: {
      ...footerData,
      office:
        'Gedung Graha Teknik Lantai 5, Jl. Jenderal Gatot Subroto Kavling 38-40, Kuningan Timur, Setiabudi, Jakarta Selatan 12950',
      alamat: [1, 2, 3, 4].map((index) => ({
        name: `Workshop Kawasan Industri Terpadu ${index}`,
        alamat: `Jl. Raya Kawasan Industri Blok ${index} Kavling 10-12, Kecamatan Cikarang Selatan, Bekasi`,
      })),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // All four workshops are listed; nothing overflows.
    const workshop = canvas.getByRole('heading', { name: 'Workshop' }).parentElement as HTMLElement;
    await expect(within(workshop).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No logo uploaded yet: the product name stands in. */
export const NoLogo: Story = {
  args: { footer: { ...footerData, path: null } },
  play: async ({ canvas }) => {
    // No image; the name is text.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByText('Katalog Pneumatik')[0]).toBeVisible();
  },
};

/** While the footer loads: headings stay, placeholders below. */
export const Loading: Story = {
  args: { footer: null, isLoading: true },
  play: async ({ canvas }) => {
    // Busy landmark, headings present, no address yet.
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: 'Alamat' })).toBeVisible();
    await expect(canvas.queryByText(footerData.office)).toBeNull();
  },
};

/** The footer call failed (SPEC 8 ignores it): dashes, the socials and the copyright remain. */
export const Empty: Story = {
  args: { footer: null },
  play: async ({ canvas }) => {
    // A dash under Alamat and Workshop; the social links still work.
    await expect(canvas.getAllByText('-')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Instagram (membuka tab baru)' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Katalog Pneumatik')).toBeVisible();
  },
};
