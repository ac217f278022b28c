// The field binder of useCheckAndSaveForm in Chromium: a bound control shows its message with
// aria-invalid and an aria-describedby naming the message, a failed check or save puts focus on the
// first invalid field in document order, and the server's messages arrive under the form's names.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MoneyInput } from '../../ui/MoneyInput/MoneyInput.tsx';
import { TextInput } from '../../ui/TextInput/TextInput.tsx';
import { ThemeRoot } from '../../ui/theme/ThemeRoot.tsx';
import type { FormErrors } from './formErrors.ts';
import { useCheckAndSaveForm } from './useCheckAndSaveForm.ts';

interface Values {
  name: string;
  hargaAkhir: number | null;
  sizes: { name: string }[];
}

interface TestFormProps {
  validate?: (values: Values) => FormErrors;
  save?: (values: Values) => Promise<unknown>;
  serverErrors?: FormErrors;
}

function TestForm({ validate, save = async () => undefined, serverErrors = {} }: TestFormProps) {
  const { field, attachForm, handleSubmit } = useCheckAndSaveForm<Values>({
    initial: { name: '', hargaAkhir: null, sizes: [{ name: 'S' }, { name: 'M' }] },
    validate,
    apiFieldNames: { harga_akhir: 'hargaAkhir', 'size[0]': 'sizes.0.name' },
    save,
    reportFailure: () => ({ errors: serverErrors }),
    onSaved: () => undefined,
    allowsLeavingUnsaved: true,
  });
  return (
    <form ref={attachForm} onSubmit={handleSubmit} noValidate>
      <TextInput label="Nama" {...field('name')} />
      <MoneyInput label="Harga Akhir" {...field('hargaAkhir')} />
      <TextInput label="Ukuran 1" {...field('sizes.0.name')} />
      <TextInput label="Ukuran 2" {...field('sizes.1.name')} />
      <button type="submit">Simpan</button>
    </form>
  );
}

let root: Root | null = null;

async function render(props: TestFormProps) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ThemeRoot>
      <TestForm {...props} />
    </ThemeRoot>,
  );
  await vi.waitFor(() => control('Nama'));
}

function control(label: string): HTMLInputElement {
  const labelElement = [...document.querySelectorAll('label')].find(
    (element) => element.textContent === label,
  );
  const input = labelElement ? document.getElementById(labelElement.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no control labelled ${label}`);
  return input;
}

/** The text of the element(s) a control's aria-describedby names. */
function description(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function submit() {
  await userEvent.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('useCheckAndSaveForm field binder', () => {
  it('binds value and change: typing sets the value that is saved', async () => {
    const save = vi.fn(async () => undefined);
    await render({ save });
    await userEvent.type(control('Nama'), 'Silinder');
    await userEvent.fill(control('Ukuran 2'), 'XL');
    await submit();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      name: 'Silinder',
      hargaAkhir: null,
      sizes: [{ name: 'S' }, { name: 'XL' }],
    });
  });

  it('marks a failed check aria-invalid, describes it by its message and focuses the first in document order', async () => {
    const save = vi.fn(async () => undefined);
    // The rule lists the second size before the name: focus still goes to the name, first on the page.
    await render({
      validate: (values) => ({
        'sizes.1.name': values.sizes[1]?.name === 'M' ? 'Ukuran salah.' : undefined,
        name: values.name ? undefined : 'Nama wajib.',
      }),
      save,
    });
    await submit();
    const name = control('Nama');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Nama wajib.');
    expect(control('Ukuran 2').getAttribute('aria-invalid')).toBe('true');
    expect(description(control('Ukuran 2'))).toBe('Ukuran salah.');
    expect(control('Ukuran 1').hasAttribute('aria-invalid')).toBe(false);
    expect(control('Ukuran 1').hasAttribute('aria-describedby')).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('clears a field’s message and its aria once it is changed', async () => {
    await render({ validate: (values) => ({ name: values.name ? undefined : 'Nama wajib.' }) });
    await submit();
    const name = control('Nama');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(name, 'A');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the server’s messages under the fields the API names map to, with focus on the first', async () => {
    await render({
      save: () => Promise.reject(new Error('422')),
      serverErrors: {
        'size[1]': 'Maksimal 100 karakter.',
        harga_akhir: 'Harga akhir harus lebih besar.',
      },
    });
    await submit();
    const hargaAkhir = control('Harga Akhir');
    await vi.waitFor(() => expect(document.activeElement).toBe(hargaAkhir));
    expect(description(hargaAkhir)).toBe('Harga akhir harus lebih besar.');
    expect(description(control('Ukuran 2'))).toBe('Maksimal 100 karakter.');
    expect(control('Nama').hasAttribute('aria-invalid')).toBe(false);
  });
});
