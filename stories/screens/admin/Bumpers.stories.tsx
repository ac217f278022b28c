import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { BumpersScreen, BUMPERS_TITLE } from '../../../src/screens/admin/Bumpers/BumpersScreen.tsx';
import { AdminFrame, pngFile, signedIn } from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Bumpers',
  component: BumpersScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={BUMPERS_TITLE} routeName="master-landing-bumper">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/landing/bumper' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof BumpersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: BUMPERS_TITLE,
  noun: 'Bumper',
  group: 'bumpers',
  basePath: '/admin/bumper',
  rowLabel: 'Diskon Fitting dan Selang',
  requiredMessages: ['Nama bumper tidak boleh kosong', 'Masukkan Photo Bumper'],
  toastMessages: ['Masukkan Photo Bumper'],
  hasDetail: false,
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByLabelText(/^Nama/), 'Promo Katup Solenoid');
    await userEvent.upload(
      dialog.getByLabelText(/^Foto Bumper/, { selector: 'input' }),
      pngFile('banner.png'),
    );
  },
  newName: 'Promo Katup Solenoid',
  addSuccess: 'Menambah data bumper',
  editSuccess: 'Memperbarui data bumper',
});

/** The fixture banners with thumbnail and switch. */
export const Filled: Story = stories.Filled as Story;
/** No banner: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Nama bumper tidak boleh kosong' and the toast 'Masukkan Photo Bumper'. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with name and image: 'Menambah data bumper'. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved image. */
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
