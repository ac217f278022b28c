import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ProductCard,
  ProductCardSkeleton,
} from '../../../src/components/public/ProductCard/ProductCard.tsx';
import { productCoverPath } from '../../../src/components/public/ProductCard/productCover.ts';
import { CompareButton } from '../../../src/components/public/Compare/CompareButton.tsx';
import { svgImage } from '../../../mocks/media.ts';
import { productAt } from './fixtures.ts';
import {
  CardsWithActions,
  clearCompareList,
  expectActionsFit,
  resultsWidth,
} from './cardActions.tsx';

const meta = {
  title: 'Components/Public/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { product: productAt(0) },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The card is one link to the detail page, named by the whole product name.
    const link = canvas.getByRole('link', { name: 'Silinder Kompak CQ2 32x50' });
    await expect(link).toHaveAttribute('href', '/detail-product/1');
  },
};

/** A long name is cut after 10 characters with '...'; the whole name is the link's title. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The visible name is the first 10 characters followed by '...'.
    await expect(canvas.getByText('Silinder K...')).toBeVisible();
    // The whole name is in the title attribute and is the image's alt text.
    const link = canvas.getByRole('link', { name: 'Silinder Kompak CQ2 32x50' });
    await expect(link).toHaveAttribute('title', 'Silinder Kompak CQ2 32x50');
    await expect(canvas.getByRole('img', { name: 'Silinder Kompak CQ2 32x50' })).toBeVisible();
    // The category badge and the price range ('Rp. ' + rupiah, harga - hargaAkhir).
    await expect(canvas.getByText('Silinder Pneumatik')).toBeVisible();
    await expect(canvas.getByText('Rp. 150.000 - Rp. 250.000')).toBeVisible();
  },
};

/** A name of 10 characters or fewer shows whole, with no '...'. */
export const ShortName: Story = {
  args: { product: { ...productAt(7), hargaAkhir: null } },
  play: async ({ canvas }) => {
    // 'Katup' is short: no ellipsis.
    await expect(canvas.getByText('Katup')).toBeVisible();
    await expect(canvas.queryByText(/\.\.\.$/)).toBeNull();
    // Without hargaAkhir the price is single.
    await expect(canvas.getByText('Rp. 325.000')).toBeVisible();
  },
};

/** Exactly 10 characters: still no '...'. */
export const TenCharacterName: Story = {
  args: { product: { ...productAt(0), name: 'Gripper 10' } },
  play: async ({ canvas }) => {
    // The cut happens only when the name is longer than 10 characters.
    await expect(canvas.getByText('Gripper 10')).toBeVisible();
  },
};

/** hargaAkhir not above harga shows a single price (DECISIONS). */
export const SinglePriceWhenEndIsLower: Story = {
  args: { product: { ...productAt(1), harga: 500000, hargaAkhir: 400000 } },
  play: async ({ canvas }) => {
    // A lower hargaAkhir is ignored.
    await expect(canvas.getByText('Rp. 500.000')).toBeVisible();
  },
};

