import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import {
  CategoriesScreen,
  CATEGORIES_TITLE,
} from '../../../src/screens/admin/Categories/CategoriesScreen.tsx';
import { AdminFrame, pngFile, signedIn } from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Categories',
  component: CategoriesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={CATEGORIES_TITLE} routeName="master-kategori">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/kategori' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: CATEGORIES_TITLE,
  noun: 'Kategori',
  group: 'categories',
  basePath: '/admin/category',
  rowLabel: 'Unit Perawatan Udara',
  requiredMessages: ['Nama kategori tidak boleh kosong', 'Masukkan Photo Kategory'],
  toastMessages: ['Masukkan Photo Kategory'],
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Nama/), 'Aktuator Listrik');
    await userEvent.upload(
      dialog.getByLabelText(/^Foto Kategori/, { selector: 'input' }),
      pngFile(),
    );
  },
  newName: 'Aktuator Listrik',
  addSuccess: 'Menambah data kategori',
  editSuccess: 'Memperbarui data kategori',
});

/** The fixture categories with picture and switch. */
export const Filled: Story = stories.Filled as Story;
/** No category: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Nama kategori tidak boleh kosong' and the toast 'Masukkan Photo Kategory'. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with name and picture. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved picture. */
export const EditRecord: Story = stories.EditRecord as Story;
/** The server's 422 in the dialog and under the field. */
export const ServerValidation: Story = stories.ServerValidation as Story;
/** The server's 403. */
export const Forbidden: Story = stories.Forbidden as Story;
/** The detail modal. */
export const Detail: Story = stories.Detail as Story;
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord as Story;
/** The row switch. */
export const ToggleStatus: Story = stories.ToggleStatus as Story;
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile as Story;
