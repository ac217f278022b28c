import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsScreen, NEWS_TITLE } from '../../../src/screens/admin/News/NewsScreen.tsx';
import { AdminFrame, fill, pngFile, signedIn } from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/News',
  component: NewsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={NEWS_TITLE} routeName="admin-news">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/news' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof NewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small PDF for the news file field. */
function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
}

/** Types into the TinyMCE body of the open modal, once the lazy editor is editable. */
async function typeContent(dialog: HTMLElement, text: string) {
  let body: HTMLElement | null = null;
  await waitFor(
    () => {
      body = dialog.querySelector('iframe')?.contentDocument?.body ?? null;
      expect(body?.getAttribute('contenteditable')).toBe('true');
    },
    { timeout: 10_000 },
  );
  const editable = body as unknown as HTMLElement;
  await userEvent.click(editable);
  await userEvent.type(editable, text);
}

const stories = masterStories({
  caption: NEWS_TITLE,
  noun: 'News',
  group: 'news',
  basePath: '/admin/news',
  rowLabel: 'Menghitung Kebutuhan Kapasitor Bank',
  requiredMessages: [
    'Judul',
    'Deskripsi harap disii',
    'Content harap disii',
    'Masukkan Thumbnail',
    'Masukkan File',
  ],
  toastMessages: ['Masukkan Thumbnail', 'Masukkan File'],
  hasDetail: false,
  serverField: 'title',
  fillValid: async (dialog) => {
    await fill(dialog.getByLabelText(/^Judul/), 'Katup Solenoid Hemat Energi');
    await fill(dialog.getByLabelText(/^Deskripsi/), 'Koil 24 VDC dengan konsumsi daya rendah.');
    await typeContent(
      within(document.body).getByRole('dialog', { name: 'Tambah News' }),
      'Isi berita katup solenoid.',
    );
    await userEvent.upload(
      dialog.getByLabelText(/^Thumbnail/, { selector: 'input' }),
      pngFile('thumbnail.png'),
    );
    await userEvent.upload(
      dialog.getByLabelText(/^File PDF/, { selector: 'input' }),
      pdfFile('katalog.pdf'),
    );
  },
  newName: 'Katup Solenoid Hemat Energi',
  addSuccess: 'Menambah News',
  editSuccess: 'Memperbarui Data News',
});

// The open modal holds TinyMCE, whose iframe skin and caret settle on their own schedule: a pixel
// baseline of it would be flaky, so these stories are checked by their play functions only.
const withEditorOpen = (story: Story | undefined): Story => ({
  ...story,
  parameters: { ...story?.parameters, screenshot: false },
});

/** The fixture news with thumbnail, title and switch. */
export const Filled: Story = stories.Filled as Story;
/** No news: the empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Judul', 'Deskripsi harap disii', 'Content harap disii' and the toasts 'Masukkan Thumbnail', 'Masukkan File'. */
export const RequiredFields: Story = withEditorOpen(stories.RequiredFields as Story);
/** Insert with title, description, content, thumbnail and PDF: 'Menambah News'. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved thumbnail and PDF: 'Memperbarui Data News'. */
export const EditRecord: Story = stories.EditRecord as Story;
/** The server's 422 in the dialog and under the title. */
export const ServerValidation: Story = withEditorOpen(stories.ServerValidation as Story);
/** The server's 403. */
export const Forbidden: Story = withEditorOpen(stories.Forbidden as Story);
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord as Story;
/** The row switch (PUT admin/news/{id}/change-status). */
export const ToggleStatus: Story = stories.ToggleStatus as Story;
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile as Story;
