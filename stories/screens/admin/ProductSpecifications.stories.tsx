// The product form's 'Spesifikasi' section and 'Padanan produk merek lain' editor (issue 24), in
// the products screen's add and edit modals: every state of the section, every kind of input,
// the checks, what is sent, and a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ProductsScreen,
  PRODUCTS_TITLE,
} from '../../../src/screens/admin/Products/ProductsScreen.tsx';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  AdminFrame,
  chooseRowAction,
  dismissAlert,
  expectClosed,
  expectErrorDialog,
  expectSuccess,
  fill,
  modal,
  openAdd,
  signedIn,
  submit,
  waitForRows,
} from './helpers.tsx';

const ADD = 'Tambah Produk';
const EDIT = 'Edit Produk';
const LOOKUP = '/admin/lookup/spec-attribute';
const LOOKUP_GROUP = 'specAttributes';

const meta = {
  title: 'Screens/Admin/ProductSpecifications',
  component: ProductsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={PRODUCTS_TITLE} routeName="admin-produk">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/produk' },
  beforeEach: signedIn(),
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Within = ReturnType<typeof within>;

const body = () => within(document.body);

/** Picks `option` in the single select labelled `label`. */
async function pick(dialog: Within, label: string, option: string) {
  // Exact: 'Tipe' must not find the attribute 'Tipe Kerja'.
  await userEvent.click(dialog.getByRole('combobox', { name: new RegExp(`^${label}\\*?$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The 'Spesifikasi' group of the open modal. */
function section(dialog: Within) {
  return within(dialog.getByRole('group', { name: 'Spesifikasi' }));
}

/** Opens 'Tambah Data' and chooses the type `type`. */
async function addWithType(type: string) {
  await openAdd();
  const dialog = modal(ADD);
  await pick(dialog, 'Tipe', type);
  return dialog;
}

/**
 * Opens 'Tambah Data' with the required fields of SPEC 5 filled with valid values (no picture: it
 * is not required) and `type` as the type; returns the dialog.
 */
async function addFilled(type = 'Silinder Kompak') {
  await openAdd();
  const dialog = modal(ADD);
  await fill(dialog.getByRole('textbox', { name: /^Nama Produk/ }), 'Silinder Uji 32x50');
  await fill(dialog.getByRole('textbox', { name: /^Harga\b(?! Akhir)/ }), '385000');
  await pick(dialog, 'Kategori', 'Silinder Pneumatik');
  await pick(dialog, 'Brand', 'Aerotek');
  await pick(dialog, 'Tipe', type);
  return dialog;
}

/** Keeps a copy of the multipart body the product form sends; call `restore` when done. */
function catchForm() {
  const original = window.fetch;
  const sent: { form: FormData | null } = { form: null };
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && /\/admin\/product(\/update\/\d+)?$/.test(request.url))
      sent.form = await request.clone().formData();
    return original(request);
  };
  return { sent, restore: () => (window.fetch = original) };
}

/** An attribute of every kind, and a choice of several, answered by the lookup. */
const EVERY_KIND = [
  { id: 1, name: 'Bore', unit: 'mm', kind: 'number', options: [], multiple: false },
  { id: 6, name: 'Tekanan Kerja', unit: 'bar', kind: 'range', options: [], multiple: false },
  {
    id: 5,
    name: 'Ulir Port',
    unit: null,
    kind: 'choice',
    options: ['M5', 'G1/8', 'G1/4'],
    multiple: false,
  },
  {
    id: 20,
    name: 'Sertifikasi',
    unit: null,
    kind: 'choice',
    options: ['CE', 'ATEX', 'ISO 15552'],
    multiple: true,
  },
  { id: 11, name: 'Magnet', unit: null, kind: 'boolean', options: [], multiple: false },
  { id: 15, name: 'Catatan Teknis', unit: null, kind: 'text', options: [], multiple: false },
].map((attribute, index) => ({
  ...attribute,
  isFilter: true,
  urutan: index + 1,
  types: [{ id: 1, name: 'Silinder Kompak' }],
  isActive: true,
}));

const everyKind = {
  [LOOKUP_GROUP]: [http.get(`*/api-web${LOOKUP}`, () => HttpResponse.json({ data: EVERY_KIND }))],
};

/** Before a type is chosen the section says what to do. */
export const ChooseTypeFirst: Story = {
  play: async () => {
    await openAdd();
    await expect(
      section(modal(ADD)).getByText('Pilih tipe produk untuk mengisi spesifikasinya.'),
    ).toBeVisible();
  },
};

/** The type's attributes, each with the input of its kind, labelled with its unit. */
export const EachKind: Story = {
  parameters: { msw: { handlers: everyKind } },
  play: async () => {
    const dialog = await addWithType('Silinder Kompak');
    const specs = section(dialog);
    await expect(await specs.findByRole('textbox', { name: 'Bore (mm)' })).toBeVisible();
    await expect(specs.getByRole('textbox', { name: 'Tekanan Kerja min (bar)' })).toBeVisible();
    await expect(specs.getByRole('textbox', { name: 'Tekanan Kerja maks (bar)' })).toBeVisible();
    await expect(specs.getByRole('combobox', { name: 'Ulir Port' })).toBeVisible();
    await expect(specs.getByRole('combobox', { name: 'Sertifikasi' })).toBeVisible();
    await expect(specs.getByRole('combobox', { name: 'Magnet' })).toBeVisible();
    await expect(specs.getByRole('textbox', { name: 'Catatan Teknis' })).toBeVisible();
    // Yes/no reads 'Ya'/'Tidak'; a choice of several keeps the list open for more.
    await userEvent.click(specs.getByRole('combobox', { name: 'Magnet' }));
    await expect(await body().findByRole('option', { name: 'Ya' })).toBeVisible();
    await expect(body().getByRole('option', { name: 'Tidak' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(specs.getByRole('combobox', { name: 'Sertifikasi' }));
    await userEvent.click(await body().findByRole('option', { name: 'CE' }));
    await userEvent.click(await body().findByRole('option', { name: 'ATEX' }));
    await userEvent.keyboard('{Escape}');
    await expect(specs.getByRole('button', { name: /CE/ })).toBeVisible();
  },
};

/** While the type's attributes load; saving waits, as sending none would clear the stored values. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: withDefaults(LOOKUP_GROUP, scenario.loading('GET', LOOKUP)) },
  },
  play: async () => {
    const dialog = await addFilled();
    await expect(section(dialog).getByText('Harap Tunggu...')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Spesifikasi' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The type's attributes held back until the story lets them through (then the mocks answer). */
const held = { release: () => {}, gate: Promise.resolve() };

const heldAttributes = withDefaults(LOOKUP_GROUP, [
  http.get(`*/api-web${LOOKUP}`, async () => {
    await held.gate;
    return undefined;
  }),
]);

/**
 * 'Simpan' pressed while the type's attributes load: the button shows it is busy, nothing is sent
 * yet, and once they arrive the save goes on by itself, with the type's specifications.
 */
export const SaveWaitsForAttributes: Story = {
  parameters: { msw: { handlers: heldAttributes } },
  beforeEach: () => {
    held.gate = new Promise((resolve) => (held.release = resolve));
    return () => held.release();
  },
  play: async () => {
    const { sent, restore } = catchForm();
    try {
      await waitForRows(PRODUCTS_TITLE);
      const dialog = await addFilled();
      await expect(section(dialog).getByText('Harap Tunggu...')).toBeVisible();
      await submit(ADD);
      // The press is kept: 'Memproses...' and the type locked while the attributes load.
      const busy = await dialog.findByRole('button', { name: 'Memproses...' });
      await expect(busy).toBeDisabled();
      await expect(dialog.getByRole('combobox', { name: /^Tipe\*?$/ })).toBeDisabled();
      await expect(sent.form).toBeNull();
      // They arrive: the save goes on by itself and sends them (Bore first, empty: its id alone).
      held.release();
      await expectClosed(ADD);
      await expectSuccess('Menambah Product');
      await expect(sent.form?.get('specifications[0][id]')).toBe('1');
      await expect(sent.form?.has('specifications[0][value]')).toBe(false);
    } finally {
      restore();
    }
  },
};

/** A type without attributes. */
export const NoAttributes: Story = {
  parameters: {
    msw: { handlers: withDefaults(LOOKUP_GROUP, scenario.empty('GET', LOOKUP)) },
  },
  play: async () => {
    const dialog = await addWithType('Silinder Kompak');
    await expect(
      await section(dialog).findByText('Tipe ini belum memiliki spesifikasi.'),
    ).toBeVisible();
  },
};

/** The attributes failed to load: the section says so, offers 'Muat Ulang', and saving waits. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: withDefaults(LOOKUP_GROUP, scenario.status500('GET', LOOKUP)) },
  },
  play: async () => {
    const dialog = await addFilled();
    await expect(
      await section(dialog).findByText('Spesifikasi tipe ini gagal dimuat.', undefined, {
        timeout: 8000,
      }),
    ).toBeVisible();
    await expect(section(dialog).getByRole('button', { name: 'Muat Ulang' })).toBeVisible();
    await submit(ADD);
    await expect(
      await section(dialog).findByText('Spesifikasi belum termuat; muat ulang sebelum menyimpan.'),
    ).toBeVisible();
    await expect(body().getByRole('dialog', { name: ADD })).toBeVisible();
  },
};

/** Values that do not fit their kind are refused before sending, each under its input. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: everyKind } },
  play: async () => {
    const dialog = await addFilled();
    const specs = section(dialog);
    await userEvent.type(await specs.findByRole('textbox', { name: 'Bore (mm)' }), '32 mm');
    await userEvent.type(specs.getByRole('textbox', { name: 'Tekanan Kerja min (bar)' }), '10');
    await userEvent.type(specs.getByRole('textbox', { name: 'Tekanan Kerja maks (bar)' }), '1');
    await submit(ADD);
    await expect(await specs.findByText('Harus berupa angka.')).toBeVisible();
    await expect(
      specs.getByText('Nilai minimum tidak boleh lebih besar dari nilai maksimum'),
    ).toBeVisible();
    await expect(specs.getByRole('textbox', { name: 'Bore (mm)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Focus goes to the first invalid field.
    await waitFor(() =>
      expect(document.activeElement).toBe(specs.getByRole('textbox', { name: 'Bore (mm)' })),
    );
  },
};

/**
 * Every attribute of the type (the fixtures' 'Silinder Kompak') is sent in order; empty ones with
 * their id alone, so they are cleared.
 */
export const SavesEveryKind: Story = {
  play: async () => {
    const { sent, restore } = catchForm();
    try {
      await waitForRows(PRODUCTS_TITLE);
      const dialog = await addFilled();
      const specs = section(dialog);
      await userEvent.type(await specs.findByRole('textbox', { name: 'Bore (mm)' }), '32,5');
      await userEvent.type(specs.getByRole('textbox', { name: 'Tekanan Kerja min (bar)' }), '1');
      await userEvent.type(specs.getByRole('textbox', { name: 'Tekanan Kerja maks (bar)' }), '10');
      await pick(dialog, 'Ulir Port', 'G1/8');
      await pick(dialog, 'Magnet', 'Tidak');
      await userEvent.type(specs.getByRole('textbox', { name: 'Catatan Teknis' }), 'Tahan air');
      await submit(ADD);
      await expectClosed(ADD);
      await expectSuccess('Menambah Product');
      const form = sent.form;
      await expect(form).not.toBeNull();
      // Bore (number): '.' decimals.
      await expect(form?.get('specifications[0][id]')).toBe('1');
      await expect(form?.get('specifications[0][value]')).toBe('32.5');
      // Stroke left empty: its id alone clears it.
      await expect(form?.get('specifications[1][id]')).toBe('2');
      await expect(form?.has('specifications[1][value]')).toBe(false);
      // Ulir Port (choice), Tekanan Kerja (range), Magnet (yes/no), Catatan Teknis (text).
      await expect(form?.get('specifications[2][value][0]')).toBe('G1/8');
      await expect(form?.get('specifications[3][value][min]')).toBe('1');
      await expect(form?.get('specifications[3][value][max]')).toBe('10');
      await expect(form?.get('specifications[7][value]')).toBe('0');
      await expect(form?.get('specifications[8][value]')).toBe('Tahan air');
    } finally {
      restore();
    }
  },
};

/** A new type swaps the section for that type's attributes. */
export const TypeChangeSwapsSection: Story = {
  play: async () => {
    const dialog = await addWithType('Silinder Kompak');
    const specs = section(dialog);
    await expect(await specs.findByRole('textbox', { name: 'Bore (mm)' })).toBeVisible();
    await pick(dialog, 'Tipe', 'Katup Solenoid');
    await expect(await specs.findByRole('combobox', { name: 'Jalur/Posisi' })).toBeVisible();
    await expect(specs.queryByRole('textbox', { name: 'Bore (mm)' })).toBeNull();
  },
};

/** Edit opens with the saved values of the product's type. */
export const EditShowsSavedValues: Story = {
  parameters: { route: '/admin/produk?search=AK-32x50' },
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseRowAction('Silinder Kompak AK-32x50', 'Edit');
    const dialog = within(await body().findByRole('dialog', { name: EDIT }));
    const specs = section(dialog);
    await expect(await specs.findByRole('textbox', { name: 'Bore (mm)' })).toHaveValue('32');
    await expect(specs.getByRole('textbox', { name: 'Stroke (mm)' })).toHaveValue('50');
  },
};

/** A server message on `specifications[0][value]` lands under the first attribute's input. */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: {
        ...withDefaults(
          'products',
          scenario.validation422(
            { 'specifications[0][value]': 'Spesifikasi tidak berlaku untuk tipe produk ini' },
            'POST',
            '/admin/product',
          ),
        ),
      },
    },
  },
  play: async () => {
    const dialog = await addFilled();
    await userEvent.type(await section(dialog).findByRole('textbox', { name: 'Bore (mm)' }), '32');
    await submit(ADD);
    await expectErrorDialog('Data yang dikirim tidak valid.', [
      'Spesifikasi tidak berlaku untuk tipe produk ini',
    ]);
    await dismissAlert('Oopss...', 'Ok', false);
    await expect(
      section(dialog).getByText('Spesifikasi tidak berlaku untuk tipe produk ini'),
    ).toBeVisible();
  },
};

/** Equivalents: brand and code rows, both required, removable, sent in the contract's names. */
export const Equivalents: Story = {
  play: async () => {
    const { sent, restore } = catchForm();
    try {
      await waitForRows(PRODUCTS_TITLE);
      const dialog = await addFilled();
      const group = within(dialog.getByRole('group', { name: 'Padanan produk merek lain' }));
      await userEvent.click(group.getByRole('button', { name: 'Tambah Padanan' }));
      await userEvent.click(group.getByRole('button', { name: 'Tambah Padanan' }));
      await userEvent.type(group.getByRole('textbox', { name: /^Merek Padanan 1/ }), 'SMC');
      await submit(ADD);
      await expect((await group.findAllByText('Kode padanan tidak boleh kosong'))[0]).toBeVisible();
      await expect(group.getByText('Merek padanan tidak boleh kosong')).toBeVisible();
      // The second row goes; the first keeps what was typed.
      await userEvent.click(group.getByRole('button', { name: 'Hapus Padanan 2' }));
      await expect(group.getByRole('textbox', { name: /^Merek Padanan 1/ })).toHaveValue('SMC');
      await userEvent.type(group.getByRole('textbox', { name: /^Kode Padanan 1/ }), 'CDQ2B32-50');
      await submit(ADD);
      await expectClosed(ADD);
      await expectSuccess('Menambah Product');
      await expect(sent.form?.get('equivalents[0][brand]')).toBe('SMC');
      await expect(sent.form?.get('equivalents[0][code]')).toBe('CDQ2B32-50');
      await expect(sent.form?.has('equivalents[1][brand]')).toBe(false);
    } finally {
      restore();
    }
  },
};

/** The section and the equivalents on a 360 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: everyKind } },
  play: async () => {
    const dialog = await addWithType('Silinder Kompak');
    const specs = section(dialog);
    const bore = await specs.findByRole('textbox', { name: 'Bore (mm)' });
    const port = specs.getByRole('combobox', { name: 'Ulir Port' });
    await expect(port.getBoundingClientRect().top).toBeGreaterThan(
      bore.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
