import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FooterScreen, FOOTER_TEXT } from '../../../src/screens/admin/Footer/FooterScreen.tsx';
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
  title: 'Screens/Admin/Footer',
  component: FooterScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={FOOTER_TEXT.title} routeName="admin-footer">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/footer' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof FooterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved footer in the form. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Workshop Cikarang')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('maxlength', '50');
    await expect(canvas.getByLabelText(/^Nomor Telepon/)).toHaveAttribute('maxlength', '60');
  },
};

/** While the footer loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('landing', scenario.loading) } },
};

/** SPEC 5: at most 4 workshop addresses; the add button stops at four. */
export const FourWorkshopsAtMost: Story = {
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Workshop Cikarang');
    const add = canvas.getByRole('button', { name: 'Tambah Workshop' });
    while (canvas.queryAllByLabelText(/^Nama Workshop/).length < 4) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('Maksimal 4 workshop.')).toBeVisible();
  },
};

/**
 * Removing a workshop is an unsaved change: another page of the app asks first (SPEC 5's list as
 * a react-hook-form field array, so rows count towards the dirty state).
 */
export const RemovedWorkshopAsksBeforeLeaving: Story = {
  parameters: { dataRouter: true },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    const location = () =>
      within(document.body).getByRole('status', { name: 'Lokasi', hidden: true });
    await canvas.findByDisplayValue('Workshop Cikarang');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Workshop 1' }));
    await expect(canvas.queryByDisplayValue('Workshop Cikarang')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await findAlert(CONFIRM_DISCARD_TITLE);
    await dismissAlert(CONFIRM_DISCARD_TITLE, 'Batal');
    // Staying keeps the work: two workshops left, the removed one still gone.
    await expect(location()).toHaveTextContent('/admin/footer');
    await expect(canvas.getAllByLabelText(/^Nama Workshop/)).toHaveLength(2);
    await expect(canvas.queryByDisplayValue('Workshop Cikarang')).toBeNull();
  },
};

/** Markup in a text field is refused on the client. */
export const ForbiddenHtml: Story = {
  play: async ({ canvas }) => {
    const tagline = await canvas.findByLabelText(/^Tagline/);
    await userEvent.clear(tagline);
    await userEvent.type(tagline, '<script>x</script>');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByText(FORBIDDEN_HTML_MESSAGE)).toBeVisible();
  },
};

/** Saving: 'Berhasil!' with 'Menambah Data Footer'. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const office = await canvas.findByLabelText(/^Alamat Kantor/);
    await userEvent.type(office, ' Lantai 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectSuccess('Menambah Data Footer');
  },
};

/** A 422 from the server. */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'landing',
        scenario.validation422(
          { email: 'Format email tidak valid.' },
          'POST',
          '/admin/tagline/footer',
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Workshop Cikarang');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectErrorDialog('Data yang dikirim tidak valid.', ['Format email tidak valid.']);
  },
};

/** A 403 from the server. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: withDefaults('landing', scenario.status403('POST', '/admin/tagline/footer')) },
  },
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue('Workshop Cikarang');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectErrorDialog('Anda tidak memiliki akses untuk tindakan ini.');
  },
};

/**
 * Another page of the app with unsaved changes (a side-menu link, Back): 'Tinggalkan formulir
 * ini?' asks first; 'Batal' stays with the work, confirming goes.
 */
export const LeavingForAnotherPageAsks: Story = {
  parameters: { dataRouter: true },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    // hidden: sweetalert2 hides the page from the accessibility tree while it asks.
    const location = () =>
      within(document.body).getByRole('status', { name: 'Lokasi', hidden: true });
    const tagline = await canvas.findByLabelText(/^Tagline/);
    await userEvent.type(tagline, ' baru');
    // The side menu's Dashboard: the prompt holds the navigation.
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await findAlert(CONFIRM_DISCARD_TITLE);
    await expect(location()).toHaveTextContent('/admin/footer');
    await dismissAlert(CONFIRM_DISCARD_TITLE, 'Batal', false);
    await expect(location()).toHaveTextContent('/admin/footer');
    await expect((tagline as HTMLTextAreaElement).value).toContain(' baru');
    // Again, and leave: the address changes.
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await dismissAlert(CONFIRM_DISCARD_TITLE, CONFIRM_DISCARD_BUTTON);
    await expect(location()).toHaveTextContent('/admin/dashboard');
  },
};
