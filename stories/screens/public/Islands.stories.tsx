// The islands of a public page (issue 34) each alone: the thin parts app/islands/registry.ts
// hydrates by name, with only the props a page gives them. In the pages' stories they are shown
// inside their screens; here each one's own work is checked: what it writes to the visitor's
// stored lists or to the address, and what it reads from the page's answers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { readQuoteList } from '../../../src/components/public/QuoteList/quoteItems.ts';
import {
  QUOTE_STORAGE_KEY,
  quoteProductOf,
} from '../../../src/components/public/QuoteList/useQuoteList.ts';
import {
  ProductPictures,
  ProductQuote,
} from '../../../src/screens/public/ProductDetail/ProductIslands.tsx';
import { PublicTopBar } from '../../../src/screens/public/PublicLayout/PublicTopBar.tsx';
import { CardQuote } from '../../../src/screens/public/shared/CardQuote.tsx';
import { ListPagination } from '../../../src/screens/public/shared/ListPagination.tsx';
import { PortfolioButton } from '../../../src/screens/public/shared/PortfolioButton.tsx';
import { quoteLines, storedQuoteList } from '../../components/public/quoteFixtures.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';
import { catchDownloads } from '../../downloads.ts';

const meta = {
  title: 'Screens/Public/Islands',
  decorators: [withLocationProbe],
  globals: { viewport: { value: 'phone' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's stored quote list, as its lines' product ids and quantities. */
const storedLines = () =>
  readQuoteList(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY) ?? '[]')).map((line) => ({
    id: line.product.id,
    quantity: line.quantity,
  }));

/** The first active product of the mock catalogue with a picture and a price. */
const shown = () => {
  const product = db.products.find((candidate) => candidate.isActive && candidate.image.length > 1);
  if (!product) throw new Error('the mock catalogue has no active product with pictures');
  return product;
};

/** A card's 'Tambah ke Penawaran': adds the card's product to the stored list, then adds to it. */
export const CardQuoteAdds: Story = {
  render: () => <CardQuote product={quoteProductOf(shown())} />,
  play: async ({ canvas }) => {
    const { id, name } = shown();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Jumlah' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jumlah' }), '3');
    const add = canvas.getByRole('button', { name: `Tambah ke Penawaran ${name}` });
    await userEvent.click(add);
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
      '3 ditambahkan ke daftar penawaran.',
    );
    await expect(storedLines()).toEqual([{ id, quantity: 3 }]);
    // The same card again: the line grows, no second line.
    await userEvent.click(add);
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
      'Jumlah di daftar penawaran ditambah 3.',
    );
    await expect(storedLines()).toEqual([{ id, quantity: 6 }]);
  },
};

/** A list's pages: a page pressed is the address's `?page=`, the others kept; page 1 drops it. */
export const ListPaginationMovesTheAddress: Story = {
  parameters: { route: '/kategori-produk?id=1&page=2' },
  render: () => <ListPagination total={40} pageSize={12} />,
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: 'Halaman' });
    await expect(within(pages).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Halaman 4' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/kategori-produk?id=1&page=4',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Halaman 1' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      /^\/kategori-produk\?id=1$/,
    );
  },
};

/** While a page loads, its buttons wait (SPEC 4): a press moves nothing. */
export const ListPaginationWaits: Story = {
  parameters: { route: '/kategori-produk?id=1' },
  render: () => <ListPagination total={40} pageSize={12} isLoading />,
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: 'Halaman' });
    for (const button of within(pages).getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      /^\/kategori-produk\?id=1$/,
    );
  },
};

/** The product page's 'Tambah ke Penawaran': reads the product from the page's answer by id. */
export const ProductQuoteAdds: Story = {
  render: () => <ProductQuote id={shown().id} />,
  play: async ({ canvas }) => {
    const { id, name } = shown();
    const add = await canvas.findByRole('button', { name: `Tambah ke Penawaran ${name}` });
    await expect(canvas.getByLabelText('Jumlah')).toHaveValue('1');
    await userEvent.click(add);
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
      '1 ditambahkan ke daftar penawaran.',
    );
    await expect(storedLines()).toEqual([{ id, quantity: 1 }]);
  },
};

/** The product page's pictures: the gallery from the same answer, its viewer full screen. */
export const ProductPicturesOpen: Story = {
  render: () => <ProductPictures id={shown().id} />,
  play: async ({ canvas, canvasElement }) => {
    const opener = await canvas.findByRole('button', { name: 'Lihat foto layar penuh' });
    await expect(within(opener).getByRole('img', { name: shown().name })).toBeVisible();
    await userEvent.click(opener);
    const viewer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(viewer.getByText(`Foto 1 dari ${shown().image.length}`)).toBeVisible();
    await userEvent.click(viewer.getByRole('button', { name: 'Tutup' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/** 'Portfolio' saves GET download as 'Portofolio.pdf'. */
export const PortfolioButtonDownloads: Story = {
  render: () => <PortfolioButton label="Portfolio" />,
  play: async ({ canvas }) => {
    await catchDownloads(async (saved) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Portfolio' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Portofolio.pdf']));
    });
  },
};

/** The top bar counts the visitor's stored list (it hydrates at once when there is one). */
export const TopBarCountsTheStoredList: Story = {
  beforeEach: storedQuoteList(quoteLines(2)),
  render: () => <PublicTopBar productName={CONFIG.productName} chatPhone={CONFIG.chatPhone} />,
  play: async ({ canvas }) => {
    const entry = await canvas.findByRole('link', { name: 'Penawaran 2 produk' });
    await userEvent.click(entry);
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/penawaran');
  },
};
