// The shared admin form modal (src/screens/admin/shared/FormModal.tsx) with its save flow
// (useCheckAndSaveForm), shown through the product-type form: leaving a form with unsaved
// changes asks first, a clean form closes at once, and a failed check focuses the first
// invalid field.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { TypesScreen, TYPES_TITLE } from '../../../src/screens/admin/Types/TypesScreen.tsx';
import {
  CONFIRM_DISCARD_BUTTON,
  CONFIRM_DISCARD_TEXT,
  CONFIRM_DISCARD_TITLE,
} from '../../../src/components/Feedback/texts.ts';
import {
  AdminFrame,
  dismissAlert,
  expectClosed,
  findAlert,
  modal,
  openAdd,
  signedIn,
  submit,
} from './helpers.tsx';

const ADD = 'Tambah Tipe Produk';

const meta = {
  title: 'Screens/Admin/Shared/FormModal',
  component: TypesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={TYPES_TITLE} routeName="master-type">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/type' },
  beforeEach: signedIn(),
} satisfies Meta<typeof TypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens 'Tambah Data' and types a name, so the form has unsaved changes. */
async function openWithChanges() {
  await openAdd();
  await userEvent.type(modal(ADD).getByLabelText(/Nama/), 'Silinder Kompak');
}

/** 'Batal' on an untouched form closes it without asking. */
export const CleanFormClosesAtOnce: Story = {
  play: async () => {
    await openAdd();
    await userEvent.click(modal(ADD).getByRole('button', { name: 'Batal' }));
    await expectClosed(ADD);
    await expect(screen.queryByRole('dialog', { name: CONFIRM_DISCARD_TITLE })).toBeNull();
  },
};

/** 'Batal' with unsaved changes: 'Tinggalkan formulir ini?' asks first. */
export const DirtyFormAsks: Story = {
  play: async () => {
    await openWithChanges();
    await userEvent.click(modal(ADD).getByRole('button', { name: 'Batal' }));
    const prompt = await findAlert(CONFIRM_DISCARD_TITLE);
    await expect(prompt.getByText(CONFIRM_DISCARD_TEXT)).toBeVisible();
    await expect(prompt.getByRole('button', { name: CONFIRM_DISCARD_BUTTON })).toBeVisible();
    // 'Batal' is focused: losing work should not be one Enter away.
    await expect(prompt.getByRole('button', { name: 'Batal' })).toHaveFocus();
  },
};

/** 'Batal' in the prompt keeps the form and what was typed. */
export const StayKeepsTheWork: Story = {
  play: async () => {
    await openWithChanges();
    await userEvent.click(modal(ADD).getByRole('button', { name: 'Batal' }));
    await dismissAlert(CONFIRM_DISCARD_TITLE, 'Batal');
    await expect(modal(ADD).getByLabelText(/Nama/)).toHaveValue('Silinder Kompak');
  },
};

/** Escape with unsaved changes asks too; 'Ya, Tinggalkan' closes the form. */
export const EscapeThenLeave: Story = {
  play: async () => {
    await openWithChanges();
    await userEvent.keyboard('{Escape}');
    await dismissAlert(CONFIRM_DISCARD_TITLE, CONFIRM_DISCARD_BUTTON, false);
    await expectClosed(ADD);
  },
};

/** A click outside the modal with unsaved changes asks as well. */
export const ClickOutsideAsks: Story = {
  play: async () => {
    await openWithChanges();
    await userEvent.click(screen.getByTestId('modal-backdrop'), { skipHover: true });
    await findAlert(CONFIRM_DISCARD_TITLE);
    // Wait for sweetalert2 to give focus back, or it may land after the screenshot's blur (a focus ring).
    await dismissAlert(CONFIRM_DISCARD_TITLE, 'Batal');
    await expect(screen.getByRole('dialog', { name: ADD })).toBeVisible();
  },
};

/** 'Simpan' with an empty name: SPEC 5's message, and focus moves to the field. */
export const FocusOnFirstInvalidField: Story = {
  play: async () => {
    await openAdd();
    await submit(ADD);
    const name = modal(ADD).getByLabelText(/Nama/);
    await expect(name).toHaveAccessibleDescription('Nama type');
    await waitFor(() => expect(name).toHaveFocus());
  },
};
