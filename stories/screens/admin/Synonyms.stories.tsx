import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  SynonymsScreen,
  SYNONYMS_TITLE,
} from '../../../src/screens/admin/Synonyms/SynonymsScreen.tsx';
import {
  AdminFrame,
  expectSuccess,
  modal,
  openAdd,
  signedIn,
  submit,
  waitForRows,
} from './helpers.tsx';
import { masterStories } from './masterStories.tsx';

const ADD = 'Tambah Sinonim';

const meta = {
  title: 'Screens/Admin/Synonyms',
  component: SynonymsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={SYNONYMS_TITLE} routeName="master-sinonim">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/sinonim' },
  beforeEach: signedIn(),
} satisfies Meta<typeof SynonymsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: SYNONYMS_TITLE,
  noun: 'Sinonim',
  group: 'synonyms',
  basePath: '/admin/synonym',
  rowLabel: 'katup, valve, klep',
  requiredMessages: ['Isi minimal 2 kata yang berbeda'],
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Kata/), 'Pompa, pump');
  },
  newName: 'pompa, pump',
  serverField: 'words',
  addSuccess: 'Menambah data sinonim',
  editSuccess: 'Memperbarui data sinonim',
});

/** The seeded groups, each as its words, with their switches (one switched off). */
export const Filled: Story = {
  play: async () => {
    const table = await waitForRows(SYNONYMS_TITLE);
    await expect(table.getByText('silinder, cylinder, piston')).toBeVisible();
    await expect(
      table.getByRole('switch', { name: 'Status aktif gripper, penjepit, capit' }),
    ).not.toBeChecked();
  },
};
export const Empty: Story = stories.Empty ?? {};
export const Loading: Story = stories.Loading ?? {};
export const RequiredFields: Story = stories.RequiredFields ?? {};
export const AddRecord: Story = stories.AddRecord ?? {};
export const EditRecord: Story = stories.EditRecord ?? {};
export const ServerValidation: Story = stories.ServerValidation ?? {};
export const Forbidden: Story = stories.Forbidden ?? {};
export const Detail: Story = stories.Detail ?? {};
export const DeleteRecord: Story = stories.DeleteRecord ?? {};
export const ToggleStatus: Story = stories.ToggleStatus ?? {};
export const Mobile: Story = stories.Mobile ?? {};

/** One word twice (in other case) is one word: the client asks for two distinct ones. */
export const DuplicateWords: Story = {
  play: async () => {
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Kata/), 'Katup,  katup ');
    await submit(ADD);
    await expect(modal(ADD).getByText('Isi minimal 2 kata yang berbeda')).toBeVisible();
    await expect(modal(ADD).getByLabelText(/^Kata/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Markup in a word is refused on the client, like every plain-text field. */
export const ForbiddenHtml: Story = {
  play: async () => {
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Kata/), '<b>katup</b>, valve');
    await submit(ADD);
    await expect(within(document.body).getByRole('dialog', { name: ADD })).toBeVisible();
    await expect(modal(ADD).getByLabelText(/^Kata/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Words are sent trimmed and lower-cased; the saved group shows as the server stored it. */
export const AddNormalises: Story = {
  play: async () => {
    await waitForRows(SYNONYMS_TITLE);
    await openAdd();
    await userEvent.type(
      modal(ADD).getByLabelText(/^Kata/),
      '  Kompresor ,Compressor,  kompresor udara ',
    );
    await submit(ADD);
    await expectSuccess('Menambah data sinonim');
    await expect(
      await within(document.body).findByText('kompresor, compressor, kompresor udara'),
    ).toBeVisible();
  },
};

/**
 * 'Buat Sinonim' from the dashboard (issue 26): /master/sinonim?kata=… opens 'Tambah Sinonim' with
 * the search that found nothing; staff add the words that should find it and save.
 */
export const PrefilledFromDashboard: Story = {
  parameters: { route: '/master/sinonim?kata=silinder%20kompak%2040' },
  play: async () => {
    const field =
      (await within(document.body).findByRole('dialog', { name: ADD })) &&
      modal(ADD).getByLabelText(/^Kata/);
    await expect(field).toHaveValue('silinder kompak 40, ');
    await userEvent.type(field, 'silinder compact 40');
    await submit(ADD);
    await expectSuccess('Menambah data sinonim');
  },
};
