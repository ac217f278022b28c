import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SpecAttributesScreen,
  SPEC_ATTRIBUTES_TITLE,
} from '../../../src/screens/admin/SpecAttributes/SpecAttributesScreen.tsx';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  AdminFrame,
  expectAllColumnsInBox,
  expectClosed,
  expectSuccess,
  modal,
  openAdd,
  selectionBar,
  signedIn,
  submit,
  tickRows,
  waitForRows,
} from './helpers.tsx';
import { masterStories } from './masterStories.tsx';

const ADD = 'Tambah Spesifikasi';
const GROUP = 'specAttributes';
const body = () => within(document.body);

const meta = {
  title: 'Screens/Admin/SpecAttributes',
  component: SpecAttributesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={SPEC_ATTRIBUTES_TITLE} routeName="master-spesifikasi">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/spesifikasi' },
  beforeEach: signedIn(),
} satisfies Meta<typeof SpecAttributesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Within = ReturnType<typeof within>;

/** Picks `option` in the single select labelled `label`. */
async function pick(dialog: Within, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: new RegExp(`^${label}\\*?$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Keeps a copy of the JSON body the form sends to `path`; call `restore` when done. */
function catchJson(method: string, path: RegExp) {
  const original = window.fetch;
  const sent: { body: unknown } = { body: null };
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === method && path.test(new URL(request.url).pathname))
      sent.body = await request.clone().json();
    return original(request);
  };
  return { sent, restore: () => (window.fetch = original) };
}

const stories = masterStories({
  caption: SPEC_ATTRIBUTES_TITLE,
  noun: 'Spesifikasi',
  group: GROUP,
  basePath: '/admin/spec-attribute',
  rowLabel: 'Arus Nominal',
  requiredMessages: ['Nama tidak boleh kosong!'],
  fillValid: async (dialog) => {
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nama/ }), 'Panjang Rod');
  },
  newName: 'Panjang Rod',
  addSuccess: 'Menambah data spesifikasi',
  editSuccess: 'Memperbarui data spesifikasi',
});

/** The attributes with their unit, kind, types, filter flag and order. */
export const Filled: Story = {
  play: async () => {
    const table = await waitForRows(SPEC_ATTRIBUTES_TITLE);
    // Newest first: the panel's 'Arus Nominal' (A, a number) leads the first page.
    const current = table.getByRole('row', { name: /Arus Nominal/ });
    await expect(within(current).getByText('A', { exact: true })).toBeVisible();
    await expect(within(current).getByText('Angka')).toBeVisible();
    await expect(within(current).getByText('Panel Listrik')).toBeVisible();
    await expect(
      within(current).getByRole('switch', { name: 'Status aktif Arus Nominal' }),
    ).toBeChecked();
  },
};
/** No attribute yet: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty ?? {};
/** While the list loads. */
export const Loading: Story = stories.Loading ?? {};
/** 'Simpan' with nothing filled: the name is asked for (the kind starts as 'Angka'). */
export const RequiredFields: Story = stories.RequiredFields ?? {};
/** A number attribute with a name only: 'Menambah data spesifikasi', the new row on page 1. */
export const AddRecord: Story = stories.AddRecord ?? {};
/** Edit loads the record first. */
export const EditRecord: Story = stories.EditRecord ?? {};
/** The server's 422 in the dialog and under the field. */
export const ServerValidation: Story = stories.ServerValidation ?? {};
/** The server's 403. */
export const Forbidden: Story = stories.Forbidden ?? {};
/** The detail modal. */
export const Detail: Story = stories.Detail ?? {};
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord ?? {};
/** The row switch: 'Status berhasil diubah!'. */
export const ToggleStatus: Story = stories.ToggleStatus ?? {};
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile ?? {};

/** A failed load: no rows, a total of 0, the table still usable. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: withDefaults(GROUP, scenario.status500('GET', '/admin/spec-attribute')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tambah Data' })).toBeEnabled();
  },
};

/** Every attribute on one page of 25: more rows than the first page of 10. */
export const ManyRows: Story = {
  parameters: { route: '/master/spesifikasi?length=25' },
  play: async () => {
    const table = await waitForRows(SPEC_ATTRIBUTES_TITLE);
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(11));
  },
};

/** A choice lists its options; fewer than two distinct, or an empty one, is refused before sending. */
export const ChoiceOptionsValidation: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal(ADD);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nama/ }), 'Seal');
    // The option list shows for a choice only.
    await expect(dialog.queryByRole('group', { name: 'Pilihan' })).toBeNull();
    await pick(dialog, 'Jenis', 'Pilihan');
    const options = within(dialog.getByRole('group', { name: 'Pilihan' }));
    await userEvent.click(options.getByRole('button', { name: 'Tambah Pilihan' }));
    await userEvent.type(options.getByRole('textbox', { name: /^Pilihan 1/ }), 'NBR');
    await userEvent.click(options.getByRole('button', { name: 'Tambah Pilihan' }));
    await submit(ADD);
    await expect(await dialog.findByText('Isi minimal 2 pilihan yang berbeda')).toBeVisible();
    await expect(options.getByRole('textbox', { name: /^Pilihan 2/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The same option twice (in other case) is one option.
    await userEvent.type(options.getByRole('textbox', { name: /^Pilihan 2/ }), ' nbr ');
    await submit(ADD);
    await expect(await dialog.findByText('Pilihan ini sudah ada.')).toBeVisible();
    // Removing a row keeps the others in place.
    await userEvent.click(options.getByRole('button', { name: 'Hapus Pilihan 2' }));
    await expect(options.getByRole('textbox', { name: /^Pilihan 1/ })).toHaveValue('NBR');
    await expect(options.queryByRole('textbox', { name: /^Pilihan 2/ })).toBeNull();
  },
};

/** A choice of several, for two types, as a filter: the JSON body the contract names. */
export const AddChoiceForTypes: Story = {
  play: async () => {
    const { sent, restore } = catchJson('POST', /\/admin\/spec-attribute$/);
    try {
      await waitForRows(SPEC_ATTRIBUTES_TITLE);
      await openAdd();
      const dialog = modal(ADD);
      await userEvent.type(dialog.getByRole('textbox', { name: /^Nama/ }), 'Seal');
      await pick(dialog, 'Jenis', 'Pilihan');
      const options = within(dialog.getByRole('group', { name: 'Pilihan' }));
      for (const [index, option] of ['NBR', 'Viton', 'PTFE'].entries()) {
        await userEvent.click(options.getByRole('button', { name: 'Tambah Pilihan' }));
        await userEvent.type(
          options.getByRole('textbox', { name: new RegExp(`^Pilihan ${index + 1}`) }),
          option,
        );
      }
      await userEvent.click(dialog.getByRole('switch', { name: 'Boleh pilih lebih dari satu' }));
      // Types: several, the list stays open after a pick.
      await userEvent.click(dialog.getByRole('combobox', { name: /^Tipe Produk/ }));
      await userEvent.click(await body().findByRole('option', { name: 'Silinder Standar ISO' }));
      await userEvent.click(await body().findByRole('option', { name: 'Silinder Kompak' }));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(dialog.getByRole('switch', { name: 'Jadikan filter katalog' }));
      await userEvent.type(dialog.getByRole('textbox', { name: /^Urutan/ }), '9');
      await submit(ADD);
      await expectClosed(ADD);
      await expectSuccess('Menambah data spesifikasi');
      await expect(sent.body).toMatchObject({
        name: 'Seal',
        unit: null,
        kind: 'choice',
        options: ['NBR', 'Viton', 'PTFE'],
        multiple: true,
        isFilter: true,
        urutan: 9,
      });
      await expect((sent.body as { typeIds: number[] }).typeIds).toHaveLength(2);
    } finally {
      restore();
    }
  },
};

/** Switching away from 'Pilihan' hides its options, and they are not sent. */
export const KindSwitchHidesOptions: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal(ADD);
    await pick(dialog, 'Jenis', 'Pilihan');
    await expect(dialog.getByRole('group', { name: 'Pilihan' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Boleh pilih lebih dari satu' })).toBeVisible();
    await pick(dialog, 'Jenis', 'Rentang (min-maks)');
    await expect(dialog.queryByRole('group', { name: 'Pilihan' })).toBeNull();
    await expect(dialog.queryByRole('switch', { name: 'Boleh pilih lebih dari satu' })).toBeNull();
  },
};

/** The five kinds the dropdown offers. */
export const EachKind: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal(ADD);
    await userEvent.click(dialog.getByRole('combobox', { name: /^Jenis/ }));
    const list = await body().findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Angka', 'Rentang (min-maks)', 'Pilihan', 'Teks', 'Ya/Tidak']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Ticked rows can be switched off together. */
export const BulkDeactivate: Story = {
  play: async () => {
    await waitForRows(SPEC_ATTRIBUTES_TITLE);
    await tickRows('Arus Nominal', 'Sudut Putar');
    const bar = await selectionBar();
    await expect(bar.getByText('2 dipilih')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Nonaktifkan' }));
    // The list reloads after the call: both rows switched off.
    await waitFor(
      () =>
        expect(body().getByRole('switch', { name: 'Status aktif Sudut Putar' })).not.toBeChecked(),
      { timeout: 5000 },
    );
  },
};

/** The form on a 360 px phone: one column, nothing wider than the screen. */
export const MobileForm: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await openAdd();
    const dialog = modal(ADD);
    await pick(dialog, 'Jenis', 'Pilihan');
    await expect(dialog.getByRole('group', { name: 'Pilihan' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** At 1366 px every column, 'Aksi' included, fits the box: nothing hides off to the right. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async () => {
    await waitForRows(SPEC_ATTRIBUTES_TITLE);
    await expect(window.innerWidth).toBe(1366);
    await expectAllColumnsInBox(SPEC_ATTRIBUTES_TITLE);
  },
};
