import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AboutScreen, ABOUT_TEXT } from '../../../src/screens/admin/About/AboutScreen.tsx';
import { FORBIDDEN_HTML_MESSAGE } from '../../../src/lib/forms/forbiddenHtml.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  CONFIRM_DISCARD_BUTTON,
  CONFIRM_DISCARD_TITLE,
} from '../../../src/components/Feedback/texts.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import {
  AdminFrame,
  dismissAlert,
  expectErrorDialog,
  expectSuccess,
  findAlert,
  signedIn,
} from './helpers.tsx';
import { imagesDecoded } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/About',
  component: AboutScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={ABOUT_TEXT.title} routeName="admin-tentang-kami">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/tentang-kami' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved about-us data; four tags already, so 'Tambah Tag' is off (SPEC 5: at most 4). */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Otomasi Industri')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tambah Tag' })).toBeDisabled();
    await expect(canvas.getByText('Maksimal 4 tag.')).toBeVisible();
    // The about text takes at most 200 characters.
    await expect(canvas.getByRole('textbox', { name: /^Tentang Kami/ })).toHaveAttribute(
      'maxlength',
      '200',
    );
  },
};

/** While the data loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('landing', scenario.loading) } },
};

/** Removing a tag lets a new one in. */
export const ReplaceTag: Story = {
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Otomasi Industri');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Tag 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Tag' }));
    await userEvent.type(canvas.getByLabelText(/^Tag 4/), 'Kompresor');
    await expect(canvas.getByRole('button', { name: 'Tambah Tag' })).toBeDisabled();
  },
};

/** A removed tag is an unsaved change: another page of the app asks first; confirming goes. */
export const RemovedTagAsksBeforeLeaving: Story = {
  parameters: { dataRouter: true },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    const location = () =>
      within(document.body).getByRole('status', { name: 'Lokasi', hidden: true });
    await canvas.findByDisplayValue('Otomasi Industri');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Tag 1' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await findAlert(CONFIRM_DISCARD_TITLE);
    await expect(location()).toHaveTextContent('/admin/tentang-kami');
    await dismissAlert(CONFIRM_DISCARD_TITLE, CONFIRM_DISCARD_BUTTON);
    await expect(location()).toHaveTextContent('/admin/dashboard');
  },
};

/** Markup in a text field is refused on the client. */
export const ForbiddenHtml: Story = {
  play: async ({ canvas }) => {
    const service = await canvas.findByLabelText(/^Layanan 1/);
    await userEvent.clear(service);
    await userEvent.type(service, '<b>Genset</b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByText(FORBIDDEN_HTML_MESSAGE)).toBeVisible();
  },
};

/** Saving: 'Berhasil!' with 'Menambah Data Tentang Kami'. */
export const Save: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Label Tombol/), ' Kami');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectSuccess('Menambah Data Tentang Kami');
  },
};

/** A 422 from the server. */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'landing',
        scenario.validation422(
          { tagline: 'Maksimal 200 karakter.' },
          'POST',
          '/admin/tagline/main',
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Otomasi Industri');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectErrorDialog('Data yang dikirim tidak valid.', ['Maksimal 200 karakter.']);
  },
};

/** A 403 from the server. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: withDefaults('landing', scenario.status403('POST', '/admin/tagline/main')) },
  },
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Otomasi Industri');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectErrorDialog('Anda tidak memiliki akses untuk tindakan ini.');
  },
};
