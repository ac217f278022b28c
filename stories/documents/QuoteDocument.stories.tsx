import { pdf } from '@react-pdf/renderer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, mocked, spyOn, type within } from 'storybook/test';
import { extractText, getDocumentProxy } from 'unpdf';
import dejavuRegular from '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff?url';
import dejavuBold from '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff?url';
import dejavuItalic from '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-italic.woff?url';
import notoEmoji from '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff?url';
import { wordmarkPicture } from '../../demo-art/wordmarks.ts';
import {
  QUOTE_FONT_FILES,
  QuoteDocument,
  registerQuoteFonts,
  unpackedFontDataUrl,
  type QuoteSheet,
} from '../../src/documents/QuoteDocument/index.ts';
import { QUOTE_TEXTS } from '../../src/lib/quote/constants.ts';
import {
  discountsAndLeadTimes,
  erasedBuyer,
  fiftyItems,
  specialCharacters,
  threeItems,
  withZeroPrice,
} from './quoteSheets.ts';

/** The font files as the browser reaches them (Vite serves the packages' files). */
const FONT_URLS: Record<string, string> = {
  [QUOTE_FONT_FILES.regular]: dejavuRegular,
  [QUOTE_FONT_FILES.bold]: dejavuBold,
  [QUOTE_FONT_FILES.italic]: dejavuItalic,
  [QUOTE_FONT_FILES.emoji]: notoEmoji,
};

const fontsReady = () =>
  registerQuoteFonts(async (_, file) =>
    unpackedFontDataUrl(new Uint8Array(await (await fetch(FONT_URLS[file] ?? file)).arrayBuffer())),
  );

