import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ProjectsScreen,
  PROJECTS_TITLE,
} from '../../../src/screens/admin/Projects/ProjectsScreen.tsx';
import {
  AdminFrame,
  chooseRowAction,
  expectSuccess,
  modal,
  pngFile,
  signedIn,
  submit,
  waitForRows,
} from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Projects',
  component: ProjectsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={PROJECTS_TITLE} routeName="master-landing-project">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/landing/project' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: PROJECTS_TITLE,
  noun: 'Project',
  group: 'projects',
  basePath: '/admin/project',
  rowLabel: 'Retrofit Mesin Pengemas Otomatis Tangerang',
  requiredMessages: ['Text Project tidak boleh kosong'],
  serverField: 'title',
  hasDetail: false,
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Judul Project/), 'Otomasi Gudang Bekasi');
    await userEvent.upload(dialog.getByLabelText(/^Foto Project/, { selector: 'input' }), [
      pngFile('satu.png'),
      pngFile('dua.png'),
    ]);
  },
  newName: 'Otomasi Gudang Bekasi',
  addSuccess: 'Menambah data project',
  editSuccess: 'Memperbarui data project',
});

/** The fixture projects with cover and switch. */
export const Filled: Story = stories.Filled as Story;
/** No project: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Text Project tidak boleh kosong'. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with a title and two images: 'Menambah data project'. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved images: 'Memperbarui data project'. */
export const EditRecord: Story = stories.EditRecord as Story;
/** The server's 422 in the dialog and under the field. */
export const ServerValidation: Story = stories.ServerValidation as Story;
/** The server's 403. */
export const Forbidden: Story = stories.Forbidden as Story;
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord as Story;
/** The row switch. */
export const ToggleStatus: Story = stories.ToggleStatus as Story;
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile as Story;

/** SPEC 4: a saved image can be removed after 'Yakin hapus file yang anda pilih ?', and another made the cover. */
export const RemoveImageAndChangeCover: Story = {
  play: async () => {
    const body = within(document.body);
    await waitForRows(PROJECTS_TITLE);
    await chooseRowAction('Retrofit Mesin Pengemas Otomatis Tangerang', 'Edit');
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Project' }));
    // Remove the first saved image, confirmed in the dialog of SPEC 8.
    const removeButtons = dialog.getAllByRole('button', { name: /^Hapus/ });
    await userEvent.click(removeButtons[0] as HTMLElement);
    await userEvent.click(await body.findByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), {
      timeout: 5000,
    });
    // Choose another saved image as the cover, then save.
    const covers = modal('Edit Project').getAllByRole('radio');
    await userEvent.click(covers.at(-1) as HTMLElement);
    await expect(covers.at(-1)).toBeChecked();
    await submit('Edit Project');
    await expectSuccess('Memperbarui data project');
  },
};
