import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { BrandsScreen, BRANDS_TITLE } from '../../../src/screens/admin/Brands/BrandsScreen.tsx';
import { AdminFrame, pngFile, signedIn } from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Brands',
  component: BrandsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={BRANDS_TITLE} routeName="master-brand">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/brand' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof BrandsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: BRANDS_TITLE,
  noun: 'Brand',
  group: 'brands',
  basePath: '/admin/brand',
  rowLabel: 'Aerotek',
  requiredMessages: [
    'Nama Brand',
    'Keterangan harap disii',
    'Masukkan Photo Brand',
    'Masukkan Thumbnail',
  ],
  toastMessages: ['Masukkan Photo Brand', 'Masukkan Thumbnail'],
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Nama/), 'Festindo');
    await userEvent.type(
      dialog.getByLabelText(/^Keterangan/),
      'Katup dan silinder untuk pabrik makanan.',
    );
    await userEvent.upload(
      dialog.getByLabelText(/^Foto Brand/, { selector: 'input' }),
      pngFile('banner.png'),
    );
    await userEvent.upload(
      dialog.getByLabelText(/^Thumbnail/, { selector: 'input' }),
      pngFile('logo.png'),
    );
  },
  newName: 'Festindo',
  addSuccess: 'Menambah data brand',
  editSuccess: 'Memperbarui data brand',
});

/** The fixture brands with thumbnail and switch. */
export const Filled: Story = stories.Filled as Story;
/** No brand: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Nama Brand', 'Keterangan harap disii' and the two upload toasts. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with name, description, banner and thumbnail. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved images. */
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
