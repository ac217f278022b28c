// A real Enter key in Chromium (Playwright input, not a simulation) submits the modal's form,
// whose 'Simpan' button sits in the modal footer outside the <form> element.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeRoot } from '../../../ui/theme/ThemeRoot.tsx';
import { SubscribeModal } from './SubscribeModal.tsx';

let root: Root | null = null;

function renderModal(onSubmit: () => Promise<unknown>, onClose: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <ThemeRoot>
        <SubscribeModal isOpen onClose={onClose} onSubmit={onSubmit} />
      </ThemeRoot>,
    ),
  );
}

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input ${name}`);
  return element;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('SubscribeModal in Chromium', () => {
  it('submits on a real Enter in a field and closes on success', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderModal(onSubmit, onClose);
    await userEvent.type(input('nama'), 'Sari');
    await userEvent.type(input('telp'), '0812');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ nama: 'Sari', email: '', telp: '0812' });
  });

  it('sends one request however often Enter is pressed while submitting', async () => {
    const onSubmit = vi.fn(() => new Promise<never>(() => {}));
    renderModal(onSubmit, vi.fn());
    await userEvent.type(input('email'), 'a@b.id');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cuts a typed phone number at 14 characters', async () => {
    renderModal(
      vi.fn(async () => undefined),
      vi.fn(),
    );
    await userEvent.type(input('telp'), '+62 812 3456 7890 12');
    expect(input('telp').value).toBe('+62 812 3456 7');
  });
});
