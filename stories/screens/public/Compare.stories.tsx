import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Compare } from '../../../src/screens/public/Compare/Compare.tsx';
import type { SpecEntry } from '../../../src/lib/spec/specDisplay.ts';
import { productFixtures } from '../../../mocks/fixtures/products.ts';
import { productView } from '../../../mocks/views.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CYLINDER_SPECS } from '../../components/public/specFixtures.ts';
import {
  COMPARE_STORAGE_KEY,
  type ComparedProduct,
} from '../../../src/lib/catalogue/compareList.ts';
import { withLocationProbe } from './LocationProbe.tsx';

/** Three cylinders (ids 1-3) that differ in bore, stroke and port, alike in the rest. */
const SPECS: Record<number, SpecEntry[]> = {
  1: CYLINDER_SPECS,
  2: CYLINDER_SPECS.map((entry) =>
    entry.id === 2 ? { ...entry, value: 100 } : entry.id === 1 ? { ...entry, value: 40 } : entry,
  ),
  // No magnet attribute, and another port.
  3: CYLINDER_SPECS.filter((entry) => entry.id !== 5).map((entry) =>
    entry.id === 4 ? { ...entry, value: ['G1/4'] } : entry,
  ),
};

/** GET product/{id} with the specifications above (the shared fixtures carry none). */
const productWithSpecs = http.get('*/api-web/product/:id', ({ params }) => {
  const id = Number(params.id);
  const row = productFixtures.find((entry) => entry.id === id);
  if (!row)
    return HttpResponse.json({ meta: { message: 'Data tidak ditemukan.' } }, { status: 404 });
  return HttpResponse.json({
    data: { ...productView(row), specifications: SPECS[id] ?? [], equivalents: [] },
    meta: { message: 'ok' },
  });
});

const meta = {
  title: 'Screens/Public/Compare',
  component: Compare,
  decorators: [withLocationProbe],
  parameters: {
    route: '/bandingkan?id=1,2,3',
    msw: { handlers: withDefaults('products', [productWithSpecs]) },
  },
  globals: { viewport: { value: 'desktop' } },
  // Each story starts from its own stored list (localStorage 'bandingkan'), none by default: what
  // an earlier story chose must not show in this one's compare bar.
  // ...and leaves none behind for the stories that run after it in the same browser.
  beforeEach: () => () => localStorage.removeItem(COMPARE_STORAGE_KEY),
  loaders: [
    ({ parameters }) => {
      localStorage.removeItem(COMPARE_STORAGE_KEY);
      const stored = (parameters.stored ?? []) as ComparedProduct[];
      if (stored.length > 0) localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(stored));
      return {};
    },
  ],
} satisfies Meta<typeof Compare>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Perbandingan spesifikasi' });
const rowHeaders = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The opacity of the shade on the table box's right edge (the scroller's ::after). */
const shadeOpacity = (scroller: HTMLElement) =>
  Number(getComputedStyle(scroller, '::after').opacity);

/** Three products side by side: facts, then every attribute any of them has. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The title of DECISIONS, one column per product.
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Perbandingan Produk' }),
    ).toBeVisible();
    await expect(
      await within(table(canvas)).findByRole('link', { name: 'Silinder ISO AX-63x200 Magnetik' }),
    ).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Bore (mm)'));
    // The rows: price, brand, category, type, then the attributes in the first product's order.
    await expect(rowHeaders(canvas)).toEqual([
      'Harga',
      'Brand',
      'Kategori',
      'Tipe',
      'Bore (mm)',
      'Stroke (mm)',
      'Tekanan kerja (bar)',
      'Suhu kerja (°C)',
      'Ulir port',
      'Kerja',
      'Material',
      'Dengan magnet',
    ]);
    // A value a product lacks reads '-'.
    const magnet = within(table(canvas)).getByRole('rowheader', { name: 'Dengan magnet' })
      .parentElement as HTMLElement;
    await expect(
      within(magnet)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ya', 'Ya', '-']);
    // On a desktop the table fits its box: no shade says it goes on.
    const scroller = table(canvas).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBe(scroller.clientWidth);
    await expect(shadeOpacity(scroller)).toBe(0);
  },
};

/** 'Tampilkan perbedaan saja' keeps only the rows whose values differ. */
export const DifferencesOnly: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Material'));
    // All three products read (one may answer after the others), then the toggle.
    await waitFor(() => expect(canvas.queryByText('Memuat produk...')).toBeNull());
    await userEvent.click(canvas.getByRole('switch', { name: 'Tampilkan perbedaan saja' }));
    await waitFor(() =>
      expect(rowHeaders(canvas)).toEqual([
        'Harga',
        'Tipe',
        'Bore (mm)',
        'Stroke (mm)',
        'Ulir port',
        'Dengan magnet',
      ]),
    );
    // Off again: every row is back.
    await userEvent.click(canvas.getByRole('switch', { name: 'Tampilkan perbedaan saja' }));
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Material'));
  },
};