/** With no isCover the first image is the cover (SPEC 2.2). */
export const FirstImageFallback: Story = {
  args: {
    product: {
      ...productAt(2),
      isCover: null,
      image: [
        { path: svgImage('Gambar pertama', 400, 400), isCover: false },
        { path: svgImage('Gambar kedua', 400, 400), isCover: false },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    // The card shows the first image, named by the product.
    const image = canvas.getByRole('img', { name: 'Fitting Push-in 8 mm' });
    await expect(image).toHaveAttribute('src', svgImage('Gambar pertama', 400, 400));
    await expect(productCoverPath(args.product)).toBe(svgImage('Gambar pertama', 400, 400));
  },
};

/** No picture at all: a neutral placeholder, still named by the product. */
export const NoImage: Story = {
  args: { product: { ...productAt(3), isCover: null, image: [] } },
  play: async ({ canvas }) => {
    // The placeholder is an image with the product name and no src.
    const placeholder = canvas.getByRole('img', { name: 'Selang PU 8x5 Biru' });
    await expect(placeholder.tagName).not.toBe('IMG');
  },
};

/** A very long name, category and price range keep the card's shape. */
export const LongText: Story = {
  args: {
    product: {
      ...productAt(5),
      name: 'Panel ATS-AMF 100 kVA dengan Kontroler Otomatis dan Proteksi Lengkap',
      harga: 1250000000,
      hargaAkhir: 2750000000.5,
      category: { name: 'Panel Listrik, Kelistrikan dan Otomasi Industri Berat' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // The name is still cut, the price wraps inside the card, and nothing overflows.
    await expect(canvas.getByText('Panel ATS-...')).toBeVisible();
    await expect(canvas.getByText('Rp. 1.250.000.000 - Rp. 2.750.000.000,5')).toBeVisible();
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBe(card?.clientWidth);
  },
};

/** The link goes where the app says: the href comes from a callback. */
export const CustomHref: Story = {
  args: { getProductHref: (id: number) => `/produk/${id}?dari=promo` },
  play: async ({ canvas }) => {
    // The card uses the href the callback built.
    const link = canvas.getByRole('link', { name: 'Silinder Kompak CQ2 32x50' });
    await expect(link).toHaveAttribute('href', '/produk/1?dari=promo');
  },
};

/** The placeholder while a list loads. */
export const Loading: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement }) => {
    // Nothing is announced and nothing can be focused.
    await expect(canvasElement.querySelector('a, button, img')).toBeNull();
  },
};

/** At phone width, two cards sit side by side; one card keeps its square picture and its whole name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The page is 360 px wide and the picture stays square.
    await expect(window.innerWidth).toBe(360);
    const box = canvas
      .getByRole('img', { name: 'Silinder Kompak CQ2 32x50' })
      .getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
};

const SC_20 = 'Silinder SC-20 x 50';
const SC_120 = 'Silinder SC-120 x 50';
const VERY_LONG =
  'Panel ATS-AMF 100 kVA dengan Kontroler Otomatis dan Proteksi Lengkap untuk Genset Industri';

/** At phone width the whole name shows, on up to three lines: SC-20 and SC-120 no longer look alike. */
export const MobileLongNames: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    () => (
      // Two columns in 336 px, as ProductGrid lays them out on a 360 px phone.
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, width: 336 }}>
        <ProductCard product={{ ...productAt(0), id: 20, name: SC_20 }} />
        <ProductCard product={{ ...productAt(0), id: 120, name: SC_120 }} />
        <ProductCard product={{ ...productAt(5), id: 7, name: VERY_LONG }} />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The visible name is the whole name (the cut one is hidden at this width).
    const shown = (name: string) =>
      canvas.getByText(name, { selector: 'span[aria-hidden="true"]' });
    await expect(shown(SC_20)).toBeVisible();
    await expect(shown(SC_120)).toBeVisible();
    for (const cut of canvas.getAllByText('Silinder S...')) await expect(cut).not.toBeVisible();
    // A name longer than three lines stops at the third.
    const long = shown(VERY_LONG);
    const lineHeight = parseFloat(getComputedStyle(long).lineHeight);
    await expect(Math.round(long.clientHeight / lineHeight)).toBe(3);
    await expect(long.scrollHeight).toBeGreaterThan(long.clientHeight);
    // Each card stays named by its whole name.
    await expect(canvas.getByRole('link', { name: SC_120 })).toHaveAttribute(
      'href',
      '/detail-product/120',
    );
  },
};

/** Three cylinders whose names SPEC cuts alike ('Silinder K...'), as a 1366 px list shows them. */
const LOOK_ALIKES = [
  { id: 20, name: 'Silinder Kompak SC-20', partNumber: 'SC-20' },
  { id: 120, name: 'Silinder Kompak SC-120', partNumber: 'SC-120' },
  { id: 70, name: 'Silinder Kompak VX-70', partNumber: 'VX-70' },
];

/**
 * Desktop: the 10-character name stays as SPEC cuts it, and the part number on a line of its own
 * under it tells the cards apart (issue 32, defect 9); both buttons still fit.
 */
export const WithPartNumber: Story = {
  loaders: [clearCompareList],
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    () => (
      // Three of the four 263 px columns of a 1366 px list beside the filter panel.
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 243px)', gap: 24 }}>
        {LOOK_ALIKES.map((fields) => (
          <ProductCard
            key={fields.id}
            product={{ ...productAt(0), ...fields }}
            onAddToQuote={fn(() => 'added' as const)}
            actions={<CompareButton product={{ id: fields.id, name: fields.name, image: null }} />}
          />
        ))}
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    // Every card still reads 'Silinder K...': the cut name is kept.
    const cutNames = canvas.getAllByText('Silinder K...');
    await expect(cutNames).toHaveLength(3);
    for (const [index, { partNumber }] of LOOK_ALIKES.entries()) {
      // The part number shows whole, below the name and not beside it.
      const line = canvas.getByText(partNumber, { selector: 'p' });
      await expect(line).toBeVisible();
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
      const nameBox = (cutNames[index] as HTMLElement).getBoundingClientRect();
      await expect(line.getBoundingClientRect().top).toBeGreaterThanOrEqual(nameBox.bottom - 1);
    }
    // The line does not push the buttons out of their cards.
    await expectActionsFit(canvasElement, 3);
  },
};

