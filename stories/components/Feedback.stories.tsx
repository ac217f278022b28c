import { useState } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CANCEL_BUTTON,
  CONFIRM_DELETE_BUTTON,
  CONFIRM_DELETE_TITLE,
  CONFIRM_RESET_BUTTON,
  CONFIRM_RESET_TITLE,
  ERROR_TITLE,
  LOGIN_WARNING,
  OK_BUTTON,
  SUBSCRIBE_THANKS_TITLE,
  SUCCESS_TEXT,
  SUCCESS_TITLE,
  TOAST_AUTO_CLOSE_MS,
  TOAST_MISSING_UPLOAD,
  TOAST_STATUS_CHANGED,
  ToastHost,
  closeDialog,
  confirmDelete,
  confirmRemoveFile,
  confirmResetPassword,
  confirmResetText,
  dismissToasts,
  showError,
  showStatusChanged,
  showSubscribeThanks,
  showSuccess,
  showToastError,
  showWarning,
  subscribeThanksText,
} from '../../src/components/Feedback/index.ts';

/** Every dialog and toast of the Feedback module, by what a screen would call. */
type FeedbackKind =
  | 'success'
  | 'error'
  | 'validationError'
  | 'loginWarning'
  | 'subscribeThanks'
  | 'confirmDelete'
  | 'confirmRemoveFile'
  | 'confirmResetPassword'
  | 'statusToast'
  | 'uploadToast';

const VALIDATION_LIST = [
  'Nama type',
  'Harga tidak boleh kosong!',
  '<img src=x onerror="alert(1)">',
];

// What each kind opens, and what it resolves to (shown in the demo's output).
const open: Record<FeedbackKind, () => Promise<unknown> | unknown> = {
  success: () => showSuccess(SUCCESS_TEXT.typeAdded),
  error: () =>
    showError({
      title: ERROR_TITLE,
      text: 'Anda tidak memiliki akses.',
      list: [],
      confirmText: OK_BUTTON,
    }),
  // A server message may carry markup: it must show as text, never as HTML.
  validationError: () =>
    showError({
      title: ERROR_TITLE,
      text: 'Data yang diberikan tidak valid.',
      list: VALIDATION_LIST,
      confirmText: OK_BUTTON,
    }),
  loginWarning: () => showWarning(LOGIN_WARNING),
  subscribeThanks: () => showSubscribeThanks('Katalog Pneumatik'),
  confirmDelete: () => confirmDelete(),
  confirmRemoveFile: () => confirmRemoveFile(),
  confirmResetPassword: () => confirmResetPassword('katalog123'),
  statusToast: () => showStatusChanged(),
  uploadToast: () => showToastError(TOAST_MISSING_UPLOAD.category),
};

const Demo = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  align-items: center;
  padding: ${({ theme }) => theme.space[600]};