/** Taking a product out of the comparison changes the address (shareable as it is). */
export const RemoveProduct: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Hapus Silinder Kompak AK-40x100 dari perbandingan',
      }),
    );
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/bandingkan?id=1,3',
    );
  },
};

/** No ids in the address: how to choose products. */
export const Empty: Story = {
  parameters: { route: '/bandingkan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Belum ada produk untuk dibandingkan/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * The bare address with a choice stored (the tray holds it): the page compares that choice, the
 * address names it (so it can be shared), and no 'Belum ada produk' above the tray.
 */
export const BareAddressComparesStoredChoice: Story = {
  parameters: {
    route: '/bandingkan',
    stored: [1, 3].map((id) => ({ id, name: `Produk ${id}`, image: null })),
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
        '/bandingkan?id=1,3',
      ),
    );
    await expect(
      await within(table(canvas)).findByRole('link', { name: 'Silinder ISO AX-63x200 Magnetik' }),
    ).toBeVisible();
    await expect(within(table(canvas)).getAllByRole('columnheader')).toHaveLength(3);
    await expect(canvas.queryByText(/^Belum ada produk untuk dibandingkan/)).toBeNull();
  },
};

/** Removing the last product here leaves the page empty: it does not bring the choice back. */
export const RemoveLastStaysEmpty: Story = {
  parameters: {
    route: '/bandingkan?id=1',
    stored: [{ id: 1, name: 'Produk 1', image: null }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Hapus .* dari perbandingan$/ }),
    );
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(/\/bandingkan$/);
    await expect(canvas.getByText(/^Belum ada produk untuk dibandingkan/)).toBeVisible();
    await expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  },
};

/** While the products load: placeholders in every cell. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('products', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toBeVisible();
    await expect(within(table(canvas)).queryAllByRole('link')).toHaveLength(0);
  },
};

/** Every product failed to load: the error and 'Coba lagi'. */
export const WithError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('products', scenario.error(500, 'GET', '/product/{id}', 'Gagal')),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The stored choice is the one compared: the bar would only repeat the page, so it stays away. */
export const SameChoiceNoBar: Story = {
  parameters: {
    stored: [1, 2, 3].map((id) => ({ id, name: `Produk ${id}`, image: null })),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Bore (mm)'));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/**
 * A phone: the table scrolls sideways inside its box, the page itself does not. The third
 * product starts off screen: a shade on the right edge says the table goes on, and the attributes
 * stay in view while the products scroll past them.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Bore (mm)'));
    // Once laid out (the table's columns settle after its pictures), nothing scrolls sideways.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360));
    const scroller = table(canvas).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(shadeOpacity(scroller)).toBeGreaterThan(0.9));
    const label = within(table(canvas)).getByRole('rowheader', { name: 'Harga' });
    const labelLeft = label.getBoundingClientRect().left;
    const third = within(table(canvas)).getByRole('link', {
      name: 'Silinder ISO AX-63x200 Magnetik',
    });
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(third.getBoundingClientRect().right).toBeLessThanOrEqual(360));
    await expect(label.getBoundingClientRect().left).toBe(labelLeft);
    await waitFor(() => expect(shadeOpacity(scroller)).toBeLessThan(0.1));
    scroller.scrollLeft = 0;
    await waitFor(() => expect(shadeOpacity(scroller)).toBeGreaterThan(0.9));
  },
};

/**
 * A phone with four products chosen, three compared: the compare bar follows the table in its
 * place (issue 32: held over the page, it hid rows), folded to one line, and fits the width.
 */
export const MobileWithBar: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    stored: [1, 2, 3, 4].map((id) => ({
      id,
      name: `Silinder Kompak Double Acting Magnet ${id} Bore 32 Stroke 50 G1/8`,
      image: null,
    })),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowHeaders(canvas)).toContain('Bore (mm)'));
    await expect(canvas.getByRole('link', { name: 'Bandingkan (4)' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Perbandingan spesifikasi' });
    const bar = canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' });
    await expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      table.getBoundingClientRect().bottom,
    );
    // Once laid out (the table's columns settle after its pictures), nothing scrolls sideways.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360));
  },
};