/** A name that ends with no code has no part-number line (and no empty gap for one). */
export const WithoutPartNumber: Story = {
  args: { product: { ...productAt(0), name: 'Silinder Kompak Tahan Panas', partNumber: null } },
  play: async ({ canvasElement }) => {
    // The body holds the name, the badge and the price only.
    const body = canvasElement.querySelector('h3')?.parentElement;
    await expect(body?.children).toHaveLength(3);
  },
};

/** Keyboard: Tab reaches the card's link. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard',
  play: async ({ canvas }) => {
    // One Tab focuses the only link of the card.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Silinder Kompak CQ2 32x50' })).toHaveFocus();
  },
};

/** With both buttons: 'Tambah ke Penawaran' (with 'Jumlah') and 'Bandingkan' (issues 25 and 24). */
export const WithActions: Story = {
  loaders: [clearCompareList],
  args: { onAddToQuote: fn(() => 'added' as const) },
  render: (args) => (
    <ProductCard
      {...args}
      actions={<CompareButton product={{ id: 1, name: args.product.name, image: null }} />}
    />
  ),
  play: async ({ canvas, canvasElement, args }) => {
    // Both buttons sit whole inside the card, named as e2e and the quote list find them.
    await expectActionsFit(canvasElement, 1);
    // Adding takes the quantity typed; 'Bandingkan' is a toggle, pressed once chosen.
    const quantity = canvas.getByRole('textbox', { name: 'Jumlah' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Tambah ke Penawaran Silinder Kompak CQ2 32x50' }),
    );
    await expect(args.onAddToQuote).toHaveBeenCalledWith(args.product, 3);
    const compare = canvas.getByRole('button', { name: 'Bandingkan' });
    await userEvent.click(compare);
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    // Chosen, the button still fits (its icon turns into a check).
    await expectActionsFit(canvasElement, 1);
    compare.blur();
  },
};

/**
 * The widths the grid gives a card: each story lays out one row of cards with the real
 * ProductGrid in the results column of a window of `windowWidth` (beside the filter panel or
 * not), and checks that both buttons of every card sit whole inside it and that the cards are
 * `widths` wide (one a column).
 */
const inGrid = (
  windowWidth: number,
  hasPanel: boolean,
  viewport: 'mobile' | 'tablet' | 'desktop' | 'wide',
  widths: number[],
): Story => ({
  loaders: [clearCompareList],
  render: () => (
    <CardsWithActions width={resultsWidth(windowWidth, hasPanel)} count={widths.length} />
  ),
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }) => {
    await expect(await expectActionsFit(canvasElement, widths.length)).toEqual(widths);
  },
});

/** A 360 px phone: two cards a row, 158 px each; 'Bandingkan' drops its icon to keep its word. */
export const ActionsPhone: Story = inGrid(360, false, 'mobile', [158, 158, 158, 158]);

/** The narrowest phone in use (320 px): two columns of 138 px still hold both buttons. */
export const ActionsSmallPhone: Story = inGrid(320, false, 'mobile', [138, 138, 138, 138]);

/** A 768 px tablet: three cards a row of 235 px (the filter panel is a sheet there). */
export const ActionsTablet: Story = inGrid(768, false, 'tablet', [235, 235, 235]);

/** A 1024 px desktop list without the filter panel: four cards a row of 230 px. */
export const ActionsDesktop: Story = inGrid(1024, false, 'desktop', [230, 230, 230, 230]);

/**
 * A 1024 px desktop beside the 260 px filter panel: the grid counts columns from its own 708 px,
 * three of 225 px, not four of 158 px.
 */
export const ActionsDesktopWithFilterPanel: Story = inGrid(1024, true, 'desktop', [225, 225, 225]);

/** A 1440 px window beside the filter panel: four cards a row again, 263 px in 1,124 px. */
export const ActionsWideWithFilterPanel: Story = inGrid(1440, true, 'wide', [263, 263, 263, 263]);