`;

const Trigger = styled.button`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  cursor: pointer;
`;

interface FeedbackDemoProps {
  /** Which dialog or toast the button opens. */
  kind: FeedbackKind;
  /** Passed to the ToastHost; false keeps toasts on screen for a stable screenshot. */
  autoCloseMs?: number | false;
}

/** A button that opens one dialog or toast and prints what it resolved to. */
function FeedbackDemo({ kind, autoCloseMs }: FeedbackDemoProps) {
  const [result, setResult] = useState('');
  return (
    <Demo>
      <ToastHost autoCloseMs={autoCloseMs} />
      <Trigger
        type="button"
        onClick={async () => {
          setResult('');
          const outcome = await open[kind]();
          // A confirmation resolves a boolean, an alert nothing once closed, a toast its id.
          if (typeof outcome === 'boolean') setResult(String(outcome));
          else if (outcome === undefined) setResult('ditutup');
        }}
      >
        Buka
      </Trigger>
      <output aria-label="Hasil">{result}</output>
    </Demo>
  );
}

const meta = {
  title: 'Components/Feedback',
  component: FeedbackDemo,
  args: { kind: 'success', autoCloseMs: false },
  argTypes: { kind: { control: 'select', options: Object.keys(open) } },
  // Dialogs and toasts live in document.body, outside React: close them between stories.
  beforeEach: () => () => {
    closeDialog();
    dismissToasts();
  },
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openIt() {
  await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
  const dialog = await body.findByRole('dialog');
  // sweetalert2 fades the popup in (opacity 0 for its first 10 ms).
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Choose a kind in the controls, then press "Buka". */
export const Playground: Story = {};

/** Success dialog after a save (SPEC 8): 'Berhasil!' and the action's text. */
export const Success: Story = {
  args: { kind: 'success' },
  play: async () => {
    // Open the dialog: sweetalert2 renders it into document.body.
    const dialog = await openIt();
    // Title, text and button are SPEC 8's, character for character.
    await expect(dialog.getByRole('heading', { name: SUCCESS_TITLE })).toBeVisible();
    await expect(dialog.getByText(SUCCESS_TEXT.typeAdded)).toBeVisible();
    await expect(dialog.getByRole('button', { name: OK_BUTTON })).toBeVisible();
  },
};

/** The shared error dialog for 400/403 (SPEC 8): 'Oopss...', meta.message and 'Ok'. */
export const ErrorDialog: Story = {
  args: { kind: 'error' },
  play: async () => {
    // Open the dialog.
    const dialog = await openIt();
    // The title and the server's message.
    await expect(dialog.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
    await expect(dialog.getByText('Anda tidak memiliki akses.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: OK_BUTTON })).toBeVisible();
  },
};

/** The 422 dialog: meta.message and one bullet per field message, all as plain text. */
export const ValidationError: Story = {
  args: { kind: 'validationError' },
  play: async () => {
    // Open the dialog.
    const dialog = await openIt();
    // The message, then the field messages in order as list items.
    await expect(dialog.getByText('Data yang diberikan tidak valid.')).toBeVisible();
    const items = dialog.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(VALIDATION_LIST);
    // The markup a server sent is text: no image element was created from it.
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(document.querySelector('.swal2-html-container img')).toBeNull();
  },
};

/** The login warning of SPEC 5. */
export const LoginWarning: Story = {
  args: { kind: 'loginWarning' },
  play: async () => {
    // Open the dialog.
    const dialog = await openIt();
    // Title, text and button of SPEC 5.
    await expect(dialog.getByRole('heading', { name: 'Terjadi Kesalahan!' })).toBeVisible();
    await expect(
      dialog.getByText('Mohon masukkan username dan password terlebih dahulu.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Baiklah' })).toBeVisible();
  },
};

/** Subscribe success (SPEC 7): 'Terima Kasih!' naming the product. */
export const SubscribeThanks: Story = {
  args: { kind: 'subscribeThanks' },
  play: async () => {
    // Open the dialog.
    const dialog = await openIt();
    // Title and text, with the product name after SPEC 7's sentence.
    await expect(dialog.getByRole('heading', { name: SUBSCRIBE_THANKS_TITLE })).toBeVisible();
    await expect(dialog.getByText(subscribeThanksText('Katalog Pneumatik'))).toBeVisible();
    await expect(subscribeThanksText('X')).toBe(
      'Kami akan mengirimkan anda update terbaru mengenai X',
    );
  },
};

/** The delete confirmation of SPEC 8. */
export const ConfirmDelete: Story = {
  args: { kind: 'confirmDelete' },
  play: async () => {
    // Open the confirmation.
    const dialog = await openIt();
    // Title, text and both buttons of SPEC 8.
    await expect(dialog.getByRole('heading', { name: 'Apakah anda yakin?' })).toBeVisible();
    await expect(dialog.getByText('Data yang dihapus tidak dapat direstore')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ya, Hapus' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeVisible();
  },
};

/** The image removal confirmation of SPEC 8. */
export const ConfirmRemoveFile: Story = {
  args: { kind: 'confirmRemoveFile' },
  play: async () => {
    // Open the confirmation.
    const dialog = await openIt();
    // SPEC 8's question, with its space before the question mark.
    await expect(
      dialog.getByRole('heading', { name: 'Yakin hapus file yang anda pilih ?' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: CONFIRM_DELETE_BUTTON })).toBeVisible();
    await expect(dialog.getByRole('button', { name: CANCEL_BUTTON })).toBeVisible();
  },
};

/** The password-reset confirmation names the default password (DECISIONS.md: config RESET_PASSWORD). */
export const ConfirmResetPassword: Story = {
  args: { kind: 'confirmResetPassword' },
  play: async () => {
    // Open the confirmation.
    const dialog = await openIt();
    // The dialog states the word the password becomes.
    await expect(dialog.getByRole('heading', { name: CONFIRM_RESET_TITLE })).toBeVisible();
    await expect(dialog.getByText(confirmResetText('katalog123'))).toBeVisible();
    await expect(dialog.getByText(/katalog123/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: CONFIRM_RESET_BUTTON })).toBeVisible();
  },
};

/** The confirmation on a 360 px phone. */
export const Mobile: Story = {
  args: { kind: 'confirmDelete' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    // The story really renders at the phone width.
    await expect(window.innerWidth).toBe(360);
    // Open the confirmation; it fits the screen.
    const dialog = await openIt();
    await expect(dialog.getByRole('heading', { name: CONFIRM_DELETE_TITLE })).toBeVisible();
    await expect(screen.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** The toast after a row's active switch (SPEC 4), top-right. Kept open here for the screenshot. */
export const StatusToast: Story = {
  args: { kind: 'statusToast' },
  play: async () => {
    // Show the toast.
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    // SPEC 8's text in an alert, in the top-right container.
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent(TOAST_STATUS_CHANGED);
    await expect(alert.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  },
};

/** An upload toast of SPEC 5 ('Masukkan Photo Kategory'). */
export const UploadToast: Story = {
  args: { kind: 'uploadToast' },
  play: async () => {
    // Show the toast.
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    // SPEC 5's text.
    await expect(await body.findByRole('alert')).toHaveTextContent('Masukkan Photo Kategory');
  },
};

/** Interactions: 'Ya, Hapus' resolves true. */
export const ConfirmResolvesTrue: Story = {
  args: { kind: 'confirmDelete' },
  play: async ({ canvas }) => {
    // Open the confirmation and press 'Ya, Hapus'.
    const dialog = await openIt();
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM_DELETE_BUTTON }));
    // The dialog is gone and the promise resolved true.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('status', { name: 'Hasil' })).toHaveTextContent('true');
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buka' })).toHaveFocus());
  },
};

/** Interactions: 'Batal' resolves false. */
export const ConfirmResolvesFalse: Story = {
  args: { kind: 'confirmDelete' },
  play: async ({ canvas }) => {
    // Open the confirmation and press 'Batal'.
    const dialog = await openIt();
    await userEvent.click(dialog.getByRole('button', { name: CANCEL_BUTTON }));
    // The promise resolved false and focus is back on the opener.
    await expect(await canvas.findByRole('status', { name: 'Hasil' })).toHaveTextContent('false');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buka' })).toHaveFocus());
  },
};

/** Interactions: Escape dismisses a confirmation as false; focus starts on 'Batal'. */
export const ConfirmEscapeIsFalse: Story = {
  args: { kind: 'confirmRemoveFile' },
  play: async ({ canvas }) => {
    // Open the confirmation: the safe button has focus, so Enter cannot delete by accident.
    const dialog = await openIt();
    await expect(dialog.getByRole('button', { name: CANCEL_BUTTON })).toHaveFocus();
    // Escape closes it as "not confirmed".
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('status', { name: 'Hasil' })).toHaveTextContent('false');
    // The page behind is reachable again, with focus back on the opener.
    await expect(canvas.getByRole('button', { name: 'Buka' })).not.toHaveAttribute('inert');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buka' })).toHaveFocus());
  },
};

/** Interactions: 'Ok' closes the error dialog and resolves. */
export const ErrorDialogCloses: Story = {
  args: { kind: 'error' },
  play: async ({ canvas }) => {
    // Open the dialog and press 'Ok'.
    const dialog = await openIt();
    await userEvent.click(dialog.getByRole('button', { name: OK_BUTTON }));
    // It is gone and the promise resolved.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('status', { name: 'Hasil' })).toHaveTextContent('ditutup');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buka' })).toHaveFocus());
  },
};

/** Interactions: a toast is dismissible with its close button. */
export const ToastDismiss: Story = {
  args: { kind: 'statusToast' },
  play: async () => {
    // Show the toast.
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const alert = await body.findByRole('alert');
    // Close it with its button.
    await userEvent.click(within(alert).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull());
  },
};

/** Interactions: with SPEC 9's timing a toast closes by itself after 3000 ms. */
export const ToastAutoCloses: Story = {
  args: { kind: 'statusToast', autoCloseMs: TOAST_AUTO_CLOSE_MS },
  // The test harness zeroes every animation for stable screenshots, but react-toastify times
  // auto-close with its progress-bar animation: give that one animation its real duration back.
  beforeEach: () => {
    const style = document.createElement('style');
    style.textContent = `.Toastify__progress-bar--animated { animation-duration: ${TOAST_AUTO_CLOSE_MS}ms !important; }`;
    document.head.append(style);
    return () => style.remove();
  },
  play: async () => {
    // Show the toast.
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const alert = await body.findByRole('alert');
    // Its timer runs for SPEC 9's 3000 ms.
    const timer = within(alert).getByRole('progressbar', { hidden: true });
    await expect(timer.style.animationDuration).toBe(`${TOAST_AUTO_CLOSE_MS}ms`);
    // It closes when its timer ends, never before: measured on the timer's own clock (how far the
    // progress animation had run when the toast was found) plus the wall time until it went, so a
    // busy machine that wakes the test late cannot make a 3000 ms toast look like a 2000 ms one.
    const [progress] = timer.getAnimations();
    const ranBeforeFound = Number(progress?.currentTime ?? 0);
    const foundAt = performance.now();
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull(), {
      timeout: 8000,
      interval: 20,
    });
    const shownFor = ranBeforeFound + (performance.now() - foundAt);
    await expect(shownFor).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS - 50);
  },
};
