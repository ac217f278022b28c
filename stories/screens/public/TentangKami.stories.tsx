import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TentangKami } from '../../../src/screens/public/TentangKami/TentangKami.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CONFIG } from './LocationProbe.tsx';
import { catchDownloads } from '../../downloads.ts';

const meta = {
  title: 'Screens/Public/TentangKami',
  component: TentangKami,
  args: { productName: CONFIG.productName },
  parameters: { route: '/tentang-kami' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TentangKami>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero, '250 +', brand strip, about section, four 'Power Systems' cards, Subscribe. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // SPEC 2.2's fixed texts.
    await expect(canvas.getByText('250 +')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'Power Systems' })).toHaveLength(
      4,
    );
    // The brand-support strip shows the logos with their names as alt text.
    await expect(await canvas.findByRole('img', { name: 'Aerotek' })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Nothing overflows 360 px.
    await expect(await canvas.findByRole('img', { name: 'Aerotek' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** While the data loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // The fixed parts show at once.
    await expect(canvas.getByText('250 +')).toBeVisible();
  },
};

/** The about data failed. */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('landing', scenario.error(404, 'GET', '/tagline/main')) },
  },
  play: async ({ canvas }) => {
    // The section's inline error.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Request/Resource not found!');
  },
};

/** No brand yet: the brand-support strip stays out of the page. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: withDefaults('brands', scenario.empty('GET', '/brand/list/product')) },
  },
  play: async ({ canvas }) => {
    // Once the empty list arrived, neither the heading nor the logos show.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Brand Support' })).toBeNull());
    await expect(canvas.queryByRole('img', { name: 'Aerotek' })).toBeNull();
  },
};

/** Subscribe: the modal, Simpan, then 'Terima Kasih!' naming the product. */
export const SubscribeFlow: Story = {
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in; its text is checked instead
  play: async ({ canvas }) => {
    const body = within(document.body);
    // Open the modal and fill the three fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const dialog = await body.findByRole('dialog', { name: 'Subscribe' });
    await userEvent.type(within(dialog).getByLabelText('Nama'), 'Rina');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rina@contoh.id');
    await userEvent.type(within(dialog).getByLabelText('Nomor Telpon'), '081234567890');
    // Simpan sends; the thanks dialog names the product.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(body.getByText('Terima Kasih!')).toBeVisible(), { timeout: 5000 });
    await expect(
      body.getByText(/Kami akan mengirimkan anda update terbaru mengenai Katalog Pneumatik/),
    ).toBeInTheDocument();
    // Close the thanks dialog.
    await userEvent.click(body.getByRole('button', { name: 'Ok' }));
  },
};

/** The Portfolio button saves GET download as 'Portofolio.pdf'. */
export const PortfolioDownload: Story = {
  play: async ({ canvas }) => {
    await catchDownloads(async (saved) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Portfolio' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Portofolio.pdf']));
    });
  },
};
