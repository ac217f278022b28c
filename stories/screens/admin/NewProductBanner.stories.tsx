import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  NewProductBannerScreen,
  NEW_PRODUCT_TEXT,
} from '../../../src/screens/admin/NewProductBanner/NewProductBannerScreen.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  AdminFrame,
  clearToasts,
  expectClosed,
  expectErrorDialog,
  expectSuccess,
  expectToast,
  modal,
  pngFile,
  signedIn,
  submit,
} from './helpers.tsx';
import { imagesDecoded } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/NewProductBanner',
  component: NewProductBannerScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={NEW_PRODUCT_TEXT.title} routeName="master-landing-new-product">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/landing/new-product' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof NewProductBannerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const noBanner = [
  http.get('*/api-web/admin/new-product', () =>
    HttpResponse.json({ data: { path: null }, meta: { message: 'Berhasil' } }),
  ),
];

/** The current banner. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: NEW_PRODUCT_TEXT.alt })).toBeVisible();
  },
};

/** No banner yet: SPEC 2.3's text. */
export const Empty: Story = {
  parameters: { msw: { handlers: withDefaults('landing', noBanner) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Banner New Produk Belum Tersedia')).toBeVisible();
  },
};

/** While the banner loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('landing', scenario.loading) } },
};

/** Saving without a file: the toast with SPEC 5's double space. */
export const ImageRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: NEW_PRODUCT_TEXT.change }));
    await submit(NEW_PRODUCT_TEXT.modalTitle);
    await expectToast('Masukkan  Photo Banner New Product');
    await clearToasts();
  },
};

/** A new banner: 'Memperbarui Banner New Product'. */
export const ReplaceBanner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: NEW_PRODUCT_TEXT.change }));
    const dialog = modal(NEW_PRODUCT_TEXT.modalTitle);
    await userEvent.upload(
      dialog.getByLabelText(/^Foto Banner/, { selector: 'input' }),
      pngFile('banner.png'),
    );
    await submit(NEW_PRODUCT_TEXT.modalTitle);
    await expectClosed(NEW_PRODUCT_TEXT.modalTitle);
    await expectSuccess('Memperbarui Banner New Product');
  },
};

/** A 422 from the server (for example a file that is not really an image). */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'landing',
        scenario.validation422(
          { image: 'Silahkan periksa file Anda lagi' },
          'POST',
          '/admin/new-product',
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: NEW_PRODUCT_TEXT.change }));
    await userEvent.upload(
      modal(NEW_PRODUCT_TEXT.modalTitle).getByLabelText(/^Foto Banner/, { selector: 'input' }),
      pngFile(),
    );
    await submit(NEW_PRODUCT_TEXT.modalTitle);
    await expectErrorDialog('Data yang dikirim tidak valid.', ['Silahkan periksa file Anda lagi']);
  },
};

/** A 403 from the server. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: withDefaults('landing', scenario.status403('POST', '/admin/new-product')) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: NEW_PRODUCT_TEXT.change }));
    await userEvent.upload(
      within(document.body).getByLabelText(/^Foto Banner/, { selector: 'input' }),
      pngFile(),
    );
    await submit(NEW_PRODUCT_TEXT.modalTitle);
    await expectErrorDialog('Anda tidak memiliki akses untuk tindakan ini.');
  },
};
