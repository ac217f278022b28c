import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../../src/ui/Modal/Modal.tsx';
import type { ModalProps } from '../../src/ui/Modal/Modal.tsx';
import { Button } from '../../src/ui/Button/Button.tsx';
import { TextInput } from '../../src/ui/TextInput/TextInput.tsx';
import { TextArea } from '../../src/ui/TextArea/TextArea.tsx';
import { MoneyInput } from '../../src/ui/MoneyInput/MoneyInput.tsx';
import { Switch } from '../../src/ui/Switch/Switch.tsx';

/** A page with an opener button, as screens use the modal. */
function ModalDemo({ isOpen: startsOpen, onClose, footer, children, ...rest }: ModalProps) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  return (
    <main style={{ padding: 16 }}>
      <Button onClick={() => setIsOpen(true)}>Tambah Data</Button>
      <Modal
        {...rest}
        isOpen={isOpen}
        onClose={() => {
          onClose();
          setIsOpen(false);
        }}
        footer={footer}
      >
        {children}
      </Modal>
    </main>
  );
}

const typeForm = (
  <form id="form-type" onSubmit={(event) => event.preventDefault()}>
    <TextInput label="Nama type" isRequired />
  </form>
);

const typeFooter = (
  <>
    <Button variant="secondary">Batal</Button>
    <Button type="submit" form="form-type">
      Simpan
    </Button>
  </>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    isOpen: true,
    title: 'Tambah Type',
    onClose: fn(),
    children: typeForm,
    footer: typeFooter,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel; 'Tambah Data' opens it again after closing. */
export const Playground: Story = {
  args: { size: 'medium', isBackdropCloseDisabled: false, closeLabel: 'Tutup' },
  play: async () => {
    // The dialog is named by its title and rendered into document.body.
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.closest('#storybook-root')).toBeNull();
  },
};

/** small: confirmations and short messages. */
export const Small: Story = {
  args: {
    size: 'small',
    title: 'Apakah anda yakin?',
    children: <p>Data yang dihapus tidak dapat direstore</p>,
    footer: (
      <>
        <Button variant="secondary">Batal</Button>
        <Button variant="danger">Ya, Hapus</Button>
      </>
    ),
  },
  play: async () => {
    // At most 400 px wide.
    const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

/** medium (default): the add/edit forms of the master pages. */
export const Medium: Story = {
  play: async () => {
    // The first field has focus when the form opens.
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    await expect(within(dialog).getByRole('textbox', { name: 'Nama type' })).toHaveFocus();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

/** large: the product form; the content scrolls, header and footer stay. */
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Tambah Produk',
    isBackdropCloseDisabled: true,
    children: (
      <form
        id="form-produk"
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextInput label="Nama Produk" isRequired />
        <MoneyInput label="Harga" isRequired />
        <MoneyInput label="Harga Akhir" />
        <TextInput label="Garansi" />
        <TextInput label="Berat" />
        <TextInput label="Urutan" inputMode="numeric" />
        <TextArea label="Keterangan" rows={8} />
        <Switch label="Best Seller" />
      </form>
    ),
    footer: (
      <>
        <Button variant="secondary">Batal</Button>
        <Button type="submit" form="form-produk">
          Simpan
        </Button>
      </>
    ),
  },
  play: async () => {
    // Wider than the medium size, and the footer's Simpan is visible without scrolling.
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Produk' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(560);
    const save = within(dialog).getByRole('button', { name: 'Simpan' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Saving: the footer button reads 'Memproses...' and cannot be pressed (SPEC 2.3). */
export const Busy: Story = {
  args: {
    title: 'Ubah Password',
    footer: (
      <>
        <Button variant="secondary">Batal</Button>
        <Button isBusy>Simpan</Button>
      </>
    ),
  },
  play: async () => {
    // The busy button in the footer.
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Password' });
    await expect(within(dialog).getByRole('button', { name: 'Memproses...' })).toBeDisabled();
  },
};

/** A long title wraps; the close button stays at the top right. */
export const LongText: Story = {
  args: { title: 'Memperbarui data Product Silinder Pneumatik Double Acting Seri DSBC 32-100' },
  play: async () => {
    // The close button is still inside the dialog's width.
    const dialog = await screen.findByRole('dialog', { name: /Memperbarui data Product/ });
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
  },
};

/** Without a footer (a read-only detail). */
export const WithoutFooter: Story = {
  args: { title: 'Detail Type', footer: undefined, children: <p>Nama: Double Acting</p> },
  play: async () => {
    // No field, so the dialog itself takes focus.
    const dialog = await screen.findByRole('dialog', { name: 'Detail Type' });
    await expect(dialog).toHaveFocus();
  },
};

/** On a 360 px phone the modal fills the width with a small margin. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    // Phone width; the dialog fits with its margin.
    await expect(window.innerWidth).toBe(360);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(352);
  },
};

/** Escape closes the modal and focus returns to the button that opened it. */
export const InteractionsEscape: Story = {
  name: 'Interactions: Escape and focus return',
  args: { isOpen: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Tambah Data' });
    // Opening moves focus into the modal.
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape closes it.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on the opener.
    await expect(opener).toHaveFocus();
  },
};

/** The close button (named 'Tutup') closes the modal. */
export const InteractionsCloseButton: Story = {
  name: 'Interactions: close button',
  play: async ({ args }) => {
    // Press the close button.
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    // onClose is called and the dialog is gone.
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A click on the dimmed backdrop closes; a click inside the dialog does not. */
export const InteractionsBackdrop: Story = {
  name: 'Interactions: backdrop click closes',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    // A click inside the dialog keeps it open.
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Tambah Type' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    // A click on the backdrop closes it.
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** With isBackdropCloseDisabled a backdrop click keeps the modal (and the typed data). */
export const InteractionsBackdropDisabled: Story = {
  name: 'Interactions: backdrop close disabled',
  args: { isBackdropCloseDisabled: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    const field = within(dialog).getByRole('textbox', { name: 'Nama type' });
    await userEvent.type(field, 'Double Acting');
    // The backdrop click does nothing, and focus stays in the dialog.
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Tambah Type' })).toBeVisible();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(field).toHaveValue('Double Acting');
  },
};

/** Tab and Shift+Tab cycle inside the modal and never reach the page behind. */
export const InteractionsFocusTrap: Story = {
  name: 'Interactions: focus trap',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    const field = within(dialog).getByRole('textbox', { name: 'Nama type' });
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    const save = within(dialog).getByRole('button', { name: 'Simpan' });
    // Focus starts in the first field.
    await expect(field).toHaveFocus();
    // Tab goes to Batal, then Simpan.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    // Tab on the last element wraps to the close button, the first one.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Shift+Tab on the first element wraps back to Simpan.
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
  },
};

/**
 * initialFocus 'dialog': the dialog itself takes focus, named by its title, not its first field
 * (a phone sheet whose keyboard would cover it); Tab then reaches the close button first.
 */
export const InteractionsDialogFocus: Story = {
  name: 'Interactions: focus on the dialog',
  args: { initialFocus: 'dialog' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Type' });
    await expect(dialog).toHaveFocus();
    await expect(within(dialog).getByRole('textbox', { name: 'Nama type' })).not.toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
    // Shift+Tab from the dialog wraps to the last control, inside.
    dialog.focus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Simpan' })).toHaveFocus();
  },
};