/** The site's demo wordmark as a PNG data URI, the form the server gives the footer's logo. */
async function demoLogo(): Promise<string> {
  const svg = new Blob([wordmarkPicture('Katalog Pneumatik')], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 256;
    canvas.height = 128;
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The document rendered to a PDF blob, as the server sends it, shown in the browser's viewer. */
function QuotePdfPreview({ sheet }: { sheet: QuoteSheet }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void pdf(QuoteDocument({ sheet }))
      .toBlob()
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [sheet]);
  if (!url) return <p>Membuat PDF...</p>;
  return (
    <div>
      <a href={url} download={`${sheet.number}.pdf`}>
        Unduh {sheet.number}.pdf
      </a>
      <iframe
        title={`${QUOTE_TEXTS.documentTitle} ${sheet.number}`}
        src={url}
        style={{ display: 'block', width: '100%', height: 800, border: 0 }}
      />
    </div>
  );
}

const meta = {
  title: 'Documents/QuoteDocument',
  component: QuotePdfPreview,
  args: { sheet: threeItems },
  // The fonts are registered before the first story renders (the server does it per worker).
  loaders: [async () => ({ fonts: await fontsReady() })],
  // The browser's own PDF viewer draws the page: not ours to compare pixel by pixel. The play
  // functions read the PDF's text instead.
  parameters: { screenshot: false },
} satisfies Meta<typeof QuotePdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bytes of the PDF the preview made. */
async function pdfBytes(canvas: ReturnType<typeof within>) {
  const link = await canvas.findByRole('link', { name: /Unduh PNW-/ }, { timeout: 15_000 });
  const bytes = new Uint8Array(await (await fetch(link.getAttribute('href') ?? '')).arrayBuffer());
  // A PDF file, not an error page.
  await expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
}

/** The text of the PDF the preview made. */
async function pdfText(canvas: ReturnType<typeof within>) {
  const bytes = await pdfBytes(canvas);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** The PDF's object dictionaries (uncompressed in react-pdf's files) name each embedded picture. */
const imageCount = (bytes: Uint8Array) =>
  new TextDecoder('latin1').decode(bytes).split('/Subtype /Image').length - 1;

/** Three items: number, date, validity, the items, DPP Nilai Lain, PPN 12 % and the total in words. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = await pdfText(canvas);
    for (const expected of [
      QUOTE_TEXTS.documentTitle,
      'Nomor: PNW-202611-00042/Rev.0',
      'Revisi: Rev. 0',
      'Tanggal: 20 November 2026',
      'Berlaku sampai: 4 Desember 2026',
      'Syarat Pembayaran:',
      'Franco Surabaya',
      'Andi Wijaya',
      'Manajer Penjualan',
      'Silinder Kompak AK-32x50',
      'Catatan: Warna silver',
      'Rp 1.250.000',
      'Jumlah Harga',
      'Rp 3.700.000',
      'DPP Nilai Lain (11/12)',
      'Rp 3.391.667',
      'PPN 12%',
      'Rp 407.000',
      'Rp 4.107.000',
      'Terbilang: empat juta seratus tujuh ribu rupiah',
    ])
      await expect(text).toContain(expected);
  },
};

/** Issue 35: Rev.1, a discount per line, 'Inden 3 minggu' and 'Ready Stok', totals after discounts. */
export const DiscountsAndLeadTimes: Story = {
  args: { sheet: discountsAndLeadTimes },
  play: async ({ canvas }) => {
    const text = await pdfText(canvas);
    for (const expected of [
      'Nomor: PNW-202611-00042/Rev.1',
      'Revisi: Rev. 1',
      'Diskon',
      'Waktu Kirim',
      '5%',
      'Inden 3 minggu',
      '12,5%',
      'Ready Stok',
      // 8.000.000 less 5 % and 850.000 less 12,5 %.
      'Rp 7.600.000',
      'Rp 743.750',
      'Rp 8.343.750',
      'Rp 7.648.438',
      'Rp 917.813',
      'Rp 9.261.563',
    ])
      await expect(text).toContain(expected);
  },
};

/** Fifty items run over more than one page; the last item and the totals are there. */
export const FiftyItems: Story = {
  args: { sheet: fiftyItems },
  play: async ({ canvas }) => {
    const text = await pdfText(canvas);
    await expect(text).toContain('Silinder Pneumatik Seri 50');
    await expect(text).toContain(`Rp ${fiftyItems.totals.total.toLocaleString('id-ID')}`);
    // The table head repeats on every page.
    await expect(text.split('Harga Satuan').length - 1).toBeGreaterThan(1);
  },
};

/** A bonus item at Rp 0 prints as Rp 0 and counts as a price. */
export const ZeroPrice: Story = {
  args: { sheet: withZeroPrice },
  play: async ({ canvas }) => {
    const text = await pdfText(canvas);
    await expect(text).toContain('Rp 0');
    await expect(text).toContain('Rp 31.000.000');
  },
};

/** After 'Hapus Data Pribadi' the letter is addressed to no one by name. */
export const ErasedBuyer: Story = {
  args: { sheet: erasedBuyer },
  play: async ({ canvas }) => {
    const bytes = await pdfBytes(canvas);
    // No logo in the fixtures: no picture in the file.
    await expect(imageCount(bytes)).toBe(0);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    await expect(text).toContain('Kepada Yth.');
    await expect(text).not.toContain('Budi Santoso');
    await expect(text).toContain('Surabaya');
  },
};

/** The footer's logo heads the letter beside the company's name; without one the name stands alone. */
export const WithLogo: Story = {
  loaders: [async () => ({ logo: await demoLogo() })],
  // react-pdf reports a picture it could not take by console.warn (and draws the rest).
  beforeEach: () => {
    const warn = spyOn(console, 'warn');
    return () => warn.mockRestore();
  },
  render: (args, { loaded }) => (
    <QuotePdfPreview
      sheet={{ ...args.sheet, company: { ...args.sheet.company, logo: loaded.logo as string } }}
    />
  ),
  play: async ({ canvas }) => {
    const bytes = await pdfBytes(canvas);
    // Nothing went wrong on the way, in the browser as on the server ('Buffer is not defined').
    await expect(mocked(console.warn).mock.calls).toEqual([]);
    // The picture and its transparency mask (the canvas's PNG has an alpha channel).
    await expect(imageCount(bytes)).toBe(2);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    await expect(text).toContain('Katalog Pneumatik');
  },
};

/** Emoji and the characters Helvetica lacked print: DejaVu Sans, with Noto Emoji for the rest. */
export const SpecialCharacters: Story = {
  args: { sheet: specialCharacters },
  play: async ({ canvas }) => {
    const text = await pdfText(canvas);
    for (const expected of ['🚚', '😀', 'Rp', '&', '#5', '100%', '“siap”', '✓', 'Ø 32'])
      await expect(text).toContain(expected);
  },
};
