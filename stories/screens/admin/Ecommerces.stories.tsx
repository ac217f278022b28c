import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import {
  EcommercesScreen,
  ECOMMERCES_TITLE,
} from '../../../src/screens/admin/Ecommerces/EcommercesScreen.tsx';
import { AdminFrame, pngFile, signedIn } from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Ecommerces',
  component: EcommercesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={ECOMMERCES_TITLE} routeName="master-e-commerce">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/e-commerce' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof EcommercesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: ECOMMERCES_TITLE,
  noun: 'E-Commerce',
  group: 'ecommerces',
  basePath: '/admin/ecommerces',
  rowLabel: 'Pasarku',
  requiredMessages: [
    'Nama tidak boleh kosong',
    'Link tidak boleh kosong',
    'Masukkan Photo Ecommerce',
  ],
  toastMessages: ['Masukkan Photo Ecommerce'],
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Nama/), 'Jualin');
    await userEvent.type(dialog.getByLabelText(/^Link/), 'https://jualin.example');
    await userEvent.upload(
      dialog.getByLabelText(/^Logo/, { selector: 'input' }),
      pngFile('logo.png'),
    );
  },
  newName: 'Jualin',
  addSuccess: 'Menambah data e-commerce',
  editSuccess: 'Memperbarui data e-commerce',
});

/** The fixture marketplaces with logo, link and switch. */
export const Filled: Story = stories.Filled as Story;
/** No marketplace: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Nama tidak boleh kosong', 'Link tidak boleh kosong' and the toast 'Masukkan Photo Ecommerce'. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with name, link and logo. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved logo. */
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
