// A real Enter key in Chromium (Playwright input, not a simulation) submits the modal's form,
// whose 'Simpan' button sits in the modal footer outside the <form> element.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeRoot } from '../../../ui/theme/ThemeRoot.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';

let root: Root | null = null;

function renderModal(onSubmit: () => Promise<unknown>, onClose: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <ThemeRoot>
        <ChangePasswordModal isOpen onClose={onClose} onSubmit={onSubmit} />
      </ThemeRoot>,
    ),
  );
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('ChangePasswordModal in Chromium', () => {
  it('submits on a real Enter in a field and closes on success', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderModal(onSubmit, onClose);
    const input = document.querySelector<HTMLInputElement>('input[name="new_password2"]');
    expect(input).not.toBeNull();
    await userEvent.type(input as HTMLInputElement, 'baru12345');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      old_password: '',
      new_password1: '',
      new_password2: 'baru12345',
    });
  });

  it('sends one request however often Enter is pressed while processing', async () => {
    const onSubmit = vi.fn(() => new Promise<never>(() => {}));
    renderModal(onSubmit, vi.fn());
    const input = document.querySelector<HTMLInputElement>('input[name="old_password"]');
    await userEvent.type(input as HTMLInputElement, 'x');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
